// The read side of the in-memory offer. The wire shapes themselves are defined in
// src/lib/offer/wire.ts (pure code works on them) and re-exported here for the server.
import type { WireEvent, WireLeague, WireSport } from '../../lib/offer/wire.ts';

export type { EventStatus, WireBetGroup, WireEvent, WireLeague, WireOdd, WireSport } from '../../lib/offer/wire.ts';

/** Narrows counts and lists to events starting before this instant (epoch seconds). */
export interface TimeWindow {
  toTime?: number;
}

/** The read side of the in-memory offer: what pages and GET routes use. */
export interface OfferReader {
  /** Increments on every change; caches of rendered fragments key on it. */
  version(): number;
  /**
   * Increments on every change except live play on a match in play (its score, clock, odds and
   * suspensions, several times a second across the offer): what pages without matches in play
   * depend on. A match starting or ending changes it, so live counts stay right.
   */
  prematchVersion(): number;
  eventCount(): number;
  sports(window?: TimeWindow): WireSport[];
  sport(id: number): WireSport | undefined;
  leagues(sportId: number, window?: TimeWindow): WireLeague[];
  league(id: number): WireLeague | undefined;
  /** Upcoming (not started) events of a league, sorted by start time. */
  eventsForLeague(leagueId: number, window?: TimeWindow): WireEvent[];
  highlights(): WireEvent[];
  /** Events starting within the next hour. */
  lastMinute(): WireEvent[];
  event(id: number): WireEvent | undefined;
  /** Events whose teams or league match the term, grouped by league name. */
  search(term: string, options?: { live?: boolean }): Record<string, WireEvent[]>;
}
