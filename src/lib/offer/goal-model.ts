// The one goal model of the goal sports (soccer, ice hockey, futsal, water polo): each side
// scores as a Poisson process at a constant rate per game minute, set by the two sides'
// strength difference. The simulator draws its goals from these rates minute by minute
// (live-state.ts), and the odds are priced from the score distribution the same rates give
// (markets.ts before kick-off, finalScoreGrid live), so the prices are the simulator's own
// probabilities plus the margin.
import { goalModel, type GoalModel } from './models.ts';

/** How a goal sport's clock runs: regulation minutes and periods (halves, thirds, quarters). */
export const GOAL_SPORT_SHAPES: Record<number, { minutes: number; periods: number }> = {
  1: { minutes: 90, periods: 2 },
  17: { minutes: 60, periods: 3 },
  83: { minutes: 40, periods: 2 },
  90: { minutes: 60, periods: 4 },
};
export const DEFAULT_GOAL_SHAPE = { minutes: 60, periods: 2 };

export function goalShape(sportId: number): { minutes: number; periods: number } {
  return GOAL_SPORT_SHAPES[sportId] ?? DEFAULT_GOAL_SHAPE;
}

/** Expected goals per side over the whole match, from the sport's mean total and the strength difference. */
export function goalRates(mean: number, diff: number): { home: number; away: number } {
  const half = mean / 2;
  return { home: half * Math.exp(0.32 * diff), away: half * Math.exp(-0.32 * diff) };
}

/** Goals beyond the current score the grid reaches per side; the tail past it is below 1e-9 for soccer-like rates. */
const GRID_EXTRA = 14;

/**
 * Distribution of the final score given the score now and the share of regulation still to
 * play: the goals still to come are independent Poisson counts with the remaining part of
 * each side's rate. Indices are absolute scores (score[h][a]); rows below the current score are 0.
 */
export function finalScoreGrid(rates: { home: number; away: number }, now: { home: number; away: number } = { home: 0, away: 0 }, shareLeft = 1): GoalModel {
  const left = Math.min(1, Math.max(0, shareLeft));
  const rest = goalModel(rates.home * left, rates.away * left, GRID_EXTRA);
  const rows = now.home + GRID_EXTRA + 1;
  const cols = now.away + GRID_EXTRA + 1;
  const score: number[][] = [];
  for (let h = 0; h < rows; h++) {
    const row = new Array<number>(cols).fill(0);
    const r = rest.score[h - now.home];
    if (r) for (let a = now.away; a < cols; a++) row[a] = r[a - now.away] ?? 0;
    score.push(row);
  }
  return { homeRate: rates.home * left, awayRate: rates.away * left, score };
}

/** Score distribution of the first `periods` of `count` regulation periods (half time: 1 of 2). */
export function periodScoreGrid(rates: { home: number; away: number }, periods: number, count: number): GoalModel {
  return finalScoreGrid({ home: (rates.home * periods) / count, away: (rates.away * periods) / count });
}

/**
 * The final-score distribution of a goal match in play, from the live state the simulator
 * moves (score and clock): the rates per minute over the minutes of regulation still to play.
 */
export function liveScoreGrid(
  p: { homeRate: number; awayRate: number; regulationMinutes: number; lengthMs: number },
  s: { home: number; away: number; elapsedMs: number },
): GoalModel {
  const played = (s.elapsedMs / p.lengthMs) * p.regulationMinutes;
  const left = Math.max(0, p.regulationMinutes - played);
  return finalScoreGrid({ home: p.homeRate * p.regulationMinutes, away: p.awayRate * p.regulationMinutes }, s, left / p.regulationMinutes);
}
