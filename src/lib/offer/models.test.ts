import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { goalModel, nthGoal, normalCdf, pointsResult, scoreProbability, setScores } from './models.ts';

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
        const scores = setScores(p, bestOf);
        expect(scores.reduce((s, x) => s + x.probability, 0)).toBeCloseTo(1, 9);
        expect(scores).toHaveLength(2 * Math.ceil(bestOf / 2));
      }),
    );
  });

  it('splits a points game into home, draw and away', () => {
    const r = pointsResult({ margin: 3, marginSd: 10, total: 160, totalSd: 15 });
    expect(r.home + r.draw + r.away).toBeCloseTo(1, 9);
    expect(r.home).toBeGreaterThan(r.away);
  });

  it('has a normal distribution function that is symmetric', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1.2) + normalCdf(1.2)).toBeCloseTo(1, 6);
  });
});
