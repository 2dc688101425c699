// Idempotency-Key while the first request is still running (IETF Idempotency-Key draft): the
// second answers 409 and only one ticket and one debit are written. A live pick holds the first
// request inside create_ticket for the live acceptance delay, so the second one surely arrives
// while the first is being placed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { WireEvent } from '../../src/server/feed/types.ts';
import { tickets, walletLedger } from '../../src/server/db/schema.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';

type Json = Record<string, any>;
const DELAY_MS = 800;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ LIVE_BET_DELAY_MS: String(DELAY_MS) });
});
afterAll(async () => {
  await h?.close();
});

/** A soccer match started now, after one feed step so it carries live prices. */
async function liveMatch(league: number): Promise<WireEvent> {
  const e = h.rt.offer.eventsForLeague(league)[0]!;
  await h.request(`/api/test/events/${e.fi}/start`, { method: 'POST' });
  await h.rt.feed.tick();
  // A price set by hand holds the model off this odd, so it does not move during the delay.
  await h.request('/api/test/odds', { method: 'POST', json: { event_id: e.fi, odd_custom_id: 'main.X', value: 300 } });
  return h.rt.offer.event(e.fi)!;
}

function livePick(e: WireEvent) {
  const group = e.bets.find((g) => g.odds.some((o) => o.custom_id === 'main.X'))!;
  const odd = group.odds.find((o) => o.custom_id === 'main.X')!;
  return { event_id: e.fi, bet_name: group.realName, bet_name_second: '', odd_name: odd.name, odd_custom_id: odd.custom_id, odd_value: odd.odds, is_live: 'true' };
}

async function place(token: string, body: Json, key: string) {
  const res = await h.request('/api/create_ticket', { method: 'POST', json: body, token, headers: { 'idempotency-key': key } });
  return { status: res.status, body: (await res.json()) as Json };
}

describe('create_ticket with an Idempotency-Key in flight', () => {
  it('answers 409 to the same key while the first request runs, and writes one ticket and one debit', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const body = { stake: '10.00', player_id: p.id, ticket_events: [livePick(await liveMatch(101))] };
    const started = Date.now();
    const timed = async () => ({ ...(await place(user.access_token, body, 'same-key')), after: Date.now() - started });
    const [first, second] = await Promise.all([timed(), timed()]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const placed = first.status === 201 ? first : second;
    const refused = first.status === 409 ? first : second;
    expect(refused.body.error.code).toBe('idempotency_in_progress');
    // The refusal came at once, while the placed one was still held in its delay.
    expect(placed.after).toBeGreaterThanOrEqual(DELAY_MS - 20);
    expect(refused.after).toBeLessThan(placed.after - DELAY_MS / 2);
    expect(placed.body.balance).toBe('90.00');

    expect(await h.rt.db.select({ id: tickets.id }).from(tickets).where(eq(tickets.playerId, p.id))).toEqual([{ id: placed.body.ticket.id }]);
    const stakes = await h.rt.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.playerId, p.id), eq(walletLedger.kind, 'ticket_stake')));
    expect(stakes).toHaveLength(1);
    expect(stakes[0]).toMatchObject({ amount: -1000n, reference: `ticket ${placed.body.ticket.id}` });
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);

    // Once the first is done, the retry the 409 invited gets the first ticket, and moves no money.
    const retry = await place(user.access_token, body, 'same-key');
    expect(retry.status).toBe(200);
    expect(retry.body.ticket).toEqual(placed.body.ticket);
    expect(retry.body.balance).toBe('90.00');
  });

  it('lets another key, or another player with the same key, through at the same moment', async () => {
    const a = await createPlayer(h, { balance: 10_000n });
    const b = await createPlayer(h, { balance: 10_000n });
    const [userA, userB] = [await login(h, a), await login(h, b)];
    const pick = livePick(await liveMatch(102));
    const answers = await Promise.all([
      place(userA.access_token, { stake: '10.00', player_id: a.id, ticket_events: [pick] }, 'key-1'),
      place(userA.access_token, { stake: '10.00', player_id: a.id, ticket_events: [pick] }, 'key-2'),
      place(userB.access_token, { stake: '10.00', player_id: b.id, ticket_events: [pick] }, 'key-1'),
    ]);
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201]);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });
});
