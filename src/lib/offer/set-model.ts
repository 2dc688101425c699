// The one model of the set sports (tennis, volleyball, table tennis, badminton, squash, darts,
// snooker): every point (rally, leg, frame) goes to the first side with one fixed chance, and
// the simulator plays exactly that, point by point (live-state.ts). The odds carry the same
// chance exactly through games, tie-breaks, sets and the match, from the score now (before
// the start: from 0-0), so the prices are the simulator's own probabilities plus the margin.
import { settleOdd, type Outcome } from './settle.ts';
import { tennisSetWinner, type LiveParams, type LiveState } from './live-state.ts';

/**
 * Chance the first side wins a race to `target` points by two clear from (a, b), each point
 * its with chance p. Level at target-1 or beyond is deuce: p^2 / (p^2 + q^2).
 */
export function raceChance(p: number, a: number, b: number, target: number, memo = new Map<number, number>()): number {
  if (a >= target && a - b >= 2) return 1;
  if (b >= target && b - a >= 2) return 0;
  const q = 1 - p;
  const deuce = p * p + q * q > 0 ? (p * p) / (p * p + q * q) : 0.5;
  if (a >= target - 1 && b >= target - 1) {
    if (a === b) return deuce;
    return a > b ? p + q * deuce : p * deuce;
  }
  const key = a * 1000 + b;
  const known = memo.get(key);
  if (known !== undefined) return known;
  const v = p * raceChance(p, a + 1, b, target, memo) + q * raceChance(p, a, b + 1, target, memo);
  memo.set(key, v);
  return v;
}

/** Tennis: chance the first side takes the set from games (g1, g2), the game being played won with chance `now`. */
function tennisSetChance(game: number, tieBreak: number, g1: number, g2: number, now: number, memo: Map<number, number>): number {
  const won = tennisSetWinner(g1, g2);
  if (won) return won === 1 ? 1 : 0;
  const key = g1 * 100 + g2 + (now === game ? 0 : 10_000);
  const known = memo.get(key);
  if (known !== undefined) return known;
  const v =
    now * tennisSetChance(game, tieBreak, g1 + 1, g2, g1 + 1 === 6 && g2 === 6 ? tieBreak : game, memo) +
    (1 - now) * tennisSetChance(game, tieBreak, g1, g2 + 1, g1 === 6 && g2 + 1 === 6 ? tieBreak : game, memo);
  if (now === game) memo.set(key, v);
  return v;
}

/** Chance the first side wins a fresh set (the deciding one when `decider`). */
export function freshSetChance(p: LiveParams, decider: boolean): number {
  if (p.tennis) return tennisSetChance(raceChance(p.pointWin, 0, 0, 4), raceChance(p.pointWin, 0, 0, 7), 0, 0, raceChance(p.pointWin, 0, 0, 4), new Map());
  if (p.setTarget <= 1) return p.pointWin;
  return raceChance(p.pointWin, 0, 0, decider ? p.lastSetTarget : p.setTarget);
}

/** Chance the first side wins the set being played, from its games and the points of the game (tennis) or its rallies. */
export function currentSetChance(p: LiveParams, s: LiveState): number {
  const decider = s.home === p.setsToWin - 1 && s.away === p.setsToWin - 1;
  if (p.setTarget <= 1) return p.pointWin;
  if (!p.tennis) return raceChance(p.pointWin, s.game[0], s.game[1], decider ? p.lastSetTarget : p.setTarget);
  const [g1, g2] = s.periods[s.period - 1] ?? [0, 0];
  const game = raceChance(p.pointWin, 0, 0, 4);
  const tieBreak = raceChance(p.pointWin, 0, 0, 7);
  const now = raceChance(p.pointWin, s.game[0], s.game[1], g1 === 6 && g2 === 6 ? 7 : 4);
  return tennisSetChance(game, tieBreak, g1, g2, now, new Map());
}

/** Final set scores from the sets won now, the set being played won with chance `now`, later sets with `regular` (`decider` for the last). */
export function setScoreChances(setsToWin: number, home: number, away: number, now: number, regular: number, decider: number): Map<string, number> {
  const out = new Map<string, number>();
  const walk = (h: number, a: number, w: number, chance: number) => {
    if (h >= setsToWin || a >= setsToWin) {
      out.set(`${h}-${a}`, (out.get(`${h}-${a}`) ?? 0) + w);
      return;
    }
    const next = (hh: number, aa: number) => (hh === setsToWin - 1 && aa === setsToWin - 1 ? decider : regular);
    walk(h + 1, a, w * chance, next(h + 1, a));
    walk(h, a + 1, w * (1 - chance), next(h, a + 1));
  };
  walk(home, away, 1, now);
  return out;
}

/**
 * The chance each odd (custom id "group.key") wins among outcomes that decide it won or lost,
 * from the state now: match, set betting, set handicap and total sets from the final set
 * score, set winners from the set being played or a fresh one.
 */
export function setChances(ids: readonly string[], p: LiveParams, s: LiveState, threeWayMain: boolean): Map<string, number> {
  const out = new Map<string, number>();
  if (s.finished) return out;
  const regular = freshSetChance(p, false);
  const decider = freshSetChance(p, true);
  const now = currentSetChance(p, s);
  const scores = setScoreChances(p.setsToWin, s.home, s.away, now, regular, decider);
  const current = s.home + s.away + 1;
  for (const id of ids) {
    const dot = id.indexOf('.');
    const group = id.slice(0, dot);
    const key = id.slice(dot + 1);
    let won = 0;
    let lost = 0;
    if (group.startsWith('set_') && group !== 'set_betting') {
      const n = Number(group.slice(4));
      if (!(n >= current)) continue;
      const home = n === current ? now : n === 2 * p.setsToWin - 1 ? decider : regular;
      won = key === '1' ? home : 1 - home;
      lost = 1 - won;
    } else if (['main', 'set_betting', 'handicap', 'over_under'].includes(group)) {
      for (const [score, w] of scores) {
        const [h, a] = score.split('-').map(Number) as [number, number];
        const o: Outcome | null = settleOdd(id, h, a, threeWayMain);
        if (o === 'won') won += w;
        else if (o === 'lost') lost += w;
      }
    } else continue;
    if (won + lost > 0) out.set(id, won / (won + lost));
  }
  return out;
}
