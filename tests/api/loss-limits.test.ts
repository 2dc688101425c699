// Loss limits (issue 18 item 1): net loss of a period (stakes and casino bets minus returns)
// may not pass the player's daily, weekly or monthly loss limit; a stake counts as if lost.
// Same rules as the other limits, under the same per-player lock; on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { players } from '../../src/server/db/schema.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { gameUuid } from '../../src/server/casino/catalogue.ts';
import { placeTicket } from '../../src/server/tickets/place.ts';
import { periodStart } from '../../src/lib/limits/index.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { balanceOf, createPlayer, login, type TestPlayer } from './support/players.ts';
import { pick, upcoming } from './support/offer.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const call = (path: string, token: string, method = 'GET', json?: unknown) => h.call(path, { method, token, json });

const ticket = (token: string, p: TestPlayer, stake: string, eventIndex = 0) => {
  const e = upcoming(h, eventIndex + 1)[eventIndex]!;
  return call('/api/create_ticket', token, 'POST', { stake, player_id: p.id, odds_change: 'any', ticket_events: [pick(e)] });
};

async function withLossLimit(daily: string, balance = 100_000n): Promise<{ p: TestPlayer; token: string }> {
  const p = await createPlayer(h, { balance });
  const { access_token } = await login(h, p);
  const set = await call('/api/account/limits', access_token, 'PUT', { loss: { daily } });
  expect(set.status).toBe(200);
  expect(set.body.loss_limits.daily).toEqual({ value: daily, pending: null });
  return { p, token: access_token };
}

describe('loss limits', () => {
  it('refuses a stake that could pass the daily loss limit, naming the room left and when the day resets', async () => {
    const { p, token } = await withLossLimit('20.00');
    expect((await ticket(token, p, '15.00')).status).toBe(201);
    const refused = await ticket(token, p, '10.00');
    expect(refused.status).toBe(409);
    const nextDay = periodStart('daily', periodStart('daily', h.rt.clock.now()) + 36 * 3600_000);
    expect(refused.body.error).toMatchObject({ code: 'loss_limit_reached', details: { remaining: '5.00', resets_at: new Date(nextDay).toISOString() } });
    expect((await ticket(token, p, '5.00')).status).toBe(201);
    expect(await balanceOf(h, p.id)).toBe(98_000n);
  });

  it('counts casino bets minus casino wins against the same limit', async () => {
    const { p, token } = await withLossLimit('10.00');
    const launched = await call('/api/init-demo', token, 'POST', { game_uuid: gameUuid('rocket-rush'), player_id: p.id });
    const session = new URL(launched.body.url as string, 'http://x').searchParams.get('session')!;
    let net = 0;
    for (let i = 0; i < 40; i += 1) {
      const round = await call('/api/casino/rounds', session, 'POST', { idempotency_key: `loss-${p.id}-${i}`, bet: '1.00', target: '1.50' });
      if (round.status !== 200) {
        // Refused only when one more lost 1.00 would pass the limit.
        expect(round.body.error).toMatchObject({ code: 'loss_limit_reached' });
        expect(net).toBeGreaterThan(900);
        expect(Number(round.body.error.details.remaining)).toBeCloseTo((1000 - net) / 100, 2);
        continue;
      }
      net += Math.round(Number(round.body.bet) * 100) - Math.round(Number(round.body.win) * 100);
      expect(net).toBeLessThanOrEqual(1000);
    }
    expect(await balanceOf(h, p.id)).toBe(BigInt(100_000 - net));
  });

  it('holds 50 tickets sent at once to the loss limit', async () => {
    const { p, token } = await withLossLimit('100.00');
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => ticket(token, p, '5.00', i % 3)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(20);
    expect(new Set(answers.filter((a) => a.status !== 201).map((a) => a.body.error.code))).toEqual(new Set(['loss_limit_reached']));
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('lowers at once and raises only after the cooling-off', async () => {
    const { token } = await withLossLimit('20.00');
    const raised = await call('/api/account/limits', token, 'PUT', { loss: { daily: '50.00' } });
    expect(raised.body.loss_limits.daily).toMatchObject({ value: '20.00', pending: { value: '50.00' } });
    const removed = await call('/api/account/limits', token, 'PUT', { loss: { daily: null } });
    expect(removed.body.loss_limits.daily).toMatchObject({ value: '20.00', pending: { value: null } });
    const lowered = await call('/api/account/limits', token, 'PUT', { loss: { daily: '10.00' } });
    expect(lowered.body.loss_limits.daily).toEqual({ value: '10.00', pending: null });
  });

  it('holds a ticket whose request read the settings before the loss limit was set', async () => {
    const p = await createPlayer(h, { balance: 100_000n });
    const { access_token } = await login(h, p);
    const [before] = await h.rt.db.select().from(players).where(eq(players.id, p.id));
    expect((await call('/api/account/limits', access_token, 'PUT', { loss: { weekly: '10.00' } })).status).toBe(200);
    const s = pick(upcoming(h, 1)[0]!);
    const request = {
      stake: 2_000n,
      playerId: p.id,
      type: 'combination' as const,
      systemSizes: [],
      oddsChange: 'any' as const,
      selections: [{ eventId: s.event_id, betName: s.bet_name, betNameSecond: '', oddName: s.odd_name, oddCustomId: s.odd_custom_id, oddValue: null, isLive: false, fixed: false }],
    };
    await expect(placeTicket(h.rt, before!, request, null)).rejects.toMatchObject({ code: 'loss_limit_reached', details: { remaining: '10.00' } });
  });
});
