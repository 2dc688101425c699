// Settlement pays by the runtime's clock (rt.clock), as placement does: a payout's ledger entry
// carries the moment the ticket was settled, so the period rules (loss limits, the reality
// check's returns since login) and the statement agree with the stake's entry. With the test
// clock moved, an entry stamped by the database's own time would fall hours before it.
// On PGlite and PostgreSQL (TEST_PG_URL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, inArray } from 'drizzle-orm';
import { tickets, walletLedger } from '../../src/server/db/schema.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { startHarness, type Harness, type Json } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';
import { pick, upcoming } from './support/offer.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const HOURS = 3;

describe('settlement and the clock', () => {
  it('stamps payouts and refunds with the runtime clock, so the returns count in the session that saw them', async () => {
    const [e, voided] = upcoming(h, 2);
    const a = await createPlayer(h, { balance: 10_000n });
    const b = await createPlayer(h, { balance: 10_000n });
    const ta = (await login(h, a)).access_token;
    const tb = (await login(h, b)).access_token;
    const place = async (token: string, player_id: number, stake: string, ticket_events: Json[]) => {
      const res = await h.call('/api/create_ticket', { method: 'POST', token, json: { player_id, stake, odds_change: 'any', ticket_events } });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.ticket.id as number;
    };
    const ids = [
      await place(ta, a.id, '10.00', [pick(e!, 0)]),
      await place(ta, a.id, '6.00', [pick(voided!, 1)]),
      await place(tb, b.id, '20.00', [pick(e!, 0)]),
      await place(tb, b.id, '5.00', [pick(e!, 2)]),
    ];

    // Hours later by the runtime's clock (still before the matches start), the players log in again and the results come.
    h.rt.clock.advance(HOURS * 3600);
    const sa = (await login(h, a)).access_token;
    const sb = (await login(h, b)).access_token;
    const resultAt = h.rt.clock.now();
    expect((await h.request(`/api/test/events/${e!.fi}/finish`, { method: 'POST', json: { home_goals: 2, away_goals: 0 } })).status).toBe(200);
    expect((await h.request(`/api/admin/events/${voided!.fi}/void`, { method: 'POST', admin: true })).status).toBe(200);
    await expect.poll(async () => (await h.rt.db.select().from(tickets).where(inArray(tickets.id, ids))).every((t) => t.status !== 'pending'), { timeout: 10_000 }).toBe(true);

    const settled = await h.rt.db.select().from(tickets).where(inArray(tickets.id, ids));
    const credits = await h.rt.db
      .select()
      .from(walletLedger)
      .where(and(inArray(walletLedger.playerId, [a.id, b.id]), inArray(walletLedger.kind, ['ticket_payout', 'ticket_refund'])));
    // Two won tickets and one refund (the cancelled match); the lost one pays nothing.
    expect(credits.map((c) => c.kind).sort()).toEqual(['ticket_payout', 'ticket_payout', 'ticket_refund']);
    for (const c of credits) {
      const ticket = settled.find((t) => `ticket ${t.id}` === c.reference)!;
      expect(c.createdAt.toISOString()).toBe(ticket.settledAt!.toISOString());
      expect(c.createdAt.getTime()).toBeGreaterThanOrEqual(resultAt);
      expect(c.createdAt.getTime() - resultAt).toBeLessThan(60_000);
    }

    // The reality check of the sessions opened after the stakes: only what came back since.
    const won = (id: number) => Number(settled.find((t) => t.id === id)!.winAmount);
    const playA = await h.call('/api/session-play', { token: sa });
    expect(playA.body).toMatchObject({ stakes: '0.00', returns: ((won(ids[0]!) + 600) / 100).toFixed(2) });
    const playB = await h.call('/api/session-play', { token: sb });
    expect(playB.body).toMatchObject({ stakes: '0.00', returns: (won(ids[2]!) / 100).toFixed(2) });
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);

    // A corrected result takes the payouts back by the same clock, hours later again.
    h.rt.clock.advance(HOURS * 3600);
    const correctedAt = h.rt.clock.now();
    expect((await h.request(`/api/admin/events/${e!.fi}/correct`, { method: 'POST', admin: true, json: { home_goals: 0, away_goals: 2 } })).status).toBe(200);
    const reversals = await h.rt.db
      .select()
      .from(walletLedger)
      .where(and(inArray(walletLedger.playerId, [a.id, b.id]), inArray(walletLedger.kind, ['ticket_payout_reversal'])));
    expect(reversals).toHaveLength(2);
    for (const r of reversals) {
      expect(r.createdAt.getTime()).toBeGreaterThanOrEqual(correctedAt);
      expect(r.createdAt.getTime() - correctedAt).toBeLessThan(60_000);
    }
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });
});
