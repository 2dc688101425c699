// Every node's copy of the match trackers, kept from the live patches on the bus (the leader
// hears its own too): one bounded timeline per match in play, read by the match page and
// GET /api/match_tracker/{id}. Matches that left play are dropped at the next sweep.
import type { Bus } from '../bus/index.ts';
import { mergeTracker, type TrackerSnapshot, type TrackerView } from '../../lib/offer/tracker.ts';

const SWEEP_MS = 10_000;

export interface TrackerStore {
  view(eventId: number): TrackerView | undefined;
  /** Applies one snapshot (the bus subscription calls it; tests and the bench may too). */
  apply(eventId: number, snap: TrackerSnapshot): void;
  size(): number;
  close(): void;
}

/** `isLive` says whether a match is still in play (the offer store knows). */
export function createTrackerStore(bus: Pick<Bus, 'subscribe'> | undefined, isLive: (eventId: number) => boolean): TrackerStore {
  const views = new Map<number, TrackerView>();
  let sweptAt = Date.now();
  const store: TrackerStore = {
    view: (id) => (isLive(id) ? views.get(id) : undefined),
    apply(id, snap) {
      views.set(id, mergeTracker(views.get(id), snap));
      if (Date.now() - sweptAt < SWEEP_MS) return;
      sweptAt = Date.now();
      for (const known of views.keys()) if (!isLive(known)) views.delete(known);
    },
    size: () => views.size,
    close: () => off?.(),
  };
  const off = bus?.subscribe('live', (m) => {
    if (m.type !== 'live' || !Array.isArray(m.events)) return;
    for (const p of m.events as Array<{ id?: unknown; tracker?: TrackerSnapshot }>) if (p.tracker && typeof p.id === 'number') store.apply(p.id, p.tracker);
  });
  return store;
}
