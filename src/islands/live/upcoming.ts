// The Upcoming tab's state on /live-betting: the page renders the first page of "today"; each
// range is then asked of the server (GET /api/get_upcoming_events), which holds the whole
// offer, with "show more" for the next page. Matches that start meanwhile leave the list.
import type { WireEvent } from '../../server/feed/types.ts';
import type { UpcomingPage } from '../../server/feed/upcoming.ts';
import { UPCOMING_RANGES, type UpcomingRange } from '../../lib/offer/upcoming-range.ts';

export const UPCOMING_FILTERS = UPCOMING_RANGES;
export type UpcomingFilter = UpcomingRange;
export type { UpcomingPage };

/** The events (soonest first, as the server sends them) that have not started by `nowMs`. */
export const notStarted = (events: readonly WireEvent[], nowMs: number): WireEvent[] => events.filter((e) => e.time * 1000 > nowMs);

/** A range's next page added to what is shown; a first page (or another range's) replaces it. */
export const mergePage = (shown: UpcomingPage, next: UpcomingPage): UpcomingPage =>
  shown.range === next.range && next.offset > 0 ? { ...next, offset: shown.offset, events: [...shown.events, ...next.events] } : next;

/**
 * Asks the server for a page of a range. A plain fetch, like the live list's refresh: the list
 * is public and changes by the minute, and the API client would cost the live page 2 KB.
 */
export async function fetchUpcoming(range: UpcomingRange, offset: number): Promise<UpcomingPage> {
  const response = await fetch(`/api/get_upcoming_events?${new URLSearchParams({ range, offset: String(offset) })}`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`get_upcoming_events answered ${response.status}`);
  return (await response.json()) as UpcomingPage;
}
