// The offer as pages and API clients see it: the wire shapes of spec section 3. They live in
// src/lib because the pure offer code (live merge, live props) works on them; the server's
// feed/types.ts re-exports them.
// Odds travel as decimal numbers (`odds`, shown to 2 decimals) beside their exact integer
// hundredths (`value`), which is what tickets and money math use.

import type { LiveClock } from './live-view.ts';
import type { TrackerSnapshot } from './tracker.ts';

export interface WireSport {
  id: number;
  name: string;
  /** URL segment, e.g. "ice-hockey". */
  slug: string;
  count: number;
}

export interface WireLeague {
  id: number;
  name: string;
  /** Lower comes first; leagues() lists them in this order. */
  priority: number;
  /** Sport name. */
  sport: string;
  sport_id: number;
  custom_id: string;
  country: string | null;
  count: number;
}

export interface WireOdd {
  name: string;
  name2: string | null;
  name3: string | null;
  header: string | null;
  handicap: string | null;
  /** Decimal odds, e.g. 1.85. */
  odds: number;
  /** The same odds in integer hundredths, e.g. 185. */
  value: number;
  custom_id: string;
  suspended: boolean;
}

export interface WireBetGroup {
  name: string;
  realName: string;
  custom_id: string;
  priority: number;
  suspended: boolean;
  odds: WireOdd[];
}

export type EventStatus = 'scheduled' | 'live' | 'finished' | 'cancelled';

export interface WireEvent {
  fi: number;
  home: { name: string };
  away: { name: string };
  homeGoals: number | null;
  awayGoals: number | null;
  /** Start, epoch seconds. */
  time: number;
  league: { id: number; name: string; sport: string; sport_id: number; custom_id: string };
  sportId: number;
  status: EventStatus;
  highlight: boolean;
  /** Every bet group, main market first. */
  bets: WireBetGroup[];
  /** The full-time market (1 / Draw / 2, or 1 / 2 for two-way sports), or null when the event has none. */
  fullTimeBet: WireBetGroup | null;
  /** Live events only: the running clock and period of every sport. */
  clock?: LiveClock;
  /** Browser only: the match tracker's last pushed snapshot (live-merge.ts keeps it; the API never sends it). */
  tracker?: TrackerSnapshot;
  /** Live events only: the score of every period started so far. */
  resultPerPeriod?: Array<{ home: number; away: number }>;
  /** Basketball, live. */
  quarter?: number;
  hasOvertime?: boolean;
  /** Tennis, live: the set being played, its games ("4-3") and the game's points ("30-15"). */
  currentSet?: number;
  currentSetResult?: string;
  currentGameResult?: string;
}
