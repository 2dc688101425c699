import { describe, expect, it } from 'vitest';
import { rankHighlights, type RankedMatch } from './highlights.ts';

const NOW = Date.UTC(2026, 10, 25, 18, 0, 0);
const HOUR = 3600;
const match = (fi: number, hoursAway: number, leagueId: number, odds = 3): RankedMatch => ({
  fi,
  time: NOW / 1000 + hoursAway * HOUR,
  league: { id: leagueId },
  bets: [{ odds: Array.from({ length: odds }, () => null) }],
});
// League id = its rank in its sport, for readability.
const rank = (leagueId: number) => leagueId;

describe('rankHighlights', () => {
  it('caps the list at the limit', () => {
    const events = Array.from({ length: 204 }, (_, i) => match(i + 1, i % 72, 1 + (i % 12)));
    expect(rankHighlights(events, 20, rank, NOW)).toHaveLength(20);
    expect(rankHighlights(events.slice(0, 5), 20, rank, NOW)).toHaveLength(5);
  });

  it('puts a top-league match tonight before a minor-league match starting sooner', () => {
    const minorSoon = match(1, 0.2, 12);
    const topTonight = match(2, 3, 1);
    expect(rankHighlights([minorSoon, topTonight], 2, rank, NOW).map((e) => e.fi)).toEqual([2, 1]);
  });

  it('puts a match today before the same league a week away', () => {
    const nextWeek = match(1, 7 * 24, 1);
    const today = match(2, 5, 1);
    expect(rankHighlights([nextWeek, today], 1, rank, NOW).map((e) => e.fi)).toEqual([2]);
  });

  it('prefers the deeper market between otherwise equal matches, and the sooner start on a tie', () => {
    expect(rankHighlights([match(1, 2, 3, 3), match(2, 2, 3, 90)], 2, rank, NOW).map((e) => e.fi)).toEqual([2, 1]);
    expect(rankHighlights([match(5, 2, 3), match(4, 2, 3), match(3, 1, 3)], 3, rank, NOW).map((e) => e.fi)).toEqual([3, 4, 5]);
  });

  it('returns a ranking that is the brute-force order of the scores', () => {
    const events = Array.from({ length: 60 }, (_, i) => match(i + 1, (i * 7) % 50, 1 + ((i * 5) % 9), (i * 13) % 120));
    const top = rankHighlights(events, 20, rank, NOW);
    const chosen = new Set(top.map((e) => e.fi));
    // No match left out outranks one that was chosen.
    const worstChosen = Math.min(...top.map((e) => events.indexOf(e)).map((i) => score(events[i]!)));
    for (const e of events) if (!chosen.has(e.fi)) expect(score(e)).toBeLessThanOrEqual(worstChosen);
  });
});

function score(e: RankedMatch): number {
  const odds = e.bets.reduce((n, g) => n + g.odds.length, 0);
  return 10 / e.league.id + Math.min(4, odds / 25) - Math.max(0, e.time * 1000 - NOW) / 3_600_000 / 6;
}
