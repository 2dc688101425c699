// The player's live socket (spec section 7): authenticated with the access token as a
// WebSocket protocol, balance pushes applied to the session. Keep-alive and reconnection
// are the browser's one socket client's (api/socket.ts).
import { parseMajor } from '../../lib/money/index.ts';
import { liveSocketUrl, openLiveSocket, type LiveSocket } from '../api/socket.ts';

export interface LiveOptions {
  playerId: number;
  token: () => string;
  /** The new balance in minor units. */
  onBalance: (minor: number) => void;
  /** Every other message, parsed; e.g. cash-out offers and notices for other islands. */
  onMessage?: (message: Record<string, unknown>) => void;
  /** Open or not, e.g. to mark the page for tests and support. */
  onState?: (open: boolean) => void;
}

export type LiveConnection = LiveSocket;

/** The balance of a push in minor units, or null when the message is not one. */
export function balanceFromMessage(message: unknown): number | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, balance } = message as { type?: unknown; balance?: unknown };
  if (type !== 'balance' || typeof balance !== 'string') return null;
  const minor = parseMajor(balance, { allowNegative: true });
  return minor === undefined ? null : Number(minor);
}

/** The player's socket address: the live socket on this host, with the player's id. */
export function liveUrl(location: Pick<Location, 'protocol' | 'host'>, playerId: number): string {
  return liveSocketUrl(location, `?id=${encodeURIComponent(String(playerId))}`);
}

export function connectLive(options: LiveOptions): LiveConnection {
  return openLiveSocket({
    url: () => liveUrl(window.location, options.playerId),
    protocols: () => ['bearer', options.token()],
    onMessage: (message) => {
      const balance = balanceFromMessage(message);
      if (balance !== null) options.onBalance(balance);
      else if (typeof message === 'object' && message !== null) options.onMessage?.(message as Record<string, unknown>);
    },
    ...(options.onState ? { onState: options.onState } : {}),
  });
}
