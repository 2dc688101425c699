// The events players put on tickets most in the last 24 hours (the "most played events"
// list). One grouped query over ticket_events and tickets, cached for 30 seconds per
// runtime, so the page costs one query per half minute whatever the traffic.
import { count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import type { Clock } from './clock.ts';
import type { OfferReader, WireEvent } from './feed/types.ts';
import { ticketEvents, tickets } from './db/schema.ts';

const WINDOW_MS = 24 * 3600 * 1000;
const CACHE_MS = 30_000;
const LIMIT = 30;

export interface MostPlayed {
  /** Events still in the offer, most selections first. */
  events: Array<{ event: WireEvent; selections: number }>;
  /** Whether any ticket was placed in the window at all. */
  anyTickets: boolean;
}

/** What the list uses: the database (the tally), the clock and the offer (the events still served). The object is also the cache's key. */
export interface MostPlayedDeps {
  db: Db;
  clock: Clock;
  offer: Pick<OfferReader, 'event'>;
}

interface Tally {
  at: number;
  rows: Array<{ eventId: number; selections: number }>;
}

const cache = new WeakMap<MostPlayedDeps, Tally>();

async function tally(rt: MostPlayedDeps, now: number): Promise<Tally['rows']> {
  const rows = await rt.db
    .select({ eventId: ticketEvents.eventId, selections: count() })
    .from(ticketEvents)
    .innerJoin(tickets, eq(tickets.id, ticketEvents.ticketId))
    .where(gte(tickets.createdAt, new Date(now - WINDOW_MS)))
    .groupBy(ticketEvents.eventId)
    .orderBy(desc(count()), ticketEvents.eventId)
    .limit(LIMIT * 4);
  return rows.map((r) => ({ eventId: Number(r.eventId), selections: Number(r.selections) }));
}

/** The most played events of the last 24 hours that the offer still holds (not finished). */
export async function mostPlayedEvents(rt: MostPlayedDeps): Promise<MostPlayed> {
  const now = rt.clock.now();
  let hit = cache.get(rt);
  if (!hit || now - hit.at >= CACHE_MS || now < hit.at) {
    hit = { at: now, rows: await tally(rt, now) };
    cache.set(rt, hit);
  }
  const events: MostPlayed['events'] = [];
  for (const row of hit.rows) {
    const event = rt.offer.event(row.eventId);
    if (event && (event.status === 'scheduled' || event.status === 'live')) events.push({ event, selections: row.selections });
    if (events.length >= LIMIT) break;
  }
  return { events, anyTickets: hit.rows.length > 0 };
}
