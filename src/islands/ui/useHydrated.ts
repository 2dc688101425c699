import { useSyncExternalStore } from 'react';

const subscribe = (): (() => void) => () => {};

/**
 * False during the server render and the hydrating client render, true afterwards: parts
 * that depend on the browser (session, clock, location) render a neutral state until then,
 * so the server's HTML and the first client render always agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
