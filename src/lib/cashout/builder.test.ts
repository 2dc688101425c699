import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builderChance, builderGrid, type BuilderMatch } from './builder.ts';
import { PROBABILITY_SCALE } from './value.ts';
import { priceBuilder } from '../offer/bet-builder.ts';
import { buildMarkets } from '../offer/markets.ts';
import { finalScoreGrid, goalRates, goalShape } from '../offer/goal-model.ts';
import { sideStrength } from '../offer/sides.ts';
import { SPORT_BY_ID } from '../offer/sports.ts';
import { settleOdd } from '../offer/settle.ts';

// Every pick the soccer offer has in the bet builder's markets.
const soccer = SPORT_BY_ID.get(1)!;
const PICKS = buildMarkets(soccer, 'A', 'B', 0)
  .filter((m) => ['main', 'double_chance', 'over_under', 'btts', 'handicap'].includes(m.customId))
  .flatMap((m) => m.odds.map((o) => o.customId));
const GOAL_SPORTS = [1, 17, 83, 90];

/** A match of a goal sport; in play, before the end of regulation (`share` of it played). */
const arbMatch = (live: boolean): fc.Arbitrary<BuilderMatch> =>
  fc
    .record({
      sportId: fc.constantFrom(...GOAL_SPORTS),
      leagueId: fc.integer({ min: 1, max: 400 }),
      home: fc.string({ minLength: 1, maxLength: 12 }),
      away: fc.string({ minLength: 1, maxLength: 12 }),
      score: fc.record({ homeGoals: fc.nat(5), awayGoals: fc.nat(5), share: fc.double({ min: 0, max: 0.98, noNaN: true }) }),
    })
    .map(({ score, ...m }) => ({
      ...m,
      live: live ? { homeGoals: score.homeGoals, awayGoals: score.awayGoals, minutesPlayed: score.share * goalShape(m.sportId).minutes } : null,
    }));
const arbPicks = fc.uniqueArray(fc.constantFrom(...PICKS), { minLength: 1, maxLength: 6 });
const arbSeed = fc.integer({ min: 1, max: 2 ** 31 - 1 });
const threeWay = (sportId: number) => SPORT_BY_ID.get(sportId)?.threeWay ?? true;

describe('bet-builder cash-out chance', () => {
  it('is a chance: between 0 and 1, before kick-off and in play', () => {
    fc.assert(
      fc.property(arbSeed, fc.oneof(arbMatch(false), arbMatch(true)), arbPicks, (seed, m, picks) => {
        const c = builderChance(builderGrid(seed, m)!, picks, threeWay(m.sportId))!;
        expect(c).not.toBeNull();
        expect(Number.isInteger(c.probability)).toBe(true);
        expect(c.probability).toBeGreaterThanOrEqual(0);
        expect(c.probability).toBeLessThanOrEqual(PROBABILITY_SCALE);
      }),
    );
  });

  it("equals the bet builder's pricing probability before kick-off", () => {
    fc.assert(
      fc.property(arbSeed, arbMatch(false), arbPicks, (seed, m, picks) => {
        const sport = SPORT_BY_ID.get(m.sportId)!;
        if (sport.model.kind !== 'goals') throw new Error('not a goal sport');
        // The model as the bet builder is priced with: the sides' strengths from the seed, the sport's mean and home edge.
        const diff = sideStrength(seed, m.leagueId, m.home) - sideStrength(seed, m.leagueId, m.away) + sport.homeEdge;
        const price = priceBuilder(finalScoreGrid(goalRates(sport.model.mean, diff)), picks, undefined, sport.threeWay);
        fc.pre(price.ok);
        if (!price.ok) return;
        const c = builderChance(builderGrid(seed, m)!, picks, sport.threeWay)!;
        expect(c.probability).toBe(Math.floor(price.probability * PROBABILITY_SCALE));
        expect(c.picks.every((p) => p.state === 'open')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('is 0 once the score has lost a pick, and a pick the score has won no longer counts', () => {
    fc.assert(
      fc.property(arbSeed, arbMatch(true), arbPicks, (seed, m, picks) => {
        const grid = builderGrid(seed, m)!;
        const c = builderChance(grid, picks, threeWay(m.sportId))!;
        const score = m.live!;
        for (const [i, p] of c.picks.entries()) {
          expect(p.customId).toBe(picks[i]);
          // Goals only add up: a pick is decided when no later score changes its outcome, e.g. under 1.5 at 2:0.
          const later = [0, 1, 2, 3].flatMap((dh) => [0, 1, 2, 3].map((da) => settleOdd(p.customId, score.homeGoals + dh, score.awayGoals + da, threeWay(m.sportId))));
          if (p.state === 'lost') expect(later.every((o) => o === 'lost')).toBe(true);
          if (p.state === 'won') expect(later.every((o) => o === 'won')).toBe(true);
        }
        if (c.picks.some((p) => p.state === 'lost')) expect(c.probability).toBe(0);
        const open = c.picks.filter((p) => p.state === 'open').map((p) => p.customId);
        if (open.length === 0 && c.picks.every((p) => p.state === 'won')) expect(c.probability).toBe(PROBABILITY_SCALE);
        if (open.length > 0 && open.length < picks.length && c.picks.every((p) => p.state !== 'lost')) {
          // The won picks add nothing: the chance is that of the open picks alone.
          expect(Math.abs(c.probability - builderChance(grid, open, threeWay(m.sportId))!.probability)).toBeLessThanOrEqual(1);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reads a decided match at the end of regulation: 1 when every pick happened, 0 otherwise', () => {
    const m: BuilderMatch = { sportId: 1, leagueId: 1, home: 'A', away: 'B', live: { homeGoals: 2, awayGoals: 1, minutesPlayed: 90 } };
    const grid = builderGrid(7, m)!;
    expect(builderChance(grid, ['main.1', 'btts.yes', 'over_under.o2.5'])).toEqual({
      probability: PROBABILITY_SCALE,
      picks: [
        { customId: 'main.1', state: 'won' },
        { customId: 'btts.yes', state: 'won' },
        { customId: 'over_under.o2.5', state: 'won' },
      ],
    });
    expect(builderChance(grid, ['main.1', 'over_under.u2.5'])!.probability).toBe(0);
  });

  it('has no chance for a pick the final score does not decide, nor for a sport without the goal model', () => {
    const m: BuilderMatch = { sportId: 1, leagueId: 1, home: 'A', away: 'B', live: null };
    expect(builderChance(builderGrid(7, m)!, ['main.1', 'goal_1.1'])).toBeNull();
    expect(builderChance(builderGrid(7, m)!, ['main.1', 'over_under.o2'])).toBeNull();
    expect(builderGrid(7, { ...m, sportId: 13 })).toBeNull();
  });
});
