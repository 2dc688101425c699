// bet_name_second (spec section 7): the odd's third name for a live pick, else empty, taken
// from the offer rather than from what the client sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ticketEvents } from '../../src/server/db/schema.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';
import { pick, upcoming } from './support/offer.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

async function placed(token: string, playerId: number, selection: Record<string, unknown>): Promise<string> {
  const res = await h.request('/api/create_ticket', { method: 'POST', json: { stake: '5.00', player_id: playerId, ticket_events: [selection] }, token });
  expect(res.status, await res.clone().text()).toBe(201);
  const id = ((await res.json()) as { ticket: { id: number } }).ticket.id;
  const [row] = await h.rt.db.select({ second: ticketEvents.betNameSecond }).from(ticketEvents).where(eq(ticketEvents.ticketId, id));
  return row?.second ?? 'missing';
}

describe('bet_name_second', () => {
  it('is empty for a pre-match pick and the backed side for a live pick, whatever the client sent', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const [prematch] = upcoming(h, 1);
    expect(await placed(user.access_token, p.id, { ...pick(prematch!, 0), bet_name_second: 'anything the client says' })).toBe('');

    const e = h.rt.offer.eventsForLeague(102)[0]!;
    await h.request(`/api/test/events/${e.fi}/start`, { method: 'POST' });
    await h.rt.feed.tick();
    const live = h.rt.offer.event(e.fi)!;
    const odd = live.fullTimeBet!.odds.find((o) => o.custom_id === 'main.1')!;
    const selection = { ...pick(live, 0), is_live: 'true', bet_name_second: 'made up' };
    expect(await placed(user.access_token, p.id, selection)).toBe(odd.name3 ?? odd.name2);
    expect(odd.name2).toBe(live.home.name);
  });
});
