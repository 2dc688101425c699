// The results page's day: a calendar day in the site's time zone, from ?day=YYYY-MM-DD.
import { wallClock, zonedInstant } from '../../lib/format/index.ts';

export interface ResultsDay {
  /** "2026-11-23" */
  iso: string;
  /** Start and end (exclusive) of the day, epoch seconds. */
  from: number;
  to: number;
}

const two = (n: number): string => String(n).padStart(2, '0');

function dayOf(year: number, month: number, day: number): ResultsDay {
  const from = zonedInstant({ year, month, day, hour: 0, minute: 0, second: 0 }) / 1000;
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  const to = zonedInstant({ year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), hour: 0, minute: 0, second: 0 }) / 1000;
  return { iso: `${year}-${two(month)}-${two(day)}`, from, to };
}

/** The day named by the value, or today (at nowMs) when it names no calendar day. */
export function resultsDay(value: string | null, nowMs: number): ResultsDay {
  const today = wallClock(nowMs);
  const todayDay = dayOf(today.year, today.month, today.day);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!m) return todayDay;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (y < 2000 || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return todayDay;
  return dayOf(y, mo, d);
}

/** The day before or after, as YYYY-MM-DD. */
export function shiftDay(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return `${date.getUTCFullYear()}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}
