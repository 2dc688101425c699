import { describe, expect, it } from 'vitest';
import { fromMonthDayYear, toMonthDayYear } from './dob.ts';

describe('date of birth, month-day-year', () => {
  it('shows a stored date month first', () => {
    expect(toMonthDayYear('1990-07-31')).toBe('07-31-1990');
    expect(toMonthDayYear(null)).toBe('');
  });

  it('reads what the player typed back into the stored form', () => {
    expect(fromMonthDayYear('07-31-1990')).toBe('1990-07-31');
    expect(fromMonthDayYear('7/3/1990')).toBe('1990-07-03');
    expect(fromMonthDayYear('  ')).toBeNull();
  });

  it('refuses dates that do not exist or are written day first', () => {
    expect(fromMonthDayYear('31-07-1990')).toBeUndefined();
    expect(fromMonthDayYear('02-30-1990')).toBeUndefined();
    expect(fromMonthDayYear('1990-07-31')).toBeUndefined();
  });
});
