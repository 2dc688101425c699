// The page's price subscription on the live socket (protocol: src/lib/realtime/price-watch.ts).
// Its own anonymous socket, apart from the islands' client (islands/api/socket.ts), because it
// talks back: it keeps the server's list of watched events equal to the page's, one message
// per change of the page, and subscribes afresh on every new connection, whose answer brings
// every price the page shows up to date (after a network loss, or a page the browser kept).
import { KEEP_ALIVE_MS, KEEP_ALIVE_TEXT } from '../lib/realtime/keep-alive.ts';
import { MAX_WATCHED_EVENTS, pricesOf, type EventPrices } from '../lib/realtime/price-watch.ts';

const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];
/** Changes of the page within this window go to the server as one message. */
const SETTLE_MS = 50;

export interface PriceSocket {
  /** The page's events changed: the server hears of the difference shortly. */
  update(): void;
  /** Closes now (the page goes into the back-forward cache)… */
  pause(): void;
  /** …and opens again, subscribing afresh (the page came back). */
  resume(): void;
}

/** `events` names what the page shows now; `onPrices` takes every pushed or answered price. */
export function openPriceSocket(events: () => number[], onPrices: (prices: EventPrices[]) => void): PriceSocket {
  let ws: WebSocket | undefined;
  let told = new Set<number>();
  let failures = 0;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let settle: ReturnType<typeof setTimeout> | undefined;
  let paused = false;

  const send = (type: 'subscribe' | 'unsubscribe', ids: number[]) => ws?.send(JSON.stringify({ type, events: ids }));

  const sync = () => {
    settle = undefined;
    if (ws?.readyState !== WebSocket.OPEN) return;
    const wanted = new Set(events().slice(0, MAX_WATCHED_EVENTS));
    const gone = [...told].filter((id) => !wanted.has(id));
    const added = [...wanted].filter((id) => !told.has(id));
    // Unsubscribed first: the server counts what a socket watches against its bound.
    if (gone.length) send('unsubscribe', gone);
    if (added.length) send('subscribe', added);
    told = wanted;
  };

  const stop = () => {
    clearInterval(keepAlive);
    clearTimeout(retry);
    retry = undefined;
    if (!ws) return;
    ws.onclose = ws.onmessage = ws.onopen = null;
    ws.close();
    ws = undefined;
  };

  const open = () => {
    stop();
    if (paused || events().length === 0) return;
    const socket = new WebSocket(`${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/live`);
    ws = socket;
    told = new Set();
    socket.onopen = () => {
      failures = 0;
      keepAlive = setInterval(() => socket.send(KEEP_ALIVE_TEXT), KEEP_ALIVE_MS);
      sync();
    };
    socket.onmessage = (event) => {
      let message: unknown;
      try {
        message = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (typeof message !== 'object' || message === null) return;
      const prices = pricesOf(message as Record<string, unknown>);
      if (prices) onPrices(prices);
      // A refused request leaves the server's list unknown: start again on a new socket.
      else if ((message as { type?: unknown }).type === 'error') schedule();
    };
    socket.onclose = schedule;
  };

  function schedule(): void {
    stop();
    const wait = BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)] ?? 30_000;
    failures += 1;
    retry = setTimeout(open, wait);
  }

  open();
  return {
    update() {
      if (!ws && !retry && !paused) open();
      else settle ??= setTimeout(sync, SETTLE_MS);
    },
    pause() {
      paused = true;
      stop();
    },
    resume() {
      paused = false;
      failures = 0;
      open();
    },
  };
}
