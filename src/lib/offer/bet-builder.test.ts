import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { builderCustomId, builderPicks, jointProbability, priceBuilder, settleBuilder } from './bet-builder.ts';
import { finalScoreGrid, goalRates } from './goal-model.ts';
import { scoreProbability } from './models.ts';
import { buildMarkets } from './markets.ts';
import { SPORT_BY_ID } from './sports.ts';
import { oddFromProbability } from './pricing.ts';
import { settleOdd } from './settle.ts';

// Every pick the soccer offer has in the builder's markets.
const soccer = SPORT_BY_ID.get(1)!;
const PICKS = buildMarkets(soccer, 'A', 'B', 0)
  .filter((m) => ['main', 'double_chance', 'over_under', 'btts', 'handicap'].includes(m.customId))
  .flatMap((m) => m.odds.map((o) => o.customId));

const single = (grid: ReturnType<typeof finalScoreGrid>, pick: string) => scoreProbability(grid, (h, a) => settleOdd(pick, h, a, true) === 'won');
const arbGrid = fc
  .record({ diff: fc.double({ min: -2, max: 2, noNaN: true }), h: fc.nat(3), a: fc.nat(3), left: fc.double({ min: 0.05, max: 1, noNaN: true }) })
  .map(({ diff, h, a, left }) => finalScoreGrid(goalRates(2.7, diff), { home: h, away: a }, left));
const arbPicks = fc.uniqueArray(fc.constantFrom(...PICKS), { minLength: 1, maxLength: 6 });
/** The complementary pick of a two-way market (over/under, yes/no, the two handicap sides). */
const COMPLEMENT: Record<string, string> = {
  'over_under.o1.5': 'over_under.u1.5',
  'over_under.o2.5': 'over_under.u2.5',
  'over_under.o3.5': 'over_under.u3.5',
  'btts.yes': 'btts.no',
  'handicap.h-1.5': 'handicap.a+1.5',
  'handicap.h+1.5': 'handicap.a-1.5',
};

describe('bet builder pricing', () => {
  it('the joint probability is at most the smallest single probability', () => {
    fc.assert(
      fc.property(arbGrid, arbPicks, (grid, picks) => {
        const joint = jointProbability(grid, picks)!;
        const min = Math.min(...picks.map((p) => single(grid, p)));
        expect(joint).toBeLessThanOrEqual(min + 1e-12);
        expect(joint).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('adds up: P(A and B) + P(A and not B) = P(A) for every two-way B', () => {
    fc.assert(
      fc.property(arbGrid, arbPicks, fc.constantFrom(...Object.keys(COMPLEMENT)), (grid, picks, b) => {
        const rest = picks.filter((p) => p !== b && p !== COMPLEMENT[b]);
        if (rest.length === 0) return;
        const sum = jointProbability(grid, [...rest, b])! + jointProbability(grid, [...rest, COMPLEMENT[b]!])!;
        expect(sum).toBeCloseTo(jointProbability(grid, rest)!, 12);
      }),
    );
  });

  it('one pick is priced exactly as the offer prices it', () => {
    const diff = 0.6;
    const grid = finalScoreGrid(goalRates(2.7, diff));
    const offer = buildMarkets(soccer, 'A', 'B', diff, 0.06).flatMap((m) => m.odds);
    for (const pick of PICKS) expect(oddFromProbability(jointProbability(grid, [pick])!, 0.06)).toBe(offer.find((o) => o.customId === pick)!.value);
  });

  it('prices correlated picks jointly, not as the product of their odds', () => {
    const grid = finalScoreGrid(goalRates(2.7, 1));
    const win = single(grid, 'main.1');
    const over = single(grid, 'over_under.o2.5');
    // A strong home side's win goes with goals: together they are likelier than independent.
    expect(jointProbability(grid, ['main.1', 'over_under.o2.5'])!).toBeGreaterThan(win * over * 1.05);
    // A draw and both teams scoring: 0-0 is a draw without it, so less than independent... and not the product either way.
    const draw = single(grid, 'main.X');
    expect(Math.abs(jointProbability(grid, ['main.X', 'btts.yes'])! - draw * single(grid, 'btts.yes'))).toBeGreaterThan(0.005);
  });

  it('with both sides scoring independently, picks on the total of one side only would multiply: the enumeration reproduces it', () => {
    // A grid where the away side never scores: the total is the home score, and the away-side
    // picks are certain, so "home wins and over 1.5" is exactly P(home 2+) (the win is implied by any goal).
    const grid = finalScoreGrid({ home: 1.7, away: 0 });
    const p2 = scoreProbability(grid, (h) => h >= 2);
    expect(jointProbability(grid, ['main.1', 'over_under.o1.5'])!).toBeCloseTo(p2, 12);
  });

  it('refuses impossible and malformed combinations with a reason, and names implied picks', () => {
    const grid = finalScoreGrid(goalRates(2.7, 0.2));
    expect(priceBuilder(grid, ['main.1'])).toMatchObject({ ok: false, reason: 'too_few_picks' });
    expect(priceBuilder(grid, ['main.1', 'main.2'])).toMatchObject({ ok: false, reason: 'impossible' });
    expect(priceBuilder(grid, ['over_under.o3.5', 'over_under.u1.5'])).toMatchObject({ ok: false, reason: 'impossible' });
    expect(priceBuilder(grid, ['btts.yes', 'over_under.u1.5'])).toMatchObject({ ok: false, reason: 'impossible' });
    // "1X" adds nothing to a home win: priced as the home win alone, and named.
    const implied = priceBuilder(grid, ['main.1', 'double_chance.1X']);
    expect(implied).toMatchObject({ ok: true, implied: ['double_chance.1X'] });
    expect(implied.ok && implied.probability).toBeCloseTo(single(grid, 'main.1'), 12);
    expect(priceBuilder(grid, ['main.1', 'main.1'])).toMatchObject({ ok: false, reason: 'duplicate_pick' });
    expect(priceBuilder(grid, ['main.1', 'goal_1.1'])).toMatchObject({ ok: false, reason: 'unsupported_pick', picks: ['goal_1.1'] });
    expect(priceBuilder(grid, ['main.1', 'over_under.o2'])).toMatchObject({ ok: false, reason: 'unsupported_pick' });
    expect(
      priceBuilder(
        grid,
        Array.from({ length: 9 }, (_, i) => `x.${i}`),
      ),
    ).toMatchObject({ ok: false, reason: 'too_many_picks' });
    // Live at 1-1, both teams have scored already: the pick adds nothing.
    const live = finalScoreGrid(goalRates(2.7, 0.2), { home: 1, away: 1 }, 0.3);
    expect(priceBuilder(live, ['main.1', 'btts.yes'])).toMatchObject({ ok: true, implied: ['btts.yes'] });
  });

  it('a priced builder carries the margin and one id for the set of picks', () => {
    const grid = finalScoreGrid(goalRates(2.7, 0.2));
    // Home win and both scoring imply over 2.5.
    expect(priceBuilder(grid, ['over_under.o2.5', 'main.1', 'btts.yes'])).toMatchObject({ ok: true, implied: ['over_under.o2.5'] });
    const a = priceBuilder(grid, ['over_under.o2.5', 'main.1', 'btts.no'], 0.08);
    const b = priceBuilder(grid, ['btts.no', 'over_under.o2.5', 'main.1'], 0.08);
    if (!a.ok || !b.ok) throw new Error('expected a price');
    expect(a.customId).toBe(b.customId);
    expect(builderPicks(a.customId)).toEqual(['btts.no', 'main.1', 'over_under.o2.5']);
    expect(a.value).toBe(Math.round(100 / (a.probability * 1.08)));
    expect(builderCustomId(['handicap.h+1.5', 'main.X'])).toBe('builder.handicap.h+1.5,main.X');
  });

  it('settles from the final score: won when every pick won, lost when any lost', () => {
    fc.assert(
      fc.property(fc.nat(6), fc.nat(6), arbPicks, (h, a, picks) => {
        const outcome = settleBuilder(builderCustomId(picks), h, a);
        const each = picks.map((p) => settleOdd(p, h, a, true));
        expect(outcome).toBe(each.every((o) => o === 'won') ? 'won' : 'lost');
      }),
    );
    expect(settleBuilder('main.1', 1, 0)).toBeNull();
    expect(settleBuilder('builder.main.1,goal_1.1', 1, 0)).toBe('returned');
  });
});
