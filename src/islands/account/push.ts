// Messages the player's live socket brings besides the balance (cash-out offers, notices):
// the session keeper hands them to the page as one window event, so an island that wants them
// listens without opening a socket of its own.
export const PLAYER_PUSH_EVENT = 'player-push';

export function dispatchPush(message: Record<string, unknown>): void {
  window.dispatchEvent(new CustomEvent(PLAYER_PUSH_EVENT, { detail: message }));
}

/** The type of the message the keeper hands on each time the socket (re)opens: pushes sent while
 * it was closed are lost, so an island that keeps pushed values reads them again. */
export const LIVE_OPEN = 'live_open';

/** Calls `handler` with every pushed message of `type`; returns the unsubscribe. */
export function onPush(type: string, handler: (message: Record<string, unknown>) => void): () => void {
  const listener = (event: Event) => {
    const detail = (event as CustomEvent<unknown>).detail;
    if (typeof detail === 'object' && detail !== null && (detail as { type?: unknown }).type === type) handler(detail as Record<string, unknown>);
  };
  window.addEventListener(PLAYER_PUSH_EVENT, listener);
  return () => window.removeEventListener(PLAYER_PUSH_EVENT, listener);
}
