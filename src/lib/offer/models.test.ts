import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { goalModel, nthGoal, normalCdf, scoreProbability } from './models.ts';
import { setScoreChances } from './set-model.ts';
import { pointsOutcome, pointsPlay } from './points-model.ts';

describe('probability models', () => {
  it('gives every goal market probabilities that add up to 1', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.2, max: 4, noNaN: true }), fc.double({ min: 0.2, max: 4, noNaN: true }), (h, a) => {
        const m = goalModel(h, a);
        const result = scoreProbability(m, (x, y) => x > y) + scoreProbability(m, (x, y) => x === y) + scoreProbability(m, (x, y) => x < y);
        expect(result).toBeCloseTo(1, 9);
        const first = nthGoal(m, 1);
        expect(first.home + first.none + first.away).toBeCloseTo(1, 9);
      }),
    );
  });

  it('makes the stronger scoring side the favourite', () => {
    const m = goalModel(2, 0.8);
    expect(scoreProbability(m, (x, y) => x > y)).toBeGreaterThan(scoreProbability(m, (x, y) => x < y));
  });

  it('sums the set scores of a best-of-n match to 1', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 0.99, noNaN: true }), fc.constantFrom(3, 5, 9, 11), (p, bestOf) => {
        const scores = setScoreChances(Math.ceil(bestOf / 2), 0, 0, p, p, p);
        expect([...scores.values()].reduce((s, x) => s + x, 0)).toBeCloseTo(1, 9);
        expect(scores.size).toBe(2 * Math.ceil(bestOf / 2));
      }),
    );
  });

  it('splits a points game into home, draw and away', () => {
    const o = pointsOutcome(pointsPlay(78, { total: 56, marginSd: 5, draws: true }, true, 0.5));
    const at = (d: number) => o.margin[d + o.marginOffset] ?? 0;
    const home = o.margin.reduce((s, w, i) => (i > o.marginOffset ? s + w : s), 0);
    const away = o.margin.reduce((s, w, i) => (i < o.marginOffset ? s + w : s), 0);
    expect(home + at(0) + away).toBeCloseTo(1, 9);
    expect(o.total.reduce((s, w) => s + w, 0)).toBeCloseTo(1, 9);
    expect(home).toBeGreaterThan(away);
  });

  it('has a normal distribution function that is symmetric', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1.2) + normalCdf(1.2)).toBeCloseTo(1, 6);
  });
});
