// A match the database holds as decided while this node's offer has not heard it yet (on
// another node the bus carries the result a moment after the leader stored it; a result can
// also reach the database without live play: an abandoned match, a result entered after a feed
// outage). Nothing that pays or takes money may go by the offer then: a cash out is refused and
// pays nothing, an edit (which cashes the old ticket out) is refused, a ticket on the match is
// refused, on PGlite and PostgreSQL alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/client.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { balanceOf, createPlayer, login } from './support/players.ts';
import { pick, upcoming } from './support/offer.ts';
import type { WireEvent } from '../../src/server/feed/types.ts';

type Json = Record<string, any>;

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

let used = 0;
const freshMatch = (): WireEvent => upcoming(h, ++used)[used - 1]!;

/** Stores a final score and the full-time odds' outcomes as the feed's result would, behind the offer's back. */
async function decideInDatabase(e: WireEvent, home: number, away: number): Promise<void> {
  await h.rt.db.transaction(async (tx) => {
    await tx.execute(sql`insert into results (event_id, home_goals, away_goals, finished_at) values (${e.fi}, ${home}, ${away}, now())`);
    await tx.execute(sql`update events set status = 'finished', home_goals = ${home}, away_goals = ${away} where id = ${e.fi}`);
    const won = home > away ? 'main.1' : home < away ? 'main.2' : 'main.X';
    await tx.execute(sql`update odds set outcome = case when custom_id = ${won} then 'won' else 'lost' end where event_id = ${e.fi} and custom_id like 'main.%'`);
  });
}

async function playerWithSingle(e: WireEvent) {
  const p = await createPlayer(h, { balance: 100_000n });
  const token = (await login(h, p)).access_token;
  const res = await h.request('/api/create_ticket', { method: 'POST', token, json: { stake: '5.00', player_id: p.id, ticket_events: [pick(e, 0)] } });
  expect(res.status).toBe(201);
  return { p, token, ticket: ((await res.json()) as Json).ticket as Json };
}

async function offerOf(token: string, ticketId: number): Promise<string | undefined> {
  const offers = ((await (await h.request('/api/tickets/cash-out', { token })).json()) as Json).offers as Json[];
  return offers.find((o) => o.ticket_id === ticketId)?.value as string | undefined;
}

describe('a match decided in the database before the offer hears of it', () => {
  it('refuses the cash out of an open pre-match single and pays nothing', async () => {
    const e = freshMatch();
    const { p, token, ticket } = await playerWithSingle(e);
    const value = await offerOf(token, ticket.id);
    expect(value).toBeDefined();
    const before = await balanceOf(h, p.id);
    // The pick (home) lost: the match ended 0:2.
    await decideInDatabase(e, 0, 2);
    expect(h.rt.offer.event(e.fi)?.status).toBe('scheduled');
    const res = await h.request(`/api/tickets/${ticket.id}/cash-out`, {
      method: 'POST',
      token,
      json: { amount: value, odds_change: 'any' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    const body = (await res.json()) as Json;
    expect([res.status, body.error?.code]).toEqual([409, 'cash_out_unavailable']);
    expect(await rowsOf(h.rt.db, sql`select id from ticket_cash_outs where ticket_id = ${ticket.id}`)).toEqual([]);
    expect(await balanceOf(h, p.id)).toBe(before);
    const [row] = await rowsOf<{ status: string }>(h.rt.db, sql`select status from tickets where id = ${ticket.id}`);
    expect(row?.status).not.toBe('cashed_out');
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('refuses the cash out of a live single whose match the database holds as finished', async () => {
    const e = freshMatch();
    expect((await h.request(`/api/test/events/${e.fi}/start`, { method: 'POST' })).status).toBe(200);
    await h.rt.feed.idle();
    const live = h.rt.offer.event(e.fi)!;
    const p = await createPlayer(h, { balance: 100_000n });
    const token = (await login(h, p)).access_token;
    const odd = live.bets.flatMap((g) => g.odds.map((o) => ({ g, o }))).find(({ g, o }) => !g.suspended && !o.suspended)!;
    const placed = await h.request('/api/create_ticket', {
      method: 'POST',
      token,
      json: {
        stake: '5.00',
        player_id: p.id,
        odds_change: 'any',
        ticket_events: [
          { event_id: e.fi, bet_name: odd.g.realName, bet_name_second: '', odd_name: odd.o.name, odd_custom_id: odd.o.custom_id, odd_value: odd.o.odds, is_live: 'true' },
        ],
      },
    });
    expect(placed.status).toBe(201);
    const ticket = ((await placed.json()) as Json).ticket as Json;
    const before = await balanceOf(h, p.id);
    await h.rt.db.execute(sql`update events set status = 'finished' where id = ${e.fi}`);
    expect(h.rt.offer.event(e.fi)?.status).toBe('live');
    const value = await offerOf(token, ticket.id);
    const res = await h.request(`/api/tickets/${ticket.id}/cash-out`, {
      method: 'POST',
      token,
      json: { amount: value ?? '1.00', odds_change: 'any' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(res.status).toBe(409);
    expect(await rowsOf(h.rt.db, sql`select id from ticket_cash_outs where ticket_id = ${ticket.id}`)).toEqual([]);
    expect(await balanceOf(h, p.id)).toBe(before);
  });

  it('refuses the edit of a combination whose removed pick the database holds as lost, and pays nothing into a new ticket', async () => {
    const [lost, open] = [freshMatch(), freshMatch()];
    const p = await createPlayer(h, { balance: 100_000n });
    const token = (await login(h, p)).access_token;
    const placed = await h.request('/api/create_ticket', { method: 'POST', token, json: { stake: '50.00', player_id: p.id, ticket_events: [pick(lost, 0), pick(open, 0)] } });
    expect(placed.status).toBe(201);
    const ticket = ((await placed.json()) as Json).ticket as Json;
    const remove = [{ event_id: lost.fi, odd_custom_id: lost.fullTimeBet!.odds[0]!.custom_id }];
    const quote = await h.request(`/api/tickets/${ticket.id}/edit/quote`, { method: 'POST', token, json: { remove } });
    const quoted = (await quote.json()) as Json;
    expect(quote.status, JSON.stringify(quoted)).toBe(200);
    const value = quoted.value as string;
    const before = await balanceOf(h, p.id);
    // The removed pick (home) lost: its match ended 0:2, and the offer has not heard.
    await decideInDatabase(lost, 0, 2);
    expect(h.rt.offer.event(lost.fi)?.status).toBe('scheduled');
    const res = await h.request(`/api/tickets/${ticket.id}/edit`, {
      method: 'POST',
      token,
      json: { remove, expected_value: value, odds_change: 'any' },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    const body = (await res.json()) as Json;
    expect([res.status, body.error?.code]).toEqual([409, 'edit_unavailable']);
    expect(await rowsOf(h.rt.db, sql`select id from ticket_cash_outs where ticket_id = ${ticket.id}`)).toEqual([]);
    expect(await rowsOf(h.rt.db, sql`select id from tickets where edited_from_id = ${ticket.id}`)).toEqual([]);
    expect(await balanceOf(h, p.id)).toBe(before);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('refuses a ticket on the decided match and takes no stake', async () => {
    const e = freshMatch();
    await decideInDatabase(e, 1, 0);
    expect(h.rt.offer.event(e.fi)?.status).toBe('scheduled');
    const p = await createPlayer(h, { balance: 100_000n });
    const token = (await login(h, p)).access_token;
    const res = await h.request('/api/create_ticket', { method: 'POST', token, json: { stake: '5.00', player_id: p.id, ticket_events: [pick(e, 0)] } });
    const body = (await res.json()) as Json;
    expect(res.status).toBe(409);
    expect(body.error.code).toMatch(/^event_(unavailable|started)$/);
    expect(await balanceOf(h, p.id)).toBe(100_000n);
  });
});
