import { describe, expect, it } from 'vitest';
import { bySport, MAX_SHOWN, shownCount, SPORT_PAGE } from './highlight-pages.ts';

describe('highlight pages', () => {
  it('groups by sport in first-seen order, keeping each sport in offer order', () => {
    const events = [
      { sportId: 2, fi: 1 },
      { sportId: 1, fi: 2 },
      { sportId: 2, fi: 3 },
    ];
    expect(bySport(events).map((g) => [g.sportId, g.events.map((e) => e.fi)])).toEqual([
      [2, [1, 3]],
      [1, [2]],
    ]);
  });

  it('reads show as a page by default and clamps edited addresses', () => {
    expect(shownCount(null)).toBe(SPORT_PAGE);
    expect(shownCount('abc')).toBe(SPORT_PAGE);
    expect(shownCount('5')).toBe(SPORT_PAGE);
    expect(shownCount('60')).toBe(60);
    expect(shownCount('100000')).toBe(MAX_SHOWN);
  });
});
