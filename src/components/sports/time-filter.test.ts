import { describe, expect, it } from 'vitest';
import { filterToTime, parseTimeFilter, timeQuery } from './time-filter.ts';

// 2026-11-23 10:00:00 UTC is 11:00 in Belgrade.
const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

describe('the sports time filter', () => {
  it('reads known values and treats anything else as long term', () => {
    expect(parseTimeFilter('3h')).toBe('3h');
    expect(parseTimeFilter('today')).toBe('today');
    expect(parseTimeFilter('week')).toBe('all');
    expect(parseTimeFilter(null)).toBe('all');
  });

  it('limits today to 23:59:59 Belgrade time', () => {
    expect(filterToTime('today', NOW)).toBe(Date.UTC(2026, 10, 23, 22, 59, 59) / 1000);
  });

  it('limits 3 hours, 24 hours and 3 days from now, and long term not at all', () => {
    const now = NOW / 1000;
    expect(filterToTime('3h', NOW)).toBe(now + 3 * 3600);
    expect(filterToTime('24h', NOW)).toBe(now + 24 * 3600);
    expect(filterToTime('3d', NOW)).toBe(now + 72 * 3600);
    expect(filterToTime('all', NOW)).toBeUndefined();
  });

  it('puts only a limiting filter in the URL', () => {
    expect(timeQuery('all')).toBe('');
    expect(timeQuery('24h')).toBe('?time=24h');
  });
});
