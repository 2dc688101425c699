import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gameRounds, players, walletLedger } from '../../src/server/db/schema.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { GAMES } from '../../src/server/casino/catalogue-data.ts';
import { gameUuid } from '../../src/server/casino/catalogue.ts';
import { ABANDONED_HAND_MS, standAbandonedHands } from '../../src/server/casino/rounds.ts';
import { startHarness, type Harness, type Json } from './support/harness.ts';
import { balanceOf, createPlayer, login, type TestPlayer } from './support/players.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h?.close();
});

const uuidOf = (slug: string) => gameUuid(slug);
const SLOT = uuidOf('ember-sevens');
const ROULETTE = uuidOf('roulette-royale');
const BLACKJACK = uuidOf('blackjack-classic-21');
const CRASH = uuidOf('rocket-rush');
const BACCARAT = uuidOf('aurora-baccarat');

const call = (path: string, token: string | undefined, method = 'GET', json?: unknown) => h.call(path, { method, token, json });

async function launch(p: TestPlayer, game: string): Promise<{ access: string; session: string }> {
  const { access_token } = await login(h, p);
  const res = await call('/api/init-demo', access_token, 'POST', { game_uuid: game, player_id: p.id, player_name: p.username });
  expect(res.status).toBe(200);
  const session = new URL(res.body.url, 'http://x').searchParams.get('session');
  if (!session) throw new Error('no session in the game url');
  return { access: access_token, session };
}

let keyCounter = 0;
const key = () => `test-key-${Date.now()}-${++keyCounter}`;

/** Deals 5.00 hands until one stays open for the player's decision (a natural settles at once). */
async function openHand(session: string): Promise<Json> {
  let round: Json = {};
  for (let i = 0; i < 20 && round.status !== 'open'; i += 1) round = (await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), bet: '5.00' })).body;
  expect(round.status).toBe('open');
  return round;
}

describe('catalogue', () => {
  it("lists each screen's games with their provider, cacheable for five minutes", async () => {
    const all = new Set<string>();
    for (const section of ['casino', 'live-casino', 'auto'] as const) {
      const res = await call(`/api/get_all_games_and_providers?section=${section}`, undefined);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=300');
      expect(res.body.games.length).toBe(GAMES.filter((g) => g.section === section).length);
      for (const g of res.body.games) {
        expect(g).toMatchObject({ section, uuid: expect.any(String), name: expect.any(String), provider: expect.any(String), popular: expect.any(Boolean) });
        expect(g.image).toMatch(/^\/games\/tiles\/[a-z0-9-]+\.svg$/);
        all.add(g.uuid);
      }
      expect(res.body.providers.length).toBeGreaterThan(1);
    }
    expect(all.size).toBeGreaterThanOrEqual(30);
    expect((await call('/api/get_all_games_and_providers?section=poker', undefined)).status).toBe(400);
  });
});

describe('launching a game', () => {
  it("refuses a visitor with 401 and another player's id with 403", async () => {
    const visitor = await call('/api/init-demo', undefined, 'POST', { game_uuid: SLOT, player_id: 1, player_name: 'x' });
    expect(visitor.status).toBe(401);
    const p = await createPlayer(h);
    const other = await createPlayer(h);
    const { access_token } = await login(h, p);
    const res = await call('/api/init-demo', access_token, 'POST', { game_uuid: SLOT, player_id: other.id, player_name: other.username });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden');
  });

  it('answers a game URL with a session bound to the player and the game, never cached', async () => {
    const p = await createPlayer(h, { balance: 5_000n });
    const { access_token } = await login(h, p);
    const res = await call('/api/init-demo', access_token, 'POST', { game_uuid: SLOT, player_id: p.id, player_name: p.username, lang: 'de' });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.url).toMatch(/^\/games\/play\/slot\.html\?session=[^&]+&lang=de&mode=table$/);
    const session = new URL(res.body.url, 'http://x').searchParams.get('session')!;
    const info = await call('/api/casino/session', session);
    expect(info.body).toMatchObject({ game: { uuid: SLOT, kind: 'slot' }, player: { id: p.id }, balance: '50.00', open_round: null });
    // The session token is not an access token, nor the other way round.
    expect((await call('/api/account', session)).status).toBe(401);
    expect((await call('/api/casino/session', access_token)).status).toBe(401);
    expect((await call('/api/init-demo', access_token, 'POST', { game_uuid: '00000000-0000-4000-8000-000000000000', player_id: p.id })).status).toBe(404);
  });
});

describe('rounds through the wallet', () => {
  it('refuses a round the balance cannot cover and writes nothing', async () => {
    const p = await createPlayer(h, { balance: 50n });
    const { session } = await launch(p, SLOT);
    const res = await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), bet: '1.00' });
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('insufficient_funds');
    expect(await h.rt.db.select().from(gameRounds).where(eq(gameRounds.playerId, p.id))).toEqual([]);
    expect(await h.rt.db.select().from(walletLedger).where(eq(walletLedger.playerId, p.id))).toHaveLength(1);
    expect(await balanceOf(h, p.id)).toBe(50n);
  });

  it('debits a retried round once and answers the same result', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const { session } = await launch(p, ROULETTE);
    const body = {
      idempotency_key: key(),
      bets: [
        { type: 'red', amount: '2.00' },
        { type: 'straight', value: 17, amount: '1.00' },
      ],
    };
    const first = await call('/api/casino/rounds', session, 'POST', body);
    const again = await call('/api/casino/rounds', session, 'POST', body);
    expect(first.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, replayed: true });
    const bets = await h.rt.db.select().from(walletLedger).where(eq(walletLedger.playerId, p.id));
    expect(bets.filter((e) => e.kind === 'casino_bet')).toHaveLength(1);
    expect(bets.find((e) => e.kind === 'casino_bet')).toMatchObject({ amount: -300n, idempotencyKey: `casino-bet:${first.body.round_id}` });
    expect(first.body.bet).toBe('3.00');
  });

  it('debits a blackjack double as a second stake of the same round', async () => {
    const p = await createPlayer(h, { balance: 100_000n });
    const { session } = await launch(p, BLACKJACK);
    const round = await openHand(session);
    const doubled = (await call(`/api/casino/rounds/${round.round_id}/actions`, session, 'POST', { action: 'double' })).body;
    expect(doubled).toMatchObject({ status: 'settled', bet: '10.00' });
    expect(doubled.outcome.player).toHaveLength(3);
    const stakes = await h.rt.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.reference, `Blackjack Classic 21 round ${round.round_id}`));
    expect(
      stakes
        .filter((e) => e.kind === 'casino_bet')
        .map((e) => e.idempotencyKey)
        .sort(),
    ).toEqual([`casino-bet:${round.round_id}`, `casino-bet:${round.round_id}:double`]);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('stands a hand its player walked away from, and pays what the dealer leaves it', async () => {
    const p = await createPlayer(h, { balance: 100_000n });
    const { session } = await launch(p, BLACKJACK);
    const round = await openHand(session);
    expect(await standAbandonedHands(h.rt, ABANDONED_HAND_MS)).toBe(0);
    expect(await standAbandonedHands(h.rt, 0)).toBeGreaterThanOrEqual(1);
    const [row] = await h.rt.db.select().from(gameRounds).where(eq(gameRounds.id, round.round_id));
    expect(row).toMatchObject({ status: 'settled', state: null });
    expect((row!.outcome as Json).player).toHaveLength(2);
    expect(await balanceOf(h, p.id)).toBe(row!.balanceAfter);
    const wins = await h.rt.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.idempotencyKey, `casino-win:${round.round_id}`));
    expect(wins.map((e) => e.amount)).toEqual(row!.win > 0n ? [row!.win] : []);
    expect((await call('/api/casino/session', session)).body.open_round).toBeNull();
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it("refuses stakes outside the bounds, a wrong game's bets and a target out of range", async () => {
    const p = await createPlayer(h, { balance: 1_000_000n });
    const { session } = await launch(p, CRASH);
    expect((await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), bet: '0.05', target: '2.00' })).body.error.code).toBe('bet_too_small');
    expect((await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), bet: '100.01', target: '2.00' })).body.error.code).toBe('bet_too_large');
    expect((await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), bet: '1.00', target: '1.00' })).body.error.code).toBe('invalid_target');
    expect((await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), bets: [{ side: 'banker', amount: '1.00' }] })).status).toBe(400);
    const ok = await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), bet: '1.00', target: '1.50' });
    expect(ok.status).toBe(200);
    expect(ok.body.win).toBe(ok.body.outcome.crash_point >= 150 ? '1.50' : '0.00');
  });

  it('plays a blackjack hand in steps kept on the server and settles it once', async () => {
    const p = await createPlayer(h, { balance: 100_000n });
    const { session } = await launch(p, BLACKJACK);
    let round = (await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), bet: '5.00' })).body;
    expect(round.outcome.dealer.length).toBe(2);
    if (round.status === 'open') {
      expect(round.outcome.dealer[1]).toBeNull();
      expect((await call('/api/casino/session', session)).body.open_round.round_id).toBe(round.round_id);
      expect((await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), bet: '5.00' })).body.error.code).toBe('round_open');
      while (round.status === 'open')
        round = (await call(`/api/casino/rounds/${round.round_id}/actions`, session, 'POST', { action: round.outcome.player_total < 17 ? 'hit' : 'stand' })).body;
    }
    expect(round.status).toBe('settled');
    expect(round.outcome.dealer.every((c: number | null) => c !== null)).toBe(true);
    const late = await call(`/api/casino/rounds/${round.round_id}/actions`, session, 'POST', { action: 'hit' });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('round_closed');
  });

  it("holds casino stakes to the player's own stake limit", async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const { session, access } = await launch(p, SLOT);
    expect((await call('/api/account/limits', access, 'PUT', { stake: { daily: '2.00' } })).status).toBe(200);
    expect((await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), bet: '1.50' })).status).toBe(200);
    const over = await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), bet: '1.00' });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'stake_limit_reached', details: { remaining: '0.50' } });
  });

  it('refuses rounds on a locked account and after logout', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const { session, access } = await launch(p, SLOT);
    await h.rt.db
      .update(players)
      .set({ lockedUntil: new Date(Date.now() + 3_600_000) })
      .where(eq(players.id, p.id));
    const locked = await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), bet: '1.00' });
    expect(locked.status).toBe(403);
    expect(locked.body.error.code).toBe('account_locked');
    await h.rt.db.update(players).set({ lockedUntil: null }).where(eq(players.id, p.id));
    expect((await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), bet: '1.00' })).status).toBe(200);
    await h.request('/api/logout', { method: 'POST', token: access, json: {} });
    const after = await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), bet: '1.00' });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('session_expired');
  });

  it('keeps the ledger equal to the balance after 1,000 random rounds in four games at once, and lists them in the gaming history', async () => {
    const p = await createPlayer(h, { balance: 2_000_000n });
    const sessions = {
      slot: (await launch(p, SLOT)).session,
      roulette: (await launch(p, ROULETTE)).session,
      crash: (await launch(p, CRASH)).session,
      baccarat: (await launch(p, BACCARAT)).session,
    };
    const bodies = [
      () => [sessions.slot, { bet: ['0.10', '1.00', '2.50'][Math.floor(Math.random() * 3)] }] as const,
      () =>
        [
          sessions.roulette,
          {
            bets: [
              { type: 'straight', value: Math.floor(Math.random() * 37), amount: '0.50' },
              { type: 'odd', amount: '1.00' },
            ],
          },
        ] as const,
      () => [sessions.crash, { bet: '1.00', target: (1.01 + Math.random() * 4).toFixed(2) }] as const,
      () => [sessions.baccarat, { bets: [{ side: ['player', 'banker', 'tie'][Math.floor(Math.random() * 3)], amount: '1.00' }] }] as const,
    ];
    // The four games at once, 250 rounds each, as a player with four tabs open: the rounds of
    // one player queue on the player's lock, and the ledger must still follow every one.
    let played = 0;
    await Promise.all(
      bodies.map(async (body) => {
        for (let i = 0; i < 250; i += 1) {
          const [session, bet] = body();
          const res = await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), ...bet });
          expect(res.status).toBe(200);
          played += 1;
        }
      }),
    );
    expect(played).toBe(1_000);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
    // A round stamps its time when its request arrives, before it waits on the player's lock, so
    // among the four tabs' last rounds the newest by time need not be the last one paid. One more
    // round alone is both: the history's first, with the balance as it is now.
    const [session, bet] = bodies[0]!();
    expect((await call('/api/casino/rounds', session, 'POST', { idempotency_key: key(), ...bet })).status).toBe(200);
    const { access_token } = await login(h, p);
    const history = await call('/api/gaming-history?limit=5', access_token);
    expect(history.body.total).toBe(1_001);
    expect(history.body.rounds).toHaveLength(5);
    expect(history.body.rounds[0]).toMatchObject({
      game: expect.any(String),
      time: expect.any(String),
      bet: expect.any(String),
      win: expect.any(String),
      balance_after: expect.any(String),
    });
    expect(history.body.rounds[0].balance_after).toBe((Number(await balanceOf(h, p.id)) / 100).toFixed(2));
    expect((await call('/api/gaming-history', undefined)).status).toBe(401);
  }, 240_000);
});
