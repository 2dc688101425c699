// The browser's live feed: the full list of live events refetched every 10 s (spec section
// 9) and, in between, the socket's pushes applied within the same second. Every odd that
// moves is flagged higher or lower for 6 s. The board and the live match view read the
// stores; the slip reads $liveOdds (src/stores/live-odds.ts), kept current here.
import { atom } from 'nanostores';
import type { WireEvent } from '../../server/feed/types.ts';
import { apiGet } from '../api/client.ts';
import { applyPush, oddMoves, type LivePush, type OddMove } from '../../lib/offer/live-merge.ts';
import { setLiveOddsFrom, updateLiveOdds } from '../../stores/live-odds.ts';
import { flagOddMoves as flag } from '../../stores/odd-flags.ts';

export { $oddFlags } from '../../stores/odd-flags.ts';
import { syncLiveFavorites } from '../../stores/live-favorites.ts';

export const LIVE_REFRESH_MS = 10_000;
const KEEP_ALIVE_TEXT = 'Hello, I am still here.';
const KEEP_ALIVE_MS = 12_000;
const BACKOFF_MS = [1_000, 2_000, 5_000, 10_000, 30_000];

/** Live events by start time. */
export const $liveEvents = atom<WireEvent[]>([]);
/** Seeds the store with the server-rendered list (no flags: nothing moved yet). */
export function seedLiveEvents(events: WireEvent[]): void {
  if ($liveEvents.get().length === 0 && events.length) {
    $liveEvents.set(events);
    setLiveOddsFrom(events);
  }
}

/** A fresh full list: previous odds are kept to flag what moved since. */
export function replaceLiveEvents(events: WireEvent[]): void {
  const before = new Map($liveEvents.get().map((e) => [e.fi, e]));
  flag(events.flatMap((e) => oddMoves(before.get(e.fi), e)));
  $liveEvents.set(events);
  setLiveOddsFrom(events);
  syncLiveFavorites(events);
}

/** Applies a batch of pushes; finished events leave the list. */
export function applyPushes(pushes: LivePush[]): void {
  const list = $liveEvents.get();
  const index = new Map(list.map((e, i) => [e.fi, i]));
  const next = [...list];
  const changed: WireEvent[] = [];
  const moves: Array<[string, OddMove]> = [];
  let removed = false;
  for (const p of pushes) {
    const i = index.get(p.id);
    if (i === undefined) continue;
    const before = next[i] as WireEvent;
    const after = applyPush(before, p);
    moves.push(...oddMoves(before, after));
    next[i] = after;
    changed.push(after);
    if (after.status !== 'live') removed = true;
  }
  if (changed.length === 0) return;
  flag(moves);
  $liveEvents.set(removed ? next.filter((e) => e.status === 'live') : next);
  updateLiveOdds(changed);
}

async function refetch(signal?: AbortSignal): Promise<void> {
  const body = await apiGet<{ events: WireEvent[] }>('get_live_events', { noCache: true, signal });
  replaceLiveEvents(body.events);
}

function socketUrl(): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${window.location.host}/api/live`;
}

let users = 0;
let stopFeed: (() => void) | undefined;

/** Starts the refetch timer and the socket (once, however many islands ask); returns the release. */
export function startLiveFeed(): () => void {
  users += 1;
  if (users === 1) stopFeed = run();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    if (users === 0) {
      stopFeed?.();
      stopFeed = undefined;
    }
  };
}

function run(): () => void {
  const abort = new AbortController();
  let closed = false;
  let socket: WebSocket | null = null;
  let keepAlive: ReturnType<typeof setInterval> | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;

  const load = () => void refetch(abort.signal).catch(() => undefined);
  load();
  const poll = setInterval(load, LIVE_REFRESH_MS);

  const open = () => {
    if (closed) return;
    let ws: WebSocket;
    try {
      ws = new WebSocket(socketUrl());
    } catch {
      schedule();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      // Pushes missed while the socket was down are caught up by a refetch.
      if (failures > 0) load();
      failures = 0;
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
      const m = message as { type?: unknown; events?: unknown };
      if (m && m.type === 'live' && Array.isArray(m.events)) {
        applyPushes(m.events as LivePush[]);
        // A match that just went live is not in the list yet: fetch it.
        if ((m.events as LivePush[]).some((p) => p.status === 'live' && !$liveEvents.get().some((e) => e.fi === p.id))) load();
      }
    };
    ws.onclose = () => {
      clearInterval(keepAlive);
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

  return () => {
    closed = true;
    abort.abort();
    clearInterval(poll);
    clearInterval(keepAlive);
    clearTimeout(retry);
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  };
}
