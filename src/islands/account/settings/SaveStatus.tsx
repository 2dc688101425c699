import type { T } from '../../i18n.ts';
import type { SaveState } from './useSave.ts';

/** The line under a panel's button: saved, or why it was not. */
export function SaveStatus({ state, t, savedKey = 'account.saved' }: { state: SaveState; t: T; savedKey?: string }) {
  if (state.kind === 'saved')
    return (
      <p className="acc-ok" role="status">
        {t(savedKey)}
      </p>
    );
  if (state.kind === 'error')
    return (
      <p className="acc-error" role="alert">
        {t(state.key)}
      </p>
    );
  return null;
}
