// Every refusal of create_ticket has its own code, so the slip can say what is wrong in the
// player's language. (Stake rules, odds changes, suspensions, funds, limits, tokens and locks
// are also exercised with their flows in tickets.test.ts and live-tickets.test.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { pick, upcoming } from './support/offer.ts';
import { createPlayer, login } from './support/players.ts';

let h: Harness;
let token = '';
let player: Awaited<ReturnType<typeof createPlayer>>;
beforeAll(async () => {
  h = await startHarness();
  player = await createPlayer(h, { balance: 1_000_000n });
  token = (await login(h, player)).access_token;
});
afterAll(async () => {
  await h?.close();
});

type Json = Record<string, any>;

async function refusal(body: Json, key?: string): Promise<{ status: number; code: string; details: Json }> {
  const res = await h.request('/api/create_ticket', { method: 'POST', json: { player_id: player.id, ...body }, token, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
  const json = (await res.json()) as Json;
  return { status: res.status, code: json.error?.code, details: json.error?.details };
}

describe('create_ticket refusals', () => {
  it('names the problem with the slip itself', async () => {
    const [a, b] = upcoming(h, 2);
    expect(await refusal({ stake: '10.00', ticket_events: [] })).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(await refusal({ stake: 10.001, ticket_events: [pick(a!)] })).toMatchObject({ status: 400, code: 'invalid_stake' });
    expect(await refusal({ stake: '10.00', ticket_events: [pick(a!), pick(a!)] })).toMatchObject({ status: 400, code: 'duplicate_selection', details: { event_id: a!.fi } });
    expect(await refusal({ stake: '10.00', type: 'system', system_sizes: [3], ticket_events: [pick(a!), pick(b!)] })).toMatchObject({ status: 400, code: 'invalid_system' });
    expect(
      await refusal({
        stake: '10.00',
        type: 'system',
        system_sizes: [1],
        ticket_events: [
          { ...pick(a!), fixed: true },
          { ...pick(b!), fixed: true },
        ],
      }),
    ).toMatchObject({ status: 400, code: 'invalid_system' });
    expect(await refusal({ stake: '10.00', ticket_events: upcoming(h, 31).map((e) => pick(e)) })).toMatchObject({ status: 400, code: 'too_many_events' });
  });

  it('names the stake rule a slip breaks, with its value and currency', async () => {
    const events = upcoming(h, 7);
    const threeEach = (n: number) => events.slice(0, n).flatMap((e) => [pick(e, 0), pick(e, 1), pick(e, 2)]);
    // Four events with three picks each make 81 bets: 5.00 leaves 0.06 a bet.
    expect(await refusal({ stake: '5.00', ticket_events: threeEach(4) })).toMatchObject({ status: 400, code: 'min_stake_per_bet', details: { value: '0.10', currency: 'EUR' } });
    // Seven make 2,187 combinations, over the 1,000 a ticket may hold.
    expect(await refusal({ stake: '500.00', ticket_events: threeEach(7) })).toMatchObject({ status: 400, code: 'too_many_combinations' });
    expect(await refusal({ stake: '4.99', ticket_events: [pick(events[0]!)] })).toMatchObject({ status: 400, code: 'min_stake', details: { value: '5.00', currency: 'EUR' } });
    expect(await refusal({ stake: '1000.01', ticket_events: [pick(events[0]!)] })).toMatchObject({
      status: 400,
      code: 'max_stake',
      details: { value: '1000.00', currency: 'EUR' },
    });
  });

  it('names a selection the offer no longer has', async () => {
    const [a] = upcoming(h, 1);
    expect(await refusal({ stake: '10.00', ticket_events: [{ ...pick(a!), event_id: 987_654_321 }] })).toMatchObject({
      status: 409,
      code: 'event_unavailable',
      details: { event_id: 987_654_321 },
    });
    expect(await refusal({ stake: '10.00', ticket_events: [{ ...pick(a!), odd_custom_id: 'no.such.odd' }] })).toMatchObject({
      status: 409,
      code: 'selection_unavailable',
      details: { odd_custom_id: 'no.such.odd' },
    });
    expect(await refusal({ stake: '10.00', ticket_events: [{ ...pick(a!), is_live: 'true' }] })).toMatchObject({ status: 409, code: 'event_unavailable' });
  });

  it('answers 422 idempotency_key_reused for a key used with another slip', async () => {
    const [a, b] = upcoming(h, 2);
    const first = await h.request('/api/create_ticket', {
      method: 'POST',
      json: { player_id: player.id, stake: '10.00', ticket_events: [pick(a!)] },
      token,
      headers: { 'idempotency-key': 'refusals-1' },
    });
    expect(first.status).toBe(201);
    expect(await refusal({ stake: '10.00', ticket_events: [pick(b!)] }, 'refusals-1')).toMatchObject({ status: 422, code: 'idempotency_key_reused' });
  });

  it('refuses a pre-match pick once its start time has passed (event_started)', async () => {
    // No feed step may start the match between the clock moving and the ticket: stop the feed.
    await h.rt.feed.stop();
    const [a] = upcoming(h, 1);
    h.rt.clock.advance((a!.time * 1000 - h.rt.clock.now()) / 1000 + 1);
    expect(h.rt.offer.event(a!.fi)?.status).toBe('scheduled');
    // Hours of simulated time outlast the access token: log in again.
    token = (await login(h, player)).access_token;
    expect(await refusal({ stake: '10.00', ticket_events: [pick(a!)] })).toMatchObject({ status: 409, code: 'event_started', details: { event_id: a!.fi } });
  });
});
