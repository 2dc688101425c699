import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  defaultTotalStake,
  maxTotalStake,
  stakeLimitValue,
  stakeProblem,
  MAX_COMBINATIONS,
  MAX_SYSTEM_STAKE_MINOR,
  MIN_STAKE_PER_BET_MINOR,
  MIN_SYSTEM_COMBINATION_STAKE_MINOR,
  MIN_SYSTEM_STAKE_MINOR,
  MIN_TOTAL_STAKE_MINOR,
} from './rules.ts';

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

describe('the default stake', () => {
  it('starts a single at 5.00 and a slip at 2.00 per bet, never below 5.00', () => {
    expect(defaultTotalStake(1, 'combination')).toBe(500);
    expect(defaultTotalStake(2, 'combination')).toBe(500);
    expect(defaultTotalStake(3, 'combination')).toBe(600);
    expect(defaultTotalStake(12, 'system')).toBe(2400);
  });

  it('is a stake the rules accept for every bet count a slip may have, so a fresh slip submits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_COMBINATIONS }), fc.constantFrom('combination' as const, 'system' as const), (count, type) => {
        expect(stakeProblem(defaultTotalStake(count, type), count, type)).toBeNull();
      }),
    );
  });
});

describe('system slip limits', () => {
  it('refuses a system slip below its minimum, above its maximum or below its minimum per combination', () => {
    expect(stakeProblem(MIN_SYSTEM_STAKE_MINOR - 1, 3, 'system')).toBe('min_system_stake');
    expect(stakeProblem(MAX_SYSTEM_STAKE_MINOR + 1, 3, 'system')).toBe('max_system_stake');
    expect(maxTotalStake('system')).toBe(MAX_SYSTEM_STAKE_MINOR);
    const count = Math.ceil(MIN_SYSTEM_STAKE_MINOR / MIN_SYSTEM_COMBINATION_STAKE_MINOR) + 10;
    expect(stakeProblem(MIN_SYSTEM_COMBINATION_STAKE_MINOR * count - 1, count, 'system')).toBe('min_system_combination_stake');
    expect(stakeProblem(MIN_SYSTEM_COMBINATION_STAKE_MINOR * count, count, 'system')).toBeNull();
  });

  it('names the value of every limit a refusal shows', () => {
    expect(stakeLimitValue('min_stake_per_bet')).toBe(MIN_STAKE_PER_BET_MINOR);
    expect(stakeLimitValue('min_stake')).toBe(MIN_TOTAL_STAKE_MINOR);
    expect(stakeLimitValue('min_system_combination_stake')).toBe(MIN_SYSTEM_COMBINATION_STAKE_MINOR);
    expect(stakeLimitValue('max_system_stake')).toBe(MAX_SYSTEM_STAKE_MINOR);
    expect(stakeLimitValue('no_bets')).toBeNull();
  });
});
