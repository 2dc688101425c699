// The database decides whether a match still takes pre-match bets, not a node's memory. Over
// PostgreSQL a follower whose bus has not yet delivered the leader's kick-off (or result) still
// believes the match is scheduled (or live); a ticket placed there in that instant is refused
// as on the leader. Over PGlite the one node is shown the same: a stored status its memory has
// not heard of refuses the ticket.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { startHarness, startSecondNode, type Harness } from './support/harness.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { rowsOf } from '../../src/server/db/client.ts';
import { createPostgresBus, type Bus } from '../../src/server/bus/index.ts';
import { createLogger } from '../../src/server/log.ts';
import { createPlayer, login, balanceOf, type TestPlayer } from './support/players.ts';
import { pick, upcoming } from './support/offer.ts';
import { ledgerCheck } from '../../src/server/wallet/check.ts';

/** A bus whose offer and live deliveries can be held back, as a slow LISTEN connection would. */
function holdableBus(inner: Bus) {
  let held: Array<() => void> | null = null;
  const bus: Bus = {
    ...inner,
    subscribe: (topic, handler) =>
      inner.subscribe(topic, (m) => {
        if (held && (topic === 'offer' || topic === 'live')) held.push(() => handler(m));
        else handler(m);
      }),
  };
  return {
    bus,
    hold: () => void (held ??= []),
    release: () => {
      const queue = held ?? [];
      held = null;
      for (const deliver of queue) deliver();
    },
  };
}

let h: Harness;
let follower: Runtime | undefined;
let gate: ReturnType<typeof holdableBus> | undefined;
let player: TestPlayer;
let token = '';
beforeAll(async () => {
  h = await startHarness();
  player = await createPlayer(h, { balance: 100_000n });
  token = (await login(h, player)).access_token;
  if (h.rt.database.kind === 'pglite') return;
  await h.rt.feed.idle();
  const url = h.rt.config.databaseUrl!;
  gate = holdableBus(await createPostgresBus(url, createLogger('silent')));
  follower = await startSecondNode(h, {}, { bus: gate.bus });
});
afterAll(async () => {
  gate?.release();
  await follower?.close();
  await h?.close();
});

type Json = Record<string, any>;

async function placeOn(rt: Runtime, selection: Json): Promise<{ status: number; body: Json }> {
  const res = await rt.api.request('/api/create_ticket', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ player_id: player.id, stake: '10.00', ticket_events: [selection] }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

describe('pre-match bets against the stored match status', () => {
  it('refuses a pre-match bet on a match stored as started that this node still shows as scheduled', async () => {
    if (h.rt.database.kind !== 'pglite') return;
    const [a] = upcoming(h, 1);
    await h.rt.feed.idle();
    // What a leader's kick-off leaves in the database before this node hears of it.
    expect(await rowsOf(h.rt.db, sql`update events set status = 'live' where id = ${a!.fi} returning id`)).toHaveLength(1);
    expect(h.rt.offer.event(a!.fi)?.status).toBe('scheduled');
    const before = await balanceOf(h, player.id);
    const res = await placeOn(h.rt, pick(a!));
    expect(res).toMatchObject({ status: 409, body: { error: { code: 'event_started', details: { event_id: a!.fi } } } });
    expect(await balanceOf(h, player.id)).toBe(before);
  });

  it('a follower refuses a pre-match bet between the leader starting the match and its bus delivering the start', async () => {
    if (!follower || !gate) return;
    const [a] = upcoming(h, 1);
    expect(follower.offer.event(a!.fi)?.status).toBe('scheduled');
    const before = await balanceOf(h, player.id);
    gate.hold();
    const started = await h.request(`/api/admin/events/${a!.fi}/start`, { method: 'POST', admin: true });
    expect(started.status).toBe(200);
    // The follower has not heard of the start: its memory still offers the match pre-match.
    expect(follower.offer.event(a!.fi)?.status).toBe('scheduled');
    const res = await placeOn(follower, pick(a!));
    expect(res).toMatchObject({ status: 409, body: { error: { code: 'event_started', details: { event_id: a!.fi } } } });
    // The leader, which knows the match is live, refuses the pre-match pick too.
    expect((await placeOn(h.rt, pick(a!))).status).toBe(409);
    expect(await balanceOf(h, player.id)).toBe(before);
    gate.release();
    await vi.waitFor(() => expect(follower!.offer.event(a!.fi)?.status).toBe('live'), { timeout: 5000 });
  });

  it('a follower refuses a live bet on a match the leader finished before its bus delivers the result', async () => {
    if (!follower || !gate) return;
    gate.release();
    const [, a] = upcoming(h, 2);
    expect((await h.request(`/api/admin/events/${a!.fi}/start`, { method: 'POST', admin: true })).status).toBe(200);
    await vi.waitFor(() => expect(follower!.offer.event(a!.fi)?.status).toBe('live'), { timeout: 5000 });
    const live = follower.offer.event(a!.fi)!;
    const group = live.bets.find((b) => !b.suspended && b.odds.some((o) => !o.suspended))!;
    const odd = group.odds.find((o) => !o.suspended)!;
    const selection = { event_id: a!.fi, bet_name: group.realName, bet_name_second: '', odd_name: odd.name, odd_custom_id: odd.custom_id, odd_value: odd.odds, is_live: 'true' };
    gate.hold();
    const finished = await h.request(`/api/admin/events/${a!.fi}/finish`, { method: 'POST', admin: true, json: { home_goals: 2, away_goals: 0 } });
    expect(finished.status).toBe(200);
    expect(follower.offer.event(a!.fi)?.status).toBe('live');
    const before = await balanceOf(h, player.id);
    const res = await placeOn(follower, selection);
    expect(res).toMatchObject({ status: 409, body: { error: { code: 'event_unavailable', details: { event_id: a!.fi } } } });
    expect(await balanceOf(h, player.id)).toBe(before);
    gate.release();
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('a pre-match bet whose statement began before the kick-off was stored commits before the kick-off or is refused', async () => {
    if (!follower) return;
    const url = h.rt.config.databaseUrl!;
    const a = upcoming(h, 5)[4]!;
    const holder = new pg.Client({ connectionString: url });
    const leader = new pg.Client({ connectionString: url });
    await holder.connect();
    await leader.connect();
    try {
      // Another transaction holds the player's row, so the ticket's statement takes its
      // snapshot and its event check, then waits for the row.
      await holder.query('begin');
      await holder.query('select 1 from players where id = $1 for update', [player.id]);
      const ticket = placeOn(h.rt, pick(a));
      await vi.waitFor(
        async () => {
          const { rows } = await leader.query(
            `select 1 from pg_stat_activity where wait_event_type = 'Lock' and query like '%update players set balance = balance -%' and pid <> pg_backend_pid()`,
          );
          expect(rows).toHaveLength(1);
        },
        { timeout: 5000, interval: 20 },
      );
      // Meanwhile the leader stores the kick-off.
      const kickOff = leader.query(`update events set status = 'live' where id = $1`, [a.fi]);
      const storedFirst = await Promise.race([kickOff.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500))]);
      await holder.query('commit');
      const res = await ticket;
      await kickOff;
      // Either the ticket held the kick-off back and came first, or the kick-off came first
      // and the ticket is refused: never a ticket committed after the start was stored.
      if (storedFirst) expect(res).toMatchObject({ status: 409, body: { error: { code: 'event_started' } } });
      else expect(res.status).toBe(201);
      expect(storedFirst).toBe(false);
    } finally {
      await holder.end();
      await leader.end();
    }
  });
});
