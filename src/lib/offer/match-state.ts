// What a player may do with a match right now, from its status and start time. The same rule
// the server applies when it takes a ticket (src/server/tickets/place.ts): a live match takes
// live odds only; a scheduled match takes pre-match odds only until its start; a finished or
// cancelled (void) match takes nothing. Pages and islands read it so that they never offer
// an odd the server would refuse.
import type { EventStatus } from './wire.ts';

export type MatchState =
  /** Scheduled and not started: pre-match odds are open. */
  | 'upcoming'
  /** Its start time has passed but the feed has not put it in play yet: nothing is open. */
  | 'started'
  /** In play: live odds only. */
  | 'live'
  /** Over, with a result. */
  | 'finished'
  /** Cancelled: every pick on it is returned. */
  | 'void';

export function matchState(e: { status: EventStatus; time: number }, nowMs: number): MatchState {
  switch (e.status) {
    case 'live':
      return 'live';
    case 'finished':
      return 'finished';
    case 'cancelled':
      return 'void';
    default:
      return e.time * 1000 <= nowMs ? 'started' : 'upcoming';
  }
}

/** Whether an odd of this kind (pre-match or live) can go on a ticket in this state. */
export function acceptsOdds(state: MatchState, live: boolean): boolean {
  return live ? state === 'live' : state === 'upcoming';
}
