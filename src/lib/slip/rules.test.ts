import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { acceptsOddsChange, stakeProblem } from './rules.ts';

describe('stake rules', () => {
  it('refuses a total stake above 1000.00', () => expect(stakeProblem(100_001, 1)).toBe('max_stake'));
  it('accepts exactly 1000.00 and exactly 5.00', () => {
    expect(stakeProblem(100_000, 1)).toBeNull();
    expect(stakeProblem(500, 1)).toBeNull();
  });
  it('refuses a total stake below 5.00', () => expect(stakeProblem(499, 1)).toBe('min_stake'));
  it('refuses a stake per bet below 0.10 when there is more than one bet', () => {
    expect(stakeProblem(500, 51)).toBe('min_stake_per_bet');
    expect(stakeProblem(500, 50)).toBeNull();
  });
  it('refuses more than 1,000 combinations', () => expect(stakeProblem(100_000, 1001)).toBe('too_many_combinations'));
  it('accepts every total between 5.00 and 1000.00 on a single bet', () => {
    fc.assert(
      fc.property(fc.integer({ min: 500, max: 100_000 }), (t) => {
        expect(stakeProblem(t, 1)).toBeNull();
      }),
    );
  });
});

describe('odds changes', () => {
  it('accepts only unchanged odds under "none"', () => {
    expect(acceptsOddsChange('none', 185, 185)).toBe(true);
    expect(acceptsOddsChange('none', 185, 190)).toBe(false);
  });
  it('accepts higher odds under "higher" but not lower', () => {
    expect(acceptsOddsChange('higher', 185, 190)).toBe(true);
    expect(acceptsOddsChange('higher', 185, 180)).toBe(false);
  });
  it('accepts anything under "any"', () => expect(acceptsOddsChange('any', 185, 120)).toBe(true));
});
