// Write-through of the offer to the database. Every write goes through one queue, in
// order, in small transactions with a yield between them, so the embedded database (one
// connection, in its own thread) is never held for long: a ticket waits at most one small
// transaction behind an offer write. Each transaction starts with feed_fence(epoch), the
// epoch of the lease when the write was queued: the database refuses it once another node
// leads (SQLSTATE SBF01), so an old leader can never write late.
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { Logger } from '../log.ts';
import { betGroups, feedState, leagues, odds, results, sports } from '../db/schema.ts';
import type { OfferEvent, OfferLeague, OfferSport } from './model.ts';

/**
 * Odds rows per insert transaction. PGlite spends about 0.05 ms per odd row (with its event
 * and group), so ~120 rows hold its one connection under 10 ms; at the former 40 events
 * (~800 rows) each transaction held it 40 ms, and a fresh offer is ~45 of them.
 */
const ODDS_PER_TRANSACTION = 120;
const ROWS_PER_STATEMENT = 1000;
const LIVE_EVENTS_PER_TRANSACTION = 10;

/** Bet group and odd ids derive from the event id, so a batch insert needs no round trip for ids. */
export const groupId = (eventId: number, index: number) => eventId * 32 + index;
export const oddId = (groupRowId: number, index: number) => groupRowId * 64 + index;

export interface LiveSnapshot {
  id: number;
  homeGoals: number | null;
  awayGoals: number | null;
  liveState: unknown;
  groups: Array<{ customId: string; suspended: boolean; odds: Array<{ customId: string; value: number; suspended: boolean }> }>;
}

export interface OfferWriter {
  saveCatalog(sports: OfferSport[], leagues: OfferLeague[]): Promise<void>;
  insertEvents(list: OfferEvent[]): Promise<void>;
  /** Status and score; the start too when given (a match kicked off early). */
  updateEvents(list: Array<Pick<OfferEvent, 'id' | 'status' | 'homeGoals' | 'awayGoals'> & { startTime?: number }>): Promise<void>;
  setOdd(eventId: number, oddCustomId: string, value: number): Promise<void>;
  setGroupSuspended(eventId: number, groupCustomId: string, suspended: boolean): Promise<void>;
  /** Stores final scores and the outcome of every odd the score decides. */
  saveResults(list: Array<{ event: OfferEvent; outcomes: Map<string, string> }>): Promise<void>;
  setState(key: string, value: unknown): Promise<void>;
  /** Stores live matches' state, score and every odd's price and suspension, in a few statements. */
  saveLive(list: LiveSnapshot[]): Promise<void>;
  /** Resolves once everything queued so far is written. */
  idle(): Promise<void>;
  /** Write jobs queued and not yet done; the offer's first seeding is one long job of many transactions. */
  pending(): number;
}

const yieldToLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Consecutive runs of events holding at most `maxOdds` odds each (an event with more stands alone). */
function byOddCount(list: readonly OfferEvent[], maxOdds: number): OfferEvent[][] {
  const out: OfferEvent[][] = [];
  let batch: OfferEvent[] = [];
  let rows = 0;
  for (const e of list) {
    const count = e.groups.reduce((n, g) => n + g.odds.length, 0);
    if (batch.length > 0 && rows + count > maxOdds) {
      out.push(batch);
      batch = [];
      rows = 0;
    }
    batch.push(e);
    rows += count;
  }
  if (batch.length > 0) out.push(batch);
  return out;
}

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** A write refused because this node does not hold the current epoch. */
export class FencedOut extends Error {
  constructor(epoch: number | undefined) {
    super(epoch === undefined ? 'this node does not run the feed' : `feed epoch ${epoch} is no longer current`);
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Inside a transaction: refuses it unless `epoch` is the lease's current epoch, and holds the lease row (FOR KEY SHARE: a take waits, a renewal does not) until commit. */
export async function fence(tx: Pick<Db, 'execute'>, epoch: number): Promise<void> {
  await tx.execute(sql`select feed_fence(${epoch})`);
}

/** SQLSTATE of feed_fence's refusal (0004_leader.sql). */
export const isFenceRefusal = (err: unknown): boolean => {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) if (e.code === 'SBF01') return true;
  return false;
};

/**
 * `epoch()`: the lease epoch this node holds now, undefined when it leads no more.
 * `onFenced(epoch)`: called when the database refused a write queued under `epoch` because the epoch moved on.
 */
export function createOfferWriter(db: Db, log: Logger, epoch: () => number | undefined = () => 0, onFenced: (epoch: number) => void = () => undefined): OfferWriter {
  let tail: Promise<void> = Promise.resolve();
  let queued = 0;
  const enqueue = (what: string, job: (tx: (work: (tx: Tx) => Promise<void>) => Promise<void>) => Promise<void>): Promise<void> => {
    const held = epoch();
    if (held === undefined) return Promise.reject(new FencedOut(held));
    queued++;
    const inFence = (work: (tx: Tx) => Promise<void>) =>
      db.transaction(async (tx) => {
        await fence(tx, held);
        await work(tx);
      });
    const run = tail.then(() => job(inFence)).finally(() => queued--);
    tail = run.catch((err: unknown) => {
      if (isFenceRefusal(err)) {
        log.warn('offer write refused: another node leads', { what, epoch: held });
        onFenced(held);
      } else log.error('offer write failed', { what, err });
    });
    return run;
  };

  return {
    saveCatalog(sportList, leagueList) {
      return enqueue('catalog', async (transaction) => {
        await transaction(async (tx) => {
          await tx
            .insert(sports)
            .values(sportList.map((s) => ({ id: s.id, name: s.name, slug: s.slug, priority: s.priority })))
            .onConflictDoUpdate({ target: sports.id, set: { name: sql`excluded.name`, slug: sql`excluded.slug`, priority: sql`excluded.priority` } });
          await tx
            .insert(leagues)
            .values(leagueList.map((l) => ({ id: l.id, sportId: l.sportId, name: l.name, country: l.country, priority: l.priority, customId: l.customId })))
            .onConflictDoUpdate({
              target: leagues.id,
              set: { name: sql`excluded.name`, country: sql`excluded.country`, priority: sql`excluded.priority`, customId: sql`excluded.custom_id` },
            });
        });
      });
    },

    insertEvents(list) {
      return enqueue('events', async (transaction) => {
        for (const batch of byOddCount(list, ODDS_PER_TRANSACTION)) {
          // One JSON parameter per table: PostgreSQL expands it server side, far cheaper than
          // binding tens of thousands of parameters.
          const eventRows = batch.map((e) => ({
            id: e.id,
            league_id: e.leagueId,
            sport_id: e.sportId,
            home: e.home,
            away: e.away,
            start_time: new Date(e.startTime * 1000).toISOString(),
            status: e.status,
            highlight: e.highlight,
            home_goals: e.homeGoals,
            away_goals: e.awayGoals,
            live_state: null,
            updated_at: new Date().toISOString(),
          }));
          const groupRows = batch.flatMap((e) =>
            e.groups.map((g, i) => ({
              id: groupId(e.id, i),
              event_id: e.id,
              name: g.name,
              real_name: g.realName,
              custom_id: g.customId,
              priority: g.priority,
              suspended: g.suspended,
            })),
          );
          const oddRows = batch.flatMap((e) =>
            e.groups.flatMap((g, gi) =>
              g.odds.map((o, oi) => ({
                id: oddId(groupId(e.id, gi), oi),
                bet_group_id: groupId(e.id, gi),
                event_id: e.id,
                name: o.name,
                name2: o.name2,
                name3: o.name3,
                header: o.header,
                handicap: o.handicap,
                value: o.value,
                custom_id: o.customId,
                suspended: o.suspended,
                outcome: o.outcome,
              })),
            ),
          );
          await transaction(async (tx) => {
            await tx.execute(sql`insert into events select * from json_populate_recordset(null::events, ${JSON.stringify(eventRows)}::json) on conflict do nothing`);
            await tx.execute(sql`insert into bet_groups select * from json_populate_recordset(null::bet_groups, ${JSON.stringify(groupRows)}::json) on conflict do nothing`);
            await tx.execute(sql`insert into odds select * from json_populate_recordset(null::odds, ${JSON.stringify(oddRows)}::json) on conflict do nothing`);
          });
          await yieldToLoop();
        }
      });
    },

    updateEvents(list) {
      if (list.length === 0) return Promise.resolve();
      return enqueue('event status', async (transaction) => {
        for (const batch of chunks(list, ROWS_PER_STATEMENT)) {
          const values = sql.join(
            batch.map(
              (e) =>
                sql`(${e.id}::bigint, ${e.status}::text, ${e.homeGoals}::integer, ${e.awayGoals}::integer, ${e.startTime === undefined ? null : new Date(e.startTime * 1000).toISOString()}::timestamptz)`,
            ),
            sql`, `,
          );
          // A finished event's status and score come from its result only (saveResults).
          await transaction(async (tx) => {
            await tx.execute(sql`update events set status = v.status, home_goals = v.home_goals, away_goals = v.away_goals, start_time = coalesce(v.start_time, events.start_time), updated_at = now()
              from (values ${values}) as v(id, status, home_goals, away_goals, start_time) where events.id = v.id and events.status <> 'finished'`);
          });
          await yieldToLoop();
        }
      });
    },

    setOdd(eventId, oddCustomId, value) {
      return enqueue('odd', async (transaction) => {
        await transaction(async (tx) => {
          await tx
            .update(odds)
            .set({ value })
            .where(and(eq(odds.eventId, eventId), eq(odds.customId, oddCustomId)));
        });
      });
    },

    setGroupSuspended(eventId, groupCustomId, suspended) {
      return enqueue('bet group', async (transaction) => {
        await transaction(async (tx) => {
          await tx
            .update(betGroups)
            .set({ suspended })
            .where(and(eq(betGroups.eventId, eventId), eq(betGroups.customId, groupCustomId)));
        });
      });
    },

    saveResults(list) {
      if (list.length === 0) return Promise.resolve();
      return enqueue('results', async (transaction) => {
        for (const batch of chunks(list, 100)) {
          await transaction(async (tx) => {
            // The first result stored for an event is final (its primary key, and a trigger
            // against changing its score): a second one is dropped, with its outcomes.
            const stored = await rowsOf<{ event_id: string | number }>(
              tx,
              sql`insert into ${results} (event_id, home_goals, away_goals, finished_at)
                select * from json_to_recordset(${JSON.stringify(batch.map(({ event }) => ({ event_id: event.id, home_goals: event.homeGoals ?? 0, away_goals: event.awayGoals ?? 0, finished_at: new Date(event.changedAt).toISOString() })))}::json)
                  as v(event_id bigint, home_goals integer, away_goals integer, finished_at timestamptz)
                on conflict do nothing returning event_id`,
            );
            const fresh = new Set(stored.map((r) => Number(r.event_id)));
            const kept = batch.filter(({ event }) => fresh.has(event.id));
            if (kept.length < batch.length)
              log.warn('result already stored: second result dropped', { events: batch.filter(({ event }) => !fresh.has(event.id)).map(({ event }) => event.id) });
            if (kept.length === 0) return;
            const eventValues = sql.join(
              kept.map(({ event }) => sql`(${event.id}::bigint, ${event.homeGoals}::integer, ${event.awayGoals}::integer)`),
              sql`, `,
            );
            await tx.execute(sql`update events set status = 'finished', home_goals = v.h, away_goals = v.a, updated_at = now()
              from (values ${eventValues}) as v(id, h, a) where events.id = v.id`);
            const outcomeRows = kept.flatMap(({ event, outcomes }) => [...outcomes].map(([customId, outcome]) => ({ eventId: event.id, customId, outcome })));
            for (const part of chunks(outcomeRows, ROWS_PER_STATEMENT)) {
              const values = sql.join(
                part.map((o) => sql`(${o.eventId}::bigint, ${o.customId}::text, ${o.outcome}::text)`),
                sql`, `,
              );
              await tx.execute(sql`update odds set outcome = v.outcome from (values ${values}) as v(event_id, custom_id, outcome)
                where odds.event_id = v.event_id and odds.custom_id = v.custom_id`);
            }
          });
          await yieldToLoop();
        }
      });
    },

    setState(key, value) {
      return enqueue('state', async (transaction) => {
        await transaction(async (tx) => {
          await tx
            .insert(feedState)
            .values({ key, value })
            .onConflictDoUpdate({ target: feedState.key, set: { value: sql`excluded.value` } });
        });
      });
    },

    saveLive(list) {
      if (list.length === 0) return Promise.resolve();
      return enqueue('live', async (transaction) => {
        // Small transactions: PGlite has one connection, so each one holds every other statement while it runs.
        for (const batch of chunks(list, LIVE_EVENTS_PER_TRANSACTION)) {
          const eventRows = batch.map((e) => ({ id: e.id, home_goals: e.homeGoals, away_goals: e.awayGoals, live_state: e.liveState }));
          await transaction(async (tx) => {
            await tx.execute(sql`update events set live_state = v.live_state, home_goals = v.home_goals, away_goals = v.away_goals, updated_at = now()
              from json_to_recordset(${JSON.stringify(eventRows)}::json) as v(id bigint, live_state jsonb, home_goals integer, away_goals integer)
              where events.id = v.id and events.status = 'live'`);
            // One statement per match with its id as a constant: the (event_id, custom_id) index is
            // used for certain, where a join on a set-returning function may scan every odd.
            for (const e of batch) {
              const groupRows = e.groups.map((g) => ({ custom_id: g.customId, suspended: g.suspended }));
              const oddRows = e.groups.flatMap((g) => g.odds.map((o) => ({ custom_id: o.customId, value: o.value, suspended: o.suspended })));
              if (groupRows.length) {
                await tx.execute(sql`update bet_groups set suspended = v.suspended
                  from json_to_recordset(${JSON.stringify(groupRows)}::json) as v(custom_id text, suspended boolean)
                  where bet_groups.event_id = ${e.id} and bet_groups.custom_id = v.custom_id`);
              }
              if (oddRows.length) {
                await tx.execute(sql`update odds set value = v.value, suspended = v.suspended
                  from json_to_recordset(${JSON.stringify(oddRows)}::json) as v(custom_id text, value integer, suspended boolean)
                  where odds.event_id = ${e.id} and odds.custom_id = v.custom_id and odds.outcome is null`);
              }
            }
          });
          await yieldToLoop();
        }
      });
    },

    idle() {
      return tail;
    },
    pending: () => queued,
  };
}
