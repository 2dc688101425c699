// The latest live price of every live odd, shared by the live board, the live match view and
// the slip: key `${eventId}:${oddCustomId}` (as the slip's pickedKeys), value the price in
// hundredths and whether the odd is off the board right now. A key that is missing means
// the odd is not in the latest live data (the match finished or the market was removed).
// `$liveOddsReady` turns true once a full live list has been loaded, so a slip can tell
// "not loaded yet" from "gone".
import { atom, map } from 'nanostores';
import type { WireEvent } from '../server/feed/types.ts';
import { oddKey } from '../lib/offer/live-merge.ts';

export interface LiveOdd {
  value: number;
  suspended: boolean;
}

export const $liveOdds = map<Record<string, LiveOdd>>({});
export const $liveOddsReady = atom(false);

function entries(e: WireEvent): Array<[string, LiveOdd]> {
  return e.bets.flatMap((g) => g.odds.map((o) => [oddKey(e.fi, o.custom_id), { value: o.value, suspended: o.suspended || g.suspended }] as [string, LiveOdd]));
}

/** Replaces everything with a full list of live events (the 10 s refetch). */
export function setLiveOddsFrom(events: readonly WireEvent[]): void {
  $liveOdds.set(Object.fromEntries(events.flatMap(entries)));
  $liveOddsReady.set(true);
}

/** Updates the odds of changed events; a finished event's odds leave the store. An event's odds keep their custom ids, so its own list names the keys to touch. */
export function updateLiveOdds(events: readonly WireEvent[]): void {
  const next = { ...$liveOdds.get() };
  for (const e of events) {
    for (const [k, v] of entries(e)) {
      if (e.status === 'live') next[k] = v;
      else delete next[k];
    }
  }
  $liveOdds.set(next);
}
