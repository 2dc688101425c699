// One definition of the casino's stake bounds, used by the game server and the game pages.
// Amounts are minor units.

export const CASINO_MIN_BET = 10;
export const CASINO_MAX_BET = 10_000;
/** The chip values the game pages offer, in minor units. */
export const CASINO_CHIPS = [10, 50, 100, 500, 1_000, 2_500] as const;

/** A stake problem for a round total, or null when it is within bounds. */
export function betProblem(total: number): 'bet_too_small' | 'bet_too_large' | null {
  if (!Number.isSafeInteger(total) || total < CASINO_MIN_BET) return 'bet_too_small';
  if (total > CASINO_MAX_BET) return 'bet_too_large';
  return null;
}
