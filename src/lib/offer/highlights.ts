// The home page's pick of the highlighted matches: the offer flags some 200 of them over the
// coming days, far more than a phone should scroll. Each gets a score: interest (how high its
// league ranks in its sport, how many odds it offers) minus how far off its start is, so a
// top-league match tonight beats a minor one in ten minutes and a big match next week.
// Pure, so the ranking is unit-tested and the same on every page that uses it.

export interface RankedMatch {
  fi: number;
  /** Start, epoch seconds. */
  time: number;
  league: { id: number };
  bets: ReadonlyArray<{ odds: readonly unknown[] }>;
}

/** How many highlights the home page shows; the rest are one "show all" away. */
export const HOME_HIGHLIGHTS = 20;
/** How many highlights of one sport the highlights page shows before "show more". */
export const HIGHLIGHTS_PER_SPORT = 5;

/** Points of a league by its rank in its sport (1 = top): 10 for the top league, 5 for the second, and so on. */
const leaguePoints = (priority: number | undefined) => 10 / Math.max(1, priority ?? 10);
/** Points for a deep market: up to 4, one per 25 odds. */
const oddsPoints = (count: number) => Math.min(4, count / 25);
/** A match loses one point per 6 hours until its start: a day away costs 4. */
const HOURS_PER_POINT = 6;

export function highlightScore(e: RankedMatch, leaguePriority: number | undefined, nowMs: number): number {
  const oddsCount = e.bets.reduce((n, g) => n + g.odds.length, 0);
  const hours = Math.max(0, e.time * 1000 - nowMs) / 3_600_000;
  return leaguePoints(leaguePriority) + oddsPoints(oddsCount) - hours / HOURS_PER_POINT;
}

/**
 * The `limit` most interesting matches, best first (ties: the sooner, then the lower id, so the
 * order is stable). `leaguePriority` gives a league's rank in its sport, undefined if unknown.
 */
export function rankHighlights<E extends RankedMatch>(events: readonly E[], limit: number, leaguePriority: (leagueId: number) => number | undefined, nowMs: number): E[] {
  return events
    .map((e) => ({ e, score: highlightScore(e, leaguePriority(e.league.id), nowMs) }))
    .sort((a, b) => b.score - a.score || a.e.time - b.e.time || a.e.fi - b.e.fi)
    .slice(0, Math.max(0, limit))
    .map((r) => r.e);
}
