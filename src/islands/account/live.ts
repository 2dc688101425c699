// The player's live socket (spec section 7): authenticated with the access token as a
// WebSocket protocol, a keep-alive text every 12 s, balance pushes applied to the session,
// and reconnection with backoff after a network loss.
import { parseMajor } from '../../lib/money/index.ts';

export const KEEP_ALIVE_TEXT = 'Hello, I am still here.';
export const KEEP_ALIVE_MS = 12_000;
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export interface LiveOptions {
  playerId: number;
  token: () => string;
  /** The new balance in minor units. */
  onBalance: (minor: number) => void;
  /** Every other message, parsed; e.g. live odds for other islands. */
  onMessage?: (message: Record<string, unknown>) => void;
  /** Open or not, e.g. to mark the page for tests and support. */
  onState?: (open: boolean) => void;
}

export interface LiveConnection {
  /** Reconnects at once with the current token (after a refresh). */
  renew(): void;
  close(): void;
}

/** The balance of a push in minor units, or null when the message is not one. */
export function balanceFromMessage(message: unknown): number | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, balance } = message as { type?: unknown; balance?: unknown };
  if (type !== 'balance' || typeof balance !== 'string') return null;
  const minor = parseMajor(balance, { allowNegative: true });
  return minor === undefined ? null : Number(minor);
}

export function liveUrl(location: Pick<Location, 'protocol' | 'host'>, playerId: number): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/live?id=${encodeURIComponent(String(playerId))}`;
}

export function connectLive(options: LiveOptions): LiveConnection {
  let socket: WebSocket | null = null;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let closed = false;

  const stop = () => {
    clearInterval(keepAlive);
    clearTimeout(retry);
    if (socket) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.onopen = null;
      socket.close();
      socket = null;
      options.onState?.(false);
    }
  };

  const open = () => {
    stop();
    if (closed) return;
    let ws: WebSocket;
    try {
      ws = new WebSocket(liveUrl(window.location, options.playerId), ['bearer', options.token()]);
    } catch {
      schedule();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      failures = 0;
      options.onState?.(true);
      keepAlive = setInterval(() => {
        if (ws.readyState === WebSocket.OPEN) ws.send(KEEP_ALIVE_TEXT);
      }, KEEP_ALIVE_MS);
    };
    ws.onmessage = (event) => {
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      const balance = balanceFromMessage(message);
      if (balance !== null) options.onBalance(balance);
      else if (typeof message === 'object' && message !== null) options.onMessage?.(message as Record<string, unknown>);
    };
    ws.onclose = () => {
      clearInterval(keepAlive);
      options.onState?.(false);
      socket = null;
      schedule();
    };
  };

  const schedule = () => {
    if (closed) return;
    const wait = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)] ?? 30_000;
    failures += 1;
    retry = setTimeout(open, wait);
  };

  open();
  return {
    renew: () => {
      failures = 0;
      open();
    },
    close: () => {
      closed = true;
      stop();
      options.onState?.(false);
    },
  };
}
