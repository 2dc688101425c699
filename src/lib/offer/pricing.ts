// Turns true probabilities into bookmaker odds: every outcome's implied probability is
// scaled by (1 + margin), so the implied probabilities of a market add up to 1 + margin.
// Odds are integer hundredths (1.85 is 185).

export const MIN_ODD = 101;
export const MAX_ODD = 100_000;
export const DEFAULT_MARGIN = 0.06;

/** Odds in hundredths for one market's outcome probabilities (which should sum to 1). */
export function priceOutcomes(probabilities: readonly number[], margin: number = DEFAULT_MARGIN): number[] {
  const total = probabilities.reduce((s, p) => s + Math.max(p, 0), 0);
  if (!(total > 0)) throw new RangeError('A market needs at least one possible outcome.');
  return probabilities.map((p) => oddFromProbability(Math.max(p, 0) / total, margin));
}

/** One outcome's odds in hundredths, clamped to [1.01, 1000.00]. */
export function oddFromProbability(probability: number, margin: number = DEFAULT_MARGIN): number {
  const implied = probability * (1 + margin);
  if (!(implied > 0)) return MAX_ODD;
  const value = Math.round(100 / implied);
  return Math.min(MAX_ODD, Math.max(MIN_ODD, value));
}

/** The market's overround: the sum of its implied probabilities (1.06 for a 6% margin). */
export function overround(values: readonly number[]): number {
  return values.reduce((s, v) => s + 100 / v, 0);
}

/** Decimal odds for display and the wire (185 -> 1.85). */
export function toDecimal(value: number): number {
  return Math.round(value) / 100;
}
