// The sports list's time filter (spec section 2): today, 3 hours, 24 hours, 3 days, or long
// term (no limit). It travels in the URL as ?time=, so every filtered page is a plain link.
import { endOfDaySeconds } from '../../lib/format/index.ts';

export const TIME_FILTERS = ['today', '3h', '24h', '3d', 'all'] as const;
export type TimeFilter = (typeof TIME_FILTERS)[number];

const HOURS: Partial<Record<TimeFilter, number>> = { '3h': 3, '24h': 24, '3d': 72 };

/** The filter a ?time= value names; anything unknown is long term. */
export function parseTimeFilter(value: string | null | undefined): TimeFilter {
  return (TIME_FILTERS as readonly string[]).includes(value ?? '') ? (value as TimeFilter) : 'all';
}

/** The latest start (epoch seconds) the filter lets through at `nowMs`, or undefined for long term. */
export function filterToTime(filter: TimeFilter, nowMs: number): number | undefined {
  if (filter === 'all') return undefined;
  if (filter === 'today') return endOfDaySeconds(nowMs);
  return Math.floor(nowMs / 1000) + (HOURS[filter] ?? 0) * 3600;
}

/** The query string that carries the filter ("" for long term). */
export function timeQuery(filter: TimeFilter): string {
  return filter === 'all' ? '' : `?time=${filter}`;
}

/** The translation key of each filter's label. */
export const TIME_FILTER_LABEL: Readonly<Record<TimeFilter, string>> = {
  today: 'sports.time.today',
  '3h': 'sports.time.3h',
  '24h': 'sports.time.24h',
  '3d': 'sports.time.3d',
  all: 'sports.time.all',
};
