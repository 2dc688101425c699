import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BET_PERIODS, betYears, periodRange } from './bet-period.ts';

const NOW = Date.UTC(2026, 10, 23, 1, 30); // 02:30 in Belgrade, 23 November 2026
const none = { month: null, year: null };

describe('closed bets period', () => {
  it('today runs from the site midnight to 23:59:59', () => {
    const r = periodRange('today', NOW, none, none);
    expect(r).toEqual({ ok: true, from: Date.UTC(2026, 10, 22, 23) / 1000, to: Date.UTC(2026, 10, 23, 22, 59, 59) / 1000 });
  });

  it('7 days start at midnight six days back', () => {
    const r = periodRange('7', NOW, none, none);
    expect(r.ok && r.from).toBe(Date.UTC(2026, 10, 16, 23) / 1000);
  });

  it('a custom period needs start and end, and names what is missing', () => {
    expect(periodRange('custom', NOW, none, { month: 3, year: 2025 })).toEqual({ ok: false, missing: ['start'] });
    expect(periodRange('custom', NOW, { month: 1, year: null }, none)).toEqual({ ok: false, missing: ['start', 'end'] });
  });

  it('a custom period covers whole months', () => {
    const r = periodRange('custom', NOW, { month: 2, year: 2025 }, { month: 2, year: 2025 });
    expect(r).toEqual({ ok: true, from: Date.UTC(2025, 0, 31, 23) / 1000, to: Date.UTC(2025, 1, 28, 22, 59, 59) / 1000 });
  });

  it('offers the years 2024 to the current one', () => {
    expect(betYears(NOW)).toEqual([2024, 2025, 2026]);
  });

  it('every period ends after it starts and contains now', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BET_PERIODS.filter((p) => p !== 'custom')), fc.integer({ min: Date.UTC(2024, 0, 2), max: Date.UTC(2030, 0, 1) }), (period, now) => {
        const r = periodRange(period, now, none, none);
        if (!r.ok) return false;
        const days = period === 'today' ? 1 : Number(period);
        return r.from * 1000 <= now && now <= r.to * 1000 + 999 && r.to - r.from < days * 86_400 + 3_600 && r.to - r.from > (days - 1) * 86_400;
      }),
    );
  });
});
