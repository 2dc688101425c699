// The Upcoming tab's state on /live-betting: the page renders the first page of "today"; each
// range is then asked of the server (GET /api/get_upcoming_events), which holds the whole
// offer, with "show more" for the next page. Matches that start meanwhile leave the list.
// The asking itself (upcoming-fetch.ts) loads with the tab's first use: most visits of the
// live page watch the live list only (issue 15's JS budget).
import type { WireEvent } from '../../server/feed/types.ts';
import type { UpcomingPage } from '../../server/feed/upcoming.ts';
import { UPCOMING_RANGES, type UpcomingRange } from '../../lib/offer/upcoming-range.ts';

export const UPCOMING_FILTERS = UPCOMING_RANGES;
export type UpcomingFilter = UpcomingRange;
export type { UpcomingPage };

/** The events (soonest first, as the server sends them) that have not started by `nowMs`. */
export const notStarted = (events: readonly WireEvent[], nowMs: number): WireEvent[] => events.filter((e) => e.time * 1000 > nowMs);
