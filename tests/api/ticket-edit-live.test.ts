// Edit bet and the live bet delay (issue 31): an edit whose old or new ticket has a pick in
// play waits the delay before it is priced again and made, as placing and cashing out do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireEvent } from '../../src/server/feed/types.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { startHarness, type Harness, type Json } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';
import { pick, upcoming } from './support/offer.ts';

const DELAY_MS = 700;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ LIVE_BET_DELAY_MS: String(DELAY_MS) });
});
afterAll(async () => {
  await h?.close();
});

/** A soccer match started now, with a hand-set home price the model leaves alone. */
async function liveMatch(e: WireEvent): Promise<WireEvent> {
  await h.request(`/api/test/events/${e.fi}/start`, { method: 'POST' });
  await h.rt.feed.tick();
  await h.request('/api/test/odds', { method: 'POST', json: { event_id: e.fi, odd_custom_id: 'main.1', value: 250 } });
  return h.rt.offer.event(e.fi)!;
}

async function timedEdit(token: string, id: number, changes: Json): Promise<{ status: number; body: Json; ms: number }> {
  const q = await h.call(`/api/tickets/${id}/edit/quote`, { method: 'POST', token, json: changes });
  expect(q.status, JSON.stringify(q.body)).toBe(200);
  const started = Date.now();
  const res = await h.call(`/api/tickets/${id}/edit`, {
    method: 'POST',
    token,
    json: { ...changes, expected_value: q.body.value, odds_change: 'any' },
    headers: { 'idempotency-key': crypto.randomUUID() },
  });
  return { ...res, ms: Date.now() - started };
}

describe('edit bet and the live bet delay', () => {
  it('waits the delay when a kept pick is in play and when a live pick is added', async () => {
    const [b, c, d] = upcoming(h, 3);
    const p = await createPlayer(h, { balance: 10_000n });
    const token = (await login(h, p)).access_token;
    const placeOn = async (events: WireEvent[]) => {
      const res = await h.call('/api/create_ticket', {
        method: 'POST',
        token,
        json: { stake: '10.00', player_id: p.id, odds_change: 'any', ticket_events: events.map((e) => pick(e)) },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.ticket as Json;
    };

    const goingLive = await placeOn([b!]);
    await liveMatch(b!);
    const kept = await timedEdit(token, goingLive.id, { stake: '12.00' });
    expect(kept.status, JSON.stringify(kept.body)).toBe(201);
    expect(kept.ms).toBeGreaterThanOrEqual(DELAY_MS - 20);
    expect(kept.body.ticket).toMatchObject({ is_live_ticket: true });

    const plain = await placeOn([c!]);
    const live = await liveMatch(d!);
    const added = await timedEdit(token, plain.id, { add: [{ event_id: live.fi, odd_custom_id: 'main.1', is_live: true }] });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect(added.ms).toBeGreaterThanOrEqual(DELAY_MS - 20);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });
});
