// Margin-free probabilities from the current odds of one market: the book's implied chances
// (1 / odds) scaled so that the outcomes of the market add up to certainty. A bet group can
// hold several markets (over/under on three lines, handicaps on two): the outcomes of one
// market are the group's odds on the same line. Double chance covers every outcome twice.
import { PROBABILITY_SCALE } from './value.ts';

export interface MarketOdd {
  /** "over_under.o2.5" */
  customId: string;
  /** Hundredths. */
  value: number;
}

/** The line a selection key belongs to: o2.5 and u2.5 share 2.5; h-1.5 pairs with a+1.5. */
function lineOf(key: string): string {
  const m = /^([ouha])([+-]?\d+(?:\.\d+)?)$/.exec(key);
  if (!m) return '';
  const n = Number(m[2]);
  return String(m[1] === 'a' ? -n : n);
}

const keyOf = (customId: string) => customId.slice(customId.indexOf('.') + 1);

/** The margin-free chance of `pickId` among the group's odds, parts per million; null when it is not among them. */
export function fairProbability(groupCustomId: string, odds: readonly MarketOdd[], pickId: string): number | null {
  const pick = odds.find((o) => o.customId === pickId);
  if (!pick || pick.value <= 0) return null;
  const line = lineOf(keyOf(pickId));
  const market = odds.filter((o) => o.value > 0 && lineOf(keyOf(o.customId)) === line);
  const mass = groupCustomId === 'double_chance' ? 2 : 1;
  const implied = market.reduce((s, o) => s + 1 / o.value, 0);
  if (!(implied > 0)) return null;
  const p = (mass * (1 / pick.value)) / implied;
  return Math.min(PROBABILITY_SCALE, Math.max(0, Math.floor(p * PROBABILITY_SCALE)));
}
