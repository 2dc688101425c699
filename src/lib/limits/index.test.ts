import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COOLING_OFF_MS, effectiveLimit, periodStart, remainingUnder, requestLimit, NO_LIMITS, type Limit } from './index.ts';

const none: Limit = { value: null, pending: null };
const NOW = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('limits', () => {
  it('applies a first limit at once', () => {
    expect(requestLimit(none, 10_000, NOW)).toEqual({ value: 10_000, pending: null });
  });
  it('applies a decrease at once', () => {
    expect(requestLimit({ value: 10_000, pending: null }, 5_000, NOW)).toEqual({ value: 5_000, pending: null });
  });
  it('delays an increase or a removal by 24 hours', () => {
    const raised = requestLimit({ value: 5_000, pending: null }, 9_000, NOW);
    expect(raised).toEqual({ value: 5_000, pending: { value: 9_000, effectiveAt: NOW + COOLING_OFF_MS } });
    expect(effectiveLimit(raised, NOW + COOLING_OFF_MS - 1).value).toBe(5_000);
    expect(effectiveLimit(raised, NOW + COOLING_OFF_MS).value).toBe(9_000);
    expect(requestLimit({ value: 5_000, pending: null }, null, NOW).pending?.value).toBeNull();
  });
  it('never lets the limit in force rise before the cooling-off ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.option(fc.integer({ min: 1, max: 1e9 })), fc.integer({ min: 0, max: COOLING_OFF_MS - 1 }), (current, requested, later) => {
        const next = requestLimit({ value: current, pending: null }, requested, NOW);
        const inForce = effectiveLimit(next, NOW + later).value;
        expect(inForce === null ? Infinity : inForce).toBeLessThanOrEqual(current);
      }),
    );
  });
  it('starts days, weeks (Monday) and months at Belgrade midnight', () => {
    const day = periodStart('daily', NOW);
    expect(new Date(day).toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(new Date(periodStart('weekly', NOW)).toISOString()).toBe('2026-11-22T23:00:00.000Z');
    expect(new Date(periodStart('monthly', NOW)).toISOString()).toBe('2026-10-31T23:00:00.000Z');
  });
  it('reports the smallest remaining amount across periods', () => {
    const limits = { ...NO_LIMITS, daily: { value: 10_000, pending: null }, monthly: { value: 12_000, pending: null } };
    expect(remainingUnder(limits, () => 9_000, NOW)).toBe(1_000);
    expect(remainingUnder(NO_LIMITS, () => 9_000, NOW)).toBeNull();
  });
});
