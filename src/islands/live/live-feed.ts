// The browser's live feed: the full list of live events refetched every 10 s (spec section
// 9) and, in between, the socket's pushes applied within the same second. Every odd that
// moves is flagged higher or lower for 6 s. The board and the live match view read the
// stores; the slip reads $liveOdds (src/stores/live-odds.ts), kept current here.
import { atom } from 'nanostores';
import type { WireEvent } from '../../server/feed/types.ts';
import { liveSocketUrl, openLiveSocket } from '../api/socket.ts';
import { applyPush, oddMoves, type LivePush, type OddMove } from '../../lib/offer/live-merge.ts';
import { setLiveOddsFrom, updateLiveOdds } from '../../stores/live-odds.ts';
import { flagOddMoves as flag } from '../../stores/odd-flags.ts';

export { $oddFlags } from '../../stores/odd-flags.ts';
import { syncLiveFavorites } from '../../stores/live-favorites.ts';

export const LIVE_REFRESH_MS = 10_000;

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

/**
 * The full live list, from the server itself (spec section 7: the call is "not cached").
 * A plain fetch rather than the islands' API client (api/client.ts): the list is public, so
 * no token; a failed or slow answer is simply asked again at the next refetch, so no retry;
 * and the client's cache, retry and error code would be a third of this page's own script
 * (issue 15's JS budget).
 */
async function refetch(signal: AbortSignal): Promise<void> {
  const response = await fetch('/api/get_live_events', { cache: 'no-store', signal: AbortSignal.any([signal, AbortSignal.timeout(LIVE_REFRESH_MS)]) });
  if (!response.ok) throw new Error(`get_live_events answered ${response.status}`);
  const body = (await response.json()) as { events: WireEvent[] };
  replaceLiveEvents(body.events);
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
  const load = () => void refetch(abort.signal).catch(() => undefined);
  load();
  const poll = setInterval(load, LIVE_REFRESH_MS);
  const socket = openLiveSocket({
    url: () => liveSocketUrl(window.location),
    onMessage: (m) => {
      if (m.type !== 'live' || !Array.isArray(m.events)) return;
      const pushes = m.events as LivePush[];
      applyPushes(pushes);
      // A match that just went live is not in the list yet: fetch it.
      if (pushes.some((p) => p.status === 'live' && !$liveEvents.get().some((e) => e.fi === p.id))) load();
    },
    // Pushes missed while the socket was down are caught up by a refetch.
    onState: (open, afterLoss) => {
      if (open && afterLoss) load();
    },
  });

  return () => {
    abort.abort();
    clearInterval(poll);
    socket.close();
  };
}
