// Live tickets: the live acceptance delay re-checks suspension and odds after it, and a
// live ticket on a match played out by the simulation is settled from its decided markets.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireEvent } from '../../src/server/feed/types.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';

type Json = Record<string, any>;
const DELAY_MS = 600;

let h: Harness;
const balances: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  h = await startHarness({ LIVE_BET_DELAY_MS: String(DELAY_MS) });
  h.rt.bus.subscribe('balance', (m) => balances.push(m));
});
afterAll(async () => {
  await h?.close();
});

let nextLeague = 101;
/** A soccer match started now, after one feed step so it carries live prices. */
async function liveMatch(): Promise<WireEvent> {
  const e = h.rt.offer.eventsForLeague(nextLeague++)[0]!;
  await h.request(`/api/test/events/${e.fi}/start`, { method: 'POST' });
  await h.rt.feed.tick();
  return h.rt.offer.event(e.fi)!;
}

function livePick(e: WireEvent, customId: string) {
  const group = e.bets.find((g) => g.odds.some((o) => o.custom_id === customId))!;
  const odd = group.odds.find((o) => o.custom_id === customId)!;
  return { event_id: e.fi, bet_name: group.realName, bet_name_second: odd.name2 ?? '', odd_name: odd.name, odd_custom_id: odd.custom_id, odd_value: odd.odds, is_live: 'true' };
}

async function place(token: string, body: Json) {
  const res = await h.request('/api/create_ticket', { method: 'POST', json: body, token });
  return { status: res.status, body: (await res.json()) as Json };
}

/** Holds the model's prices off the match (a price set by hand) so only the test moves them. */
const setOdd = (e: WireEvent, customId: string, value: number) => h.request('/api/test/odds', { method: 'POST', json: { event_id: e.fi, odd_custom_id: customId, value } });

describe('live acceptance delay', () => {
  it('accepts a live pick after the delay', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const e = await liveMatch();
    await setOdd(e, 'main.X', 300);
    const started = Date.now();
    const placed = await place(user.access_token, { stake: '10.00', player_id: p.id, ticket_events: [livePick(h.rt.offer.event(e.fi)!, 'main.X')] });
    expect(placed.status).toBe(201);
    expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY_MS - 20);
    expect(placed.body.ticket).toMatchObject({ is_live_ticket: true });
  });

  it('refuses a pick whose market was suspended during the delay', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const e = await liveMatch();
    await setOdd(e, 'main.1', 250);
    const pending = place(user.access_token, { stake: '10.00', player_id: p.id, ticket_events: [livePick(h.rt.offer.event(e.fi)!, 'main.1')] });
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS / 3));
    expect((await h.request('/api/test/bet-group', { method: 'POST', json: { event_id: e.fi, custom_id: 'main', suspended: true } })).status).toBe(200);
    const refused = await pending;
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('selection_suspended');
    // A suspension by hand holds through the simulation's steps until it is lifted by hand.
    await h.rt.feed.tick();
    expect(h.rt.offer.event(e.fi)!.bets.find((g) => g.custom_id === 'main')!.suspended).toBe(true);
  });

  it('refuses a pick whose odd fell during the delay', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const e = await liveMatch();
    await setOdd(e, 'main.2', 400);
    const pending = place(user.access_token, { stake: '10.00', player_id: p.id, ticket_events: [livePick(h.rt.offer.event(e.fi)!, 'main.2')] });
    await new Promise((resolve) => setTimeout(resolve, DELAY_MS / 3));
    await setOdd(e, 'main.2', 300);
    const refused = await pending;
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('odds_changed');
  });
});

describe('live settlement', () => {
  it('settles a live ticket on a played-out match, Nth Goal included, and pushes the balance', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    // As a socket of the player on this node does: other nodes' balance messages reach only such a node.
    const interest = h.rt.bus.hearPlayer(p.id);
    await interest.ready;
    const user = await login(h, p);
    const e = await liveMatch();
    await setOdd(e, 'goal_1.none', 900);
    const placed = await place(user.access_token, { stake: '10.00', player_id: p.id, ticket_events: [livePick(h.rt.offer.event(e.fi)!, 'goal_1.none')] });
    expect(placed.status).toBe(201);
    await h.request('/api/test/clock/advance', { method: 'POST', json: { seconds: 3 * 3600 } });
    expect(h.rt.offer.event(e.fi)?.status).toBe('finished');
    // Three simulated hours outlast the access token: log in again.
    const again = await login(h, p);
    await expect
      .poll(async () => ((await (await h.request('/api/get_tickets?status=closed', { token: again.access_token })).json()) as Json).tickets[0]?.status as string | undefined, {
        timeout: 10_000,
      })
      .toMatch(/^(winning|failed)$/);
    const finished = h.rt.offer.event(e.fi)!;
    const noGoal = finished.homeGoals === 0 && finished.awayGoals === 0;
    const ticket = ((await (await h.request('/api/get_tickets?status=closed', { token: again.access_token })).json()) as Json).tickets[0];
    expect(ticket.status).toBe(noGoal ? 'winning' : 'failed');
    if (noGoal) await expect.poll(() => balances.some((b) => Number(b.player_id) === p.id && b.balance === '180.00')).toBe(true);
    interest.release();
  });
});
