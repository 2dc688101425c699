// Result corrections: the operator corrects a finished event's score; every settled ticket on
// it has its payout taken back through the ledger (a reversal entry; the balance may go below
// zero when the payout was spent) and is settled again from the new score. The same
// correction sent many times at once (to both nodes over PostgreSQL) takes effect once, a
// ticket view racing with it never shows half a correction, and the ledger check holds.
import { execFile } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, like } from 'drizzle-orm';
import { resultVersions, tickets, walletLedger } from '../../src/server/db/schema.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { startHarness, startSecondNode, ADMIN_TOKEN, type Harness } from './support/harness.ts';
import { pick, upcoming } from './support/offer.ts';
import { balanceOf, createPlayer, login } from './support/players.ts';

type Json = Record<string, any>;

let h: Harness;
let other: Runtime | undefined;
beforeAll(async () => {
  h = await startHarness();
  // The fresh offer's write-through first, so the operator's finish does not wait behind it.
  await h.rt.feed.idle();
  if (h.rt.database.kind === 'postgres') {
    other = await startSecondNode(h);
  }
});
afterAll(async () => {
  await other?.close();
  await h?.close();
});

/** The operator call on node `rt` (the follower when there is one, for every other call). */
async function correctOn(rt: Runtime, eventId: number, home: number, away: number): Promise<{ status: number; body: Json }> {
  const res = await rt.api.request(`/api/admin/events/${eventId}/correct`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN_TOKEN}` },
    body: JSON.stringify({ home_goals: home, away_goals: away }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

async function place(token: string, body: Json): Promise<Json> {
  const res = await h.request('/api/create_ticket', { method: 'POST', json: body, token });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as Json).ticket as Json;
}

const ticketRow = async (id: number) => (await h.rt.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;
const reversals = (ticketId: number) =>
  h.rt.db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.kind, 'ticket_payout_reversal'), like(walletLedger.idempotencyKey, `ticket-reversal:${ticketId}:%`)));

async function settled(ids: number[]): Promise<void> {
  await expect.poll(async () => (await Promise.all(ids.map(ticketRow))).every((t) => t.status !== 'pending'), { timeout: 10_000 }).toBe(true);
}

describe('result corrections', () => {
  it('takes back the first payout, pays from the corrected score, and lets a spent payout leave the balance below zero', async () => {
    const [e, later] = upcoming(h, 2);
    const winner = await createPlayer(h, { balance: 1_000n });
    const loser = await createPlayer(h, { balance: 10_000n });
    const tw = (await login(h, winner)).access_token;
    const tl = (await login(h, loser)).access_token;
    const home = await place(tw, { player_id: winner.id, stake: '10.00', ticket_events: [pick(e!, 0)] });
    const away = await place(tl, { player_id: loser.id, stake: '10.00', ticket_events: [pick(e!, 2)] });
    // A combination still waiting for another match: reopened, but not paid by either score alone.
    const combo = await place(tl, { player_id: loser.id, stake: '5.00', ticket_events: [pick(e!, 2), pick(later!, 0)] });
    expect((await h.request(`/api/admin/events/${e!.fi}/finish`, { method: 'POST', admin: true, json: { home_goals: 2, away_goals: 0 } })).status).toBe(200);
    await settled([home.id, away.id]);
    const won = (await ticketRow(home.id)).winAmount!;
    expect(won).toBeGreaterThan(1_000n);
    // The winner spends the payout on another ticket.
    const spent = (await balanceOf(h, winner.id)) - 500n;
    await place(tw, { player_id: winner.id, stake: (Number(spent) / 100).toFixed(2), ticket_events: [pick(later!, 1)] });
    expect(await balanceOf(h, winner.id)).toBe(500n);
    const loserBefore = await balanceOf(h, loser.id);

    const corrected = await correctOn(other ?? h.rt, e!.fi, 0, 2);
    expect(corrected).toMatchObject({ status: 200, body: { event_id: e!.fi, status: 'finished', home_goals: 0, away_goals: 2, result_version: 2 } });
    expect(await ticketRow(home.id)).toMatchObject({ status: 'failed', winAmount: 0n, reopened: 1 });
    const awayWin = (await ticketRow(away.id)).winAmount!;
    expect(await ticketRow(away.id)).toMatchObject({ status: 'winning', reopened: 1 });
    expect((await ticketRow(combo.id)).status).toBe('pending');
    // The payout is taken back in full although spent: the balance is below zero.
    expect(await balanceOf(h, winner.id)).toBe(500n - won);
    expect(await reversals(home.id)).toMatchObject([{ amount: -won, idempotencyKey: `ticket-reversal:${home.id}:1` }]);
    expect(await balanceOf(h, loser.id)).toBe(loserBefore + awayWin);
    // Below zero, the player cannot stake.
    const refused = await h.request('/api/create_ticket', { method: 'POST', token: tw, json: { player_id: winner.id, stake: '5.00', ticket_events: [pick(later!, 2)] } });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Json).error.code).toBe('insufficient_funds');
    // The player's statement and ticket list show the corrected result.
    const closed = (await (await h.request('/api/get_tickets?status=closed', { token: tl })).json()) as Json;
    expect(closed.tickets.find((t: Json) => t.id === away.id)).toMatchObject({ status: 'winning' });
    expect(await h.rt.db.select().from(resultVersions).where(eq(resultVersions.eventId, e!.fi))).toHaveLength(2);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);

    // The same score again changes nothing.
    expect(await correctOn(h.rt, e!.fi, 0, 2)).toMatchObject({ status: 200, body: { result_version: 2 } });
    expect(await reversals(away.id)).toHaveLength(0);
  });

  it('takes a correction sent many times at once (to both nodes) once, and a ticket view racing with it never shows half of it', async () => {
    const [e] = upcoming(h, 1);
    const p = await createPlayer(h, { balance: 100_000n });
    const token = (await login(h, p)).access_token;
    const t = await place(token, { player_id: p.id, stake: '10.00', ticket_events: [pick(e!, 0)] });
    expect((await h.request(`/api/admin/events/${e!.fi}/finish`, { method: 'POST', admin: true, json: { home_goals: 1, away_goals: 0 } })).status).toBe(200);
    await settled([t.id]);
    const won = (await ticketRow(t.id)).winAmount!;
    const before = await balanceOf(h, p.id);

    let correcting = true;
    const seen: Json[] = [];
    const views = (async () => {
      while (correcting) {
        for (const status of ['open', 'closed']) {
          const res = await h.request(`/api/get_tickets?status=${status}`, { token });
          expect(res.status).toBe(200);
          const found = ((await res.json()) as Json).tickets.find((x: Json) => x.id === t.id);
          if (found) seen.push(found);
        }
      }
    })();
    const nodes = [h.rt, other ?? h.rt];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => correctOn(nodes[i % 2]!, e!.fi, 0, 3)));
    correcting = false;
    await views;
    for (const a of answers) expect(a).toMatchObject({ status: 200, body: { home_goals: 0, away_goals: 3, result_version: 2 } });
    expect(await ticketRow(t.id)).toMatchObject({ status: 'failed', winAmount: 0n, reopened: 1 });
    expect(await reversals(t.id)).toHaveLength(1);
    expect(await balanceOf(h, p.id)).toBe(before - won);
    // Every view is whole: a closed ticket shows its selection decided and the payout of its
    // status (never the old payout beside the new status); a reopened one is open until paid again.
    expect(seen.length).toBeGreaterThan(0);
    for (const v of seen) {
      const selection = v.ticket_events[0];
      if (v.status !== 'pending') expect(selection.status).toBe(v.status);
      if (v.status === 'winning') expect(v.win_amount).toBe((Number(won) / 100).toFixed(2));
      if (v.status === 'failed') expect(Number(v.win_amount ?? 0)).toBe(0);
    }
    expect(seen.some((v) => v.status === 'failed')).toBe(true);

    // A later correction back to a winning score pays again, under a new key, once.
    const back = await Promise.all(Array.from({ length: 10 }, (_, i) => correctOn(nodes[i % 2]!, e!.fi, 2, 0)));
    for (const a of back) expect(a).toMatchObject({ status: 200, body: { result_version: 3 } });
    expect(await ticketRow(t.id)).toMatchObject({ status: 'winning', winAmount: won, reopened: 2 });
    expect(await balanceOf(h, p.id)).toBe(before);
    const payouts = await h.rt.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.playerId, p.id), eq(walletLedger.kind, 'ticket_payout')));
    expect(payouts.map((x) => x.idempotencyKey).sort()).toEqual([`ticket-payout:${t.id}`, `ticket-payout:${t.id}:2`]);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('answers a correction only once the tickets it reopened are settled again, though its own result message starts a second pass over them', async () => {
    const [e] = upcoming(h, 1);
    const p = await createPlayer(h, { balance: 100_000n });
    const token = (await login(h, p)).access_token;
    const ids: number[] = [];
    for (const selection of [0, 1, 2]) ids.push((await place(token, { player_id: p.id, stake: '10.00', ticket_events: [pick(e!, selection)] })).id);
    expect((await h.request(`/api/admin/events/${e!.fi}/finish`, { method: 'POST', admin: true, json: { home_goals: 1, away_goals: 0 } })).status).toBe(200);
    await settled(ids);
    // The score goes back and forth: each answer must find home, draw and away already decided
    // by the new score (CI saw a ticket still pending after the answer: the pass the result's bus
    // message started had taken the reopened selections, the correction's own pass found none).
    const scores: Array<[number, number]> = [
      [0, 1],
      [1, 1],
      [2, 0],
      [0, 2],
      [3, 3],
      [1, 0],
    ];
    for (const [round, [home, away]] of [...scores, ...scores].entries()) {
      const answer = await correctOn(other ?? h.rt, e!.fi, home + round * 10, away + round * 10);
      expect(answer.status).toBe(200);
      const statuses = (await Promise.all(ids.map(ticketRow))).map((t) => t.status);
      const won = home > away ? 0 : home === away ? 1 : 2;
      expect(statuses, `round ${round}`).toEqual([0, 1, 2].map((i) => (i === won ? 'winning' : 'failed')));
    }
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('refuses to correct an event that has not finished, or does not exist', async () => {
    const [e] = upcoming(h, 1);
    expect(await correctOn(h.rt, e!.fi, 1, 0)).toMatchObject({ status: 409, body: { error: { code: 'event_not_finished' } } });
    expect(await correctOn(h.rt, 999_999_999, 1, 0)).toMatchObject({ status: 404, body: { error: { code: 'event_not_found' } } });
    const res = await h.request(`/api/admin/events/${e!.fi}/correct`, { method: 'POST', json: { home_goals: 1, away_goals: 0 } });
    expect(res.status).toBe(401);
  });

  it('corrects a result from the command line (npm run accounts -- correct-result)', async () => {
    const [e] = upcoming(h, 1);
    expect((await h.request(`/api/admin/events/${e!.fi}/finish`, { method: 'POST', admin: true, json: { home_goals: 0, away_goals: 0 } })).status).toBe(200);
    const server = serve({ fetch: h.rt.api.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const cli = (...args: string[]) =>
        promisify(execFile)(process.execPath, ['scripts/accounts.ts', ...args, '--url', url], { env: { ...process.env, ADMIN_TOKEN } }).catch(
          (err: { code: number; stdout: string; stderr: string }) => err,
        );
      expect((await cli('correct-result', String(e!.fi), '3:1')).stdout).toContain(`Event ${e!.fi}: result 3:1 (version 2)`);
      expect(await cli('correct-result', String(e!.fi), '3-1')).toMatchObject({ code: 2 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
