// The feed leader is fenced: a write from a node whose epoch is no longer current is refused
// by the database, a dropped lease connection stops the feed at once, a stored result keeps
// its score, and operator actions sent to any node take effect on the leader. The two-node
// cases run on PostgreSQL (TEST_PG_URL); the fencing itself is proven on PGlite too.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { startHarness, startSecondNode, ADMIN_TOKEN, type Harness } from './support/harness.ts';
import { upcoming } from './support/offer.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { rowsOf } from '../../src/server/db/client.ts';
import { LEASE_MS, RENEW_MS, TAKE_LEASE } from '../../src/server/feed/leader.ts';

let h: Harness;
let follower: Runtime | undefined;
const onPostgres = () => h.rt.database.kind === 'postgres';

async function second(): Promise<Runtime> {
  follower ??= await startSecondNode(h, { FEED_CONTROL: '1' });
  return follower;
}

async function admin<T extends Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: h.rt.config.databaseUrl });
  await c.connect();
  try {
    return (await c.query<T>(text, params)).rows;
  } finally {
    await c.end();
  }
}

const oddValue = async (eventId: number, customId: string) =>
  Number((await rowsOf<{ value: number }>(h.rt.db, sql`select value from odds where event_id = ${eventId} and custom_id = ${customId}`))[0]?.value);

beforeAll(async () => {
  h = await startHarness();
  await h.rt.feed.idle();
});
afterAll(async () => {
  await follower?.close();
  await h?.close();
});

describe('a fenced feed leader', () => {
  it('refuses the writes of a leader whose epoch was replaced, and that leader stops its feed', async () => {
    const target = upcoming(h, 1)[0]!;
    const before = await oddValue(target.fi, 'main.1');
    // Another node took the lease (as after this node was paused longer than the lease).
    await h.rt.db.execute(sql`update leader_lease set holder = 'someone else', epoch = epoch + 1, expires_at = now() + interval '1 hour'`);
    const refused = await h.call('/api/test/odds', { method: 'POST', json: { event_id: target.fi, odd_custom_id: 'main.1', value: before + 37 } });
    expect(refused.status).toBe(503);
    expect(refused.body.error.code).toBe('no_leader');
    await h.rt.feed.idle().catch(() => undefined);
    expect(await oddValue(target.fi, 'main.1')).toBe(before);
    await vi.waitFor(() => expect(h.rt.feed.status().leader).toBe(false), { timeout: 5000 });
    // Hand the lease back so the rest of the file has a leader.
    await h.rt.db.execute(sql`update leader_lease set expires_at = now() - interval '1 second'`);
    await vi.waitFor(() => expect(h.rt.feed.status().leader).toBe(true), { timeout: 30_000 });
  });

  it('keeps the first stored score of a result: a second result with another score is refused', async () => {
    const target = upcoming(h, 3)[2]!;
    expect((await h.request(`/api/test/events/${target.fi}/finish`, { method: 'POST', json: { home_goals: 1, away_goals: 0 } })).status).toBe(200);
    await h.rt.feed.idle();
    await expect(h.rt.db.execute(sql`update results set home_goals = 4 where event_id = ${target.fi}`)).rejects.toThrow();
    await h.rt.db.execute(sql`insert into results (event_id, home_goals, away_goals) values (${target.fi}, 0, 3) on conflict do nothing`);
    const rows = await rowsOf<{ home_goals: number; away_goals: number }>(h.rt.db, sql`select home_goals, away_goals from results where event_id = ${target.fi}`);
    expect(rows).toEqual([{ home_goals: 1, away_goals: 0 }]);
  });

  it('finishes a match through test control while its only node takes its lease back after losing the connection', async () => {
    if (!onPostgres()) return;
    await vi.waitFor(() => expect(h.rt.feed.status().leader).toBe(true), { timeout: 30_000 });
    const target = upcoming(h, 4)[3]!;
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name like 'sportsbook lease%'`);
    await vi.waitFor(() => expect(h.rt.feed.status().leader).toBe(false), { timeout: 5000 });
    const res = await h.call(`/api/test/events/${target.fi}/finish`, { method: 'POST', json: { home_goals: 2, away_goals: 1 } });
    expect(res.status).toBe(200);
    await h.rt.feed.idle();
    expect(await rowsOf(h.rt.db, sql`select home_goals, away_goals from results where event_id = ${target.fi}`)).toEqual([{ home_goals: 2, away_goals: 1 }]);
  });

  it('keeps its lease while one of its writes waits longer than a renewal may take, and a takeover still waits for that write', async () => {
    if (!onPostgres()) return;
    const epoch = await vi.waitFor(() => {
      const held = h.rt.feed.epoch();
      if (held === undefined) throw new Error('the node does not lead yet');
      return held;
    });
    // A feed write stuck behind a row lock (a ticket holding a match's row) holds its fence open.
    const write = new pg.Client({ connectionString: h.rt.config.databaseUrl });
    const rival = new pg.Client({ connectionString: h.rt.config.databaseUrl });
    await Promise.all([write.connect(), rival.connect()]);
    try {
      await write.query('begin');
      await write.query('select feed_fence($1)', [epoch]);
      await rival.query(`set lock_timeout = '300ms'`);
      await expect(rival.query(TAKE_LEASE, ['another node', LEASE_MS, true])).rejects.toThrow(/lock timeout/);
      await new Promise((r) => setTimeout(r, LEASE_MS + RENEW_MS));
      expect(h.rt.feed.epoch()).toBe(epoch);
      expect(h.rt.feed.lease()).toMatchObject({ held: true, reachable: true });
      await write.query('commit');
    } finally {
      await write.end();
      await rival.end();
    }
  });

  it('keeps a lease it took back when a write queued under its previous lease is refused', async () => {
    if (!onPostgres()) return;
    await vi.waitFor(() => expect(h.rt.feed.status().leader).toBe(true), { timeout: 30_000 });
    const before = h.rt.feed.epoch()!;
    const target = upcoming(h, 5)[4]!;
    const value = await oddValue(target.fi, 'main.1');
    // A ticket holds the odd's row: the first write waits on it, fenced, and the second queues behind it.
    const holder = new pg.Client({ connectionString: h.rt.config.databaseUrl });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(`select 1 from odds where event_id = $1 and custom_id = 'main.1' for update`, [target.fi]);
      const first = h.rt.feed.setOdd(target.fi, 'main.1', value + 5).catch(() => false);
      const second = h.rt.feed.setOdd(target.fi, 'main.1', value + 6).catch(() => false);
      // The node loses its lease connection; its take waits for the first write in flight.
      await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name like 'sportsbook lease%'`);
      await vi.waitFor(() => expect(h.rt.feed.status().leader).toBe(false), { timeout: 5000 });
      await new Promise((r) => setTimeout(r, 1500));
      await holder.query('commit');
      await Promise.all([first, second]);
    } finally {
      await holder.end();
    }
    // The second write carried the old epoch and was refused: that says nothing of the new lease,
    // taken once (a node that gave it up for that took a third).
    await new Promise((r) => setTimeout(r, 2500));
    await vi.waitFor(() => expect(h.rt.feed.status().leader).toBe(true), { timeout: 10_000 });
    expect(h.rt.feed.epoch()).toBe(before + 1);
  });

  it('runs the feed on exactly one node after the leader loses its lease connection', async () => {
    if (!onPostgres()) return;
    const b = await second();
    expect(b.feed.status().leader).toBe(false);
    const epochBefore = await vi.waitFor(() => {
      const epoch = h.rt.feed.epoch();
      if (epoch === undefined) throw new Error('the first node does not lead yet');
      return epoch;
    });
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and (application_name like 'sportsbook lease%' or query like '%pg_try_advisory_lock%')`);
    // Until the old leader hears its connection end it still counts itself in: wait for a node
    // that leads under a newer epoch, then exactly one leads from there on.
    await vi.waitFor(
      () => {
        expect(Math.max(h.rt.feed.epoch() ?? 0, b.feed.epoch() ?? 0)).toBeGreaterThan(epochBefore);
        expect([h.rt.feed.status().leader, b.feed.status().leader].filter(Boolean)).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    // And it stays one: sample for longer than the follower's retry period.
    for (let i = 0; i < 14; i++) {
      await new Promise((r) => setTimeout(r, 500));
      expect([h.rt.feed.status().leader, b.feed.status().leader].filter(Boolean)).toHaveLength(1);
    }
  });

  it('hears the other node again after its bus connection was dropped', async () => {
    if (!onPostgres()) return;
    const b = await second();
    await vi.waitFor(() => expect([h.rt.feed.status().leader, b.feed.status().leader].filter(Boolean)).toHaveLength(1), { timeout: 10_000 });
    const [lead, follow] = h.rt.feed.status().leader ? [h.rt, b] : [b, h.rt];
    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`);
    const target = lead.offer.eventsForLeague(101)[0]!;
    const value = (target.fullTimeBet?.odds[0]?.value ?? 200) + 11;
    await vi.waitFor(
      async () => {
        await lead.feed.setOdd(target.fi, 'main.1', value);
        expect(follow.offer.event(target.fi)?.fullTimeBet?.odds[0]?.value).toBe(value);
      },
      { timeout: 10_000, interval: 500 },
    );
  });

  it('applies an operator void sent to the follower on the leader before it answers', async () => {
    if (!onPostgres()) return;
    const b = await second();
    await vi.waitFor(() => expect([h.rt.feed.status().leader, b.feed.status().leader].filter(Boolean)).toHaveLength(1), { timeout: 10_000 });
    const [lead, follow] = h.rt.feed.status().leader ? [h.rt, b] : [b, h.rt];
    const target = lead.offer.eventsForLeague(101).at(-1)!;
    const res = await follow.api.request(`/api/admin/events/${target.fi}/void`, { method: 'POST', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(res.status).toBe(200);
    expect(lead.offer.event(target.fi)?.status).toBe('cancelled');
  });
});

describe('shared secrets over PostgreSQL', () => {
  it('refuses to start several-node mode without JWT_SECRET and ADMIN_TOKEN', async () => {
    const { loadConfig } = await import('../../src/server/config.ts');
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', DATA_DIR: ':memory:' })).toThrow(/JWT_SECRET.*ADMIN_TOKEN|ADMIN_TOKEN.*JWT_SECRET/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/db', DATA_DIR: ':memory:', JWT_SECRET: 'x'.repeat(32), ADMIN_TOKEN: 'y'.repeat(16) })).not.toThrow();
  });
});
