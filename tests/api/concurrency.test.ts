// Money and limit rules under parallel requests (issue 13): a player with two devices, or an
// attacker, sends many requests at once; every rule must still hold, and the ledger with it.
// Runs on PGlite and, with TEST_PG_URL, on PostgreSQL where the requests really overlap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { players } from '../../src/server/db/schema.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { rowsOf } from '../../src/server/db/client.ts';
import { settingsAsRead } from '../../src/server/limits/stakes.ts';
import { placeTicket } from '../../src/server/tickets/place.ts';
import { gameUuid } from '../../src/server/casino/catalogue.ts';
import { startHarness, type Harness, type JsonAnswer } from './support/harness.ts';
import { balanceOf, createPlayer, login, type TestPlayer } from './support/players.ts';
import { pick, upcoming } from './support/offer.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const call = (path: string, token: string, method = 'GET', json?: unknown, headers?: Record<string, string>) => h.call(path, { method, token, json, headers });

const times = <T>(n: number, f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: n }, (_, i) => f(i)));
const accepted = (answers: JsonAnswer[], status = 200) => answers.filter((a) => a.status === status);
const codes = (answers: JsonAnswer[]) => [...new Set(answers.map((a) => (a.body.error?.code as string | undefined) ?? String(a.status)))].sort();

async function expectLedgerHolds(): Promise<void> {
  expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
}

async function launch(p: TestPlayer, access: string, slug: string): Promise<string> {
  const res = await call('/api/init-demo', access, 'POST', { game_uuid: gameUuid(slug), player_id: p.id });
  expect(res.status).toBe(200);
  return new URL(res.body.url as string, 'http://x').searchParams.get('session')!;
}

let keys = 0;
const key = (prefix: string) => `${prefix}-${Date.now()}-${++keys}`;

describe('deposits in parallel', () => {
  it('accepts no more than the daily deposit limit when 100 deposits arrive at once', async () => {
    const p = await createPlayer(h);
    const { access_token } = await login(h, p);
    expect((await call('/api/account/limits', access_token, 'PUT', { deposit: { daily: '100.00' } })).status).toBe(200);
    const answers = await times(100, () => call('/api/deposit', access_token, 'POST', { amount: '10.00' }));
    expect(accepted(answers)).toHaveLength(10);
    expect(codes(answers.filter((a) => a.status !== 200))).toEqual(['deposit_limit_reached']);
    expect(await balanceOf(h, p.id)).toBe(10_000n);
    await expectLedgerHolds();
  });

  it('caps play money at the daily cap (5,000.00) whatever the limits, and says how much is left', async () => {
    const p = await createPlayer(h);
    const { access_token } = await login(h, p);
    const answers = await times(100, () => call('/api/deposit', access_token, 'POST', { amount: '100.00' }));
    expect(accepted(answers)).toHaveLength(50);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused.every((a) => a.status === 409 && a.body.error.code === 'deposit_cap_reached' && a.body.error.details.remaining === '0.00')).toBe(true);
    expect(await balanceOf(h, p.id)).toBe(500_000n);
    const account = await call('/api/account', access_token);
    expect(account.body.deposit).toMatchObject({ daily_cap: '5000.00', cap_left: '0.00' });
    await expectLedgerHolds();
  });

  it('keeps both of two limit changes sent at once', async () => {
    const p = await createPlayer(h);
    const { access_token } = await login(h, p);
    await Promise.all([
      call('/api/account/limits', access_token, 'PUT', { deposit: { daily: '100.00' } }),
      call('/api/account/limits', access_token, 'PUT', { stake: { weekly: '200.00' } }),
    ]);
    const account = await call('/api/account', access_token);
    expect(account.body.deposit_limits.daily.value).toBe('100.00');
    expect(account.body.stake_limits.weekly.value).toBe('200.00');
  });
});

describe('stakes in parallel', () => {
  it('holds 100 stakes at once, tickets and casino rounds together, to the daily stake limit', async () => {
    const p = await createPlayer(h, { balance: 1_000_000n });
    const { access_token } = await login(h, p);
    const session = await launch(p, access_token, 'rocket-rush');
    expect((await call('/api/account/limits', access_token, 'PUT', { stake: { daily: '100.00' } })).status).toBe(200);
    const events = upcoming(h, 5);
    const answers = await times(100, (i) =>
      i % 2 === 0
        ? call(
            '/api/create_ticket',
            access_token,
            'POST',
            { stake: '5.00', player_id: p.id, odds_change: 'any', ticket_events: [pick(events[i % events.length]!)] },
            { 'idempotency-key': key('stake') },
          )
        : call('/api/casino/rounds', session, 'POST', { idempotency_key: key('stake'), bet: '5.00', target: '1000.00' }),
    );
    const taken = answers.filter((a) => a.status === 200 || a.status === 201);
    expect(taken).toHaveLength(20);
    expect(codes(answers.filter((a) => a.status !== 200 && a.status !== 201))).toEqual(['stake_limit_reached']);
    await expectLedgerHolds();
  });
});

describe('a limit set while a ticket is on its way', () => {
  const staleRow = async (id: number) => {
    const [row] = await h.rt.db.select().from(players).where(eq(players.id, id));
    return row!;
  };
  const ticketOf = (playerId: number, stake: bigint) => {
    const [e] = upcoming(h, 1);
    const s = pick(e!);
    return {
      stake,
      playerId,
      type: 'combination' as const,
      systemSizes: [],
      oddsChange: 'any' as const,
      selections: [{ eventId: s.event_id, betName: s.bet_name, betNameSecond: '', oddName: s.odd_name, oddCustomId: s.odd_custom_id, oddValue: null, isLive: false, fixed: false }],
    };
  };

  it('holds a ticket whose request read the settings before the limit was set', async () => {
    const p = await createPlayer(h, { balance: 100_000n });
    const { access_token } = await login(h, p);
    const before = await staleRow(p.id);
    expect((await call('/api/account/limits', access_token, 'PUT', { stake: { daily: '10.00' } })).status).toBe(200);
    await expect(placeTicket(h.rt, before, ticketOf(p.id, 2_000n), null)).rejects.toMatchObject({ code: 'stake_limit_reached', details: { remaining: '10.00' } });
    expect((await placeTicket(h.rt, before, ticketOf(p.id, 500n), null)).replayed).toBe(false);
    await expect(placeTicket(h.rt, before, ticketOf(p.id, 600n), null)).rejects.toMatchObject({ code: 'stake_limit_reached', details: { remaining: '5.00' } });
    await expectLedgerHolds();
  });

  it('lets the one-statement debit through only while the stored settings are the ones the request read', async () => {
    const p = await createPlayer(h, { balance: 100_000n });
    const { access_token } = await login(h, p);
    const read = (await staleRow(p.id)).settings;
    const asRead = async (settings: unknown) => {
      const [row] = await rowsOf<{ same: boolean }>(h.rt.db, sql`select ${settingsAsRead(sql`players`, settings)} as same from players where id = ${p.id}`);
      return row!.same;
    };
    expect(await asRead(read)).toBe(true);
    expect((await call('/api/account/limits', access_token, 'PUT', { stake: { daily: '10.00' } })).status).toBe(200);
    expect(await asRead(read)).toBe(false);
    const changed = (await staleRow(p.id)).settings as Record<string, unknown>;
    expect(Object.keys(changed).length).toBeGreaterThan(0);
    expect(await asRead(changed)).toBe(true);
    // jsonb compares values, not the text: the keys in another order are the same settings.
    expect(await asRead(Object.fromEntries(Object.entries(changed).reverse()))).toBe(true);
  });
});

describe('casino rounds in parallel', () => {
  it('never takes the balance below zero when 60 rounds arrive at once', async () => {
    const p = await createPlayer(h, { balance: 2_000n });
    const { access_token } = await login(h, p);
    const session = await launch(p, access_token, 'rocket-rush');
    const answers = await times(60, () => call('/api/casino/rounds', session, 'POST', { idempotency_key: key('round'), bet: '1.00', target: '1000.00' }));
    const played = accepted(answers);
    expect(played.length).toBeGreaterThanOrEqual(20);
    expect(codes(answers.filter((a) => a.status !== 200))).toEqual(played.length === 60 ? [] : ['insufficient_funds']);
    const bets = played.reduce((sum, a) => sum + Math.round(Number(a.body.bet) * 100), 0);
    const wins = played.reduce((sum, a) => sum + Math.round(Number(a.body.win) * 100), 0);
    const balance = await balanceOf(h, p.id);
    expect(balance).toBeGreaterThanOrEqual(0n);
    expect(balance).toBe(BigInt(2_000 - bets + wins));
    await expectLedgerHolds();
  });

  it('plays one round for one key sent 20 times at once, and refuses the key with another body', async () => {
    const p = await createPlayer(h, { balance: 10_000n });
    const { access_token } = await login(h, p);
    const session = await launch(p, access_token, 'rocket-rush');
    const k = key('same');
    const answers = await times(20, () => call('/api/casino/rounds', session, 'POST', { idempotency_key: k, bet: '1.00', target: '2.00' }));
    expect(accepted(answers)).toHaveLength(20);
    expect(new Set(answers.map((a) => a.body.round_id as string)).size).toBe(1);
    expect(answers.filter((a) => a.body.replayed === false)).toHaveLength(1);
    const changed = await call('/api/casino/rounds', session, 'POST', { idempotency_key: k, bet: '2.00', target: '2.00' });
    expect(changed.status).toBe(422);
    expect(changed.body.error.code).toBe('idempotency_key_reused');
    await expectLedgerHolds();
  });
});
