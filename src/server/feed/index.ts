// The offer and its feed. The store is what pages and GET routes read; the feed (the
// simulator, on the leader node) changes it, writes each change through to the database
// and publishes it on the bus; every other node applies bus messages to its own store.
import { randomUUID } from 'node:crypto';
import type { Db, Database } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { LEAGUES } from '../../lib/offer/leagues.ts';
import { SPORTS, SPORT_BY_ID } from '../../lib/offer/sports.ts';
import { fillHorizon, inPlayAtStart, openCursor, resumeCursor, type Fixture, type LeagueCursor } from '../../lib/offer/schedule.ts';
import { settleOdd } from '../../lib/offer/settle.ts';
import { createOfferStore, type OfferStore } from './store.ts';
import { createOfferWriter } from './writer.ts';
import { loadEvents, maxEventId, readState, wipeOffer } from './load.ts';
import { postgresLeadership, soleLeadership } from './leader.ts';
import type { LivePatch, OfferEvent, OfferLeague, OfferSport } from './model.ts';
import type { Feed, LivePlay } from './feed.ts';
import { createSimulatedPlay, type SimulatedPlay } from './live-play.ts';

export type { OfferStore } from './store.ts';
export type { OfferEvent } from './model.ts';
export type { Feed, LivePlay } from './feed.ts';

const TICK_MS = 5_000;
/** How often a follower tries the lease: a lapsed lease is taken within this of its expiry. */
const FOLLOW_MS = 1_000;
/** Finished matches stay readable (match page, result) this long before leaving memory. */
const KEEP_FINISHED_MS = 2 * 3600_000;
const FIRST_EVENT_ID = 1_000_001;
const SEEDED_KEY = 'offer';
const ID_CHUNK = 400;
/** Offer changes a follower queues to apply before it drops them and reloads a snapshot. */
const MAX_QUEUED = 500;
/**
 * A reload reads the database, which may lag the bus (a price is published before its write
 * lands): the messages of the last REPLAY_MS are applied again after it (they are idempotent).
 */
const REPLAY_MS = 10_000;
const REPLAY_MAX = 5_000;

const catalogSports = (): OfferSport[] => SPORTS.map((s) => ({ id: s.id, name: s.name, slug: s.slug, priority: s.priority }));
const catalogLeagues = (): OfferLeague[] => LEAGUES.map((l) => ({ id: l.id, sportId: l.sportId, name: l.name, country: l.country, priority: l.priority, customId: l.customId }));

function fixtureRecord(f: Fixture): OfferEvent {
  return {
    id: f.id,
    leagueId: f.leagueId,
    sportId: f.sportId,
    home: f.home,
    away: f.away,
    startTime: f.startTime,
    status: 'scheduled',
    highlight: f.highlight,
    homeGoals: null,
    awayGoals: null,
    changedAt: f.startTime * 1000,
    groups: f.markets.map((m) => ({ ...m, suspended: false, odds: m.odds.map((o) => ({ ...o, suspended: false, outcome: null })) })),
  };
}

function chunked<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/** What the offer and its feed use: the database (and whether it is new, and where PostgreSQL is for the lease), the bus, the clock, the log and the feed's settings. */
export interface OfferDeps {
  db: Db;
  database: Pick<Database, 'kind' | 'url' | 'fresh'>;
  bus: Bus;
  clock: Clock;
  log: Logger;
  config: Pick<Config, 'feedSeed' | 'feedHorizonSeconds' | 'feedEnabled'>;
}

/**
 * `storedOffer`: what the database's open events read back would be, read before (tests: the
 * test database is put back to a kept state whose offer was read once); the feed's first reload
 * takes it instead of reading every odd again. Later reloads read the database.
 */
export async function createOffer(rt: OfferDeps, storedOffer?: OfferEvent[]): Promise<{ offer: OfferStore; feed: Feed }> {
  const { db, log, clock, bus } = rt;
  const seed = rt.config.feedSeed;
  const nodeId = randomUUID();
  const store = createOfferStore(() => clock.now());
  const leadership = rt.database.kind === 'postgres' && rt.database.url ? postgresLeadership(rt.database.url, nodeId, log) : soleLeadership(db, nodeId, log);
  // Writes carry the epoch held when they were queued; a refused one means another node leads,
  // unless this node has taken the lease again since it was queued (a write of the older lease,
  // refused, says nothing of the newer one).
  const writer = createOfferWriter(
    db,
    log,
    () => leadership.epoch(),
    (refused) => {
      if (leadership.status().epoch === refused) leadership.lose('a write was fenced off');
    },
  );
  leadership.onLost((reason) => stepDown(reason));
  store.setCatalog(catalogSports(), catalogLeagues());

  let running = false;
  let leader = false;
  let cursors: LeagueCursor[] = [];
  let nextId = FIRST_EVENT_ID;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let unsubscribe: (() => void) | undefined;
  let unsubscribeLive: (() => void) | undefined;
  let follow: Promise<void> = Promise.resolve();
  let queued = 0;
  let behind = false;
  /** Bumped whenever this node starts or stops leading. */
  let term = 0;
  let takingOver: Promise<void> | undefined;
  const settled = () => (takingOver ? takingOver.catch(() => undefined) : Promise.resolve());
  const recent: Array<{ at: number; topic: 'offer' | 'live'; m: Record<string, unknown> }> = [];
  const remember = (topic: 'offer' | 'live', m: Record<string, unknown>) => {
    const now = Date.now();
    recent.push({ at: now, topic, m });
    while (recent.length > REPLAY_MAX || (recent[0] && recent[0].at < now - REPLAY_MS)) recent.shift();
  };
  /** After a reload: the current leader's recent messages again, over what the database said. */
  async function replayRecent(): Promise<void> {
    const since = Date.now() - REPLAY_MS;
    for (const r of recent.slice()) {
      // Only what is published before its write lands (prices, suspensions, in-play patches)
      // or never written (removals); the rest is published after its write, so the reload has it.
      if (r.at < since || Number(r.m.epoch ?? 0) < newestEpoch) continue;
      if (r.topic === 'offer' && !['odds', 'bet_group', 'removed'].includes(String(r.m.type))) continue;
      if (r.topic === 'live') for (const patch of (r.m.events as LivePatch[]) ?? []) store.applyLive(patch);
      else await apply(r.m).catch(() => undefined);
    }
  }
  /** The highest leader epoch heard on the bus: messages of an older leader are ignored. */
  let newestEpoch = 0;

  // Only a node that holds the lease speaks for the feed; every message names its epoch.
  const publish = (message: Record<string, unknown>) => {
    const epoch = leadership.epoch();
    if (epoch !== undefined) bus.publish('offer', { ...message, origin: nodeId, epoch });
  };
  const publishIds = (type: string, ids: number[]) => {
    for (const part of chunked(ids, ID_CHUNK)) publish({ type, ids: part });
  };

  const simulated: SimulatedPlay = createSimulatedPlay({
    seed,
    store,
    writer,
    log,
    publish: (m) => {
      const epoch = leadership.epoch();
      if (epoch !== undefined) bus.publish('live', { ...m, origin: nodeId, epoch });
    },
  });
  let play: LivePlay = simulated;

  function buildCursors(open: OfferEvent[]): LeagueCursor[] {
    const now = Math.floor(clock.now() / 1000);
    const byLeague = new Map<number, OfferEvent[]>();
    for (const e of open) byLeague.set(e.leagueId, [...(byLeague.get(e.leagueId) ?? []), e]);
    return LEAGUES.map((league, index) => {
      const list = (byLeague.get(league.id) ?? []).sort((a, b) => a.startTime - b.startTime || a.id - b.id);
      const last = list.at(-1);
      if (!last) return openCursor(seed, league, index, now);
      const recent = list.slice(-4).flatMap((e) => [e.home, e.away]);
      return resumeCursor(seed, league, last.startTime, last.id, recent);
    });
  }

  /**
   * Replaces the store with the database's open events. A load that took long is dropped when
   * this node's role changed meanwhile (a follower's reload finishing after the node became
   * leader would wipe what it served since).
   */
  async function reloadFromDatabase(): Promise<OfferEvent[]> {
    const began = term;
    const open = storedOffer ?? (await loadEvents(db));
    storedOffer = undefined;
    if (term !== began) return open;
    store.clear();
    store.upsert(open);
    return open;
  }

  /** The leader's first step: the stored offer when there is one, else a fresh one. */
  async function takeOver(): Promise<void> {
    // A fresh database holds nothing to read: the offer is made in memory at once and every
    // write queues behind the catalogue's while the database may still be opening.
    const fresh = rt.database.fresh;
    const catalog = writer.saveCatalog(catalogSports(), catalogLeagues());
    if (fresh) catalog.catch(() => undefined);
    else await catalog;
    const seeded = fresh ? undefined : await readState<{ seed: number }>(db, SEEDED_KEY);
    let open: OfferEvent[];
    if (seeded) {
      open = await reloadFromDatabase();
      nextId = Math.max(FIRST_EVENT_ID, (await maxEventId(db)) + 1);
      log.info('offer reloaded from the database', { events: open.length });
    } else {
      // A first seeding that stopped half way left rows without the marker: start clean.
      if (!fresh && (await maxEventId(db)) > 0) await wipeOffer(db);
      store.clear();
      open = [];
      nextId = FIRST_EVENT_ID;
    }
    cursors = buildCursors(open);
    // A new offer opens with matches already in play, so the live board is never empty at first.
    if (!seeded) {
      const inPlay = inPlayAtStart(seed, cursors, Math.floor(clock.now() / 1000), () => nextId++).map(fixtureRecord);
      store.upsert(inPlay);
      void writer.insertEvents(inPlay).then(
        () =>
          publishIds(
            'events',
            inPlay.map((e) => e.id),
          ),
        () => undefined,
      );
    }
    await step();
    // Queued behind the first fixtures' insert: the marker exists only once they are all stored.
    if (!seeded) void writer.setState(SEEDED_KEY, { seed, at: new Date(clock.now()).toISOString() }).catch(() => undefined);
  }

  /** One simulation step: start what is due, let live play run, drop old results, top up the horizon. */
  async function step(): Promise<void> {
    // Checked before anything moves: a node paused past its lease must not play one more step.
    if (leadership.epoch() === undefined) return stepDown('lease not held at tick');
    const now = clock.now();
    const nowSeconds = Math.floor(now / 1000);
    const due: OfferEvent[] = [];
    for (const e of store.scheduledRecords()) {
      if (e.startTime > nowSeconds) break;
      due.push(e);
    }
    for (const e of due) {
      store.update(e.id, { status: 'live', changedAt: e.startTime * 1000 });
      play.onStart(e, feed);
    }
    if (due.length) {
      const rows = due.map((e) => ({ id: e.id, status: e.status, homeGoals: e.homeGoals, awayGoals: e.awayGoals }));
      void writer.updateEvents(rows).then(
        () => {
          for (const part of chunked(rows, 100))
            publish({ type: 'status', events: part.map((r) => ({ id: r.id, status: r.status, home_goals: r.homeGoals, away_goals: r.awayGoals })) });
        },
        () => undefined,
      );
    }
    const live: OfferEvent[] = [];
    const stale: number[] = [];
    for (const e of store.records()) {
      if (e.status === 'live') live.push(e);
      else if ((e.status === 'finished' || e.status === 'cancelled') && e.changedAt + KEEP_FINISHED_MS < now) stale.push(e.id);
    }
    await play.tick(now, live, feed);
    if (stale.length) {
      store.remove(stale);
      publishIds('removed', stale);
    }
    const fixtures = fillHorizon(seed, cursors, nowSeconds, () => nextId++, rt.config.feedHorizonSeconds).map(fixtureRecord);
    if (fixtures.length) {
      store.upsert(fixtures);
      const ids = fixtures.map((f) => f.id);
      // Readers see the fixtures at once; the database catches up in the background, and
      // other nodes hear of them only once they can load them.
      void writer.insertEvents(fixtures).then(
        () => publishIds('events', ids),
        () => undefined,
      );
    }
  }

  function tickSafely(): Promise<void> {
    ticking ??= step()
      .catch((err: unknown) => log.error('feed tick failed', { err }))
      .finally(() => {
        ticking = undefined;
      });
    return ticking;
  }

  /** A message from a leader older than one already heard (a paused node waking up). */
  const stale = (m: Record<string, unknown>): boolean => {
    const epoch = Number(m.epoch ?? 0);
    if (epoch < newestEpoch) return true;
    newestEpoch = epoch;
    return false;
  };

  /** Applies another node's change message to this node's store. */
  async function apply(m: Record<string, unknown>): Promise<void> {
    const ids = Array.isArray(m.ids) ? m.ids.map(Number) : [];
    switch (m.type) {
      case 'events':
        store.upsert(await loadEvents(db, ids));
        break;
      case 'removed':
        store.remove(ids);
        break;
      case 'reload':
        // A new leader took over: what it serves is what the database holds.
        await reloadFromDatabase();
        await replayRecent();
        break;
      case 'status':
        for (const e of Array.isArray(m.events) ? (m.events as Array<Record<string, unknown>>) : []) {
          store.update(Number(e.id), {
            status: e.status as OfferEvent['status'],
            homeGoals: (e.home_goals as number | null) ?? null,
            awayGoals: (e.away_goals as number | null) ?? null,
            changedAt: clock.now(),
            ...(typeof e.start_time === 'number' ? { startTime: e.start_time } : {}),
          });
        }
        break;
      case 'odds':
        store.setOdd(Number(m.event_id), String(m.odd_custom_id), Number(m.value));
        break;
      case 'bet_group':
        store.setGroupSuspended(Number(m.event_id), String(m.custom_id), m.suspended === true);
        break;
      case 'result': {
        const fresh = await loadEvents(db, [Number(m.event_id)]);
        store.upsert(fresh.map((e) => ({ ...e, changedAt: clock.now() })));
        break;
      }
    }
  }

  async function becomeLeader(): Promise<void> {
    clearInterval(timer);
    leader = true;
    term++;
    // Until the take-over's reload is in, this node does not say it leads and changes wait:
    // a price set meanwhile would be wiped by the reload.
    takingOver = takeOver();
    try {
      await takingOver;
    } catch (err) {
      log.warn('taking over the feed failed', { err });
      stepDown('take-over failed');
      return;
    } finally {
      takingOver = undefined;
    }
    if (!leader) return;
    // Followers may hold prices of the old leader that never reached the database: they reload.
    publish({ type: 'reload' });
    timer = setInterval(() => void tickSafely(), TICK_MS);
    timer.unref();
  }

  function followLeader(): void {
    clearInterval(timer);
    timer = setInterval(() => void tryLead(), FOLLOW_MS);
    timer.unref();
  }

  /** Stops this node's feed at once (no further step, no further write) and follows the new leader. */
  function stepDown(reason: string): void {
    if (!leader) return;
    leader = false;
    term++;
    log.warn('this node stopped running the feed', { reason });
    if (!running) return;
    followLeader();
    // What this node held may be ahead of what was stored: serve what the database says.
    void feed.resync('stepped down');
  }

  let trying = false;
  async function tryLead(): Promise<void> {
    if (!running || leader || trying) return;
    trying = true;
    try {
      if ((await leadership.acquire()) !== undefined && running && !leader) {
        log.info('this node now runs the feed', { epoch: leadership.epoch() });
        await becomeLeader();
      }
    } finally {
      trying = false;
    }
  }

  const feed: Feed = {
    async start() {
      if (running) return;
      running = true;
      unsubscribe = bus.subscribe('offer', (m) => {
        if (m.origin === nodeId || leader || stale(m)) return;
        // Backpressure: a node whose queue of changes to apply keeps growing stops queueing
        // and reloads a snapshot once the queue has drained, so its memory stays bounded.
        remember('offer', m);
        if (behind) return;
        if (queued >= MAX_QUEUED) {
          behind = true;
          log.warn('offer changes arrive faster than this node applies them: reloading a snapshot', { queued });
          follow = follow.then(() => {
            behind = false;
            return feed.resync('fell behind the bus');
          });
          return;
        }
        queued++;
        follow = follow
          .then(() => apply(m))
          .catch((err: unknown) => log.warn('offer message not applied', { err, type: m.type }))
          .finally(() => queued--);
      });
      unsubscribeLive = bus.subscribe('live', (m) => {
        if (m.origin === nodeId || leader || stale(m) || !Array.isArray(m.events)) return;
        remember('live', m);
        for (const patch of m.events as LivePatch[]) store.applyLive(patch);
      });
      if (!rt.config.feedEnabled) {
        // No simulator on this node: serve whatever offer the database holds.
        running = false;
        await reloadFromDatabase();
        return;
      }
      if ((await leadership.acquire()) !== undefined) {
        await becomeLeader();
      } else {
        await reloadFromDatabase();
        followLeader();
      }
    },
    async stop() {
      running = false;
      clearInterval(timer);
      timer = undefined;
      unsubscribe?.();
      unsubscribeLive?.();
      await ticking;
      // The matches resume where they were after a restart, not from the last periodic snapshot.
      if (leader) await simulated.flush().catch((err: unknown) => log.warn('live state not stored', { err }));
      await follow;
      await writer.idle();
      leader = false;
      await leadership.release();
    },
    status: () => ({ running, leader: leader && !takingOver, pendingWrites: writer.pending() }),
    epoch: () => (leader && !takingOver ? leadership.epoch() : undefined),
    lease: () => leadership.status(),
    async resync(reason) {
      if (leader) return;
      try {
        const open = await reloadFromDatabase();
        await replayRecent();
        log.info('offer reloaded from the database', { reason, events: open.length });
      } catch (err) {
        log.warn('offer reload failed', { reason, err });
      }
    },
    tick: () => tickSafely(),
    async startEvent(id) {
      await settled();
      const e = store.record(id);
      if (!e || e.status !== 'scheduled') return e;
      // Kicked off before its time: the kick-off is its start (results list a match under the day it was played).
      const startTime = Math.min(e.startTime, Math.floor(clock.now() / 1000));
      store.update(id, { status: 'live', changedAt: clock.now(), startTime });
      play.onStart(e, feed);
      await writer.updateEvents([{ id, status: 'live', homeGoals: e.homeGoals, awayGoals: e.awayGoals, startTime }]);
      publish({ type: 'status', events: [{ id, status: 'live', home_goals: e.homeGoals, away_goals: e.awayGoals, start_time: startTime }] });
      return e;
    },
    async finishEvent(id, score) {
      await feed.finishEvents([{ id, score }]);
      return store.record(id);
    },
    async cancelEvent(id) {
      await settled();
      const e = store.record(id);
      if (!e || e.status === 'finished' || e.status === 'cancelled') return e;
      store.update(id, { status: 'cancelled', changedAt: clock.now() });
      await writer.updateEvents([{ id, status: 'cancelled', homeGoals: e.homeGoals, awayGoals: e.awayGoals }]);
      publish({ type: 'status', events: [{ id, status: 'cancelled', home_goals: e.homeGoals, away_goals: e.awayGoals }] });
      publish({ type: 'cancelled', event_id: id });
      return store.record(id);
    },
    async finishEvents(list) {
      await settled();
      const done: Array<{ event: OfferEvent; outcomes: Map<string, string> }> = [];
      for (const { id, score } of list) {
        const e = store.record(id);
        if (!e || e.status === 'finished' || e.status === 'cancelled') continue;
        store.update(id, { status: 'finished', homeGoals: score.homeGoals, awayGoals: score.awayGoals, changedAt: score.finishedAt ?? clock.now() });
        const threeWay = SPORT_BY_ID.get(e.sportId)?.threeWay ?? false;
        const known = score.outcomes ?? (play === simulated ? simulated.decidedOutcomes(id) : new Map<string, string>());
        const outcomes = new Map<string, string>();
        for (const g of e.groups) {
          for (const o of g.odds) {
            const outcome = known.get(o.customId) ?? settleOdd(o.customId, score.homeGoals, score.awayGoals, threeWay);
            if (outcome) outcomes.set(o.customId, outcome);
          }
        }
        store.setOutcomes(id, outcomes);
        done.push({ event: e, outcomes });
      }
      if (done.length === 0) return;
      await writer.saveResults(done);
      for (const { event } of done) publish({ type: 'result', event_id: event.id, home_goals: event.homeGoals, away_goals: event.awayGoals });
    },
    async setOdd(eventId, oddCustomId, value) {
      await settled();
      if (!store.setOdd(eventId, oddCustomId, value)) return false;
      if (store.record(eventId)?.status === 'live') simulated.manualPrice(eventId, clock.now());
      // Published before the write lands: the write queue may hold seconds of offer inserts,
      // and players must see a price move at once (other nodes take the value from the message).
      publish({ type: 'odds', event_id: eventId, odd_custom_id: oddCustomId, value });
      await writer.setOdd(eventId, oddCustomId, value);
      return true;
    },
    async setGroupSuspended(eventId, groupCustomId, suspended) {
      await settled();
      if (!store.setGroupSuspended(eventId, groupCustomId, suspended)) return false;
      if (store.record(eventId)?.status === 'live') simulated.manualSuspension(eventId, groupCustomId, suspended);
      publish({ type: 'bet_group', event_id: eventId, custom_id: groupCustomId, suspended });
      await writer.setGroupSuspended(eventId, groupCustomId, suspended);
      return true;
    },
    useLivePlay(next) {
      play = next;
    },
    idle: () => writer.idle(),
  };

  return { offer: store, feed };
}
