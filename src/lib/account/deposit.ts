// Play-money deposit rules: the amounts a player may pick, and the bounds of one deposit.
export const DEPOSIT_MIN_MINOR = 1_000;
export const DEPOSIT_MAX_MINOR = 500_000;
export const DEPOSIT_PRESETS_MINOR = [2_000, 5_000, 10_000, 20_000] as const;

export type DepositProblem = 'too_small' | 'too_large';

export function depositProblem(amountMinor: number): DepositProblem | null {
  if (amountMinor < DEPOSIT_MIN_MINOR) return 'too_small';
  if (amountMinor > DEPOSIT_MAX_MINOR) return 'too_large';
  return null;
}
