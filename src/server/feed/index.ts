// Contract between the runtime and the feed. (Being replaced by the simulator.)
import type { Runtime } from '../runtime.ts';
import type { OfferReader, TimeWindow, WireEvent } from './types.ts';

export type OfferStore = OfferReader;
export interface Feed {
  start(): Promise<void>;
  stop(): Promise<void>;
  status(): { running: boolean; leader: boolean };
}

export async function createOffer(_rt: Runtime): Promise<{ offer: OfferStore; feed: Feed }> {
  let running = false;
  const none = (_w?: TimeWindow): never[] => [];
  return {
    offer: {
      version: () => 0,
      eventCount: () => 0,
      sports: none,
      sport: () => undefined,
      leagues: none,
      league: () => undefined,
      eventsForLeague: none,
      highlights: none,
      lastMinute: none,
      event: () => undefined,
      search: () => ({}) as Record<string, WireEvent[]>,
    },
    feed: {
      start: async () => void (running = true),
      stop: async () => void (running = false),
      status: () => ({ running, leader: true }),
    },
  };
}
