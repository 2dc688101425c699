// Probability models for a match between two sides of known strength. Each returns true
// probabilities; pricing.ts adds the bookmaker's margin.

/** Standard normal cumulative distribution (Abramowitz-Stegun 7.1.26, error < 1e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + (0.3275911 * Math.abs(x)) / Math.SQRT2);
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-(x * x) / 2);
  return x >= 0 ? 0.5 * (1 + y) : 0.5 * (1 - y);
}

export function logistic(x: number): number {
  return 1 / (1 + Math.exp(-x));
}

function poisson(lambda: number, max: number): number[] {
  const out: number[] = [];
  let p = Math.exp(-lambda);
  for (let k = 0; k <= max; k++) {
    out.push(p);
    p = (p * lambda) / (k + 1);
  }
  const sum = out.reduce((s, v) => s + v, 0);
  return out.map((v) => v / sum);
}

/** Independent Poisson goals for both sides: probabilities of every score up to `max` each. */
export interface GoalModel {
  homeRate: number;
  awayRate: number;
  /** score[h][a] */
  score: number[][];
}

export function goalModel(homeRate: number, awayRate: number, max = 14): GoalModel {
  const h = poisson(homeRate, max);
  const a = poisson(awayRate, max);
  return { homeRate, awayRate, score: h.map((ph) => a.map((pa) => ph * pa)) };
}

/** Probability that a predicate on the final score holds. */
export function scoreProbability(m: GoalModel, holds: (home: number, away: number) => boolean): number {
  let p = 0;
  m.score.forEach((row, h) => row.forEach((v, a) => (holds(h, a) ? (p += v) : undefined)));
  return p;
}

/** Who scores the nth goal: goals arrive as two Poisson processes, so each is the home side's with rate share. */
export function nthGoal(m: GoalModel, n: number): { home: number; none: number; away: number } {
  const none = scoreProbability(m, (h, a) => h + a < n);
  const share = m.homeRate / (m.homeRate + m.awayRate);
  return { home: (1 - none) * share, none, away: (1 - none) * (1 - share) };
}
