// The offer as the feed and the store hold it: mutable records behind the read-only wire shapes.
import type { EventStatus } from './types.ts';
import type { LiveExtras } from '../../lib/offer/live-view.ts';
import type { TrackerSnapshot } from '../../lib/offer/tracker.ts';

export interface OfferOdd {
  customId: string;
  name: string;
  name2: string | null;
  name3: string | null;
  header: string | null;
  handicap: string | null;
  /** Integer hundredths. */
  value: number;
  suspended: boolean;
  /** won | lost | returned | cancelled once the result is known. */
  outcome: string | null;
}

export interface OfferGroup {
  customId: string;
  name: string;
  realName: string;
  priority: number;
  suspended: boolean;
  odds: OfferOdd[];
}

export interface OfferEvent {
  id: number;
  leagueId: number;
  sportId: number;
  home: string;
  away: string;
  /** Epoch seconds. */
  startTime: number;
  status: EventStatus;
  highlight: boolean;
  homeGoals: number | null;
  awayGoals: number | null;
  /** Epoch milliseconds when the match went live or finished (simulated clock). */
  changedAt: number;
  groups: OfferGroup[];
  /** The in-play state as stored (live play's own format), restored after a restart. */
  liveState?: unknown;
}

/**
 * One live change of one event, as the feed publishes it on the bus topic 'live' and the
 * hub forwards it to browsers: only what changed. Odds are [custom id, hundredths,
 * suspended]; groups are [custom id, suspended].
 */
export interface LivePatch {
  id: number;
  homeGoals?: number;
  awayGoals?: number;
  live?: LiveExtras;
  odds?: Array<[string, number, boolean]>;
  groups?: Array<[string, boolean]>;
  /** The match tracker's new events and statistics, when they changed (src/lib/offer/tracker.ts). */
  tracker?: TrackerSnapshot;
}

export interface OfferSport {
  id: number;
  name: string;
  slug: string;
  priority: number;
}

export interface OfferLeague {
  id: number;
  sportId: number;
  name: string;
  country: string | null;
  priority: number;
  customId: string;
}
