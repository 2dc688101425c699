// The closed-bets period filter of "My bets" (spec sections 5 and 9): today, the last 3, 7,
// 14, 30 or 60 days, or a custom range of months (start and end month and year, years 2024
// to the current one). Times are the site's wall clock; the answer is epoch seconds.
import { endOfDaySeconds, wallClock, zonedInstant, SITE_TIME_ZONE } from '../format/datetime.ts';

export const BET_PERIODS = ['today', '3', '7', '14', '30', '60', 'custom'] as const;
export type BetPeriod = (typeof BET_PERIODS)[number];
export const FIRST_BET_YEAR = 2024;

export interface MonthYear {
  month: number | null;
  year: number | null;
}

export type PeriodRange = { ok: true; from: number; to: number } | { ok: false; missing: Array<'start' | 'end'> };

/** The years a custom period offers: 2024 to the current one. */
export function betYears(nowMs: number, timeZone: string = SITE_TIME_ZONE): number[] {
  const current = Math.max(FIRST_BET_YEAR, wallClock(nowMs, timeZone).year);
  return Array.from({ length: current - FIRST_BET_YEAR + 1 }, (_, i) => FIRST_BET_YEAR + i);
}

const complete = (m: MonthYear): m is { month: number; year: number } => m.month !== null && m.year !== null && m.month >= 1 && m.month <= 12;

/**
 * The period as [from, to] epoch seconds. "today" starts at the site's midnight, N days
 * start at midnight N-1 days back, and every period ends at today's 23:59:59. A custom
 * period runs from the first day of the start month to the last second of the end month;
 * it needs both ends, else the missing ones are named and no query should be made.
 */
export function periodRange(period: BetPeriod, nowMs: number, start: MonthYear, end: MonthYear, timeZone: string = SITE_TIME_ZONE): PeriodRange {
  if (period === 'custom') {
    const missing: Array<'start' | 'end'> = [];
    if (!complete(start)) missing.push('start');
    if (!complete(end)) missing.push('end');
    if (!complete(start) || !complete(end)) return { ok: false, missing };
    const from = zonedInstant({ year: start.year, month: start.month, day: 1, hour: 0, minute: 0, second: 0 }, timeZone);
    const next = end.month === 12 ? { year: end.year + 1, month: 1 } : { year: end.year, month: end.month + 1 };
    const to = zonedInstant({ ...next, day: 1, hour: 0, minute: 0, second: 0 }, timeZone) - 1000;
    return { ok: true, from: Math.floor(Math.min(from, to) / 1000), to: Math.floor(Math.max(from, to) / 1000) };
  }
  const days = period === 'today' ? 1 : Number(period);
  const today = wallClock(nowMs, timeZone);
  const midnight = zonedInstant({ year: today.year, month: today.month, day: today.day, hour: 0, minute: 0, second: 0 }, timeZone);
  const from = zonedInstant({ ...wallClock(midnight - (days - 1) * 86_400_000 + 3_600_000 * 12, timeZone), hour: 0, minute: 0, second: 0 }, timeZone);
  return { ok: true, from: Math.floor(from / 1000), to: endOfDaySeconds(nowMs, timeZone) };
}
