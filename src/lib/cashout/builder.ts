// The cash-out chance of a bet-builder selection ("builder.main.1,over_under.o2.5"): the
// chance that all its picks still happen, from the same joint model the bet builder is priced
// with at placement (src/lib/offer/bet-builder.ts over the goal model's final-score grid), given
// the match as it is now: before kick-off the whole match, in play the score and the share of
// regulation left. No margin: the cash-out formula (value.ts) takes its own.
//
// Each pick is also told apart as decided or not: in play a pick the score has already won (over
// 1.5 at 2:0) is certain, one it has already lost (under 1.5 at 2:0) makes the whole builder lost.
// Goals only add up, and the grid gives every later score a chance, so a pick is decided exactly
// when every score the grid can still reach gives it the same outcome.
import { SPORT_BY_ID } from '../offer/sports.ts';
import { sideStrength } from '../offer/sides.ts';
import { finalScoreGrid, goalRates, goalShape } from '../offer/goal-model.ts';
import { BUILDER_MARKETS } from '../offer/bet-builder.ts';
import { settleOdd } from '../offer/settle.ts';
import type { GoalModel } from '../offer/models.ts';
import { PROBABILITY_SCALE } from './value.ts';

/** What the builder's model reads of a match: its sides (their strength is the seed's) and, in play, score and clock. */
export interface BuilderMatch {
  sportId: number;
  leagueId: number;
  home: string;
  away: string;
  /** In play: the score now and the game minutes played; null before kick-off. */
  live: { homeGoals: number; awayGoals: number; minutesPlayed: number } | null;
}

/**
 * The final-score distribution of the match as the simulator plays it from now: the same grid
 * the server prices a bet builder with (src/server/tickets/bet-builder.ts). Null for a sport
 * without the goal model (no bet builder there).
 */
export function builderGrid(seed: number, m: BuilderMatch): GoalModel | null {
  const sport = SPORT_BY_ID.get(m.sportId);
  if (!sport || sport.model.kind !== 'goals') return null;
  const diff = sideStrength(seed, m.leagueId, m.home) - sideStrength(seed, m.leagueId, m.away) + sport.homeEdge;
  const rates = goalRates(sport.model.mean, diff);
  if (!m.live) return finalScoreGrid(rates);
  const minutes = goalShape(sport.id).minutes;
  const played = Math.min(minutes, Math.max(0, m.live.minutesPlayed));
  return finalScoreGrid(rates, { home: m.live.homeGoals, away: m.live.awayGoals }, (minutes - played) / minutes);
}

export type BuilderPickState = 'open' | 'won' | 'lost';

export interface BuilderChance {
  /** The chance that every pick wins from now, parts per million, 0 to PROBABILITY_SCALE. */
  probability: number;
  /** Per pick, in the order given: decided by the score already, or still open. */
  picks: Array<{ customId: string; state: BuilderPickState }>;
}

/**
 * The margin-free chance that all picks happen on `grid`, as the bet builder prices it
 * (priceBuilder's probability, in parts per million, rounded down), with each pick's state.
 * Null when a pick is not one the final score decides as won or lost (no bet builder has it).
 */
export function builderChance(grid: GoalModel, picks: readonly string[], threeWayMain = true): BuilderChance | null {
  if (picks.length === 0 || picks.some((p) => !BUILDER_MARKETS.has(p.slice(0, Math.max(0, p.indexOf('.')))))) return null;
  let mass = 0;
  let all = 0;
  const won = new Array<number>(picks.length).fill(0);
  const lost = new Array<number>(picks.length).fill(0);
  // One pass over the grid in the builder's own order (rows, then columns), so the sums are the builder's to the last bit.
  for (let h = 0; h < grid.score.length; h++) {
    const row = grid.score[h] ?? [];
    for (let a = 0; a < row.length; a++) {
      const p = row[a] ?? 0;
      if (!(p > 0)) continue;
      mass += p;
      let every = true;
      for (let i = 0; i < picks.length; i++) {
        const o = settleOdd(picks[i]!, h, a, threeWayMain);
        if (o === 'won') won[i]! += p;
        else if (o === 'lost') {
          lost[i]! += p;
          every = false;
        } else return null;
      }
      if (every) all += p;
    }
  }
  if (!(mass > 0)) return null;
  const states = picks.map((customId, i): { customId: string; state: BuilderPickState } => ({
    customId,
    state: lost[i] === 0 ? 'won' : won[i] === 0 ? 'lost' : 'open',
  }));
  // A lost pick makes the chance exactly 0, whatever rounding the sums carry.
  const probability = states.some((s) => s.state === 'lost') ? 0 : Math.min(PROBABILITY_SCALE, Math.max(0, Math.floor((all / mass) * PROBABILITY_SCALE)));
  return { probability, picks: states };
}
