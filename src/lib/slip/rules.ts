// The slip's limits, defined once for the island, the API schema and the ticket service
// (spec sections 5 and 9, plus the system-ticket limits the spec leaves to configuration).

export const DEFAULT_STAKE_MINOR = 200;
export const MIN_TOTAL_STAKE_MINOR = 500;
export const MAX_TOTAL_STAKE_MINOR = 100_000;
export const MIN_STAKE_PER_BET_MINOR = 10;
export const MAX_COMBINATIONS = 1_000;
export const MAX_PAYOUT_MINOR = 10_000_000;
export const MAX_EVENTS_PER_SLIP = 30;
export const STAKE_INPUT_MAX_LENGTH = 16;

export type StakeProblem = 'min_stake' | 'max_stake' | 'min_stake_per_bet' | 'too_many_combinations' | 'no_bets';

/** The first stake rule a slip breaks, or null. */
export function stakeProblem(totalStakeMinor: number, betCount: number): StakeProblem | null {
  if (betCount <= 0) return 'no_bets';
  if (betCount > MAX_COMBINATIONS) return 'too_many_combinations';
  if (totalStakeMinor > MAX_TOTAL_STAKE_MINOR) return 'max_stake';
  if (totalStakeMinor < MIN_TOTAL_STAKE_MINOR) return 'min_stake';
  if (betCount > 1 && Math.floor(totalStakeMinor / betCount) < MIN_STAKE_PER_BET_MINOR) return 'min_stake_per_bet';
  return null;
}

/** Which odds changes the player accepts without being asked again. */
export const ODDS_CHANGE_POLICIES = ['none', 'higher', 'any'] as const;
export type OddsChangePolicy = (typeof ODDS_CHANGE_POLICIES)[number];

export function acceptsOddsChange(policy: OddsChangePolicy, seen: number, current: number): boolean {
  if (seen === current) return true;
  if (policy === 'any') return true;
  return policy === 'higher' && current > seen;
}
