// The spec's "match remaining" market (issue 16 item 6): offered with the goal sports' markets,
// priced live from the current score, and settled on the goals scored after each pick.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WireEvent } from '../../src/server/feed/types.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';
import { upcoming } from './support/offer.ts';

type Json = Record<string, any>;
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

function selection(e: WireEvent, key: '1' | 'X' | '2', live: boolean) {
  const group = e.bets.find((g) => g.custom_id === 'remaining')!;
  const odd = group.odds.find((o) => o.custom_id === `remaining.${key}`)!;
  return { event_id: e.fi, bet_name: group.realName, bet_name_second: '', odd_name: odd.name, odd_custom_id: odd.custom_id, odd_value: odd.odds, is_live: String(live) };
}

async function statusOf(token: string, ticketId: number): Promise<string | undefined> {
  const body = (await (await h.request('/api/get_tickets?status=closed', { token })).json()) as Json;
  return (body.tickets as Json[]).find((t) => t.id === ticketId)?.status as string | undefined;
}

describe('Match Remaining', () => {
  it('is not offered before kick-off, where it would only repeat the full-time result, nor taken there', async () => {
    const [e] = upcoming(h, 1);
    expect(e!.bets.map((g) => g.custom_id)).toContain('main');
    expect(e!.bets.map((g) => g.custom_id)).not.toContain('remaining');
    const prematch = (await (await h.request(`/api/prematch_odds_by_id?event_id=${e!.fi}`)).json()) as Json;
    expect(JSON.stringify(prematch)).toContain('"main"');
    expect(JSON.stringify(prematch)).not.toContain('"remaining"');
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const pick = {
      event_id: e!.fi,
      bet_name: 'Match Remaining',
      bet_name_second: '',
      odd_name: '1',
      odd_custom_id: 'remaining.1',
      odd_value: e!.fullTimeBet!.odds[0]!.odds,
      is_live: 'false',
    };
    const res = await h.request('/api/create_ticket', { method: 'POST', json: { stake: '5.00', player_id: p.id, ticket_events: [pick] }, token: user.access_token });
    expect(res.status).toBe(409);
  });

  it('is offered on soccer matches in play beside the full-time result', async () => {
    const e = h.rt.offer.eventsForLeague(104)[0]!;
    await h.request(`/api/test/events/${e.fi}/start`, { method: 'POST' });
    await h.rt.feed.tick();
    const group = h.rt.offer.event(e.fi)!.bets.find((g) => g.custom_id === 'remaining');
    expect(group?.name).toBe('Match Remaining');
    expect(group?.odds.map((o) => o.name)).toEqual(['1', 'Draw', '2']);
  });

  it('settles a pick made at 1:0 on the goals after it: the draw wins at 2:1, the home side loses (the full-time 1 would have won)', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const user = await login(h, p);
    const e = h.rt.offer.eventsForLeague(103)[0]!;
    await h.request(`/api/test/events/${e.fi}/start`, { method: 'POST' });
    await h.rt.feed.tick();
    // The home side has scored: the rest of the match starts from 1:0.
    h.rt.offer.update(e.fi, { homeGoals: 1, awayGoals: 0 });
    const live = h.rt.offer.event(e.fi)!;
    const ids: number[] = [];
    const scores = new Set<string>();
    for (const key of ['X', '1'] as const) {
      const res = await h.request('/api/create_ticket', {
        method: 'POST',
        json: { stake: '5.00', player_id: p.id, ticket_events: [selection(live, key, true)] },
        token: user.access_token,
      });
      expect(res.status, await res.clone().text()).toBe(201);
      const ticket = ((await res.json()) as Json).ticket as Json;
      scores.add(ticket.ticket_events[0].result_at_creation as string);
      ids.push(ticket.id as number);
    }
    // 1:0 unless the simulation moved the score meanwhile (a loaded machine): one goal each after the pick either way.
    expect(scores.size).toBe(1);
    const [home, away] = [...scores][0]!.split(':').map(Number) as [number, number];
    expect((await h.request(`/api/test/events/${e.fi}/finish`, { method: 'POST', json: { home_goals: home + 1, away_goals: away + 1 } })).status).toBe(200);
    await expect.poll(() => statusOf(user.access_token, ids[0]!), { timeout: 20_000 }).toBe('winning');
    expect(await statusOf(user.access_token, ids[1]!)).toBe('failed');
  });
});
