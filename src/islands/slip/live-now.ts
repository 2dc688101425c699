// Follows the matches of open bets on my bets: the live feed's events, as the score and clock
// each shows now. Loaded on demand (live-matches.ts) and through named imports only, so the
// shared "live" chunk carries nothing more for it.
import { $liveEvents, startLiveFeed } from '../live/live-feed.ts';
import { clockText } from '../live/Scoreboard.tsx';
import type { T } from '../i18n.ts';

/** A match in play now: its score ("1:0") and its clock ("2H 67'"). */
export interface MatchNow {
  score: string;
  clock: string;
}

/** Calls `onChange` with the matches in play among `wanted` as they move; returns the stop. */
export function followMatches(wanted: ReadonlySet<number>, t: T, onChange: (matches: ReadonlyMap<number, MatchNow>) => void): () => void {
  const release = startLiveFeed();
  const unsubscribe = $liveEvents.subscribe((events) =>
    onChange(new Map(events.filter((e) => wanted.has(e.fi)).map((e) => [e.fi, { score: `${e.homeGoals ?? 0}:${e.awayGoals ?? 0}`, clock: clockText(e, t) }]))),
  );
  return () => {
    unsubscribe();
    release();
  };
}
