import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { players, ticketEvents, tickets, walletLedger } from '../../src/server/db/schema.ts';
import { settleBacklog, settleEvent } from '../../src/server/tickets/settle.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { pick, upcoming } from './support/offer.ts';
import { balanceOf, createPlayer, login } from './support/players.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

type Json = Record<string, any>;

async function place(token: string, body: Json, key?: string) {
  const res = await h.request('/api/create_ticket', { method: 'POST', json: body, token, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
  return { status: res.status, body: (await res.json()) as Json };
}

describe('create_ticket', () => {
  it('places a single, debits the stake and lists it among open tickets', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const [e] = upcoming(h, 1);
    const placed = await place(user.access_token, { stake: '10.00', player_id: p.id, ticket_events: [pick(e!)] });
    expect(placed.status).toBe(201);
    expect(placed.body.balance).toBe('90.00');
    expect(placed.body.ticket).toMatchObject({ status: 'pending', stake: '10.00', numberOfBets: 1, combination: 'single', cash_out: '0.00' });
    const open = await h.request(`/api/get_tickets?player_id=${p.id}&status=open`, { token: user.access_token });
    expect(((await open.json()) as Json).tickets).toHaveLength(1);
  });

  it('answers with the ticket exactly as get_tickets lists it', async () => {
    const p = await createPlayer(h, { balance: 100_000n });
    const user = await login(h, p);
    const [a, b, c] = upcoming(h, 3);
    const slip = [{ ...pick(a!), fixed: true }, pick(b!, 0), pick(b!, 1), pick(c!, 2)];
    const placed = await place(user.access_token, { stake: '30.00', player_id: p.id, type: 'system', system_sizes: [1, 2], ticket_events: slip });
    expect(placed.status).toBe(201);
    expect(placed.body.ticket).toMatchObject({ type: 'system', system_sizes: [1, 2], combination: 'multi' });
    expect(placed.body.ticket.ticket_events.map((e: Json) => e.event_id)).toEqual(slip.map((s) => s.event_id));
    const open = (await (await h.request('/api/get_tickets?status=open', { token: user.access_token })).json()) as Json;
    expect(open.tickets).toEqual([placed.body.ticket]);
  });

  it('refuses another player id, a missing token, and every stake rule', async () => {
    const p = await createPlayer(h, { balance: 500_000n });
    const user = await login(h, p);
    const [a, b] = upcoming(h, 2);
    expect((await place(user.access_token, { stake: '10.00', player_id: p.id + 1, ticket_events: [pick(a!)] })).status).toBe(403);
    expect((await h.request('/api/create_ticket', { method: 'POST', json: { stake: '10.00', player_id: p.id, ticket_events: [pick(a!)] } })).status).toBe(401);
    expect((await place(user.access_token, { stake: '4.99', player_id: p.id, ticket_events: [pick(a!)] })).body.error.code).toBe('min_stake');
    expect((await place(user.access_token, { stake: '1000.01', player_id: p.id, ticket_events: [pick(a!)] })).body.error.code).toBe('max_stake');
    expect((await place(user.access_token, { stake: '10.001', player_id: p.id, ticket_events: [pick(a!)] })).status).toBe(400);
    const twoPicks = [pick(a!, 0), pick(a!, 1), pick(b!, 0)];
    expect((await place(user.access_token, { stake: '5.00', player_id: p.id, ticket_events: twoPicks })).status).toBe(201);
  });

  it('stops taking a token it took before once the token expires, is cut off by logout, or its player is locked', async () => {
    const [e] = upcoming(h, 1);
    const slip = (id: number) => ({ stake: '10.00', player_id: id, ticket_events: [pick(e!)] });
    const expiring = await createPlayer(h, { balance: 10_000n });
    const expiringUser = await login(h, expiring);
    expect((await place(expiringUser.access_token, slip(expiring.id))).status).toBe(201);
    // Into a given second of the clock (50 ms past its start), to test the expiry boundary exactly.
    const toSecond = (second: number) => h.rt.clock.advance(Math.max(0, second * 1000 + 50 - h.rt.clock.now()) / 1000);
    const { exp } = decodeJwt(expiringUser.access_token);
    toSecond(exp! - 1);
    expect((await place(expiringUser.access_token, slip(expiring.id))).status).toBe(201);
    toSecond(exp!);
    expect((await place(expiringUser.access_token, slip(expiring.id))).body.error.code).toBe('invalid_token');

    const leaving = await createPlayer(h, { balance: 10_000n });
    const leavingUser = await login(h, leaving);
    expect((await place(leavingUser.access_token, slip(leaving.id))).status).toBe(201);
    h.rt.clock.advance(1);
    expect((await h.request('/api/logout', { method: 'POST', json: { refresh_token: leavingUser.refresh_token }, token: leavingUser.access_token })).status).toBe(200);
    expect((await place(leavingUser.access_token, slip(leaving.id))).body.error.code).toBe('token_revoked');

    const locked = await createPlayer(h, { balance: 10_000n });
    const lockedUser = await login(h, locked);
    expect((await place(lockedUser.access_token, slip(locked.id))).status).toBe(201);
    await h.rt.db
      .update(players)
      .set({ lockedUntil: new Date(h.rt.clock.now() + 86_400_000) })
      .where(eq(players.id, locked.id));
    expect((await place(lockedUser.access_token, slip(locked.id))).body.error.code).toBe('account_locked');
  });

  it('refuses changed odds unless the player accepts them', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    // An odd well above the 1.01 floor, so lowering it stays a valid odd.
    const e = upcoming(h, 40).find((x) => x.fullTimeBet!.odds[0]!.value >= 150);
    const sel = pick(e!);
    const current = e!.fullTimeBet!.odds[0]!.value;
    expect((await h.request('/api/test/odds', { method: 'POST', json: { event_id: e!.fi, odd_custom_id: sel.odd_custom_id, value: current - 10 } })).status).toBe(200);
    const refused = await place(user.access_token, { stake: '10.00', player_id: p.id, odds_change: 'higher', ticket_events: [sel] });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('odds_changed');
    expect(refused.body.error.details.changes[0]).toMatchObject({ event_id: e!.fi, value: current - 10 });
    const accepted = await place(user.access_token, { stake: '10.00', player_id: p.id, odds_change: 'any', ticket_events: [sel] });
    expect(accepted.status).toBe(201);
    expect(accepted.body.ticket.ticket_events[0].odd_value).toBe(((current - 10) / 100).toFixed(2));
  });

  it('answers the same Idempotency-Key with the same ticket, 422 for another body', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const [a, b] = upcoming(h, 2);
    const body = { stake: '10.00', player_id: p.id, ticket_events: [pick(a!)] };
    const first = await place(user.access_token, body, 'key-1');
    const again = await place(user.access_token, body, 'key-1');
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.ticket.id).toBe(first.body.ticket.id);
    expect((await place(user.access_token, { ...body, ticket_events: [pick(b!)] }, 'key-1')).status).toBe(422);
    const statement = (await (await h.request('/api/account-statement', { token: user.access_token })).json()) as Json;
    expect(statement.entries.filter((x: Json) => x.kind === 'ticket_stake')).toHaveLength(1);
  });

  it('answers a retry with its first ticket even when the slip would be refused now (balance spent, odds moved, stake limit reached)', async () => {
    // The key's ticket is looked for in the placing statement itself, after the checks in memory:
    // a refusal must not hide a ticket the key already placed.
    const spent = await createPlayer(h, { balance: 1_000n });
    const spentUser = await login(h, spent);
    const e = upcoming(h, 40).find((x) => x.fullTimeBet!.odds[0]!.value >= 150)!;
    const body = { stake: '10.00', player_id: spent.id, ticket_events: [pick(e)] };
    const first = await place(spentUser.access_token, body, 'retry-1');
    expect(first.status).toBe(201);
    expect(await place(spentUser.access_token, body, 'retry-1')).toMatchObject({ status: 200, body: { ticket: { id: first.body.ticket.id }, balance: '0.00' } });
    expect((await place(spentUser.access_token, body, 'retry-2')).body.error.code).toBe('insufficient_funds');

    const limited = await createPlayer(h, { balance: 10_000n });
    const limitedUser = await login(h, limited);
    expect((await h.request('/api/account/limits', { method: 'PUT', json: { stake: { daily: '10.00' } }, token: limitedUser.access_token })).status).toBe(200);
    const limitedBody = { stake: '10.00', player_id: limited.id, ticket_events: [pick(e)] };
    const placed = await place(limitedUser.access_token, limitedBody, 'retry-1');
    expect(placed.status).toBe(201);
    expect(await place(limitedUser.access_token, limitedBody, 'retry-1')).toMatchObject({ status: 200, body: { ticket: { id: placed.body.ticket.id } } });
    expect((await place(limitedUser.access_token, limitedBody, 'retry-2')).body.error.code).toBe('stake_limit_reached');

    const current = e.fullTimeBet!.odds[0]!.value;
    expect((await h.request('/api/test/odds', { method: 'POST', json: { event_id: e.fi, odd_custom_id: pick(e).odd_custom_id, value: current - 10 } })).status).toBe(200);
    expect(await place(spentUser.access_token, body, 'retry-1')).toMatchObject({ status: 200, body: { ticket: { id: first.body.ticket.id } } });
    expect((await place(spentUser.access_token, body, 'retry-3')).body.error.code).toBe('odds_changed');
    expect((await place(spentUser.access_token, { ...body, stake: '5.00' }, 'retry-1')).status).toBe(422);
    expect(await balanceOf(h, spent.id)).toBe(0n);
    expect(await balanceOf(h, limited.id)).toBe(9_000n);
  });

  it('accepts exactly 10 of 50 concurrent 10.00 tickets against 100.00', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const [e] = upcoming(h, 1);
    const results = await Promise.all(Array.from({ length: 50 }, () => place(user.access_token, { stake: '10.00', player_id: p.id, ticket_events: [pick(e!)] })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(10);
    expect(results.filter((r) => r.status === 409).every((r) => r.body.error.code === 'insufficient_funds')).toBe(true);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it("holds tickets placed at once to the player's own stake limit", async () => {
    const p = await createPlayer(h, { balance: 100_000n });
    const user = await login(h, p);
    const limits = await h.request('/api/account/limits', { method: 'PUT', json: { stake: { daily: '50.00' } }, token: user.access_token });
    expect(limits.status).toBe(200);
    const [e] = upcoming(h, 1);
    const results = await Promise.all(Array.from({ length: 10 }, () => place(user.access_token, { stake: '10.00', player_id: p.id, ticket_events: [pick(e!)] })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status !== 201);
    expect(refused.every((r) => r.status === 409 && r.body.error.code === 'stake_limit_reached')).toBe(true);
    const after = await place(user.access_token, { stake: '5.00', player_id: p.id, ticket_events: [pick(e!)] });
    expect(after.body.error).toMatchObject({ code: 'stake_limit_reached', details: { remaining: '0.00' } });
    expect(await balanceOf(h, p.id)).toBe(95_000n);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('settles a won ticket when the event finishes and credits the payout', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const [e] = upcoming(h, 1);
    const home = pick(e!, 0);
    const placed = await place(user.access_token, { stake: '10.00', player_id: p.id, ticket_events: [home] });
    expect(placed.status).toBe(201);
    expect((await h.request(`/api/test/events/${e!.fi}/finish`, { method: 'POST', json: { home_goals: 2, away_goals: 0 } })).status).toBe(200);
    await expect
      .poll(async () => ((await (await h.request('/api/get_tickets?status=closed', { token: user.access_token })).json()) as Json).tickets[0]?.status as string | undefined, {
        timeout: 5000,
      })
      .toBe('winning');
    const won = Math.floor((1000 * e!.fullTimeBet!.odds[0]!.value) / 100);
    const account = (await (await h.request('/api/account', { token: user.access_token })).json()) as Json;
    expect(account.balance).toBe(((9000 + won) / 100).toFixed(2));
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('pays a won combination the max gain it showed: total x the max coefficient, shown to a hundredth', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const [a, b] = upcoming(h, 40).slice(-2);
    // 3.10 x 7.05 = 21.855: shown as 21.85, so 5.00 gains 109.25 (5 x 21.85), not 109.27.
    for (const [e, value] of [
      [a!, 310],
      [b!, 705],
    ] as const) {
      expect((await h.request('/api/test/odds', { method: 'POST', json: { event_id: e.fi, odd_custom_id: 'main.1', value } })).status).toBe(200);
    }
    const now = (e: typeof a) => h.rt.offer.event(e!.fi)!;
    const placed = await place(user.access_token, { stake: '5.00', player_id: p.id, ticket_events: [pick(now(a)), pick(now(b))] });
    expect(placed.status).toBe(201);
    expect(placed.body.ticket).toMatchObject({ maxCoefficient: '21.85', payment: '109.25' });
    for (const e of [a!, b!]) expect((await h.request(`/api/test/events/${e.fi}/finish`, { method: 'POST', json: { home_goals: 1, away_goals: 0 } })).status).toBe(200);
    await expect
      .poll(async () => ((await (await h.request('/api/get_tickets?status=closed', { token: user.access_token })).json()) as Json).tickets[0]?.win_amount as string | undefined, {
        timeout: 5000,
      })
      .toBe('109.25');
    expect(await balanceOf(h, p.id)).toBe(10_000n - 500n + 10_925n);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it("settles many players' tickets on one result at once, each paid exactly once, with the ledger in order", async () => {
    const [e, other] = upcoming(h, 2);
    const a = await createPlayer(h, { balance: 100_000n });
    const b = await createPlayer(h, { balance: 100_000n });
    const ta = (await login(h, a)).access_token;
    const tb = (await login(h, b)).access_token;
    const home = pick(e!, 0);
    const away = pick(e!, 2);
    const slips = [
      { token: ta, player: a, body: { stake: '10.00', ticket_events: [home] } },
      { token: ta, player: a, body: { stake: '20.00', ticket_events: [home] } },
      { token: ta, player: a, body: { stake: '15.00', ticket_events: [away] } },
      { token: ta, player: a, body: { stake: '12.00', type: 'system', system_sizes: [1], ticket_events: [home, pick(other!, 0)] } },
      { token: tb, player: b, body: { stake: '30.00', ticket_events: [home] } },
      { token: tb, player: b, body: { stake: '7.00', ticket_events: [home, away] } },
    ];
    const placed: Json[] = [];
    for (const slip of slips) {
      const res = await place(slip.token, { ...slip.body, player_id: slip.player.id });
      expect(res.status).toBe(201);
      placed.push(res.body.ticket);
    }
    expect((await h.request(`/api/test/events/${e!.fi}/finish`, { method: 'POST', json: { home_goals: 2, away_goals: 0 } })).status).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await h.rt.db
              .select()
              .from(tickets)
              .where(
                inArray(
                  tickets.id,
                  placed
                    .slice(0, 3)
                    .concat(placed.slice(4))
                    .map((t) => Number(t.id)),
                ),
              )
          ).every((t) => t.status !== 'pending'),
        { timeout: 5000 },
      )
      .toBe(true);
    const odd = Math.round(Number(home.odd_value) * 100);
    const single = (stake: number) => Math.floor((stake * odd) / 100);
    const rows = await h.rt.db
      .select()
      .from(tickets)
      .where(
        inArray(
          tickets.id,
          placed.map((t) => Number(t.id)),
        ),
      );
    const byId = new Map(rows.map((t) => [t.id, t]));
    const statusOf = (i: number) => byId.get(Number(placed[i]!.id))!.status;
    expect([0, 1, 2, 4, 5].map(statusOf)).toEqual(['winning', 'winning', 'failed', 'winning', 'winning']);
    // The system 1/2 ticket waits for its other event; one of its two bets already won.
    expect(statusOf(3)).toBe('pending');
    // Two picks on one match: of the two singles it makes, the home one won.
    // Never more than the max gain it showed: 7.00 x the better odd over two bets, to a hundredth.
    const best = Math.max(odd, Math.round(Number(away.odd_value) * 100));
    const multi = Math.min(Math.floor((350 * odd) / 100), Math.floor((700 * Math.floor(best / 2)) / 100));
    expect(await balanceOf(h, a.id)).toBe(BigInt(100_000 - 1000 - 2000 - 1500 - 1200 + single(1000) + single(2000)));
    expect(await balanceOf(h, b.id)).toBe(BigInt(100_000 - 3000 - 700 + single(3000) + multi));
    expect(await settleEvent(h.rt, e!.fi)).toBe(0);
    expect(await balanceOf(h, b.id)).toBe(BigInt(100_000 - 3000 - 700 + single(3000) + multi));
    const payouts = await h.rt.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.playerId, a.id), eq(walletLedger.kind, 'ticket_payout')));
    expect(payouts.map((p) => p.amount).sort()).toEqual([BigInt(single(1000)), BigInt(single(2000))].sort());
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('closes and pays a ticket a crash left pending with every selection already decided', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const [e] = upcoming(h, 1);
    const placed = await place(user.access_token, { stake: '10.00', player_id: p.id, ticket_events: [pick(e!)] });
    expect(placed.status).toBe(201);
    const id = Number(placed.body.ticket.id);
    // What a crash right after deciding the selection, before closing the ticket, leaves behind.
    await h.rt.db.update(ticketEvents).set({ status: 'winning' }).where(eq(ticketEvents.ticketId, id));
    expect(await settleBacklog(h.rt)).toBeGreaterThanOrEqual(1);
    const [ticket] = await h.rt.db.select().from(tickets).where(eq(tickets.id, id));
    expect(ticket!.status).toBe('winning');
    const odd = Number(placed.body.ticket.ticket_events[0].odd_value);
    expect(await balanceOf(h, p.id)).toBe(9_000n + 10n * BigInt(Math.round(odd * 100)));
    expect(await settleBacklog(h.rt)).toBe(0);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('refunds the stake as cancelled when the operator voids the event', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const e = upcoming(h, 30).at(-1)!;
    expect((await place(user.access_token, { stake: '10.00', player_id: p.id, ticket_events: [pick(e)] })).status).toBe(201);
    expect((await h.request(`/api/admin/events/${e.fi}/void`, { method: 'POST' })).status).toBe(401);
    expect((await h.request(`/api/admin/events/${e.fi}/void`, { method: 'POST', admin: true })).status).toBe(200);
    await expect
      .poll(async () => ((await (await h.request('/api/get_tickets?status=closed', { token: user.access_token })).json()) as Json).tickets[0]?.status as string | undefined, {
        timeout: 5000,
      })
      .toBe('cancelled');
    const account = (await (await h.request('/api/account', { token: user.access_token })).json()) as Json;
    expect(account.balance).toBe('100.00');
    expect((await place(user.access_token, { stake: '10.00', player_id: p.id, ticket_events: [pick(e)] })).body.error.code).toBe('event_unavailable');
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });
});
