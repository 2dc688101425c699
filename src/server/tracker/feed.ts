// The leader's side of the match tracker: for every live match the simulator plays, the
// events and statistics of each step (src/lib/offer/tracker-events.ts) and the snapshot that
// travels with the match's live patch when something changed. Every node, the leader too,
// keeps its copy from those patches (store.ts), so followers serve the same tracker.
import type { LiveParams, LiveState } from '../../lib/offer/live-state.ts';
import { markOf, startTracker, trackStep, type StateMark, type TrackerPlay } from '../../lib/offer/tracker-events.ts';
import { appendEvents, snapshotOf, type TrackerSnapshot, type TrackerView } from '../../lib/offer/tracker.ts';

export interface TrackerFeed {
  /** The part of the state a step will be compared with; call before advancing it. */
  mark(state: LiveState): StateMark;
  /** The snapshot to send after a step, or undefined when nothing the tracker shows changed. */
  step(eventId: number, sportId: number, params: LiveParams, before: StateMark, after: LiveState): TrackerSnapshot | undefined;
  /** Forgets matches no longer in play. */
  retain(liveIds: ReadonlySet<number>): void;
  size(): number;
}

interface Tracked {
  play: TrackerPlay;
  view: TrackerView;
  statsKey: string;
}

/** `generation` names this feed's tracker of a match (a restart or a new leader starts another); the time it started by default. */
export function createTrackerFeed(seed: number, generation: () => number = Date.now): TrackerFeed {
  const matches = new Map<number, Tracked>();
  return {
    mark: markOf,
    step(eventId, sportId, params, before, after) {
      let t = matches.get(eventId);
      const first = !t;
      if (!t) {
        t = { play: startTracker(seed, eventId, sportId, params), view: { g: generation(), n: 0, events: [] }, statsKey: '' };
        matches.set(eventId, t);
      }
      const events = trackStep(t.play, params, before, markOf(after));
      const stats = t.play.stats;
      const statsKey = stats ? `${stats.shots}|${stats.onTarget}|${stats.corners}|${stats.yellow}|${stats.red}|${stats.pressure}` : '';
      if (!first && events.length === 0 && statsKey === t.statsKey) return undefined;
      t.statsKey = statsKey;
      t.view = appendEvents({ ...t.view, stats }, events);
      return snapshotOf(t.view, first ? t.view.events.length : events.length);
    },
    retain(liveIds) {
      for (const id of matches.keys()) if (!liveIds.has(id)) matches.delete(id);
    },
    size: () => matches.size,
  };
}
