// What a live state says about each odd: decided now (a goal already scored, a set already
// won, a line already passed) or, once the match is over, every market of the match.
import { settleOdd, type Outcome } from './settle.ts';
import type { LiveState } from './live-state.ts';

const wonIf = (won: boolean): Outcome => (won ? 'won' : 'lost');

function threeWay(key: string, home: number, away: number): Outcome {
  if (key === 'X') return wonIf(home === away);
  return wonIf(key === '1' ? home > away : home < away);
}

/**
 * Outcome of one odd (custom id "group.key") in this state; null while the match can still
 * change it. A finished state decides every market the offer prices; one it cannot decide
 * (a set that was never played) is returned.
 */
export function settleLive(oddCustomId: string, s: LiveState, threeWayMain: boolean): Outcome | null {
  const dot = oddCustomId.indexOf('.');
  if (dot < 0) return null;
  const group = oddCustomId.slice(0, dot);
  const key = oddCustomId.slice(dot + 1);
  const done = s.finished;

  if (group.startsWith('goal_')) {
    const n = Number(group.slice(5));
    const scorer = s.goals[n - 1];
    if (scorer) return wonIf(key === scorer);
    return done ? wonIf(key === 'none') : null;
  }
  if (group.startsWith('period_') || group === 'half_time') {
    const n = group === 'half_time' ? 1 : Number(group.slice(7));
    const over = s.period > n || (done && s.period >= n);
    if (!over) return null;
    const score = s.periods[n - 1];
    return score ? threeWay(key, score[0], score[1]) : 'returned';
  }
  if (group.startsWith('set_') && group !== 'set_betting') {
    const n = Number(group.slice(4));
    const setsDone = s.home + s.away;
    if (setsDone < n) return done ? 'returned' : null;
    const score = s.periods[n - 1];
    if (!score) return 'returned';
    return wonIf(key === '1' ? score[0] > score[1] : score[1] > score[0]);
  }
  if (group === 'overtime') {
    if (s.overtime) return wonIf(key === 'yes');
    return done ? wonIf(key === 'no') : null;
  }
  if (group === 'btts' && !done) {
    return s.home > 0 && s.away > 0 ? wonIf(key === 'yes') : null;
  }
  if (group === 'over_under' && !done) {
    const line = Number(key.slice(1));
    if (!Number.isFinite(line) || s.home + s.away <= line) return null;
    return wonIf(key.startsWith('o'));
  }
  if (!done) return null;
  return settleOdd(oddCustomId, s.home, s.away, threeWayMain);
}
