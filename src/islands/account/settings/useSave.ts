import { useState } from 'react';
import { failureKey } from '../api.ts';

export type SaveState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'saved' } | { kind: 'error'; key: string };

/** Runs one save at a time and remembers how it ended, as a translation key. */
export function useSave(knownCodes: readonly string[]) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const run = async <R>(action: () => Promise<R>): Promise<R | undefined> => {
    setState({ kind: 'busy' });
    try {
      const result = await action();
      setState({ kind: 'saved' });
      return result;
    } catch (error) {
      setState({ kind: 'error', key: failureKey(error, knownCodes) });
      return undefined;
    }
  };
  return { state, run, busy: state.kind === 'busy' };
}
