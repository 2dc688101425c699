import { describe, expect, it } from 'vitest';
import { remainingOutcome, scoreAtPick, settleOdd } from './settle.ts';

describe('settling odds from a final score', () => {
  it('decides the full time result', () => {
    expect(settleOdd('main.1', 2, 1, true)).toBe('won');
    expect(settleOdd('main.X', 2, 1, true)).toBe('lost');
    expect(settleOdd('main.2', 2, 1, true)).toBe('lost');
    expect(settleOdd('main.X', 1, 1, true)).toBe('won');
  });

  it('returns a two-way stake on a draw', () => {
    expect(settleOdd('main.1', 1, 1, false)).toBe('returned');
    expect(settleOdd('main.2', 0, 3, false)).toBe('won');
  });

  it('decides double chance, totals, both teams to score and handicaps', () => {
    expect(settleOdd('double_chance.1X', 0, 0, true)).toBe('won');
    expect(settleOdd('double_chance.12', 0, 0, true)).toBe('lost');
    expect(settleOdd('over_under.o2.5', 2, 1, true)).toBe('won');
    expect(settleOdd('over_under.u2.5', 2, 1, true)).toBe('lost');
    expect(settleOdd('btts.yes', 2, 0, true)).toBe('lost');
    expect(settleOdd('handicap.h-1.5', 3, 1, true)).toBe('won');
    expect(settleOdd('handicap.a+1.5', 3, 1, true)).toBe('lost');
    expect(settleOdd('set_betting.2-1', 2, 1, false)).toBe('won');
    expect(settleOdd('goal_2.none', 1, 0, true)).toBe('won');
  });

  it('leaves undecided what the score alone cannot tell', () => {
    expect(settleOdd('goal_1.1', 1, 1, true)).toBeNull();
    expect(settleOdd('set_1.1', 2, 0, false)).toBeNull();
    expect(settleOdd('half_time.1', 2, 0, true)).toBeNull();
  });
});

describe('Match Remaining', () => {
  it('counts only the goals after the pick', () => {
    expect(remainingOutcome('remaining.X', [2, 1], [1, 0])).toBe('won');
    expect(remainingOutcome('remaining.1', [2, 1], [1, 0])).toBe('lost');
    expect(remainingOutcome('remaining.2', [1, 2], [1, 0])).toBe('won');
    expect(remainingOutcome('remaining.1', [3, 0], [0, 0])).toBe('won');
  });
  it('reads the stored score at the pick, 0:0 before kick-off', () => {
    expect(scoreAtPick('2:1')).toEqual([2, 1]);
    expect(scoreAtPick(null)).toEqual([0, 0]);
    expect(scoreAtPick('')).toEqual([0, 0]);
  });
  it('decides nothing from a final score below the score at the pick, or for another market', () => {
    expect(remainingOutcome('remaining.1', [0, 0], [1, 0])).toBeNull();
    expect(remainingOutcome('main.1', [1, 0], [0, 0])).toBeNull();
  });
});
