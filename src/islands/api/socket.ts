// The browser's one WebSocket client, for /api/live (spec section 7): JSON messages, the
// keep-alive text every 12 s, and reconnection with backoff after a network loss. The
// player's socket (account/live.ts) adds the access token and the balance pushes; the live
// feed (live/live-feed.ts) reads the live pushes on an anonymous one.

import { KEEP_ALIVE_MS, KEEP_ALIVE_TEXT } from '../../lib/realtime/keep-alive.ts';

const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

export interface SocketOptions {
  /** The address of each attempt. */
  url: () => string;
  /** The WebSocket protocols of each attempt (the player's token travels as one). */
  protocols?: () => string[];
  /** Every message that is a JSON object, parsed. */
  onMessage: (message: Record<string, unknown>) => void;
  /** Open or not; `afterLoss` is true when it opens after a failed or lost connection, so pushes may have been missed. */
  onState?: (open: boolean, afterLoss: boolean) => void;
}

export interface LiveSocket {
  /** Reconnects at once (e.g. with a refreshed token). */
  renew(): void;
  close(): void;
}

/** The live socket of `/api/live` on this page's host, ws: or wss: as the page. */
export function liveSocketUrl(location: Pick<Location, 'protocol' | 'host'>, query = ''): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/api/live${query}`;
}

/** Opens the socket and keeps it open until closed. */
export function openLiveSocket(options: SocketOptions): LiveSocket {
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
      options.onState?.(false, false);
    }
  };

  const schedule = () => {
    if (closed) return;
    const wait = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)] ?? 30_000;
    failures += 1;
    retry = setTimeout(open, wait);
  };

  function open(): void {
    stop();
    if (closed) return;
    let ws: WebSocket;
    try {
      ws = new WebSocket(options.url(), options.protocols?.());
    } catch {
      schedule();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      const afterLoss = failures > 0;
      failures = 0;
      options.onState?.(true, afterLoss);
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
      if (typeof message === 'object' && message !== null && !Array.isArray(message)) options.onMessage(message as Record<string, unknown>);
    };
    ws.onclose = () => {
      clearInterval(keepAlive);
      socket = null;
      options.onState?.(false, false);
      schedule();
    };
  }

  open();
  return {
    renew: () => {
      failures = 0;
      open();
    },
    close: () => {
      closed = true;
      stop();
      options.onState?.(false, false);
    },
  };
}
