// The upcoming-events ranges of /live-betting (spec: today, 3 hours, 24 hours, 3 days, long
// term): each is an upper bound on the start time, from now. One definition for the island's
// filter buttons and the API that answers them.
import { endOfDay } from '../format/datetime.ts';

export const UPCOMING_RANGES = ['today', '3h', '24h', '3d', 'long'] as const;
export type UpcomingRange = (typeof UPCOMING_RANGES)[number];
/** Matches the live page shows (and the API answers) at a time; "show more" asks for the next ones. */
export const UPCOMING_PAGE_SIZE = 120;

const HOUR = 3_600_000;

/** The latest start (epoch ms) a range lets through: end of today (Belgrade), now + 3 h, + 24 h, + 72 h, or Infinity. */
export function rangeEnd(range: UpcomingRange, nowMs: number): number {
  switch (range) {
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
