import { describe, expect, it } from 'vitest';
import { resultsDay, shiftDay } from './results-day.ts';

const NOW = Date.UTC(2026, 10, 23, 10, 0, 0);

describe('the results day', () => {
  it('spans a Belgrade calendar day', () => {
    const day = resultsDay('2026-11-20', NOW);
    expect(day.iso).toBe('2026-11-20');
    expect(day.from).toBe(Date.UTC(2026, 10, 19, 23) / 1000);
    expect(day.to - day.from).toBe(86_400);
  });

  it('falls back to today for a missing or impossible day', () => {
    expect(resultsDay(null, NOW).iso).toBe('2026-11-23');
    expect(resultsDay('2026-02-30', NOW).iso).toBe('2026-11-23');
    expect(resultsDay('2026-13-01', NOW).iso).toBe('2026-11-23');
  });

  it('moves across month ends', () => {
    expect(shiftDay('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
  });
});
