// The offer as the feed and the store hold it: mutable records behind the read-only wire shapes.
import type { EventStatus } from './types.ts';

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
