// What a final score says about each odd: won, lost or returned; null when the score alone
// cannot tell (who scored first, a set or quarter winner), which settlement must learn elsewhere.

export type Outcome = 'won' | 'lost' | 'returned';

const wonIf = (won: boolean): Outcome => (won ? 'won' : 'lost');

/** Outcome of one odd (its custom id, e.g. "main.1" or "over_under.o2.5") given the final score. */
export function settleOdd(oddCustomId: string, home: number, away: number, threeWayMain: boolean): Outcome | null {
  const dot = oddCustomId.indexOf('.');
  if (dot < 0) return null;
  const group = oddCustomId.slice(0, dot);
  const key = oddCustomId.slice(dot + 1);
  switch (group) {
    case 'main':
      if (key === 'X') return wonIf(home === away);
      if (home === away && !threeWayMain) return 'returned';
      return wonIf(key === '1' ? home > away : home < away);
    case 'double_chance':
      return wonIf((key.includes('1') && home > away) || (key.includes('X') && home === away) || (key.includes('2') && home < away));
    case 'over_under': {
      const lineValue = Number(key.slice(1));
      if (!Number.isFinite(lineValue)) return null;
      const total = home + away;
      if (total === lineValue) return 'returned';
      return wonIf(key.startsWith('o') ? total > lineValue : total < lineValue);
    }
    case 'btts':
      return wonIf((home > 0 && away > 0) === (key === 'yes'));
    case 'handicap': {
      const lineValue = Number(key.slice(1));
      if (!Number.isFinite(lineValue)) return null;
      const margin = key.startsWith('h') ? home + lineValue - away : away + lineValue - home;
      return margin === 0 ? 'returned' : wonIf(margin > 0);
    }
    case 'set_betting':
      return wonIf(key === `${home}-${away}`);
    default:
      if (group.startsWith('goal_') && key === 'none') return wonIf(home + away < Number(group.slice(5)));
      return null;
  }
}
