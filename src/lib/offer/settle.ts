// What a final score says about each odd: won, lost or returned; null when the score alone
// cannot tell (who scored first, a set or quarter winner), which settlement must learn elsewhere.

export type Outcome = 'won' | 'lost' | 'returned';

const wonIf = (won: boolean): Outcome => (won ? 'won' : 'lost');

/** The "Match Remaining" market's group: the result of the rest of the match, from the score when the pick was made. */
export const MATCH_REMAINING = 'remaining';

/**
 * Outcome of a Match Remaining odd ("remaining.1", "remaining.X", "remaining.2"): the goals
 * scored after the pick decide, the score at the pick (0:0 before kick-off) counts for nothing.
 */
export function remainingOutcome(oddCustomId: string, final: readonly [number, number], atPick: readonly [number, number]): Outcome | null {
  const key = oddCustomId.slice(MATCH_REMAINING.length + 1);
  if (!oddCustomId.startsWith(`${MATCH_REMAINING}.`) || !['1', 'X', '2'].includes(key)) return null;
  const home = final[0] - atPick[0];
  const away = final[1] - atPick[1];
  if (home < 0 || away < 0) return null;
  if (key === 'X') return wonIf(home === away);
  return wonIf(key === '1' ? home > away : home < away);
}

/** The score a ticket stored at its creation ("2:1"; null or empty before kick-off is 0:0). */
export function scoreAtPick(text: string | null): [number, number] {
  const m = /^(\d+):(\d+)$/.exec(text ?? '');
  return m ? [Number(m[1]), Number(m[2])] : [0, 0];
}

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
    case MATCH_REMAINING:
      // What a pick made before kick-off won. Settlement decides each pick from its own score at
      // the pick (src/server/tickets/settle.ts), so a live pick is never judged on the whole match.
      return remainingOutcome(oddCustomId, [home, away], [0, 0]);
    case 'set_betting':
      return wonIf(key === `${home}-${away}`);
    default:
      if (group.startsWith('goal_') && key === 'none') return wonIf(home + away < Number(group.slice(5)));
      return null;
  }
}
