import { describe, expect, it } from 'vitest';
import { rangeEnd, UPCOMING_RANGES } from './upcoming-range.ts';

const NOW = Date.UTC(2026, 10, 25, 10, 0, 0); // 11:00 in Belgrade

describe('upcoming ranges', () => {
  it('ends each range where its name says, from now', () => {
    expect(rangeEnd('3h', NOW)).toBe(NOW + 3 * 3_600_000);
    expect(rangeEnd('24h', NOW)).toBe(NOW + 24 * 3_600_000);
    expect(rangeEnd('3d', NOW)).toBe(NOW + 72 * 3_600_000);
    expect(rangeEnd('long', NOW)).toBe(Infinity);
    // Today ends at 23:59:59 Belgrade time (22:59:59 UTC in November).
    expect(new Date(rangeEnd('today', NOW)).toISOString().slice(11, 19)).toBe('22:59:59');
  });
  it('widens with every step from 3 hours to long term', () => {
    const ends = UPCOMING_RANGES.filter((r) => r !== 'today').map((r) => rangeEnd(r, NOW));
    expect([...ends].sort((a, b) => a - b)).toEqual(ends);
  });
});
