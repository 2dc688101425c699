import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MIN_ODD, oddFromProbability, overround, priceOutcomes, toDecimal } from './pricing.ts';

// Probabilities that sum to 1 with every outcome between 2% and 95%, so no odd hits a clamp.
const market = fc
  .array(fc.integer({ min: 2, max: 95 }), { minLength: 2, maxLength: 6 })
  .map((w) => w.map((x) => x / w.reduce((s, y) => s + y, 0)))
  .filter((p) => p.every((x) => x >= 0.02 && x <= 0.9));

describe('pricing', () => {
  it('prices a market so its implied probabilities sum to 1 + margin, within rounding', () => {
    fc.assert(
      fc.property(market, fc.double({ min: 0.03, max: 0.1, noNaN: true }), (probabilities, margin) => {
        const values = priceOutcomes(probabilities, margin);
        expect(Math.abs(overround(values) - (1 + margin))).toBeLessThan(0.01);
      }),
    );
  });

  it('always gives integer hundredths of at least 1.01', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 0, max: 0.2, noNaN: true }), (p, margin) => {
        const value = oddFromProbability(p, margin);
        expect(Number.isInteger(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(MIN_ODD);
      }),
    );
  });

  it('gives the likelier outcome the shorter odds', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 0.98, noNaN: true }), fc.double({ min: 0.001, max: 0.01, noNaN: true }), (p, step) => {
        expect(oddFromProbability(p + step)).toBeLessThanOrEqual(oddFromProbability(p));
      }),
    );
  });

  it('prices an even match at 1.89 with a 6% margin', () => {
    expect(priceOutcomes([0.5, 0.5], 0.06)).toEqual([189, 189]);
    expect(toDecimal(189)).toBe(1.89);
  });

  it('refuses a market with no possible outcome', () => {
    expect(() => priceOutcomes([0, 0])).toThrow(RangeError);
  });
});
