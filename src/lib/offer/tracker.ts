// The match tracker's data: a bounded timeline of what happened in a live match (goals,
// cards, corners, period ends; games and sets in tennis) and simple statistics (shots,
// corners, cards, pressure) where the simulator produces them. The feed sends a snapshot
// with each live patch that changed it; the server's tracker store and the browser merge it
// into their own bounded copy with mergeTracker. Pure: used by the server and the islands.

export type TrackerEventKind = 'goal' | 'yellow' | 'red' | 'corner' | 'period' | 'game' | 'set' | 'end';

export interface TrackerEvent {
  /** Sequence number within its generation (g), 1, 2, 3… in the order things happened. */
  n: number;
  kind: TrackerEventKind;
  /** 1 home, 2 away, 0 neither (a period's or the match's end). */
  side: 0 | 1 | 2;
  /** Game minute (clocked sports) or minutes since the start (set sports). */
  minute: number;
  /** The half, quarter, period or set it belongs to. */
  period: number;
  /** The score after it: goals (goal, end), the period's score (period), games of the set (game), sets won (set), the side's count (card, corner). */
  score: [number, number];
}

/** Per side [home, away]; pressure is the home side's share of the attacking play in percent. */
export interface TrackerStats {
  shots: [number, number];
  onTarget: [number, number];
  corners: [number, number];
  yellow: [number, number];
  red: [number, number];
  pressure: number;
}

/**
 * What a live patch carries: the events generated since the last snapshot (at least the last
 * few, so a lost push is repaired by the next one) and the current statistics. `g` names the
 * feed's generation of this match's tracker: a new leader or a restart starts a new one, and
 * a copy of another generation is replaced, not appended to.
 */
export interface TrackerSnapshot {
  g: number;
  /** Highest sequence number generated so far. */
  n: number;
  stats?: TrackerStats;
  recent: TrackerEvent[];
}

/** One match's tracker as the server's store and the browser keep it. */
export interface TrackerView {
  g: number;
  n: number;
  stats?: TrackerStats;
  /** Oldest first, at most TRACKER_TIMELINE_MAX. */
  events: TrackerEvent[];
}

/** Events kept per match: memory stays bounded however long a match runs (a long tennis match plays 40+ games). */
export const TRACKER_TIMELINE_MAX = 30;
/** Events every snapshot repeats, so one push lost in a batching window costs nothing. */
export const TRACKER_RECENT_MIN = 3;

/** Two runs of events as one, each event once, oldest first, bounded: arrival order does not matter. */
function unionOf(kept: TrackerEvent[], added: TrackerEvent[]): TrackerEvent[] {
  const known = new Set(kept.map((e) => e.n));
  const fresh = added.filter((e) => !known.has(e.n));
  if (fresh.length === 0) return kept;
  return [...kept, ...fresh].sort((a, b) => a.n - b.n).slice(-TRACKER_TIMELINE_MAX);
}

/**
 * The view after a snapshot: its events joined with the view's when it continues the same
 * generation, replaced otherwise. A snapshot that arrives late (after a later one) still adds
 * its events and leaves the newer statistics.
 */
export function mergeTracker(view: TrackerView | undefined, snap: TrackerSnapshot): TrackerView {
  if (!view || view.g !== snap.g) return { g: snap.g, n: snap.n, stats: snap.stats, events: snap.recent.slice(-TRACKER_TIMELINE_MAX) };
  const events = unionOf(view.events, snap.recent);
  const stats = snap.n >= view.n ? (snap.stats ?? view.stats) : view.stats;
  if (events === view.events && stats === view.stats) return view;
  return { g: view.g, n: Math.max(view.n, snap.n), stats, events };
}

/** A view appended with new events, bounded (the feed's own copy). */
export function appendEvents(view: TrackerView, events: TrackerEvent[]): TrackerView {
  if (events.length === 0) return view;
  const last = events.at(-1) as TrackerEvent;
  return { ...view, n: last.n, events: [...view.events, ...events].slice(-TRACKER_TIMELINE_MAX) };
}

/** The snapshot to send after `added` new events: those, or the last few if fewer. */
export function snapshotOf(view: TrackerView, added: number): TrackerSnapshot {
  const count = Math.min(TRACKER_TIMELINE_MAX, Math.max(TRACKER_RECENT_MIN, added));
  return { g: view.g, n: view.n, stats: view.stats, recent: view.events.slice(-count) };
}

/** One snapshot saying what `earlier` then `later` said (two steps sent in one push, in either order); a new generation replaces the old. */
export function joinSnapshots(earlier: TrackerSnapshot, later: TrackerSnapshot): TrackerSnapshot {
  if (earlier.g !== later.g) return later;
  const stats = later.n >= earlier.n ? (later.stats ?? earlier.stats) : (earlier.stats ?? later.stats);
  return { g: later.g, n: Math.max(earlier.n, later.n), stats, recent: unionOf(earlier.recent, later.recent) };
}
