// The match tracker's events, generated from one feed step of a live match: what the step
// changed in the live state (goals, period ends, games and sets) and, for goal sports, what
// the model itself does not play (shots, corners, cards, pressure), drawn from the tracker's
// own seeded random numbers per game minute. The live state's random stream is never
// touched, so the goals (and every price made from them) are the same with or without the
// tracker, and one seed always yields the same timeline whatever the steps' lengths.
import { createRng } from './random.ts';
import { gameMinutes, type LiveParams, type LiveState } from './live-state.ts';
import type { TrackerEvent, TrackerStats } from './tracker.ts';

export const SOCCER_SPORT_ID = 1;
export const TENNIS_ID = 13;

/** Shots per goal a side's scoring rate implies (a soccer side scores about one shot in nine; hockey one in ten). */
const SHOTS_PER_GOAL: Record<number, number> = { 1: 8, 17: 10 };
const DEFAULT_SHOTS_PER_GOAL = 3;
const ON_TARGET = 0.35;
/** Soccer, per side and minute: about 4.5 corners, 1.9 yellow cards and 0.1 red cards a match. */
const CORNERS_PER_SHOT = 0.45;
const YELLOW_PER_MINUTE = 0.021;
const RED_PER_MINUTE = 0.0011;

/** What the tracker remembers of a match between steps. */
export interface TrackerPlay {
  seed: number;
  eventId: number;
  sportId: number;
  /** Last sequence number given. */
  n: number;
  stats?: TrackerStats;
  /** Pressure before rounding (0..1, home's share). */
  pressure: number;
}

/** The part of the live state a step is compared against. */
export interface StateMark {
  elapsedMs: number;
  period: number;
  periods: Array<[number, number]>;
  home: number;
  away: number;
  goals: string;
  finished: boolean;
}

export function markOf(s: LiveState): StateMark {
  return { elapsedMs: s.elapsedMs, period: s.period, periods: s.periods.map(([h, a]) => [h, a]), home: s.home, away: s.away, goals: s.goals, finished: s.finished };
}

const pair = (): [number, number] => [0, 0];

/** An event before numbering, with `t`, the exact game minute it is ordered by. */
type Raw = Omit<TrackerEvent, 'n'> & { t: number };

/** A new match's tracker; goal sports keep statistics. */
export function startTracker(seed: number, eventId: number, sportId: number, p: LiveParams): TrackerPlay {
  const play: TrackerPlay = { seed, eventId, sportId, n: 0, pressure: homeShare(p) };
  if (p.kind === 'goals') play.stats = { shots: pair(), onTarget: pair(), corners: pair(), yellow: pair(), red: pair(), pressure: Math.round(play.pressure * 100) };
  return play;
}

function homeShare(p: LiveParams): number {
  const total = p.homeRate + p.awayRate;
  return total > 0 ? p.homeRate / total : 0.5;
}

/** Minute of a clocked state, or minutes since the start for set sports. */
function minuteOf(m: StateMark, p: LiveParams): number {
  if (p.kind === 'goals' || p.kind === 'points') return gameMinutes(m as LiveState, p);
  return m.elapsedMs / 60_000;
}

function periodAt(p: LiveParams, minute: number): number {
  if (p.regulationMinutes <= 0) return 1;
  const length = p.regulationMinutes / p.periodCount;
  if (minute <= p.regulationMinutes) return Math.max(1, Math.ceil(minute / length - 1e-9));
  return p.periodCount + Math.max(1, Math.ceil((minute - p.regulationMinutes) / Math.max(1, p.overtimeMinutes) - 1e-9));
}

/** Game minutes as the scoreboard shows them (src/lib/offer/live-view.ts): minutes completed, a goal at 44:10 is 44'. */
const shown = (minute: number) => Math.max(0, Math.floor(minute + 1e-9));

function copyStats(s: TrackerStats): TrackerStats {
  return { shots: [...s.shots], onTarget: [...s.onTarget], corners: [...s.corners], yellow: [...s.yellow], red: [...s.red], pressure: s.pressure };
}

/**
 * The events one step produced, oldest first, numbered on from `play.n`; updates `play`
 * (its counter, statistics and pressure). `before` is the state before the step, `after`
 * the state after it.
 */
export function trackStep(play: TrackerPlay, p: LiveParams, before: StateMark, after: StateMark): TrackerEvent[] {
  const raw: Raw[] = [];
  const m0 = minuteOf(before, p);
  const m1 = after.finished && p.regulationMinutes > 0 ? Math.max(minuteOf(after, p), m0) : minuteOf(after, p);
  if (p.kind === 'goals') {
    const stats = play.stats ? copyStats(play.stats) : undefined;
    raw.push(...minuteExtras(play, p, m0, m1, stats));
    raw.push(...goals(play, p, before, after, m0, m1, stats));
    play.stats = stats;
  }
  if (p.kind === 'goals' || p.kind === 'points') raw.push(...periodEnds(p, before, after));
  if (p.kind === 'sets') raw.push(...spread(setEvents(play, p, before, after, m1), m0, m1));
  if (after.finished && !before.finished) raw.push({ kind: 'end', side: 0, minute: shown(m1), period: after.period, score: [after.home, after.away], t: m1 + 1 });
  // Stable order: by minute; within a minute as generated (a goal before the period it ends).
  const ordered = raw.map((e, i) => ({ e, i })).sort((a, b) => a.e.t - b.e.t || a.i - b.i);
  return ordered.map(({ e: { t: _t, ...e } }) => ({ ...e, n: ++play.n }));
}

/** Shots, corners, cards and pressure for every whole game minute the step completed. */
function minuteExtras(play: TrackerPlay, p: LiveParams, m0: number, m1: number, stats: TrackerStats | undefined): Raw[] {
  const out: Raw[] = [];
  if (!stats) return out;
  const soccer = play.sportId === SOCCER_SPORT_ID;
  const factor = SHOTS_PER_GOAL[play.sportId] ?? DEFAULT_SHOTS_PER_GOAL;
  const share = homeShare(p);
  for (let minute = Math.floor(m0 + 1e-9) + 1; minute <= Math.floor(m1 + 1e-9); minute++) {
    const rng = createRng(play.seed, 'tracker', play.eventId, minute);
    // The minute played from minute-1 to minute; shown as the scoreboard's clock shows it then.
    const period = periodAt(p, minute - 0.5);
    const at = minute - 1;
    // Pressure drifts around the sides' share of the scoring rate.
    const target = Math.min(0.9, Math.max(0.1, share + 0.18 * rng.normal()));
    play.pressure = 0.7 * play.pressure + 0.3 * target;
    stats.pressure = Math.round(play.pressure * 100);
    const pressure = [play.pressure, 1 - play.pressure] as const;
    for (const side of [0, 1] as const) {
      const rate = side === 0 ? p.homeRate : p.awayRate;
      // Doubling a side's pressure share from even raises its shot chance by half.
      const shotChance = Math.min(0.6, rate * factor * (0.5 + (pressure[side] ?? 0.5)));
      if (rng.chance(shotChance)) {
        stats.shots[side]++;
        if (rng.chance(ON_TARGET)) stats.onTarget[side]++;
      }
      if (!soccer) continue;
      if (rng.chance(shotChance * CORNERS_PER_SHOT)) {
        stats.corners[side]++;
        out.push({ kind: 'corner', side: side === 0 ? 1 : 2, minute: at, period, score: [...stats.corners], t: minute - 0.5 });
      }
      if (rng.chance(YELLOW_PER_MINUTE)) {
        stats.yellow[side]++;
        out.push({ kind: 'yellow', side: side === 0 ? 1 : 2, minute: at, period, score: [...stats.yellow], t: minute - 0.5 });
      }
      if (stats.red[side] < 2 && rng.chance(RED_PER_MINUTE)) {
        stats.red[side]++;
        out.push({ kind: 'red', side: side === 0 ? 1 : 2, minute: at, period, score: [...stats.red], t: minute - 0.5 });
      }
    }
  }
  return out;
}

/** Where period `i` (1-based) starts and ends, in game minutes. */
function periodSpan(p: LiveParams, i: number): [number, number] {
  const end = (k: number) => (k <= p.periodCount ? (p.regulationMinutes * k) / p.periodCount : p.regulationMinutes + (k - p.periodCount) * p.overtimeMinutes);
  return [i > 1 ? end(i - 1) : 0, end(i)];
}

/**
 * The step's goals in the order the state recorded them, each in the period whose score it
 * went to. A step longer than a minute (a match first seen in play, a test moving the clock)
 * does not say when within it each goal fell: those get minutes drawn within the part of the
 * step their period covers, in order.
 */
function goals(play: TrackerPlay, p: LiveParams, before: StateMark, after: StateMark, m0: number, m1: number, stats: TrackerStats | undefined): Raw[] {
  const added = after.goals.slice(before.goals.length);
  if (!added) return [];
  const rng = createRng(play.seed, 'tracker-goals', play.eventId, before.goals.length);
  // Goals per period in this step, oldest period first: the goal string is in time order.
  const periods: number[] = [];
  for (let i = before.period; i <= after.periods.length; i++) {
    const [h0, a0] = i === before.period ? (before.periods[i - 1] ?? [0, 0]) : [0, 0];
    const [h1, a1] = after.periods[i - 1] ?? [0, 0];
    for (let k = 0; k < (h1 ?? 0) + (a1 ?? 0) - (h0 ?? 0) - (a0 ?? 0); k++) periods.push(i);
  }
  const at = [...added].map((_, i) => {
    const period = periods[i] ?? after.period;
    if (m1 - m0 <= 1) return { period, minute: m1 };
    const [start, end] = periodSpan(p, period);
    const from = Math.max(m0, start);
    const to = Math.max(from, Math.min(m1, end));
    return { period, minute: from + rng.next() * (to - from) };
  });
  at.sort((a, b) => a.period - b.period || a.minute - b.minute);
  let home = before.home;
  let away = before.away;
  return [...added].map((who, i) => {
    const side = who === '1' ? 1 : 2;
    if (side === 1) home++;
    else away++;
    if (stats) {
      const k = side === 1 ? 0 : 1;
      stats.shots[k]++;
      stats.onTarget[k]++;
    }
    const when = at[i] ?? { period: after.period, minute: m1 };
    return { kind: 'goal', side, minute: shown(when.minute), period: when.period, score: [home, away], t: when.minute };
  });
}

/** A half, quarter or period that ended in the step, with its own score. */
function periodEnds(p: LiveParams, before: StateMark, after: StateMark): Raw[] {
  const out: Raw[] = [];
  const lastDone = after.finished ? after.periods.length : after.period - 1;
  for (let i = before.period; i <= lastDone; i++) {
    const [h, a] = after.periods[i - 1] ?? [0, 0];
    out.push({ kind: 'period', side: 0, minute: shown(periodSpan(p, i)[1]), period: i, score: [h, a], t: periodSpan(p, i)[1] - 1e-9 });
  }
  return out;
}

/** Several games or sets in one long step (a match first seen in play) get minutes spread evenly over it, in order. */
function spread(events: Raw[], m0: number, m1: number): Raw[] {
  if (m1 - m0 <= 1 || events.length < 2) return events;
  const games = events.filter((e) => e.kind !== 'set').length || events.length;
  let k = 0;
  return events.map((e) => {
    // A set ends with its last game: it takes that game's minute.
    if (e.kind !== 'set' || games === events.length) k++;
    const t = m0 + (k / games) * (m1 - m0);
    return { ...e, t, minute: Math.floor(t) };
  });
}

/** Tennis games and every sport's sets won in the step (several games in one step come in turn: the state keeps only their count). */
function setEvents(play: TrackerPlay, p: LiveParams, before: StateMark, after: StateMark, m1: number): Raw[] {
  const out: Raw[] = [];
  const minute = Math.floor(m1);
  let sets: [number, number] = [before.home, before.away];
  const tennis = play.sportId === TENNIS_ID;
  if (p.setTarget > 1) {
    for (let i = Math.max(1, before.period); i <= after.periods.length; i++) {
      const was = i === before.period ? (before.periods[i - 1] ?? [0, 0]) : [0, 0];
      const now = after.periods[i - 1] ?? [0, 0];
      if (tennis) {
        const games: [number, number] = [was[0] ?? 0, was[1] ?? 0];
        let left: [number, number] = [(now[0] ?? 0) - games[0], (now[1] ?? 0) - games[1]];
        while (left[0] + left[1] > 0) {
          const side = left[0] > 0 && (left[1] === 0 || (games[0] + games[1]) % 2 === 0) ? 0 : 1;
          games[side]++;
          left = side === 0 ? [left[0] - 1, left[1]] : [left[0], left[1] - 1];
          out.push({ kind: 'game', side: side === 0 ? 1 : 2, minute, period: i, score: [games[0], games[1]], t: m1 });
        }
      }
      const done = i < after.period || (after.finished && i === after.periods.length);
      if (done && sets[0] + sets[1] < after.home + after.away) {
        const side = (now[0] ?? 0) > (now[1] ?? 0) ? 1 : 2;
        sets = side === 1 ? [sets[0] + 1, sets[1]] : [sets[0], sets[1] + 1];
        out.push({ kind: 'set', side, minute, period: i, score: [...sets], t: m1 });
      }
    }
    return out;
  }
  // Legs and frames: each one is a set; the step does not say in which order they fell.
  while (sets[0] < after.home || sets[1] < after.away) {
    const side = sets[0] < after.home && (sets[1] >= after.away || (sets[0] + sets[1]) % 2 === 0) ? 1 : 2;
    sets = side === 1 ? [sets[0] + 1, sets[1]] : [sets[0], sets[1] + 1];
    out.push({ kind: 'set', side, minute, period: sets[0] + sets[1], score: [...sets], t: m1 });
  }
  return out;
}
