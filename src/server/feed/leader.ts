// Only one node runs the feed: the holder of the lease row in leader_lease. Taking the lease
// bumps its epoch; every feed write carries that epoch and the database refuses it once
// another node took over (feed_fence). The holder renews every RENEW_MS; a node that cannot
// renew (lost connection, database down, paused past its lease) counts itself out at once,
// before any further write, and says so through onLost.
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/client.ts';
import type { Logger } from '../log.ts';

/** How long a lease lasts without renewal; a paused or cut-off leader is replaced after it. */
export const LEASE_MS = 4_000;
export const RENEW_MS = 1_000;
/** A holder stops trusting its lease this long before the database would let it go. */
const SAFETY_MS = 1_000;

export interface LeaseStatus {
  held: boolean;
  epoch: number | null;
  /** The database answered the last lease statement (take, renew or look). */
  reachable: boolean;
  /** Milliseconds since this node last renewed, null when it does not hold the lease. */
  renewed_ms_ago: number | null;
}

export interface Leadership {
  /** Tries to take the lease; the epoch when this node holds it, undefined otherwise. */
  acquire(): Promise<number | undefined>;
  /** The epoch held now, or undefined: checked against the local clock before each write. */
  epoch(): number | undefined;
  /** Called once each time a held lease is lost. */
  onLost(fn: (reason: string) => void): void;
  /** Counts the lease as lost now (a write was fenced off: another node took over). */
  lose(reason: string): void;
  status(): LeaseStatus;
  /** Gives the lease up (the next node may take it at once) and stops renewing. */
  release(): Promise<void>;
}

/** Runs one of the three lease statements; answers the epoch rows it returned. */
interface LeaseStatements {
  take(holder: string, force: boolean): Promise<Array<{ epoch: unknown }>>;
  renew(holder: string, epoch: number): Promise<Array<{ epoch: unknown }>>;
  giveUp(holder: string, epoch: number): Promise<void>;
}

// The holder's connection is named by its server process id (health: a lease whose holder's process is gone has no leader).
// A take locks the row FOR UPDATE first: that waits for every fenced write in flight (each holds
// the row FOR KEY SHARE, feed_fence), where the update alone, changing no key, would not.
// Renewals are plain updates, so they never queue behind a write.
export const TAKE_LEASE = `update leader_lease l set holder = $1, holder_pid = pg_backend_pid(), epoch = l.epoch + 1, expires_at = now() + $2 * interval '1 millisecond'
  from (select id from leader_lease where id = 1 for update) locked
  where l.id = locked.id and (l.expires_at < now() or l.holder = $1 or $3) returning l.epoch`;
const RENEW = `update leader_lease set expires_at = now() + $2 * interval '1 millisecond' where id = 1 and holder = $1 and epoch = $3 returning epoch`;
const GIVE_UP = `update leader_lease set expires_at = now() - interval '1 millisecond' where id = 1 and holder = $1 and epoch = $2`;

/** The lease logic over any way of running a statement; `force` takes it whatever its state (one node alone). */
function leaseOver(run: LeaseStatements, holder: string, log: Logger, force: boolean, dropConnection: () => void): Leadership {
  let held: number | undefined;
  let renewedAt = 0;
  let reachable = true;
  let timer: NodeJS.Timeout | undefined;
  const lostHandlers: Array<(reason: string) => void> = [];

  const lose = (reason: string) => {
    if (held === undefined) return;
    log.warn('feed lease lost', { reason, epoch: held });
    held = undefined;
    clearInterval(timer);
    timer = undefined;
    for (const fn of lostHandlers) fn(reason);
  };

  const renew = async () => {
    const epoch = held;
    if (epoch === undefined) return;
    if (!force && performance.now() - renewedAt > LEASE_MS - SAFETY_MS) return lose('not renewed in time');
    try {
      // Counted from when it was asked, as a take is: the database's new expiry is at least that late.
      const asked = performance.now();
      const rows = await run.renew(holder, epoch);
      reachable = true;
      if (held !== epoch) return;
      if (rows.length === 0) return lose('taken by another node');
      renewedAt = asked;
    } catch (err) {
      reachable = false;
      dropConnection();
      lose(`renewal failed: ${(err as Error).message}`);
    }
  };

  const epochNow = () => {
    if (held === undefined) return undefined;
    // Paused (SIGSTOP, a long GC, a frozen VM) past the safe part of the lease: out, before
    // writing. One node alone has no one to hand over to and keeps it.
    if (!force && performance.now() - renewedAt > LEASE_MS - SAFETY_MS) {
      lose('lease ran out');
      return undefined;
    }
    return held;
  };

  return {
    lose,
    async acquire() {
      if (epochNow() !== undefined) return held;
      try {
        const started = performance.now();
        const rows = await run.take(holder, force);
        reachable = true;
        const epoch = rows[0]?.epoch;
        if (epoch === undefined || epoch === null) return undefined;
        held = Number(epoch);
        renewedAt = started;
        clearInterval(timer);
        // One node alone has no one to hand over to: it takes the lease for good (a stray
        // writer that bumped the epoch is noticed when a write is fenced off).
        if (!force) {
          timer = setInterval(() => void renew(), RENEW_MS);
          timer.unref();
        }
        return held;
      } catch (err) {
        reachable = false;
        dropConnection();
        log.debug('feed lease attempt failed', { err });
        return undefined;
      }
    },
    epoch: epochNow,
    onLost(fn) {
      lostHandlers.push(fn);
    },
    status: () => ({ held: held !== undefined, epoch: held ?? null, reachable, renewed_ms_ago: held === undefined ? null : Math.round(performance.now() - renewedAt) }),
    async release() {
      const epoch = held;
      clearInterval(timer);
      timer = undefined;
      held = undefined;
      if (epoch !== undefined) await run.giveUp(holder, epoch).catch(() => undefined);
      dropConnection();
    },
  };
}

/** One node alone (PGlite): it takes the lease whatever its state and always keeps it. */
export function soleLeadership(db: Db, holder: string, log: Logger): Leadership {
  const statements: LeaseStatements = {
    take: (h, force) =>
      rowsOf<{ epoch: unknown }>(
        db,
        sql`update leader_lease set holder = ${h}, holder_pid = pg_backend_pid(), epoch = epoch + 1, expires_at = 'infinity'
        where id = 1 and (expires_at < now() or holder = ${h} or ${force}) returning epoch`,
      ),
    renew: (h, epoch) =>
      rowsOf<{ epoch: unknown }>(
        db,
        sql`update leader_lease set expires_at = now() + ${LEASE_MS} * interval '1 millisecond' where id = 1 and holder = ${h} and epoch = ${epoch} returning epoch`,
      ),
    giveUp: async (h, epoch) => {
      await db.execute(sql`update leader_lease set expires_at = now() - interval '1 millisecond' where id = 1 and holder = ${h} and epoch = ${epoch}`);
    },
  };
  return leaseOver(statements, holder, log, true, () => undefined);
}

/**
 * Several nodes over PostgreSQL. The lease statements run on a connection of their own
 * (application_name "<PGAPPNAME or sportsbook> lease <holder>"): when it drops, the lease counts as lost at
 * once and the next attempt opens a new one.
 */
export function postgresLeadership(url: string, holder: string, log: Logger): Leadership {
  let client: Promise<import('pg').Client> | undefined;
  let active: import('pg').Client | undefined;
  // Set once the lease exists; the connection handler above calls it.
  let lostConnection: (() => void) | undefined = undefined;
  const connect = async () => {
    const pg = await import('pg');
    const c = new pg.default.Client({
      connectionString: url,
      application_name: `${process.env.PGAPPNAME || 'sportsbook'} lease ${holder}`.slice(0, 63),
      statement_timeout: RENEW_MS * 2,
      connectionTimeoutMillis: RENEW_MS * 2,
    });
    const gone = (why: string) => {
      if (active !== c) return;
      active = undefined;
      client = undefined;
      log.warn('feed lease connection lost', { why });
      lostConnection?.();
    };
    c.on('error', (err) => gone(err.message));
    c.on('end', () => gone('closed'));
    active = c;
    try {
      await c.connect();
    } catch (err) {
      active = undefined;
      throw err;
    }
    return c;
  };
  const query = async (text: string, params: unknown[]) => {
    client ??= connect();
    const c = await client.catch((err: unknown) => {
      client = undefined;
      throw err;
    });
    return (await c.query<{ epoch: unknown }>(text, params)).rows;
  };
  const statements: LeaseStatements = {
    take: (h, force) => query(TAKE_LEASE, [h, LEASE_MS, force]),
    renew: (h, epoch) => query(RENEW, [h, LEASE_MS, epoch]),
    giveUp: async (h, epoch) => {
      await query(GIVE_UP, [h, epoch]);
    },
  };
  const drop = () => {
    const c = client;
    client = undefined;
    active = undefined;
    void c?.then((x) => x.end()).catch(() => undefined);
  };
  const lease = leaseOver(statements, holder, log, false, drop);
  lostConnection = () => lease.lose('lease connection lost');
  return lease;
}
