// The upcoming-events time filters of /live-betting (spec: today, 3 hours, 24 hours, 3 days,
// long term): each is an upper bound on the start time.
import type { WireEvent } from '../../server/feed/types.ts';
import { endOfDay } from '../../lib/format/datetime.ts';

export const UPCOMING_FILTERS = ['today', '3h', '24h', '3d', 'long'] as const;
export type UpcomingFilter = (typeof UPCOMING_FILTERS)[number];

const HOUR = 3_600_000;

/** The latest start (epoch ms) a filter lets through, Infinity for long term. */
export function filterLimit(filter: UpcomingFilter, nowMs: number): number {
  switch (filter) {
    case 'today':
      return endOfDay(nowMs);
    case '3h':
      return nowMs + 3 * HOUR;
    case '24h':
      return nowMs + 24 * HOUR;
    case '3d':
      return nowMs + 72 * HOUR;
    case 'long':
      return Infinity;
  }
}

/** Events not started yet and starting within the filter, soonest first. */
export function upcomingWithin(events: readonly WireEvent[], filter: UpcomingFilter, nowMs: number): WireEvent[] {
  const limit = filterLimit(filter, nowMs);
  return events.filter((e) => e.time * 1000 > nowMs && e.time * 1000 <= limit).sort((a, b) => a.time - b.time || a.fi - b.fi);
}
