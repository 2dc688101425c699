// What the feed offers the rest of the server, apart from its making (index.ts): the simulator
// runs behind this face, and live play (live-play.ts) plugs into it.
import type { LeaseStatus } from './leader.ts';
import type { OfferEvent } from './model.ts';

/**
 * Live play plugs in here: the simulator calls `onStart` when a match's start time passes
 * (or test control starts it) and `tick` on every feed tick with the live matches. The
 * default is the in-play simulation of live-play.ts.
 */
export interface LivePlay {
  onStart(event: OfferEvent, feed: Feed): void;
  tick(nowMs: number, live: OfferEvent[], feed: Feed): Promise<void> | void;
}

export interface FinishedScore {
  homeGoals: number;
  awayGoals: number;
  /** When the match ended, epoch milliseconds of the simulated clock; now when not given. */
  finishedAt?: number;
  /** Outcomes known from play (Nth goal, set and quarter winners...), beside what the score decides. */
  outcomes?: Map<string, string>;
}

export interface Feed {
  start(): Promise<void>;
  /** Stops timers and waits for queued database writes. */
  stop(): Promise<void>;
  /** `pendingWrites`: offer write jobs queued on this node and not yet stored. */
  status(): { running: boolean; leader: boolean; pendingWrites: number };
  /** The lease epoch this node leads under, undefined when it does not lead (settlement fences its writes with it). */
  epoch(): number | undefined;
  lease(): LeaseStatus;
  /** Reloads the served offer from the database (after a bus gap); the leader keeps its own. */
  resync(reason: string): Promise<void>;
  /** Runs one simulation step now (test control calls it after moving the clock). */
  tick(): Promise<void>;
  /** Scheduled to live; undefined for an unknown event, the event unchanged when it is not scheduled. */
  startEvent(id: number): Promise<OfferEvent | undefined>;
  /** Live or scheduled to finished with this score; writes the result and decides the odds the score decides. */
  finishEvent(id: number, score: FinishedScore): Promise<OfferEvent | undefined>;
  /** Several at once, in one write. */
  finishEvents(list: Array<{ id: number; score: FinishedScore }>): Promise<void>;
  /** Voids an event that has not finished: it leaves the offer and its selections are settled as cancelled. */
  cancelEvent(id: number): Promise<OfferEvent | undefined>;
  setOdd(eventId: number, oddCustomId: string, value: number): Promise<boolean>;
  setGroupSuspended(eventId: number, groupCustomId: string, suspended: boolean): Promise<boolean>;
  useLivePlay(play: LivePlay): void;
  /** Resolves when every database write queued so far is done. */
  idle(): Promise<void>;
}
