// The Upcoming tab's requests (see upcoming.ts), loaded on demand by the live board.
import type { UpcomingRange } from '../../lib/offer/upcoming-range.ts';
import type { UpcomingPage } from './upcoming.ts';

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
