import { describe, expect, it } from 'vitest';
import { periodFromTime } from './statement-period.ts';

describe('statement period', () => {
  // 23 Nov 2026 14:30 in Belgrade (UTC+1).
  const now = Date.UTC(2026, 10, 23, 13, 30);

  it('starts "today" at local midnight in Belgrade', () => {
    expect(periodFromTime('today', now)).toBe(Date.UTC(2026, 10, 22, 23, 0) / 1000);
  });

  it('goes back whole days for the other periods', () => {
    expect(periodFromTime('7', now)).toBe((now - 7 * 86_400_000) / 1000);
    expect(periodFromTime('60', now)).toBe((now - 60 * 86_400_000) / 1000);
  });
});
