import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, startHarness, type Harness } from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h?.close();
});

type Player = { id: number; username: string; first_name: string; last_name: string; balance: string; currency: string; has_logged_in_before: boolean; locked: boolean };
type ErrorReply = { error: { code: string; message: string } };

async function create(body: Record<string, unknown>) {
  return h.request('/api/admin/players', { method: 'POST', json: body, admin: true });
}

describe('operator authentication', () => {
  it('refuses every operator route without the token', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/players'],
      ['POST', '/api/admin/players'],
      ['GET', '/api/admin/contact-messages'],
      ['GET', '/api/admin/ledger-check'],
      ['POST', '/api/admin/players/demo/credit'],
    ] as const) {
      const res = await h.request(path, { method, json: method === 'POST' ? {} : undefined });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(((await res.json()) as ErrorReply).error.code).toBe('unauthorized');
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
    }
  });

  it('refuses a wrong token, a token of another length and a non-bearer scheme', async () => {
    for (const authorization of [`Bearer ${ADMIN_TOKEN.slice(0, -1)}x`, 'Bearer short', `Basic ${ADMIN_TOKEN}`, ADMIN_TOKEN, 'Bearer ']) {
      const res = await h.request('/api/admin/players', { headers: { authorization } });
      expect(res.status, authorization).toBe(401);
    }
  });

  it('accepts the operator token', async () => {
    expect((await h.request('/api/admin/players', { admin: true })).status).toBe(200);
  });
});

describe('opening accounts', () => {
  it('creates a player with an opening balance credited through the ledger', async () => {
    const res = await create({ username: 'alice', password: 'S3cretpass1', first_name: 'Alice', last_name: 'Smith', balance: '100.00', email: 'alice@example.com' });
    expect(res.status).toBe(201);
    const player = (await res.json()) as Player;
    expect(player).toMatchObject({ username: 'alice', first_name: 'Alice', last_name: 'Smith', balance: '100.00', currency: 'EUR', has_logged_in_before: false, locked: false });
    expect(player).not.toHaveProperty('password');
    expect(player).not.toHaveProperty('password_hash');

    const shown = (await (await h.request('/api/admin/players/alice', { admin: true })).json()) as {
      player: Player;
      ledger: Array<{ kind: string; amount: string; balance_after: string }>;
    };
    expect(shown.ledger).toEqual([expect.objectContaining({ kind: 'opening_balance', amount: '100.00', balance_after: '100.00' })]);
  });

  it('refuses a username taken in any letter case with 409 username_taken', async () => {
    expect((await create({ username: 'Bob.Two', password: 'passw0rd!' })).status).toBe(201);
    const res = await create({ username: 'bob.two', password: 'passw0rd!' });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorReply).error.code).toBe('username_taken');
  });

  it('creates a player without balance at zero and lists it', async () => {
    expect((await create({ username: 'zero_balance', password: 'abcdefg1', has_logged_in_before: true })).status).toBe(201);
    const list = (await (await h.request('/api/admin/players?limit=500', { admin: true })).json()) as { players: Player[]; total: number };
    const zero = list.players.find((p) => p.username === 'zero_balance');
    expect(zero).toMatchObject({ balance: '0.00', has_logged_in_before: true });
    expect(list.total).toBeGreaterThanOrEqual(3);
  });

  it('answers bad input with 400 JSON and creates nothing', async () => {
    const cases: Array<[string, unknown]> = [
      ['missing password', { username: 'carol' }],
      ['missing username', { password: 'abcdefg1' }],
      ['short username', { username: 'ab', password: 'abcdefg1' }],
      ['username with space', { username: 'car ol', password: 'abcdefg1' }],
      ['username with NUL', { username: 'car\u0000ol', password: 'abcdefg1' }],
      ['short password', { username: 'carol', password: 'abc1' }],
      ['password without digits', { username: 'carol', password: 'abcdefgh' }],
      ['password too long', { username: 'carol', password: `a1${'x'.repeat(127)}` }],
      ['number as username', { username: 12345, password: 'abcdefg1' }],
      ['negative balance', { username: 'carol', password: 'abcdefg1', balance: '-5.00' }],
      ['three decimals', { username: 'carol', password: 'abcdefg1', balance: '1.234' }],
      ['exponent', { username: 'carol', password: 'abcdefg1', balance: '1e3' }],
      ['balance as number', { username: 'carol', password: 'abcdefg1', balance: 100 }],
      ['bad e-mail', { username: 'carol', password: 'abcdefg1', email: 'not-an-email' }],
      ['flag as string', { username: 'carol', password: 'abcdefg1', has_logged_in_before: 'yes' }],
      ['array body', [1, 2]],
    ];
    for (const [name, body] of cases) {
      const res = await create(body as Record<string, unknown>);
      expect(res.status, name).toBe(400);
      expect(((await res.json()) as ErrorReply).error.code, name).toMatch(/^(validation_failed|invalid_password|invalid_username|invalid_characters)$/);
    }
    const malformed = await h.request('/api/admin/players', { method: 'POST', body: '{"username": ', headers: { 'content-type': 'application/json' }, admin: true });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as ErrorReply).error.code).toBeTypeOf('string');
    expect((await h.request('/api/admin/players/carol', { admin: true })).status).toBe(404);
  });

  it('accepts a password of exactly 128 characters and keeps all of it', async () => {
    expect((await create({ username: 'longpass', password: `a1${'x'.repeat(126)}` })).status).toBe(201);
  });
});

describe('credits, debits, locks', () => {
  beforeAll(async () => {
    expect((await create({ username: 'dave', password: 'davepass1', balance: '50.00' })).status).toBe(201);
  });

  it('credits and debits, answering the new balance', async () => {
    const credit = await h.request('/api/admin/players/dave/credit', { method: 'POST', json: { amount: '25.50', reason: 'bonus' }, admin: true });
    expect(credit.status).toBe(200);
    const body = (await credit.json()) as { balance: string; currency: string; entry: { kind: string; amount: string; reference: string } };
    expect(body).toMatchObject({ balance: '75.50', currency: 'EUR', entry: { kind: 'operator_credit', amount: '25.50', reference: 'bonus' } });

    const debit = await h.request('/api/admin/players/DAVE/credit', { method: 'POST', json: { amount: '-0.50' }, admin: true });
    expect(debit.status).toBe(200);
    expect(((await debit.json()) as { balance: string; entry: { kind: string } }).balance).toBe('75.00');
  });

  it('refuses a debit below zero with 409 insufficient_funds and writes nothing', async () => {
    const before = (await (await h.request('/api/admin/players/dave', { admin: true })).json()) as { player: Player; ledger: unknown[] };
    const res = await h.request('/api/admin/players/dave/credit', { method: 'POST', json: { amount: '-75.01' }, admin: true });
    expect(res.status).toBe(409);
    expect(((await res.json()) as ErrorReply).error.code).toBe('insufficient_funds');
    const after = (await (await h.request('/api/admin/players/dave', { admin: true })).json()) as { player: Player; ledger: unknown[] };
    expect(after.player.balance).toBe(before.player.balance);
    expect(after.ledger).toHaveLength(before.ledger.length);
  });

  it('refuses a zero, malformed or missing amount, and an unknown player', async () => {
    for (const json of [{ amount: '0.00' }, { amount: '-0' }, { amount: 'ten' }, { amount: 10 }, {}, { amount: '1.234' }, { amount: '-' }]) {
      const res = await h.request('/api/admin/players/dave/credit', { method: 'POST', json, admin: true });
      expect(res.status, JSON.stringify(json)).toBe(400);
    }
    const unknown = await h.request('/api/admin/players/nobody/credit', { method: 'POST', json: { amount: '1.00' }, admin: true });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as ErrorReply).error.code).toBe('player_not_found');
  });

  it('moves money once per idempotency key, from the body or the header', async () => {
    const send = (init: { json: Record<string, unknown>; headers?: Record<string, string> }) =>
      h.request('/api/admin/players/dave/credit', { method: 'POST', admin: true, ...init });
    const first = (await (await send({ json: { amount: '10.00', idempotency_key: 'deposit-1' } })).json()) as { balance: string; replayed: boolean; entry: { id: number } };
    const again = (await (await send({ json: { amount: '10.00', idempotency_key: 'deposit-1' } })).json()) as { balance: string; replayed: boolean; entry: { id: number } };
    expect(first.replayed).toBe(false);
    expect(again).toMatchObject({ replayed: true, balance: first.balance, entry: { id: first.entry.id } });

    const conflict = await send({ json: { amount: '11.00', idempotency_key: 'deposit-1' } });
    expect(conflict.status).toBe(409);
    expect(((await conflict.json()) as ErrorReply).error.code).toBe('idempotency_conflict');

    const viaHeader = (await (await send({ json: { amount: '1.00' }, headers: { 'idempotency-key': 'deposit-2' } })).json()) as { balance: string };
    const viaHeaderAgain = (await (await send({ json: { amount: '1.00' }, headers: { 'idempotency-key': 'deposit-2' } })).json()) as { balance: string; replayed: boolean };
    expect(viaHeaderAgain).toMatchObject({ replayed: true, balance: viaHeader.balance });
  });

  it('locks and unlocks, and tells the live hub to disconnect the player', async () => {
    const messages: Array<Record<string, unknown>> = [];
    const off = h.rt.bus.subscribe('player', (m) => messages.push(m));
    // As the node holding the player's sockets does: a player's messages reach only such a node.
    const { player } = (await (await h.request('/api/admin/players/dave', { admin: true })).json()) as { player: Player };
    const interest = h.rt.bus.hearPlayer(player.id);
    await interest.ready;
    const locked = await h.request('/api/admin/players/dave/lock', { method: 'POST', admin: true });
    expect(locked.status).toBe(200);
    const lockedPlayer = (await locked.json()) as Player;
    expect(lockedPlayer.locked).toBe(true);
    // On PostgreSQL the bus is LISTEN/NOTIFY: the message comes back some time after the answer.
    await expect.poll(() => messages, { timeout: 5_000 }).toContainEqual({ action: 'disconnect', player_id: lockedPlayer.id });
    off();
    interest.release();

    const unlocked = await h.request('/api/admin/players/dave/unlock', { method: 'POST', admin: true });
    expect(((await unlocked.json()) as Player).locked).toBe(false);
    expect((await h.request('/api/admin/players/nobody/lock', { method: 'POST', admin: true })).status).toBe(404);
  });

  it('reports a clean ledger', async () => {
    const res = await h.request('/api/admin/ledger-check', { admin: true });
    const body = (await res.json()) as { ok: boolean; players_checked: number; mismatches: unknown[] };
    expect(body).toMatchObject({ ok: true, mismatches: [] });
    expect(body.players_checked).toBeGreaterThanOrEqual(4);
  });

  it('refuses paging out of range', async () => {
    for (const q of ['limit=0', 'limit=-5', 'limit=x', 'offset=-1', 'limit=100000']) {
      expect((await h.request(`/api/admin/players?${q}`, { admin: true })).status, q).toBe(400);
    }
  });
});
