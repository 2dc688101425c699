// The slip's limits, defined once for the island, the API schema and the ticket service
// (spec sections 5 and 9, plus the system-ticket limits the spec leaves to configuration).

/** The default stake per bet (spec section 9); see defaultTotalStake for the slip's default total. */
export const DEFAULT_STAKE_MINOR = 200;
export const MIN_TOTAL_STAKE_MINOR = 500;
export const MAX_TOTAL_STAKE_MINOR = 100_000;
export const MIN_STAKE_PER_BET_MINOR = 10;
export const MAX_COMBINATIONS = 1_000;
export const MAX_PAYOUT_MINOR = 10_000_000;
export const MAX_EVENTS_PER_SLIP = 30;
export const STAKE_INPUT_MAX_LENGTH = 16;

// System slips (the spec names the limits, not their values; these are ours): a system
// bet slip takes 5.00 to 500.00 in all, and at least 0.50 on each of its combinations.
// 500.00 / 0.50 = 1,000 = MAX_COMBINATIONS, so the largest system still has a valid stake.
export const MIN_SYSTEM_STAKE_MINOR = 500;
export const MAX_SYSTEM_STAKE_MINOR = 50_000;
export const MIN_SYSTEM_COMBINATION_STAKE_MINOR = 50;

export type SlipKind = 'combination' | 'system';

export type StakeProblem =
  'min_stake' | 'max_stake' | 'min_stake_per_bet' | 'min_system_stake' | 'max_system_stake' | 'min_system_combination_stake' | 'too_many_combinations' | 'no_bets';

/** The largest total stake a slip of this kind takes. */
export function maxTotalStake(type: SlipKind): number {
  return type === 'system' ? MAX_SYSTEM_STAKE_MINOR : MAX_TOTAL_STAKE_MINOR;
}

/**
 * The stake a fresh slip starts with: 2.00 per bet, at least the 5.00 minimum (a single
 * starts at 5.00), at most the slip's maximum. The spec's default 2.00 is below its own
 * 5.00 minimum; this reading makes the first submit of any fresh slip valid.
 */
export function defaultTotalStake(betCount: number, type: SlipKind = 'combination'): number {
  const minimum = type === 'system' ? MIN_SYSTEM_STAKE_MINOR : MIN_TOTAL_STAKE_MINOR;
  return Math.min(Math.max(DEFAULT_STAKE_MINOR * Math.max(0, betCount), minimum), maxTotalStake(type));
}

/** The first stake rule a slip breaks, or null. */
export function stakeProblem(totalStakeMinor: number, betCount: number, type: SlipKind = 'combination'): StakeProblem | null {
  if (betCount <= 0) return 'no_bets';
  if (betCount > MAX_COMBINATIONS) return 'too_many_combinations';
  const perBet = Math.floor(totalStakeMinor / betCount);
  if (type === 'system') {
    if (totalStakeMinor > MAX_SYSTEM_STAKE_MINOR) return 'max_system_stake';
    if (totalStakeMinor < MIN_SYSTEM_STAKE_MINOR) return 'min_system_stake';
    if (perBet < MIN_SYSTEM_COMBINATION_STAKE_MINOR) return 'min_system_combination_stake';
    return null;
  }
  if (totalStakeMinor > MAX_TOTAL_STAKE_MINOR) return 'max_stake';
  if (totalStakeMinor < MIN_TOTAL_STAKE_MINOR) return 'min_stake';
  if (betCount > 1 && perBet < MIN_STAKE_PER_BET_MINOR) return 'min_stake_per_bet';
  return null;
}

const LIMIT_VALUES: Partial<Record<StakeProblem, number>> = {
  max_stake: MAX_TOTAL_STAKE_MINOR,
  min_stake: MIN_TOTAL_STAKE_MINOR,
  min_stake_per_bet: MIN_STAKE_PER_BET_MINOR,
  max_system_stake: MAX_SYSTEM_STAKE_MINOR,
  min_system_stake: MIN_SYSTEM_STAKE_MINOR,
  min_system_combination_stake: MIN_SYSTEM_COMBINATION_STAKE_MINOR,
};

/** The amount (minor units) a stake refusal names, or null when it names none. */
export function stakeLimitValue(problem: StakeProblem): number | null {
  return LIMIT_VALUES[problem] ?? null;
}
