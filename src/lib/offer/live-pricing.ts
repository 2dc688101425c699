// Live odds: the match is played out many times from its current state with the same
// play-by-play model, and each odd is priced from how often it wins. The play-outs use the
// same random draws on every repricing (common random numbers), so odds move with the
// score and the clock rather than with sampling noise.
import { createRng } from './random.ts';
import { advance, cloneState, playOut, type LiveParams, type LiveState } from './live-state.ts';
import { settleLive } from './live-settle.ts';
import { oddFromProbability, DEFAULT_MARGIN } from './pricing.ts';
import { MATCH_REMAINING, remainingOutcome, settleOdd, type Outcome } from './settle.ts';
import type { GoalModel } from './models.ts';
import { gameMinutes } from './live-state.ts';
import { liveScoreGrid } from './goal-model.ts';
import { pointsChances } from './points-model.ts';
import { setChances } from './set-model.ts';
import { headToHeadChances } from './head-to-head-model.ts';
import { MAIN_MARKET } from './markets.ts';

/** Goal-sport markets the final score alone decides: priced exactly from the score grid rather than from play-outs. */
const SCORE_MARKETS = new Set(['main', 'double_chance', 'over_under', 'btts', 'handicap', MATCH_REMAINING]);

/**
 * Exact chances (won / decided) of the odds the final score decides, from the goal model's
 * final-score grid given the score now (goal-model.ts liveScoreGrid): the same probabilities
 * the simulator plays with, without the play-outs' sampling noise.
 */
export function exactLiveChances(oddCustomIds: readonly string[], grid: GoalModel, now: { home: number; away: number }, threeWayMain: boolean): Map<string, number> {
  const out = new Map<string, number>();
  for (const id of oddCustomIds) {
    const group = id.slice(0, id.indexOf('.'));
    if (!SCORE_MARKETS.has(group)) continue;
    let won = 0;
    let lost = 0;
    grid.score.forEach((row, h) =>
      row.forEach((p, a) => {
        if (!(p > 0)) return;
        const o = group === MATCH_REMAINING ? remainingOutcome(id, [h, a], [now.home, now.away]) : settleOdd(id, h, a, threeWayMain);
        if (o === 'won') won += p;
        else if (o === 'lost') lost += p;
      }),
    );
    if (won + lost > 0) out.set(id, won / (won + lost));
  }
  return out;
}

/**
 * Exact chances (won / decided) of the odds the sport's model prices from the state now: goal
 * sports from the final-score grid, points sports from their possessions (points-model.ts),
 * set sports from their point chance (set-model.ts), head-to-head contests from their form and
 * the time left (head-to-head-model.ts).
 */
export function modelLiveChances(oddCustomIds: readonly string[], p: LiveParams, s: LiveState, threeWayMain: boolean): Map<string, number> | undefined {
  if (p.kind === 'goals') return exactLiveChances(oddCustomIds, liveScoreGrid(p, s), s, threeWayMain);
  if (p.kind === 'points' && p.points) {
    const now = { home: s.home, away: s.away, minute: gameMinutes(s, p), overtime: s.overtime, period: s.period };
    return pointsChances(oddCustomIds, p.points, now, s.periods, threeWayMain);
  }
  if (p.kind === 'sets') return setChances(oddCustomIds, p, s, threeWayMain);
  if (p.kind === 'h2h') return headToHeadLiveChances(oddCustomIds, p, s);
  return undefined;
}

/** The main market's chances of a head-to-head contest from its form now (the start's form before it moves). */
function headToHeadLiveChances(oddCustomIds: readonly string[], p: LiveParams, s: LiveState): Map<string, number> {
  const lead = s.elapsedMs === 0 ? p.startLead : s.lead;
  const c = headToHeadChances(lead, Math.max(0, 1 - s.elapsedMs / p.lengthMs), p.tieChance);
  const byKey: Record<string, number> = { '1': c.home, X: c.draw, '2': c.away };
  const out = new Map<string, number>();
  for (const id of oddCustomIds) {
    const key = id.startsWith(`${MAIN_MARKET}.`) ? id.slice(MAIN_MARKET.length + 1) : undefined;
    if (key !== undefined && byKey[key] !== undefined) out.set(id, byKey[key]);
  }
  return out;
}

/** Whether the model prices every odd still open in this state, so no play-outs are needed. */
export function modelPricesAll(oddCustomIds: readonly string[], exact: ReadonlyMap<string, number> | undefined, s: LiveState, threeWayMain: boolean): boolean {
  return exact !== undefined && oddCustomIds.every((id) => exact.has(id) || (!id.startsWith(`${MATCH_REMAINING}.`) && settleLive(id, s, threeWayMain) !== null));
}

export const PLAY_OUTS = 120;
/** Below this chance an odd is taken off the board (its price would be meaningless). */
const MIN_CHANCE = 0.004;
const MAX_CHANCE = 0.985;

export interface LivePrice {
  /** Integer hundredths; unchanged (last price) when the odd is closed. */
  value: number | null;
  /** Off the board: decided already, or too unlikely either way to price. */
  suspended: boolean;
  /** Known outcome when the state already decides it. */
  decided: Outcome | null;
}

/** Plays the match out from `s` PLAY_OUTS times; the final states. */
export function playOuts(s: LiveState, p: LiveParams, seed: number, eventId: number, count = PLAY_OUTS): LiveState[] {
  const out: LiveState[] = [];
  // Coarser steps for the play-outs: Poisson counts add up, so the odds stay the same at a fifth of the work.
  const coarse: LiveParams = { ...p, stepMinutes: 5 };
  for (let i = 0; i < count; i++) {
    const rng = createRng(seed, 'live-price', eventId, i);
    const copy = cloneState(s);
    // A tiny nudge first so play-outs of a state that has not moved do not repeat draws exactly.
    advance(copy, coarse, 1, rng);
    out.push(playOut(copy, coarse, rng));
  }
  return out;
}

/** Prices every odd (custom ids) in state `s`, given play-outs from it, or the exact chance where `exact` has one. */
export function priceLive(
  oddCustomIds: readonly string[],
  s: LiveState,
  finals: readonly LiveState[],
  threeWayMain: boolean,
  margin = DEFAULT_MARGIN,
  exact?: ReadonlyMap<string, number>,
): Map<string, LivePrice> {
  const prices = new Map<string, LivePrice>();
  for (const id of oddCustomIds) {
    // Match Remaining is priced from this state's score: the play-outs' goals after it decide.
    const remaining = id.startsWith(`${MATCH_REMAINING}.`);
    const decided = remaining ? null : settleLive(id, s, threeWayMain);
    if (decided) {
      prices.set(id, { value: null, suspended: true, decided });
      continue;
    }
    let chance = exact?.get(id);
    if (chance === undefined) {
      let won = 0;
      let lost = 0;
      for (const f of finals) {
        const o = remaining ? remainingOutcome(id, [f.home, f.away], [s.home, s.away]) : settleLive(id, f, threeWayMain);
        if (o === 'won') won++;
        else if (o === 'lost') lost++;
      }
      const total = won + lost;
      chance = total === 0 ? 0 : won / total;
    }
    if (chance < MIN_CHANCE || chance > MAX_CHANCE) {
      prices.set(id, { value: null, suspended: true, decided: null });
      continue;
    }
    prices.set(id, { value: oddFromProbability(chance, margin), suspended: false, decided: null });
  }
  return prices;
}
