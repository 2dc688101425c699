// How many matches are in play, for the live-betting links' badges. Counting through
// liveEvents() builds every live match's wire form, and live play replaces those several
// times a second, so each render paid for it (issue 20). The count changes only when a match
// starts or ends, which moves the pre-match version: it is kept per offer and that version.
interface LiveOffer {
  prematchVersion(): number;
  liveEvents(): readonly unknown[];
}

const counts = new WeakMap<LiveOffer, { version: number; count: number }>();

/** The number of matches in play, counted again only after the pre-match version moved. */
export function liveCount(offer: LiveOffer): number {
  const version = offer.prematchVersion();
  const kept = counts.get(offer);
  if (kept && kept.version === version) return kept.count;
  const count = offer.liveEvents().length;
  counts.set(offer, { version, count });
  return count;
}
