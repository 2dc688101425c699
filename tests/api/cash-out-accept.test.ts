// Accepting a cash out in few round trips (src/server/cashout/store.ts) keeps the money rules
// where requests race: retries of one partial cash out under one Idempotency-Key take the part
// once (a waiter that missed the first answer meets the unique key and answers with it), and a
// partial cash out racing settlement leaves exactly one consistent outcome.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { tickets, walletLedger } from '../../src/server/db/schema.ts';
import { rowsOf } from '../../src/server/db/client.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { balanceOf, createPlayer, login } from './support/players.ts';
import { pick, upcoming } from './support/offer.ts';

type Json = Record<string, any>;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  const soon = () => h.rt.offer.leagues(1).reduce((n, l) => n + h.rt.offer.eventsForLeague(l.id).filter((e) => e.time * 1000 > h.rt.clock.now() + 6 * 3600_000).length, 0);
  for (let waited = 0; soon() < 20 && waited < 30_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
});
afterAll(async () => {
  await h?.close();
});

let used = 0;
const freshMatch = () => upcoming(h, ++used)[used - 1]!;

async function playerWithTicket(stake: string) {
  const p = await createPlayer(h, { balance: 100_000n });
  const token = (await login(h, p)).access_token;
  const e = freshMatch();
  const res = await h.request('/api/create_ticket', { method: 'POST', token, json: { stake, player_id: p.id, ticket_events: [pick(e, 0)] } });
  expect(res.status).toBe(201);
  return { p, token, ticket: ((await res.json()) as Json).ticket as Json, event: e };
}

async function offerOf(token: string, ticketId: number): Promise<string> {
  const offers = ((await (await h.request('/api/tickets/cash-out', { token })).json()) as Json).offers as Json[];
  return offers.find((o) => o.ticket_id === ticketId)!.value as string;
}

async function cashOut(token: string, ticketId: number, body: Json, key: string = crypto.randomUUID()) {
  const res = await h.request(`/api/tickets/${ticketId}/cash-out`, { method: 'POST', token, json: body, headers: { 'idempotency-key': key } });
  return { status: res.status, body: (await res.json()) as Json };
}

const cents = (major: string) => BigInt(Math.round(Number(major) * 100));
const ticketRow = async (id: number) => (await h.rt.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

describe('accepting a cash out under races', () => {
  it('takes a partial cash out once when 40 retries with one Idempotency-Key arrive at once', async () => {
    const { p, token, ticket } = await playerWithTicket('20.00');
    const before = await balanceOf(h, p.id);
    const value = await offerOf(token, ticket.id);
    const part = (Number(value) / 4).toFixed(2);
    const results = await Promise.all(Array.from({ length: 40 }, () => cashOut(token, ticket.id, { amount: value, part }, 'one-partial')));
    expect(results.map((r) => `${r.status} ${r.body.error?.code ?? ''}`)).toEqual(results.map(() => '200 '));
    expect(results.every((r) => r.body.amount === part && r.body.full === false)).toBe(true);
    const rows = await rowsOf(h.rt.db, sql`select id from ticket_cash_outs where ticket_id = ${ticket.id}`);
    expect(rows).toHaveLength(1);
    expect(await balanceOf(h, p.id)).toBe(before + cents(part));
    const left = cents(value) - cents(part);
    expect((await ticketRow(ticket.id)).stake).toBe((2000n * left) / cents(value));
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('pays a partial cash out racing settlement either before the result (then the rest is settled) or not at all, many times over', async () => {
    for (let round = 0; round < 5; round++) {
      const { p, token, ticket, event } = await playerWithTicket('10.00');
      const before = await balanceOf(h, p.id);
      const value = await offerOf(token, ticket.id);
      const part = (Number(value) / 2).toFixed(2);
      const [done] = await Promise.all([
        cashOut(token, ticket.id, { amount: value, part }),
        h.request(`/api/test/events/${event.fi}/finish`, { method: 'POST', json: { home_goals: 2, away_goals: 0 } }),
      ]);
      await expect.poll(async () => (await ticketRow(ticket.id)).status, { timeout: 5000 }).toBe('winning');
      const row = await ticketRow(ticket.id);
      const credits = (
        await h.rt.db
          .select()
          .from(walletLedger)
          .where(and(eq(walletLedger.playerId, p.id), eq(walletLedger.reference, `ticket ${ticket.id}`)))
      ).filter((c) => c.amount > 0n);
      const payout = credits.find((c) => c.kind === 'ticket_payout')!;
      if (done.status === 200) {
        // The result found the ticket reduced: it pays the stake left at the placed odds.
        expect(credits.map((c) => c.kind).sort()).toEqual(['ticket_cash_out', 'ticket_payout']);
        expect(row.stake).toBeLessThan(1000n);
        expect(payout.amount).toBe(row.payment);
        expect(await balanceOf(h, p.id)).toBe(before + cents(part) + row.payment);
      } else {
        expect(done.body.error.code).toMatch(/ticket_closed|cash_out_unavailable/);
        expect(credits.map((c) => c.kind)).toEqual(['ticket_payout']);
        expect(row.stake).toBe(1000n);
        expect(await balanceOf(h, p.id)).toBe(before + payout.amount);
      }
      expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
    }
  });
});
