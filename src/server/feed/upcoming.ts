// The live page's Upcoming tab (issue 16): the matches of one range (today, 3 h, 24 h, 3 days,
// long term) a page at a time, with how many each range holds, so every range is its own list
// rather than one set of the soonest matches filtered in the browser.
import { rangeEnd, UPCOMING_PAGE_SIZE, UPCOMING_RANGES, type UpcomingRange } from '../../lib/offer/upcoming-range.ts';
import { rowEvent } from '../../lib/offer/live-props.ts';
import type { OfferStore } from './store.ts';
import type { WireEvent } from './types.ts';

export interface UpcomingPage {
  range: UpcomingRange;
  /** Board rows (the main market only), soonest first. */
  events: WireEvent[];
  offset: number;
  /** Matches in this range in all. */
  total: number;
  /** Matches in every range, for the filter buttons. */
  counts: Record<UpcomingRange, number>;
}

const untilSeconds = (range: UpcomingRange, nowMs: number): number => {
  const end = rangeEnd(range, nowMs);
  return Number.isFinite(end) ? Math.floor(end / 1000) : Infinity;
};

/** One page of a range's matches, by the offer's clock. */
export function upcomingPage(offer: Pick<OfferStore, 'upcoming'>, range: UpcomingRange, nowMs: number, offset = 0, limit = UPCOMING_PAGE_SIZE): UpcomingPage {
  const page = offer.upcoming(untilSeconds(range, nowMs), offset, limit);
  const counts = Object.fromEntries(UPCOMING_RANGES.map((r) => [r, r === range ? page.total : offer.upcoming(untilSeconds(r, nowMs), 0, 0).total])) as Record<
    UpcomingRange,
    number
  >;
  return { range, events: page.events.map(rowEvent), offset, total: page.total, counts };
}
