// The Upcoming tab's state on /live-betting: the page renders the first page of "today"; each
// range is then asked of the server (GET /api/get_upcoming_events), which holds the whole
// offer, with "show more" for the next page. Matches that start meanwhile leave the list.
import type { WireEvent } from '../../server/feed/types.ts';
import type { UpcomingPage } from '../../server/feed/upcoming.ts';
import { UPCOMING_RANGES, type UpcomingRange } from '../../lib/offer/upcoming-range.ts';

export const UPCOMING_FILTERS = UPCOMING_RANGES;
export type UpcomingFilter = UpcomingRange;
export type { UpcomingPage };

/** The events of a page that have not started by `nowMs`, soonest first. */
export function notStarted(events: readonly WireEvent[], nowMs: number): WireEvent[] {
  return events.filter((e) => e.time * 1000 > nowMs).sort((a, b) => a.time - b.time || a.fi - b.fi);
}

/** A range's next page added to what is shown; a page of another range replaces it. */
export function mergePage(shown: UpcomingPage | null, next: UpcomingPage): UpcomingPage {
  if (!shown || shown.range !== next.range || next.offset === 0) return next;
  const seen = new Set(shown.events.map((e) => e.fi));
  return { ...next, offset: shown.offset, events: [...shown.events, ...next.events.filter((e) => !seen.has(e.fi))] };
}

/** Asks the server for a page of a range. */
export async function fetchUpcoming(range: UpcomingRange, offset: number, signal?: AbortSignal): Promise<UpcomingPage> {
  const { apiGet } = await import('../api/client.ts');
  return apiGet<UpcomingPage>('get_upcoming_events', { searchParams: { range, offset }, signal });
}
