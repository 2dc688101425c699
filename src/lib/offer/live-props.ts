// What a board row needs of an event: everything but the bet groups other than the main
// market, so the page's island props stay small (the live refetch brings full events).
import type { WireEvent } from './wire.ts';

export function rowEvent(e: WireEvent): WireEvent {
  return { ...e, bets: e.fullTimeBet ? [e.fullTimeBet] : [] };
}
