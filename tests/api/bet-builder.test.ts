// Bet builder (issue 19 item 2): several picks of one match priced jointly from the feed's
// model, placed as one selection (priced again by the server, odds-change policy applied),
// settled from the final score, cancelled with a voided match.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireEvent } from '../../src/server/feed/types.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { balanceOf, createPlayer, login } from './support/players.ts';
import { pick, upcoming } from './support/offer.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';

type Json = Record<string, any>;
let h: Harness;
let found: WireEvent[] | undefined;
beforeAll(async () => {
  h = await startHarness();
});
/** Upcoming soccer matches, read once the offer has them (each test bets on its own). */
const matches = (): WireEvent[] => (found ??= upcoming(h, 12));
afterAll(async () => {
  await h?.close();
});

const oddOf = (e: WireEvent, id: string) => e.bets.flatMap((g) => g.odds).find((o) => o.custom_id === id)!;

async function price(eventId: number, picks: string[]) {
  const res = await h.request('/api/bet-builder/price', { method: 'POST', json: { eventId, picks } });
  return { status: res.status, body: (await res.json()) as Json };
}

function builderSelection(e: WireEvent, priced: Json, odds: number = priced.odds) {
  return { event_id: e.fi, bet_name: priced.bet_name, bet_name_second: '', odd_name: priced.odd_name, odd_custom_id: priced.custom_id, odd_value: odds, is_live: 'false' };
}

async function place(token: string, body: Json) {
  const res = await h.request('/api/create_ticket', { method: 'POST', json: body, token });
  return { status: res.status, body: (await res.json()) as Json };
}

async function closedStatus(token: string, id: number): Promise<string | undefined> {
  const body = (await (await h.request('/api/get_tickets?status=closed', { token })).json()) as Json;
  return (body.tickets as Json[]).find((t) => t.id === id)?.status as string | undefined;
}

describe('bet builder', () => {
  it('prices correlated picks jointly, not as the product of their odds', async () => {
    const e = matches()[0]!;
    const picks = ['main.1', 'over_under.o2.5', 'btts.no'];
    const { status, body } = await price(e.fi, picks);
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.custom_id).toBe('builder.btts.no,main.1,over_under.o2.5');
    expect(body.picks.map((p: Json) => p.custom_id)).toEqual(['btts.no', 'main.1', 'over_under.o2.5']);
    expect(body.odd_name).toContain('Full Time Result: 1');
    const product = picks.reduce((x, id) => x * oddOf(e, id).odds, 1);
    expect(Math.abs(body.odds - product)).toBeGreaterThan(0.05);
    // The joint chance is below every single pick's chance.
    for (const id of picks) expect(body.probability).toBeLessThan(1 / oddOf(e, id).odds);
  });

  it('refuses impossible combinations with a reason, names implied picks, refuses unknown picks', async () => {
    const e = matches()[0]!;
    const impossible = await price(e.fi, ['main.1', 'main.2']);
    expect(impossible.status).toBe(400);
    expect(impossible.body.error).toMatchObject({ code: 'builder_impossible', details: { reason: 'impossible' } });
    const implied = await price(e.fi, ['main.1', 'double_chance.1X']);
    expect(implied.status).toBe(200);
    expect(implied.body.implied).toEqual(['double_chance.1X']);
    expect((await price(e.fi, ['main.1'])).body.error.code).toBe('builder_too_few_picks');
    expect((await price(e.fi, ['main.1', 'goal_1.1'])).body.error.code).toBe('selection_unavailable');
    expect((await price(999_999_999, ['main.1', 'btts.yes'])).body.error.code).toBe('event_unavailable');
  });

  it('places a bet builder as one selection, re-priced by the server, combinable with another match but not with a pick of its own', async () => {
    const p = await createPlayer(h, { balance: 100_000n });
    const user = await login(h, p);
    const [e, other] = [matches()[1]!, matches()[2]!];
    const { body: priced } = await price(e.fi, ['main.X', 'over_under.u2.5']);
    // A price sent higher than the server's is an odds change the default policy refuses.
    const higher = await place(user.access_token, { stake: '5.00', player_id: p.id, ticket_events: [builderSelection(e, priced, priced.odds + 1)] });
    expect(higher.status).toBe(409);
    expect(higher.body.error.code).toBe('odds_changed');
    expect(higher.body.error.details.changes[0]).toMatchObject({ odd_custom_id: priced.custom_id, odds: priced.odds });
    const same = await place(user.access_token, { stake: '5.00', player_id: p.id, ticket_events: [builderSelection(e, priced), pick(e, 0)] });
    expect(same.status).toBe(400);
    expect(same.body.error.code).toBe('builder_same_match');
    const placed = await place(user.access_token, { stake: '5.00', player_id: p.id, ticket_events: [builderSelection(e, priced), pick(other, 0)] });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const selection = (placed.body.ticket.ticket_events as Json[]).find((s) => s.event_id === e.fi)!;
    expect(selection).toMatchObject({ bet_name: 'Bet Builder', odd_name: priced.odd_name });
    expect(Number(selection.odd_value)).toBe(priced.odds);
    // A client's made-up price for a combination is never taken: the picks in another order are the same builder at the server's price.
    const reordered = await place(user.access_token, {
      stake: '5.00',
      player_id: p.id,
      ticket_events: [{ ...builderSelection(e, priced, 1.01), odd_custom_id: 'builder.over_under.u2.5,main.X' }],
    });
    expect(reordered.status).toBe(201);
    expect(Number(reordered.body.ticket.ticket_events[0].odd_value)).toBe(priced.odds);
  });

  it('settles from the final score: every pick won pays the combined odds, one pick lost loses', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const [won, lost] = [matches()[3]!, matches()[4]!];
    const ids: number[] = [];
    const odds: number[] = [];
    for (const e of [won, lost]) {
      const { body: priced } = await price(e.fi, ['btts.yes', 'handicap.h-1.5']);
      expect(priced.custom_id).toBeDefined();
      const placed = await place(user.access_token, { stake: '10.00', player_id: p.id, ticket_events: [builderSelection(e, priced)] });
      expect(placed.status).toBe(201);
      ids.push(placed.body.ticket.id as number);
      odds.push(priced.odds as number);
    }
    // 3-1: home wins by two, both scored. 2-1: the -1.5 handicap loses.
    expect((await h.request(`/api/test/events/${won.fi}/finish`, { method: 'POST', json: { home_goals: 3, away_goals: 1 } })).status).toBe(200);
    expect((await h.request(`/api/test/events/${lost.fi}/finish`, { method: 'POST', json: { home_goals: 2, away_goals: 1 } })).status).toBe(200);
    await expect.poll(() => closedStatus(user.access_token, ids[0]!), { timeout: 20_000 }).toBe('winning');
    await expect.poll(() => closedStatus(user.access_token, ids[1]!), { timeout: 20_000 }).toBe('failed');
    expect(await balanceOf(h, p.id)).toBe(10_000n - 2_000n + 10n * BigInt(Math.round(odds[0]! * 100)));
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('follows a result correction: paid at 3:1, taken back and lost at 2:1', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const e = matches()[6]!;
    const { body: priced } = await price(e.fi, ['btts.yes', 'handicap.h-1.5']);
    const placed = await place(user.access_token, { stake: '10.00', player_id: p.id, ticket_events: [builderSelection(e, priced)] });
    expect(placed.status).toBe(201);
    const id = placed.body.ticket.id as number;
    expect((await h.request(`/api/test/events/${e.fi}/finish`, { method: 'POST', json: { home_goals: 3, away_goals: 1 } })).status).toBe(200);
    await expect.poll(() => closedStatus(user.access_token, id), { timeout: 20_000 }).toBe('winning');
    const corrected = await h.request(`/api/admin/events/${e.fi}/correct`, { method: 'POST', admin: true, json: { home_goals: 2, away_goals: 1 } });
    expect(corrected.status, await corrected.clone().text()).toBe(200);
    await expect.poll(() => closedStatus(user.access_token, id), { timeout: 20_000 }).toBe('failed');
    expect(await balanceOf(h, p.id)).toBe(9_000n);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('is cancelled and the stake refunded when the match is voided', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const e = matches()[5]!;
    const { body: priced } = await price(e.fi, ['main.2', 'over_under.o1.5']);
    const placed = await place(user.access_token, { stake: '10.00', player_id: p.id, ticket_events: [builderSelection(e, priced)] });
    expect(placed.status).toBe(201);
    expect((await h.request(`/api/admin/events/${e.fi}/void`, { method: 'POST', admin: true })).status).toBe(200);
    await expect.poll(() => closedStatus(user.access_token, placed.body.ticket.id as number), { timeout: 20_000 }).toBe('cancelled');
    expect(await balanceOf(h, p.id)).toBe(10_000n);
    expect((await price(e.fi, ['main.2', 'over_under.o1.5'])).body.error.code).toBe('event_unavailable');
  });

  it('prices a match in play from its score and clock', async () => {
    const e = h.rt.offer.eventsForLeague(103)[1]!;
    await h.request(`/api/test/events/${e.fi}/start`, { method: 'POST' });
    await h.rt.feed.tick();
    const before = await price(e.fi, ['main.1', 'over_under.o1.5']);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.is_live).toBe(true);
    const bigWin = await price(e.fi, ['main.1', 'over_under.o3.5']);
    expect(before.body.implied).toEqual([]);
    // Two home goals: the total is over 1.5 already, so that pick adds nothing now.
    h.rt.offer.update(e.fi, { homeGoals: 2, awayGoals: 0 });
    const after = await price(e.fi, ['main.1', 'over_under.o1.5']);
    expect(after.body.implied).toEqual(['over_under.o1.5']);
    expect(after.body.odds).toBeLessThan(before.body.odds);
    // A home win with four goals or more is far likelier at 2:0 than it was at 0:0.
    const bigWinNow = await price(e.fi, ['main.1', 'over_under.o3.5']);
    expect(bigWinNow.status, JSON.stringify(bigWinNow.body)).toBe(200);
    expect(bigWinNow.body.odds).toBeLessThan(bigWin.body.odds / 2);
  });
});
