// A casino round is one statement (src/server/casino/round-statement.ts): the stake's debit, the
// win's credit and the round's row. Without a limit in force it runs without the player's
// transaction lock, its guarded UPDATE checking the settings as the request read them. These
// hold the rules that statement must keep: one key, one round; the legs in order with their
// balances; a limit or a protection set after the request's read still refuses, writing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { gameRounds, players, walletLedger } from '../../src/server/db/schema.ts';
import { ledgerCheck, postLedgerEntry } from '../../src/server/wallet/index.ts';
import { gameUuid } from '../../src/server/casino/catalogue.ts';
import { openGameSession } from '../../src/server/casino/session.ts';
import { playRound } from '../../src/server/casino/rounds.ts';
import { DomainError } from '../../src/server/domain-error.ts';
import { startHarness, type Harness, type Json } from './support/harness.ts';
import { balanceOf, createPlayer, login, type TestPlayer } from './support/players.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h?.close();
});

const SLOT = gameUuid('ember-sevens');
const CRASH = gameUuid('rocket-rush');

let keyCounter = 0;
const key = () => `statement-key-${Date.now()}-${++keyCounter}`;
const play = (session: string, json: Json) => h.call('/api/casino/rounds', { method: 'POST', token: session, json });

async function launch(p: TestPlayer, game: string): Promise<{ access: string; session: string }> {
  const { access_token } = await login(h, p);
  const res = await h.call('/api/init-demo', { method: 'POST', token: access_token, json: { game_uuid: game, player_id: p.id, player_name: p.username } });
  expect(res.status).toBe(200);
  return { access: access_token, session: new URL(res.body.url, 'http://x').searchParams.get('session')! };
}

const entriesOf = (playerId: number) => h.rt.db.select().from(walletLedger).where(eq(walletLedger.playerId, playerId)).orderBy(asc(walletLedger.id));
const roundsOf = (playerId: number) => h.rt.db.select().from(gameRounds).where(eq(gameRounds.playerId, playerId));

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(DomainError);
  return err as DomainError;
}

describe('a casino round in one statement', () => {
  it('plays two requests with one key sent at once as one round, the second a replay', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const { session } = await launch(p, SLOT);
    const body = { idempotency_key: key(), bet: '2.00' };
    const [a, b] = await Promise.all([play(session, body), play(session, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.round_id).toBe(b.body.round_id);
    expect([a.body.replayed, b.body.replayed].sort()).toEqual([false, true]);
    expect(await roundsOf(p.id)).toHaveLength(1);
    expect((await entriesOf(p.id)).filter((e) => e.kind === 'casino_bet')).toHaveLength(1);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('replays a key even when the balance no longer covers the stake, and refuses the key for another bet or game', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const { session } = await launch(p, SLOT);
    const body = { idempotency_key: key(), bet: '1.00' };
    const first = await play(session, body);
    expect(first.status).toBe(200);
    const left = await balanceOf(h, p.id);
    await postLedgerEntry(h.rt, { playerId: p.id, kind: 'test_withdrawal', amount: -left });
    const again = await play(session, body);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ ...first.body, replayed: true });
    await postLedgerEntry(h.rt, { playerId: p.id, kind: 'test_deposit', amount: left });
    const otherBet = await play(session, { ...body, bet: '2.00' });
    expect(otherBet.status).toBe(422);
    expect(otherBet.body.error.code).toBe('idempotency_key_reused');
    const otherGame = await play((await launch(p, CRASH)).session, { ...body, target: '2.00' });
    expect(otherGame.status).toBe(409);
    expect(otherGame.body.error.code).toBe('idempotency_conflict');
    expect(await roundsOf(p.id)).toHaveLength(1);
  });

  it('writes a won round as the debit then the credit, each with the balance after it, and a lost one as the debit alone', async () => {
    const p = await createPlayer(h, { balance: 1_000_000n });
    const { session } = await launch(p, CRASH);
    const seen = { won: false, lost: false };
    for (let i = 0; i < 200 && !(seen.won && seen.lost); i += 1) {
      const before = await balanceOf(h, p.id);
      const round = await play(session, { idempotency_key: key(), bet: '1.00', target: '1.50' });
      expect(round.status).toBe(200);
      const legs = await h.rt.db
        .select()
        .from(walletLedger)
        .where(and(eq(walletLedger.playerId, p.id), eq(walletLedger.reference, `Rocket Rush round ${round.body.round_id}`)))
        .orderBy(asc(walletLedger.id));
      const [bet, win] = legs;
      expect(bet).toMatchObject({ kind: 'casino_bet', amount: -100n, balanceAfter: before - 100n, idempotencyKey: `casino-bet:${round.body.round_id}` });
      if (round.body.win === '0.00') {
        seen.lost = true;
        expect(legs).toHaveLength(1);
      } else {
        seen.won = true;
        expect(legs).toHaveLength(2);
        expect(win).toMatchObject({ kind: 'casino_win', amount: 150n, balanceAfter: before + 50n, idempotencyKey: `casino-win:${round.body.round_id}` });
      }
      expect(round.body.balance).toBe((Number(await balanceOf(h, p.id)) / 100).toFixed(2));
      const [row] = await h.rt.db.select().from(gameRounds).where(eq(gameRounds.id, round.body.round_id));
      expect(row).toMatchObject({ status: 'settled', bet: 100n, balanceAfter: await balanceOf(h, p.id), idempotencyKey: expect.any(String), requestHash: expect.any(String) });
      expect(row!.outcome).toEqual(round.body.outcome);
    }
    expect(seen).toEqual({ won: true, lost: true });
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('lists rounds stamped in the same millisecond in the order they were played, the newest with the balance now', async () => {
    const p = await createPlayer(h, { balance: 100_000n });
    const { session, access } = await launch(p, SLOT);
    const read = await openGameSession(h.rt, session);
    const at = h.rt.clock.now();
    // Tabs playing at once: every round within one millisecond of the clock.
    const sameMs = { ...h.rt, clock: { ...h.rt.clock, now: () => at } };
    const played: string[] = [];
    for (let i = 0; i < 6; i += 1) played.push((await playRound(sameMs, read, key(), { kind: 'slot', stake: 100 })).round_id);
    const history = await h.call('/api/gaming-history?limit=10', { token: access });
    expect(history.body.rounds.map((r: Json) => r.id)).toEqual(played.reverse());
    expect(history.body.rounds[0].balance_after).toBe((Number(await balanceOf(h, p.id)) / 100).toFixed(2));
  });

  // With a balance that does not cover the stake either, the limit is still the reason given, as on the locked way.
  it.each([10_000n, 100n])('refuses a stake over a limit set after the request read the player, writing nothing (balance %s)', async (balance) => {
    const p = await createPlayer(h, { balance });
    const { session, access } = await launch(p, SLOT);
    // The session as the request read it: no limit then.
    const read = await openGameSession(h.rt, session);
    expect((await h.call('/api/account/limits', { method: 'PUT', token: access, json: { stake: { daily: '1.00' } } })).status).toBe(200);
    const err = await refusal(playRound(h.rt, read, key(), { kind: 'slot', stake: 150 }));
    expect(err.code).toBe('stake_limit_reached');
    expect(await roundsOf(p.id)).toEqual([]);
    expect(await entriesOf(p.id)).toHaveLength(1);
    expect(await balanceOf(h, p.id)).toBe(balance);
  });

  it('refuses a stake of a player who excluded themselves after the request read the player, writing nothing', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const { session } = await launch(p, SLOT);
    const read = await openGameSession(h.rt, session);
    await h.rt.db.update(players).set({ selfExcludedAt: new Date() }).where(eq(players.id, p.id));
    const err = await refusal(playRound(h.rt, read, key(), { kind: 'slot', stake: 100 }));
    expect(err.code).toBe('self_excluded');
    expect(await roundsOf(p.id)).toEqual([]);
    expect(await balanceOf(h, p.id)).toBe(10_000n);
  });
});
