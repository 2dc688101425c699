// European roulette: one zero, 37 pockets. Every bet returns its stake plus the payout
// multiple when it wins and loses on zero unless it covers zero, so each bet's return to
// player is 36/37 = ROULETTE_RTP (97.30 %).
import type { Rng } from './rng.ts';

export const ROULETTE_POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;
/** The wheel's order of pockets, clockwise from zero, for drawing the wheel. */
export const WHEEL_ORDER = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26] as const;
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteBetType = 'straight' | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' | 'dozen' | 'column';
export const ROULETTE_BET_TYPES: readonly RouletteBetType[] = ['straight', 'red', 'black', 'odd', 'even', 'low', 'high', 'dozen', 'column'];

export interface RouletteBet {
  type: RouletteBetType;
  /** The number for a straight bet (0-36); 1-3 for a dozen or column; unused otherwise. */
  value?: number;
  /** Minor units. */
  amount: number;
}

export interface RouletteBetResult extends RouletteBet {
  win: number;
}

export function pocketColour(n: number): 'green' | 'red' | 'black' {
  if (n === 0) return 'green';
  return RED_NUMBERS.has(n) ? 'red' : 'black';
}

/** The pockets a bet covers; empty when the bet is malformed. */
export function coveredNumbers(bet: Pick<RouletteBet, 'type' | 'value'>): number[] {
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  const v = bet.value;
  switch (bet.type) {
    case 'straight':
      return Number.isInteger(v) && v! >= 0 && v! <= 36 ? [v!] : [];
    case 'red':
      return all.filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return all.filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
    case 'dozen':
      return Number.isInteger(v) && v! >= 1 && v! <= 3 ? all.filter((n) => Math.ceil(n / 12) === v) : [];
    case 'column':
      return Number.isInteger(v) && v! >= 1 && v! <= 3 ? all.filter((n) => ((n - 1) % 3) + 1 === v) : [];
  }
}

/** Total returned (stake included) per unit staked when the bet wins: 36 / covered pockets. */
export function returnMultiple(bet: Pick<RouletteBet, 'type' | 'value'>): number {
  const covered = coveredNumbers(bet).length;
  return covered === 0 ? 0 : 36 / covered;
}

/** The amount returned by each bet for a winning number. */
export function settleRoulette(bets: readonly RouletteBet[], number: number): RouletteBetResult[] {
  return bets.map((bet) => ({ ...bet, win: coveredNumbers(bet).includes(number) ? bet.amount * returnMultiple(bet) : 0 }));
}

export function spinRoulette(rng: Rng): number {
  return rng.int(ROULETTE_POCKETS);
}
