// Cash out of a live ticket (issue 17): the value is pushed over the player's socket when the
// odds move (while my bets asks for offers), at most once a second per ticket, and an
// acceptance waits the live bet delay before it is priced again, as placing a ticket does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireEvent } from '../../src/server/feed/types.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { playerSocket, startSocketServer, type SocketServer } from './support/socket-server.ts';
import { createPlayer, login } from './support/players.ts';

type Json = Record<string, any>;
const DELAY_MS = 700;

let h: Harness;
let sockets: SocketServer | undefined;
beforeAll(async () => {
  h = await startHarness({ LIVE_BET_DELAY_MS: String(DELAY_MS) });
  sockets = await startSocketServer(h);
});
afterAll(async () => {
  await sockets?.close();
  await h?.close();
});

/** A soccer match started now, with a hand-set home price the model leaves alone. */
async function liveMatch(): Promise<WireEvent> {
  const league = h.rt.offer.leagues(1)[3]!;
  const e = h.rt.offer.eventsForLeague(league.id).find((x) => x.status === 'scheduled')!;
  await h.request(`/api/test/events/${e.fi}/start`, { method: 'POST' });
  await h.rt.feed.tick();
  await h.request('/api/test/odds', { method: 'POST', json: { event_id: e.fi, odd_custom_id: 'main.1', value: 250 } });
  return h.rt.offer.event(e.fi)!;
}

describe('a live ticket', () => {
  it('has its changed value pushed on the socket, no more than once a second, and its cash out waits the live bet delay', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const token = (await login(h, p)).access_token;
    const e = await liveMatch();
    const group = e.bets.find((g) => g.odds.some((o) => o.custom_id === 'main.1'))!;
    const odd = group.odds.find((o) => o.custom_id === 'main.1')!;
    const placed = await h.request('/api/create_ticket', {
      method: 'POST',
      token,
      json: {
        stake: '10.00',
        player_id: p.id,
        odds_change: 'any',
        ticket_events: [{ event_id: e.fi, bet_name: group.realName, odd_name: odd.name, odd_custom_id: 'main.1', odd_value: odd.odds, is_live: 'true' }],
      },
    });
    expect(placed.status).toBe(201);
    const ticket = ((await placed.json()) as Json).ticket as Json;

    const ws = await playerSocket(sockets!, p.id, token);
    const pushes: Array<{ at: number; offers: Json[] }> = [];
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as Json;
      if (m.type === 'cash_out') pushes.push({ at: Date.now(), offers: m.offers as Json[] });
    });
    const first = ((await (await h.request('/api/tickets/cash-out', { token })).json()) as Json).offers as Json[];
    const before = first.find((o) => o.ticket_id === ticket.id)!.value as string;

    // The home price drifts three times in quick succession.
    for (const value of [300, 350, 400]) {
      await h.request('/api/test/odds', { method: 'POST', json: { event_id: e.fi, odd_custom_id: 'main.1', value } });
      await new Promise((r) => setTimeout(r, 150));
    }
    await expect.poll(() => pushes.flatMap((x) => x.offers).find((o) => o.ticket_id === ticket.id)?.value, { timeout: 5000 }).toBeDefined();
    await new Promise((r) => setTimeout(r, 2200));
    const mine = pushes.filter((x) => x.offers.some((o) => o.ticket_id === ticket.id));
    const latest = mine.at(-1)!.offers.find((o) => o.ticket_id === ticket.id)!.value as string;
    expect(Number(latest)).toBeLessThan(Number(before));
    for (let i = 1; i < mine.length; i++) expect(mine[i]!.at - mine[i - 1]!.at).toBeGreaterThanOrEqual(900);
    ws.close();

    const started = Date.now();
    const res = await h.request(`/api/tickets/${ticket.id}/cash-out`, {
      method: 'POST',
      token,
      json: { amount: latest, odds_change: 'any' },
      headers: { 'idempotency-key': 'live-1' },
    });
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY_MS - 20);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });
});
