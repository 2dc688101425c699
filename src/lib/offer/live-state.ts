// In-play state of one match and the play-by-play model that moves it forward. Goals, points
// and set sports play exactly the models their odds are priced from (goal-model.ts,
// points-model.ts, set-model.ts); the same step function also plays matches out from the
// current state to price what those models do not (live-pricing.ts).
import type { Rng } from './random.ts';
import type { SportDef } from './sports.ts';
import { logistic } from './models.ts';
import { FORM_PER_STRENGTH, TIE_BAND_PER_CHANCE, TIE_CHANCE as H2H_TIE_CHANCE } from './head-to-head-model.ts';
import { goalRates, goalShape } from './goal-model.ts';
import { pointsPlay, possessionsBy, pointsMoments, homeShare, type PointsPlay } from './points-model.ts';

export type LiveKind = 'goals' | 'points' | 'sets' | 'h2h';

/** JSON-safe: it is stored with the event so a restart resumes the match where it was. */
export interface LiveState {
  kind: LiveKind;
  /** Simulated milliseconds played so far. */
  elapsedMs: number;
  /** 1-based: the half, quarter, period or set being played. */
  period: number;
  /** Score of every period started so far (goals per half, points per quarter, games or points per set). */
  periods: Array<[number, number]>;
  /** Goals, points, or sets won. */
  home: number;
  away: number;
  /** Who scored each goal in order, "1" home or "2" away (goal sports). */
  goals: string;
  /** Points of the game being played (tennis) or rallies of the set being played (other set sports). */
  game: [number, number];
  overtime: boolean;
  finished: boolean;
  /** Hidden form of a head-to-head contest: above 0 the first side is ahead. */
  lead: number;
}

export interface LiveParams {
  kind: LiveKind;
  tennis: boolean;
  /** Regulation periods (halves, quarters, periods) or sets to win the match. */
  periodCount: number;
  /** Game minutes of regulation; 0 for set sports, which have no clock. */
  regulationMinutes: number;
  overtimeMinutes: number;
  /** Simulated milliseconds regulation takes. */
  lengthMs: number;
  /** Goals or points per game minute, per side. */
  homeRate: number;
  awayRate: number;
  /** Points (units) a scoring play is worth. */
  unit: number;
  /** Draws end a match level; otherwise overtime or a decider settles it. */
  draws: boolean;
  /** Chance the first side takes a point, rally, leg or frame. */
  pointWin: number;
  /** Points to win a set (1 for legs and frames), and in the deciding set. */
  setTarget: number;
  lastSetTarget: number;
  setsToWin: number;
  /** Points played per simulated minute, so a set match lasts about its planned time. */
  pointsPerMinute: number;
  /** Head-to-head: chance of a tie. */
  tieChance: number;
  /** Head-to-head: the hidden form at the start (head-to-head-model.ts), from the strength difference. */
  startLead: number;
  /** Game minutes per simulation step of a clocked sport: 1 when played for real, more for pricing play-outs. */
  stepMinutes: number;
  /** Points sports: the possessions and scoring the match is played with and priced from (points-model.ts). */
  points?: PointsPlay;
}

const SET_SPORTS: Record<number, { target: number; last: number; pointFactor: number }> = {
  13: { target: 4, last: 4, pointFactor: 0.12 },
  91: { target: 25, last: 15, pointFactor: 0.06 },
  92: { target: 11, last: 11, pointFactor: 0.1 },
  94: { target: 21, last: 21, pointFactor: 0.07 },
  107: { target: 11, last: 11, pointFactor: 0.1 },
};
const EXPECTED_POINTS_PER_SET: Record<number, number> = { 13: 60, 91: 45, 92: 19, 94: 38, 107: 19 };

export const TENNIS_SPORT_ID = 13;
export const BASKETBALL_SPORT_ID = 18;

/** How a sport is played live, from its pre-match definition and the two sides' strength difference. */
export function liveParams(sport: SportDef, diff: number): LiveParams {
  const m = sport.model;
  const lengthMs = sport.durationMinutes * 60_000;
  const base: LiveParams = {
    kind: m.kind,
    tennis: sport.id === TENNIS_SPORT_ID,
    periodCount: 2,
    regulationMinutes: 90,
    overtimeMinutes: 0,
    lengthMs,
    homeRate: 0,
    awayRate: 0,
    unit: 1,
    draws: true,
    pointWin: 0.5,
    setTarget: 1,
    lastSetTarget: 1,
    setsToWin: 1,
    pointsPerMinute: 1,
    tieChance: 0,
    startLead: 0,
    stepMinutes: 1,
  };
  if (m.kind === 'goals') {
    // Per minute, the same match rates the pre-match odds come from (goal-model.ts).
    const shape = goalShape(sport.id);
    const rates = goalRates(m.mean, diff);
    return {
      ...base,
      periodCount: shape.periods,
      regulationMinutes: shape.minutes,
      homeRate: rates.home / shape.minutes,
      awayRate: rates.away / shape.minutes,
    };
  }
  if (m.kind === 'points') {
    // The possessions and scoring the odds are priced from (points-model.ts).
    const play = pointsPlay(sport.id, m, sport.threeWay, diff);
    const perMinute = (pmf: number[]) => (pointsMoments(pmf).mean * play.possessions) / play.regulationMinutes;
    return {
      ...base,
      periodCount: play.periodCount,
      regulationMinutes: play.regulationMinutes,
      overtimeMinutes: play.overtimeMinutes,
      homeRate: perMinute(play.home),
      awayRate: perMinute(play.away),
      draws: play.draws,
      points: play,
    };
  }
  if (m.kind === 'sets') {
    const shape = SET_SPORTS[sport.id] ?? { target: 1, last: 1, pointFactor: 0.9 };
    const setsToWin = Math.ceil(m.bestOf / 2);
    const perSet = EXPECTED_POINTS_PER_SET[sport.id] ?? 1;
    const expected = perSet * (setsToWin * 2 - 0.5);
    return {
      ...base,
      regulationMinutes: 0,
      periodCount: m.bestOf,
      draws: false,
      pointWin: logistic(shape.pointFactor * diff),
      setTarget: shape.target,
      lastSetTarget: shape.last,
      setsToWin,
      pointsPerMinute: expected / sport.durationMinutes,
    };
  }
  const ties = m.draws && sport.threeWay;
  return { ...base, regulationMinutes: 0, periodCount: 1, draws: ties, tieChance: ties ? H2H_TIE_CHANCE : 0, startLead: FORM_PER_STRENGTH * diff };
}

export function initialState(p: LiveParams): LiveState {
  return { kind: p.kind, elapsedMs: 0, period: 1, periods: [[0, 0]], home: 0, away: 0, goals: '', game: [0, 0], overtime: false, finished: false, lead: 0 };
}

export function cloneState(s: LiveState): LiveState {
  return { ...s, periods: s.periods.map(([h, a]) => [h, a]), game: [s.game[0], s.game[1]] };
}

/**
 * The spec's set rule: a set is won at 6 games when the other side has fewer than 5, or at 7
 * when the other has 6 or fewer (7-5 after 5-5, 7-6 by tie-break at 6-6). 1 or 2, null while open.
 */
export function tennisSetWinner(home: number, away: number): 1 | 2 | null {
  if ((home === 6 && away < 5) || (home === 7 && away <= 6)) return 1;
  if ((away === 6 && home < 5) || (away === 7 && home <= 6)) return 2;
  return null;
}

/** A game (or tie-break, or rally-scored set) to `target` points won by two clear. */
export function raceWinner(home: number, away: number, target: number): 1 | 2 | null {
  if (home >= target && home - away >= 2) return 1;
  if (away >= target && away - home >= 2) return 2;
  return null;
}

/** The step events the feed reacts to (a brief suspension after each). */
export type LiveEventKind = 'score' | 'lead' | 'period' | 'finished';

/** Game minutes played (clocked sports). */
export function gameMinutes(s: LiveState, p: LiveParams): number {
  return (s.elapsedMs / p.lengthMs) * p.regulationMinutes;
}

function poissonDraw(rng: Rng, lambda: number): number {
  if (lambda <= 0) return 0;
  if (lambda > 12) return Math.max(0, Math.round(lambda + Math.sqrt(lambda) * rng.normal()));
  const limit = Math.exp(-lambda);
  let k = 0;
  let x = rng.next();
  while (x > limit && k < 30) {
    k++;
    x *= rng.next();
  }
  return k;
}

function leader(s: LiveState): number {
  return Math.sign(s.home - s.away);
}

function periodEndMinute(p: LiveParams, period: number): number {
  if (period <= p.periodCount) return (p.regulationMinutes * period) / p.periodCount;
  return p.regulationMinutes + (period - p.periodCount) * p.overtimeMinutes;
}

/** Plays `minutes` of clocked game time (goals and points sports): scoring plays arrive as Poisson counts. */
function playMinutes(s: LiveState, p: LiveParams, rng: Rng, events: Set<LiveEventKind>, minutes: number): void {
  let homePlays = poissonDraw(rng, p.homeRate * minutes);
  let awayPlays = poissonDraw(rng, p.awayRate * minutes);
  // Most steps pass without a score: keep them cheap, they are played thousands of times per price.
  if (homePlays === 0 && awayPlays === 0) return;
  const before = leader(s);
  const current = s.periods[s.period - 1] as [number, number];
  s.home += homePlays * p.unit;
  s.away += awayPlays * p.unit;
  current[0] += homePlays * p.unit;
  current[1] += awayPlays * p.unit;
  if (p.kind === 'goals') {
    // The order of the goals within the step, for the Nth Goal markets.
    while (homePlays + awayPlays > 0) {
      if (rng.next() * (homePlays + awayPlays) < homePlays) {
        s.goals += '1';
        homePlays--;
      } else {
        s.goals += '2';
        awayPlays--;
      }
    }
  }
  events.add('score');
  if (leader(s) !== before) events.add('lead');
}

/** Possessions a side has played by `minute` of the stretch being played (regulation or the overtime period `period`). */
function possessionsPlayed(pp: PointsPlay, p: LiveParams, period: number, minute: number, side: 0 | 1): number {
  if (period <= p.periodCount) return possessionsBy(Math.min(minute, pp.regulationMinutes), pp.possessions, pp.regulationMinutes, side);
  const start = pp.regulationMinutes + (period - p.periodCount - 1) * pp.overtimeMinutes;
  return possessionsBy(minute - start, pp.overtimePossessions, pp.overtimeMinutes, side);
}

function drawPoints(pmf: readonly number[], rng: Rng): number {
  let u = rng.next();
  for (let x = 0; x < pmf.length; x++) {
    u -= pmf[x] ?? 0;
    if (u < 0) return x;
  }
  return 0;
}

/** Plays the possessions whose moment falls in (from, to] game minutes (points sports), in clock order. */
function playPossessions(s: LiveState, p: LiveParams, pp: PointsPlay, rng: Rng, events: Set<LiveEventKind>, from: number, to: number): void {
  const homeCount = possessionsPlayed(pp, p, s.period, to, 0) - possessionsPlayed(pp, p, s.period, from, 0);
  const awayCount = possessionsPlayed(pp, p, s.period, to, 1) - possessionsPlayed(pp, p, s.period, from, 1);
  if (homeCount <= 0 && awayCount <= 0) return;
  const before = leader(s);
  const current = s.periods[s.period - 1] as [number, number];
  let scored = false;
  // Home plays first in each slot, so within a step the sides alternate from home.
  for (let i = 0; i < Math.max(homeCount, awayCount); i++) {
    if (i < homeCount) {
      const x = drawPoints(pp.home, rng);
      s.home += x;
      current[0] += x;
      scored ||= x > 0;
    }
    if (i < awayCount) {
      const x = drawPoints(pp.away, rng);
      s.away += x;
      current[1] += x;
      scored ||= x > 0;
    }
  }
  if (scored) events.add('score');
  if (leader(s) !== before) events.add('lead');
}

function endClockedPeriod(s: LiveState, p: LiveParams, rng: Rng, events: Set<LiveEventKind>): void {
  events.add('period');
  const regulationOver = s.period >= p.periodCount;
  if (!regulationOver) {
    s.period++;
    s.periods.push([0, 0]);
    return;
  }
  if (s.home !== s.away || p.draws) {
    s.finished = true;
    return;
  }
  if (p.overtimeMinutes > 0) {
    s.overtime = true;
    s.period++;
    s.periods.push([0, 0]);
    return;
  }
  // Sports without a draw and without a clocked overtime settle it with one deciding score.
  const current = s.periods[s.period - 1] as [number, number];
  if (p.points) {
    const points = p.points.deciderPoints;
    if (rng.chance(homeShare(p.points))) {
      s.home += points;
      current[0] += points;
    } else {
      s.away += points;
      current[1] += points;
    }
    events.add('score');
    s.finished = true;
    return;
  }
  if (rng.chance(p.homeRate / (p.homeRate + p.awayRate))) {
    s.home += 1;
    current[0] += 1;
    if (p.kind === 'goals') s.goals += '1';
  } else {
    s.away += 1;
    current[1] += 1;
    if (p.kind === 'goals') s.goals += '2';
  }
  s.finished = true;
}

function advanceClocked(s: LiveState, p: LiveParams, dtMs: number, rng: Rng, events: Set<LiveEventKind>): void {
  const msPerMinute = p.lengthMs / p.regulationMinutes;
  const step = p.stepMinutes;
  let budget = dtMs;
  while (!s.finished && budget > 0) {
    const minute = s.elapsedMs / msPerMinute;
    const end = periodEndMinute(p, s.period);
    const boundary = Math.min((Math.floor(minute / step + 1e-9) + 1) * step, end);
    const stepMs = Math.min(budget, (boundary - minute) * msPerMinute);
    if (p.points) playPossessions(s, p, p.points, rng, events, minute, (s.elapsedMs + stepMs) / msPerMinute);
    else playMinutes(s, p, rng, events, stepMs / msPerMinute);
    s.elapsedMs += stepMs;
    budget -= stepMs;
    if (s.elapsedMs / msPerMinute >= end - 1e-9) endClockedPeriod(s, p, rng, events);
  }
}

function playPoint(s: LiveState, p: LiveParams, rng: Rng, events: Set<LiveEventKind>): void {
  const homeTakes = rng.chance(p.pointWin);
  const game = s.game;
  if (homeTakes) game[0]++;
  else game[1]++;
  const set = s.periods[s.period - 1] as [number, number];
  let setWinner: 1 | 2 | null;
  if (p.tennis) {
    const tieBreak = set[0] === 6 && set[1] === 6;
    const gameWinner = raceWinner(game[0], game[1], tieBreak ? 7 : 4);
    if (!gameWinner) return;
    if (gameWinner === 1) set[0]++;
    else set[1]++;
    s.game = [0, 0];
    events.add('score');
    setWinner = tennisSetWinner(set[0], set[1]);
  } else {
    const decider = s.home === p.setsToWin - 1 && s.away === p.setsToWin - 1;
    const target = decider ? p.lastSetTarget : p.setTarget;
    if (p.setTarget === 1) {
      // Legs and frames: every unit played is one set-score point.
      setWinner = homeTakes ? 1 : 2;
      set[0] = game[0];
      set[1] = game[1];
    } else {
      set[0] = game[0];
      set[1] = game[1];
      setWinner = raceWinner(game[0], game[1], target);
    }
    events.add('score');
  }
  if (!setWinner) return;
  const before = leader(s);
  if (setWinner === 1) s.home++;
  else s.away++;
  events.add('period');
  if (leader(s) !== before) events.add('lead');
  s.game = [0, 0];
  if (s.home >= p.setsToWin || s.away >= p.setsToWin) {
    s.finished = true;
    return;
  }
  if (p.setTarget > 1) {
    s.period++;
    s.periods.push([0, 0]);
  }
}

function advanceSets(s: LiveState, p: LiveParams, dtMs: number, rng: Rng, events: Set<LiveEventKind>): void {
  const msPerPoint = 60_000 / p.pointsPerMinute;
  // Points already owed for the time played so far, then play up to the new time.
  const target = Math.floor((s.elapsedMs + dtMs) / msPerPoint);
  let played = Math.floor(s.elapsedMs / msPerPoint);
  s.elapsedMs += dtMs;
  while (!s.finished && played < target) {
    playPoint(s, p, rng, events);
    played++;
  }
}

function advanceHeadToHead(s: LiveState, p: LiveParams, dtMs: number, rng: Rng, events: Set<LiveEventKind>): void {
  const step = Math.min(dtMs, p.lengthMs - s.elapsedMs);
  const before = Math.sign(s.lead);
  s.lead += rng.normal() * Math.sqrt(step / p.lengthMs);
  if (Math.sign(s.lead) !== before) events.add('lead');
  s.elapsedMs += step;
  if (s.elapsedMs < p.lengthMs) return;
  s.finished = true;
  events.add('finished');
  if (p.tieChance > 0 && Math.abs(s.lead) < p.tieChance * TIE_BAND_PER_CHANCE) return;
  if (s.lead > 0) s.home = 1;
  else s.away = 1;
  (s.periods[0] as [number, number])[0] = s.home;
  (s.periods[0] as [number, number])[1] = s.away;
}

/**
 * Plays `dtMs` more simulated milliseconds of the match, changing `s` in place. The first
 * side's strength edge is already in `p` (rates, point chances, a head-to-head's form at the start).
 */
export function advance(s: LiveState, p: LiveParams, dtMs: number, rng: Rng): Set<LiveEventKind> {
  const events = new Set<LiveEventKind>();
  if (s.finished || dtMs <= 0) return events;
  if (p.kind === 'goals' || p.kind === 'points') advanceClocked(s, p, dtMs, rng, events);
  else if (p.kind === 'sets') advanceSets(s, p, dtMs, rng, events);
  else {
    if (s.elapsedMs === 0) s.lead = p.startLead;
    advanceHeadToHead(s, p, dtMs, rng, events);
  }
  if (s.finished) events.add('finished');
  return events;
}

/** Plays the rest of the match at once. */
export function playOut(s: LiveState, p: LiveParams, rng: Rng): LiveState {
  let guard = 0;
  while (!s.finished && guard++ < 50) advance(s, p, p.lengthMs, rng);
  return s;
}
