// The odds formats a player may read prices in (issue 19, item 4): decimal (the default and
// what the server renders), fractional (the British ladder: 4/11, 10/11, 6/4) and American
// (+150, -200). Odds travel in integer hundredths everywhere; these functions only write
// them. Amounts and totals of money never pass through here.

import { DEFAULT_ODDS_FORMAT } from './odds-format-key.ts';

export { DEFAULT_ODDS_FORMAT };
export const ODDS_FORMATS = [DEFAULT_ODDS_FORMAT, 'fractional', 'american'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];

/** Whether a stored or posted value is one of the formats. */
export function isOddsFormat(value: unknown): value is OddsFormat {
  return typeof value === 'string' && (ODDS_FORMATS as readonly string[]).includes(value);
}

/**
 * The fractional prices bookmakers quote, as [numerator, denominator], shortest first. A
 * decimal price that is not on the ladder reads as the ladder's nearest price (so 1.90 and
 * 1.92 both read 10/11, as on a British betting shop's board).
 */
export const FRACTIONAL_LADDER: ReadonlyArray<readonly [number, number]> = [
  [1, 100],
  [1, 50],
  [1, 33],
  [1, 25],
  [1, 20],
  [1, 16],
  [1, 14],
  [1, 12],
  [1, 11],
  [1, 10],
  [1, 9],
  [1, 8],
  [1, 7],
  [2, 13],
  [1, 6],
  [2, 11],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [1, 1],
  [21, 20],
  [11, 10],
  [6, 5],
  [5, 4],
  [13, 10],
  [11, 8],
  [7, 5],
  [6, 4],
  [8, 5],
  [13, 8],
  [7, 4],
  [9, 5],
  [15, 8],
  [2, 1],
  [21, 10],
  [11, 5],
  [9, 4],
  [12, 5],
  [5, 2],
  [13, 5],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [17, 2],
  [9, 1],
  [10, 1],
  [11, 1],
  [12, 1],
  [13, 1],
  [14, 1],
  [15, 1],
  [16, 1],
  [18, 1],
  [20, 1],
  [22, 1],
  [25, 1],
  [28, 1],
  [33, 1],
  [40, 1],
  [50, 1],
  [66, 1],
  [80, 1],
  [100, 1],
  [125, 1],
  [150, 1],
  [200, 1],
  [250, 1],
  [300, 1],
  [400, 1],
  [500, 1],
  [750, 1],
  [1000, 1],
];

// The profit per unit staked of each ladder step, in the same order.
const LADDER_PROFIT = FRACTIONAL_LADDER.map(([n, d]) => n / d);

/** The ladder step nearest a decimal price in hundredths (a tie takes the shorter price); null for 1.00 or less, which has no fraction. */
export function fractionalOf(hundredths: number): readonly [number, number] | null {
  if (!Number.isFinite(hundredths) || hundredths <= 100) return null;
  const profit = (hundredths - 100) / 100;
  const last = FRACTIONAL_LADDER.length - 1;
  // Beyond the ladder's top, the whole profit to one (a 2501.00 outsider reads 2500/1).
  if (profit > LADDER_PROFIT[last]!) return [Math.round(profit), 1];
  let best = 0;
  for (let i = 1; i <= last; i++) {
    if (Math.abs(LADDER_PROFIT[i]! - profit) < Math.abs(LADDER_PROFIT[best]! - profit) - 1e-12) best = i;
  }
  return FRACTIONAL_LADDER[best]!;
}

/** A decimal price in hundredths as a fraction: 150 -> "1/2", 200 -> "1/1", 250 -> "6/4"; null for 1.00 or less. */
export function fractionalOdds(hundredths: number): string | null {
  const f = fractionalOf(hundredths);
  return f ? `${f[0]}/${f[1]}` : null;
}

/**
 * A decimal price in hundredths as an American moneyline: from 2.00 up the profit on 100
 * staked (250 -> "+150", 200 -> "+100"), below 2.00 the stake that wins 100 (150 -> "-200",
 * 191 -> "-110"); null for 1.00 or less.
 */
export function americanOdds(hundredths: number): string | null {
  if (!Number.isFinite(hundredths) || hundredths <= 100) return null;
  const h = Math.round(hundredths);
  return h >= 200 ? `+${h - 100}` : `-${Math.round(10_000 / (h - 100))}`;
}

/** The price in the chosen format; decimal (or a price with no other writing) gives the decimal text the caller already wrote. */
export function oddsInFormat(hundredths: number, format: OddsFormat, decimalText: string): string {
  if (format === 'fractional') return fractionalOdds(hundredths) ?? decimalText;
  if (format === 'american') return americanOdds(hundredths) ?? decimalText;
  return decimalText;
}
