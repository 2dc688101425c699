// The one model of the points sports (basketball, handball, American football, rugby, water
// polo, baseball, Aussie rules): each side has a fixed number of possessions (drives,
// attacks, innings) at fixed moments of the clock, alternating, and each possession scores
// a whole number of points drawn from the side's own distribution. The simulator draws its
// possessions from these distributions as the clock passes them (live-state.ts), and the
// odds are priced from the exact distribution of the final score they give from the score
// and clock now (pre-match: from 0-0 at the start), so the prices are the simulator's own
// probabilities plus the margin.
//
// Why possessions rather than scoring at random moments: a side that scores at random
// (Poisson) moments spreads the final margin by sqrt(points per play x total), 18 points in
// basketball where real matches spread by about 12; a fixed number of possessions, each
// scoring or not, is what makes real scores tighter. The number of possessions is set so the
// margin spreads as the sport is configured (sports.ts `marginSd`).
import { settleOdd, type Outcome } from './settle.ts';

/** How a points sport is played: its clock and what one scoring possession is worth. */
export interface PointsShape {
  minutes: number;
  periods: number;
  /** Points a scoring possession is worth, with the share of scoring possessions worth each. */
  scores: ReadonlyArray<readonly [points: number, share: number]>;
  /** Minutes of one overtime period (sports without draws that play it); 0 when a tie is settled by one deciding score. */
  overtimeMinutes: number;
  /** Points of the deciding score that settles a tie in a sport without draws or overtime. */
  deciderPoints: number;
}

export const POINTS_SHAPES: Record<number, PointsShape> = {
  18: {
    minutes: 40,
    periods: 4,
    scores: [
      [1, 0.06],
      [2, 0.74],
      [3, 0.2],
    ],
    overtimeMinutes: 5,
    deciderPoints: 0,
  },
  78: { minutes: 60, periods: 2, scores: [[1, 1]], overtimeMinutes: 0, deciderPoints: 1 },
  12: {
    minutes: 60,
    periods: 4,
    scores: [
      [3, 0.42],
      [7, 0.58],
    ],
    overtimeMinutes: 0,
    deciderPoints: 3,
  },
  8: {
    minutes: 80,
    periods: 2,
    scores: [
      [3, 0.3],
      [5, 0.25],
      [7, 0.45],
    ],
    overtimeMinutes: 0,
    deciderPoints: 3,
  },
  110: { minutes: 32, periods: 4, scores: [[1, 1]], overtimeMinutes: 0, deciderPoints: 1 },
  16: {
    minutes: 90,
    periods: 9,
    scores: [
      [1, 0.66],
      [2, 0.22],
      [3, 0.08],
      [4, 0.04],
    ],
    overtimeMinutes: 0,
    deciderPoints: 1,
  },
  36: {
    minutes: 80,
    periods: 4,
    scores: [
      [1, 0.45],
      [6, 0.55],
    ],
    overtimeMinutes: 0,
    deciderPoints: 6,
  },
};
export const DEFAULT_POINTS_SHAPE: PointsShape = { minutes: 60, periods: 2, scores: [[1, 1]], overtimeMinutes: 0, deciderPoints: 1 };

/** Everything the simulator and the prices need of one points match. */
export interface PointsPlay {
  /** Possessions per side in regulation and in one overtime period. */
  possessions: number;
  overtimePossessions: number;
  regulationMinutes: number;
  periodCount: number;
  overtimeMinutes: number;
  /** Points a possession scores: probability of 0, 1, 2... points (index = points). */
  home: number[];
  away: number[];
  /** A level match ends level (three-way sports). */
  draws: boolean;
  deciderPoints: number;
}

/** A scoring chance per possession never goes above this, however strong the side. */
const MAX_SCORING = 0.92;

/** Mean and variance of a distribution over whole points. */
export const pointsMoments = (pmf: readonly number[]) => {
  let m1 = 0;
  let m2 = 0;
  pmf.forEach((p, x) => {
    m1 += p * x;
    m2 += p * x * x;
  });
  return { mean: m1, variance: m2 - m1 * m1 };
};

function scoringPmf(shape: PointsShape, chance: number): number[] {
  const top = Math.max(...shape.scores.map(([x]) => x));
  const pmf = new Array<number>(top + 1).fill(0);
  const c = Math.min(MAX_SCORING, Math.max(0, chance));
  for (const [x, share] of shape.scores) pmf[x] = (pmf[x] ?? 0) + c * share;
  pmf[0] = 1 - c;
  return pmf;
}

/**
 * The match's possessions and scoring, from the sport's configured mean total and margin
 * spread and the two sides' strength difference. With n possessions a side scoring with
 * chance q each, points worth v: the margin's variance is total * E[v^2]/E[v] - total^2/(2n),
 * which fixes n; q then gives the mean total. Strength moves each side's scoring chance so
 * the expected margin is 0.7 spreads per strength unit, as the odds always assumed.
 */
export function pointsPlay(sportId: number, model: { total: number; marginSd: number; draws: boolean; overtime?: boolean }, threeWay: boolean, diff: number): PointsPlay {
  const shape = POINTS_SHAPES[sportId] ?? DEFAULT_POINTS_SHAPE;
  const e1 = shape.scores.reduce((s, [x, w]) => s + x * w, 0);
  const e2 = shape.scores.reduce((s, [x, w]) => s + x * x * w, 0);
  const total = model.total;
  const room = total * (e2 / e1) - model.marginSd ** 2;
  const possessions = Math.max(1, Math.round((total * total) / (2 * Math.max(room, 1e-6))));
  const chance = total / 2 / (possessions * e1);
  // Expected margin = possessions * e1 * (q_home - q_away) = diff * 0.7 * marginSd.
  const tilt = Math.tanh((diff * 0.7 * model.marginSd) / (2 * possessions * e1 * chance));
  const overtime = model.overtime && shape.overtimeMinutes > 0;
  return {
    possessions,
    overtimePossessions: overtime ? Math.max(1, Math.round((possessions * shape.overtimeMinutes) / shape.minutes)) : 0,
    regulationMinutes: shape.minutes,
    periodCount: shape.periods,
    overtimeMinutes: overtime ? shape.overtimeMinutes : 0,
    home: scoringPmf(shape, chance * (1 + tilt)),
    away: scoringPmf(shape, chance * (1 - tilt)),
    draws: model.draws && threeWay,
    deciderPoints: shape.deciderPoints,
  };
}

/**
 * How many of a side's `count` possessions spread over `length` minutes have been played by
 * minute `minute` of that stretch. Home plays at a quarter of each slot, away at three
 * quarters, so possessions alternate. The simulator and the prices both count with this.
 */
export function possessionsBy(minute: number, count: number, length: number, side: 0 | 1): number {
  if (count <= 0 || length <= 0) return 0;
  const offset = side === 0 ? 0.25 : 0.75;
  return Math.min(count, Math.max(0, Math.floor((minute * count) / length - offset + 1e-9) + 1));
}

/** Smallest probability kept in a distribution's tail, and in a final score's. */
const TAIL = 1e-13;
const KEPT = 1e-15;

/** Distribution of the points of `k` possessions (index = points). */
export function pointsOf(pmf: readonly number[], k: number): number[] {
  let out = [1];
  let base = pmf.slice();
  // Square and multiply: 6-7 convolutions for the longest match.
  let n = Math.max(0, Math.floor(k));
  while (n > 0) {
    if (n & 1) out = convolve(out, base);
    n >>= 1;
    if (n > 0) base = convolve(base, base);
  }
  return out;
}

function convolve(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length - 1).fill(0);
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    if (x < TAIL) continue;
    for (let j = 0; j < b.length; j++) out[i + j] = (out[i + j] ?? 0) + x * (b[j] ?? 0);
  }
  let end = out.length;
  while (end > 1 && (out[end - 1] ?? 0) < TAIL) end--;
  return out.slice(0, end);
}

/** The final score's margin and total distributions, and the chance of overtime. */
export interface PointsOutcome {
  /** margin[d + marginOffset] = P(home - away = d). */
  margin: number[];
  marginOffset: number;
  /** total[t] = P(home + away = t). */
  total: number[];
  overtime: number;
}

/** The state of a points match the prices read: score, clock, period and whether it is in overtime. */
export interface PointsNow {
  home: number;
  away: number;
  /** Game minutes played (past regulation in overtime). */
  minute: number;
  overtime: boolean;
  /** 1-based period being played (past periodCount in overtime). */
  period: number;
}

/** Adds the independent points of both sides to a (margin, total) pair distribution. */
function addPoints(weight: number, home: readonly number[], away: readonly number[], sink: (h: number, a: number, p: number) => void): void {
  home.forEach((ph, h) => {
    if (ph < TAIL) return;
    away.forEach((pa, a) => {
      const p = weight * ph * pa;
      if (p >= KEPT) sink(h, a, p);
    });
  });
}

/**
 * What overtime adds to a level score: points of one period for both sides, and another
 * period while still level. As the distributions of the margin it ends with and of the
 * points it adds to the total: the level periods' points (any number of them, each level
 * with chance tau) and then the deciding period's.
 */
function overtimeAdditions(p: PointsPlay): { margin: Map<number, number>; total: number[] } {
  const home = pointsOf(p.home, p.overtimePossessions);
  const away = pointsOf(p.away, p.overtimePossessions);
  const margin = new Map<number, number>();
  const decidingTotal: number[] = [];
  const levelTotal: number[] = [];
  let decided = 0;
  addPoints(1, home, away, (h, a, q) => {
    if (h === a) levelTotal[h + a] = (levelTotal[h + a] ?? 0) + q;
    else {
      decided += q;
      margin.set(h - a, (margin.get(h - a) ?? 0) + q);
      decidingTotal[h + a] = (decidingTotal[h + a] ?? 0) + q;
    }
  });
  for (const [d, q] of margin) margin.set(d, q / decided);
  // Sum over k of the points of k level periods (each with its chance), then the deciding one.
  const level = Array.from(levelTotal, (x) => x ?? 0);
  const deciding = Array.from(decidingTotal, (x) => x ?? 0);
  let levels = [1];
  const sum = [1];
  for (let k = 1; k < 40; k++) {
    levels = convolve(levels, level);
    if (levels.reduce((a, x) => a + x, 0) < 1e-12) break;
    levels.forEach((x, i) => (sum[i] = (sum[i] ?? 0) + x));
  }
  return { margin, total: convolve(sum, deciding) };
}

/**
 * The distribution of the final margin and total from the state now: the possessions still
 * to come in regulation (or in the overtime period being played), then, from level, overtime
 * periods until someone leads, or one deciding score, or a draw where the sport has draws.
 */
export function pointsOutcome(p: PointsPlay, now: PointsNow = { home: 0, away: 0, minute: 0, overtime: false, period: 1 }): PointsOutcome {
  const inOvertime = now.overtime && p.overtimePossessions > 0;
  let restHome: number[];
  let restAway: number[];
  if (!inOvertime) {
    const m = Math.min(now.minute, p.regulationMinutes);
    restHome = pointsOf(p.home, p.possessions - possessionsBy(m, p.possessions, p.regulationMinutes, 0));
    restAway = pointsOf(p.away, p.possessions - possessionsBy(m, p.possessions, p.regulationMinutes, 1));
  } else {
    const round = Math.max(0, now.period - p.periodCount - 1);
    const m = Math.max(0, now.minute - p.regulationMinutes - round * p.overtimeMinutes);
    restHome = pointsOf(p.home, p.overtimePossessions - possessionsBy(m, p.overtimePossessions, p.overtimeMinutes, 0));
    restAway = pointsOf(p.away, p.overtimePossessions - possessionsBy(m, p.overtimePossessions, p.overtimeMinutes, 1));
  }
  // Margins are stored from -MARGIN_RANGE, totals from 0: plain arrays, the hot loop of pricing.
  const margin = new Float64Array(2 * MARGIN_RANGE + 1);
  const total = new Float64Array(4 * MARGIN_RANGE + 1);
  const addMargin = (d: number, w: number) => (margin[d + MARGIN_RANGE] = (margin[d + MARGIN_RANGE] ?? 0) + w);
  const addTotal = (t: number, w: number) => (total[t] = (total[t] ?? 0) + w);
  const add = (d: number, t: number, w: number) => {
    addMargin(d, w);
    addTotal(t, w);
  };
  let overtime = inOvertime ? 1 : 0;
  // Level at the end of the stretch being played, by the level score.
  const level = new Map<number, number>();
  // The hot loop of pricing (every fixture, every live repricing): plain loops over typed arrays.
  for (let h = 0; h < restHome.length; h++) {
    const ph = restHome[h]!;
    if (ph < TAIL) continue;
    const fh = now.home + h;
    for (let a = 0; a < restAway.length; a++) {
      const w = ph * restAway[a]!;
      if (w < KEPT) continue;
      const fa = now.away + a;
      if (fh === fa && !p.draws) level.set(fh, (level.get(fh) ?? 0) + w);
      else {
        margin[fh - fa + MARGIN_RANGE] = margin[fh - fa + MARGIN_RANGE]! + w;
        total[fh + fa] = total[fh + fa]! + w;
      }
    }
  }
  if (level.size) {
    let levelWeight = 0;
    for (const w of level.values()) levelWeight += w;
    if (p.overtimePossessions > 0) {
      if (!inOvertime) overtime = levelWeight;
      // Overtime's margin does not depend on the level score; its points add to twice that score.
      const extra = overtimeAdditions(p);
      for (const [d, q] of extra.margin) addMargin(d, levelWeight * q);
      for (const [x, w] of level) {
        for (let t = 0; t < extra.total.length; t++) {
          const q = w * (extra.total[t] ?? 0);
          if (q >= KEPT) total[2 * x + t] = total[2 * x + t]! + q;
        }
      }
    } else {
      const share = homeShare(p);
      for (const [x, w] of level) {
        add(p.deciderPoints, 2 * x + p.deciderPoints, w * share);
        add(-p.deciderPoints, 2 * x + p.deciderPoints, w * (1 - share));
      }
    }
  }
  const m = trimmed(margin, MARGIN_RANGE);
  return { margin: m.values, marginOffset: m.offset, total: trimmed(total, 0).values, overtime };
}

/** Largest margin (and half the largest total) a distribution holds; no points sport comes near it. */
const MARGIN_RANGE = 600;

/** The non-zero stretch of a distribution (index 0 included), scaled to sum to exactly 1 (the tails cut below 1e-13 shared out). */
function trimmed(values: Float64Array, zeroAt: number): { values: number[]; offset: number } {
  let lo = 0;
  let hi = values.length - 1;
  while (lo < zeroAt && !(values[lo]! > 0)) lo++;
  while (hi > zeroAt && !(values[hi]! > 0)) hi--;
  let sum = 0;
  for (let i = lo; i <= hi; i++) sum += values[i]!;
  const out: number[] = [];
  for (let i = lo; i <= hi; i++) out.push(values[i]! / sum);
  return { values: out, offset: zeroAt - lo };
}

/** Chance the home side takes the deciding score of a level match: its share of the expected points. */
export function homeShare(p: PointsPlay): number {
  const h = pointsMoments(p.home).mean;
  const a = pointsMoments(p.away).mean;
  return h + a > 0 ? h / (h + a) : 0.5;
}

/** Standard deviation of the final margin before the start. */
export function marginSpreadOf(p: PointsPlay): number {
  const o = pointsOutcome(p);
  let m1 = 0;
  let m2 = 0;
  o.margin.forEach((w, i) => {
    const d = i - o.marginOffset;
    m1 += w * d;
    m2 += w * d * d;
  });
  return Math.sqrt(m2 - m1 * m1);
}

/** Home, level and away chances of period `n` (1-based regulation period) from the state now. */
export function periodResult(p: PointsPlay, n: number, now: PointsNow, periodScore: readonly [number, number]): { home: number; draw: number; away: number } {
  const length = p.regulationMinutes / p.periodCount;
  const start = (n - 1) * length;
  const end = n * length;
  const from = Math.min(Math.max(now.minute, start), end);
  const count = (side: 0 | 1) => possessionsBy(end, p.possessions, p.regulationMinutes, side) - possessionsBy(from, p.possessions, p.regulationMinutes, side);
  const h = pointsOf(p.home, count(0));
  const a = pointsOf(p.away, count(1));
  const out = { home: 0, draw: 0, away: 0 };
  const [sh, sa] = now.minute > start ? periodScore : [0, 0];
  addPoints(1, h, a, (x, y, w) => {
    const d = sh + x - (sa + y);
    if (d > 0) out.home += w;
    else if (d < 0) out.away += w;
    else out.draw += w;
  });
  return out;
}

/**
 * The chance each odd (custom id "group.key") wins, among outcomes that decide it won or
 * lost, from the state now: the result, spread and totals from the final margin and total,
 * the period results from their possessions, overtime from the chance of a level regulation.
 */
export function pointsChances(
  ids: readonly string[],
  p: PointsPlay,
  now: PointsNow,
  periods: ReadonlyArray<readonly [number, number]>,
  threeWayMain: boolean,
): Map<string, number> {
  const out = new Map<string, number>();
  const outcome = pointsOutcome(p, now);
  const periodCache = new Map<number, { home: number; draw: number; away: number }>();
  for (const id of ids) {
    const dot = id.indexOf('.');
    const group = id.slice(0, dot);
    const key = id.slice(dot + 1);
    let won = 0;
    let lost = 0;
    const tally = (o: Outcome | null, w: number) => {
      if (o === 'won') won += w;
      else if (o === 'lost') lost += w;
    };
    if (group === 'main' || group === 'handicap') {
      // Both are decided by the margin alone: settle once for a margin below, at and above the
      // line (the outcome is constant on each side of it), then add up the margin's distribution.
      const line = group === 'main' ? 0 : key.startsWith('h') ? -Number(key.slice(1)) : Number(key.slice(1));
      const at = (d: number) => settleOdd(id, Math.max(d, 0), Math.max(-d, 0), threeWayMain);
      const below = at(Math.ceil(line) - 1);
      const onLine = Number.isInteger(line) ? at(line) : null;
      const above = at(Math.floor(line) + 1);
      outcome.margin.forEach((w, i) => {
        const d = i - outcome.marginOffset;
        if (w > 0) tally(d < line ? below : d > line ? above : onLine, w);
      });
    } else if (group === 'over_under') {
      const line = Number(key.slice(1));
      const under = settleOdd(id, Math.ceil(line) - 1, 0, threeWayMain);
      const onLine = Number.isInteger(line) ? settleOdd(id, line, 0, threeWayMain) : null;
      const over = settleOdd(id, Math.floor(line) + 1, 0, threeWayMain);
      outcome.total.forEach((w, t) => (w > 0 ? tally(t < line ? under : t > line ? over : onLine, w) : undefined));
    } else if (group === 'overtime') {
      won = key === 'yes' ? outcome.overtime : 1 - outcome.overtime;
      lost = 1 - won;
    } else if (group.startsWith('period_')) {
      const n = Number(group.slice(7));
      if (!(n >= 1 && n <= p.periodCount)) continue;
      const r = periodCache.get(n) ?? periodResult(p, n, now, periods[n - 1] ?? [0, 0]);
      periodCache.set(n, r);
      won = key === '1' ? r.home : key === '2' ? r.away : r.draw;
      lost = 1 - won;
    } else continue;
    if (won + lost > 0) out.set(id, won / (won + lost));
  }
  return out;
}
