// Reads the offer back from the database: at restart, and on nodes that follow the leader.
import { eq, inArray, max, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { betGroups, events, feedState, odds } from '../db/schema.ts';
import type { OfferEvent, OfferGroup } from './model.ts';
import type { EventStatus } from './types.ts';

export const OPEN_STATUSES: EventStatus[] = ['scheduled', 'live'];

/** Events by id, or every open (scheduled or live) event when no ids are given, with bet groups and odds. */
export async function loadEvents(db: Db, ids?: number[]): Promise<OfferEvent[]> {
  if (ids && ids.length === 0) return [];
  const eventRows = await db
    .select()
    .from(events)
    .where(ids ? inArray(events.id, ids) : inArray(events.status, OPEN_STATUSES));
  if (eventRows.length === 0) return [];
  const eventIds = ids ?? db.select({ id: events.id }).from(events).where(inArray(events.status, OPEN_STATUSES));
  const groupRows = await db.select().from(betGroups).where(inArray(betGroups.eventId, eventIds)).orderBy(betGroups.id);
  const oddRows = await db.select().from(odds).where(inArray(odds.eventId, eventIds)).orderBy(odds.id);

  const groupsById = new Map<number, OfferGroup>();
  const groupsByEvent = new Map<number, OfferGroup[]>();
  for (const g of groupRows) {
    const group: OfferGroup = { customId: g.customId, name: g.name, realName: g.realName, priority: g.priority, suspended: g.suspended, odds: [] };
    groupsById.set(g.id, group);
    const list = groupsByEvent.get(g.eventId) ?? [];
    list.push(group);
    groupsByEvent.set(g.eventId, list);
  }
  for (const o of oddRows) {
    groupsById.get(o.betGroupId)?.odds.push({
      customId: o.customId,
      name: o.name,
      name2: o.name2,
      name3: o.name3,
      header: o.header,
      handicap: o.handicap,
      value: o.value,
      suspended: o.suspended,
      outcome: o.outcome,
    });
  }
  return eventRows.map((e) => ({
    id: e.id,
    leagueId: e.leagueId,
    sportId: e.sportId,
    home: e.home,
    away: e.away,
    startTime: Math.floor(e.startTime.getTime() / 1000),
    status: e.status as EventStatus,
    highlight: e.highlight,
    homeGoals: e.homeGoals,
    awayGoals: e.awayGoals,
    changedAt: e.updatedAt.getTime(),
    groups: groupsByEvent.get(e.id) ?? [],
    liveState: e.liveState ?? undefined,
  }));
}

/** The highest event id ever stored, 0 when none. */
export async function maxEventId(db: Db): Promise<number> {
  const [row] = await db.select({ id: max(events.id) }).from(events);
  return Number(row?.id ?? 0);
}

export async function readState<T>(db: Db, key: string): Promise<T | undefined> {
  const [row] = await db.select().from(feedState).where(eq(feedState.key, key));
  return row?.value as T | undefined;
}

/** Removes the offer tables' rows (a first seeding that never completed). */
export async function wipeOffer(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from results`);
    await tx.execute(sql`delete from odds`);
    await tx.execute(sql`delete from bet_groups`);
    await tx.execute(sql`delete from events`);
  });
}
