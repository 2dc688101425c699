// A deposit takes an Idempotency-Key as tickets, casino rounds and cash outs do: the same key
// and body answer the first deposit again and credit nothing more, the same key with another
// body answers 422, on PGlite and PostgreSQL, sequentially and sent at once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { balanceOf, createPlayer, login } from './support/players.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h?.close();
});

async function player() {
  const p = await createPlayer(h, { balance: 0n });
  return { p, token: (await login(h, p)).access_token };
}

const deposit = (token: string, amount: string, key?: string) =>
  h.call('/api/deposit', { method: 'POST', token, json: { amount }, headers: key === undefined ? {} : { 'idempotency-key': key } });

describe('deposits with an Idempotency-Key', () => {
  it('credits once when the same key and body arrive three times, answering the first deposit each time', async () => {
    const { p, token } = await player();
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await deposit(token, '25.00', 'dep-1'));
    expect(answers.map((a) => [a.status, a.body.amount])).toEqual([
      [200, '25.00'],
      [200, '25.00'],
      [200, '25.00'],
    ]);
    expect(answers.map((a) => a.body.balance)).toEqual(['25.00', '25.00', '25.00']);
    expect(await balanceOf(h, p.id)).toBe(2500n);
  });

  it('answers 422 idempotency_key_reused to the same key with another amount, and credits nothing', async () => {
    const { p, token } = await player();
    expect((await deposit(token, '10.00', 'dep-2')).status).toBe(200);
    const again = await deposit(token, '20.00', 'dep-2');
    expect([again.status, again.body.error?.code]).toEqual([422, 'idempotency_key_reused']);
    expect(await balanceOf(h, p.id)).toBe(1000n);
  });

  it('credits once when 20 requests with one key arrive at once', async () => {
    const { p, token } = await player();
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(token, '15.00', 'dep-3')));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(await balanceOf(h, p.id)).toBe(1500n);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('keeps keys per player and apart from other ledger entries: another player, or no key, deposits anew', async () => {
    const a = await player();
    const b = await player();
    expect((await deposit(a.token, '10.00', 'shared')).status).toBe(200);
    expect((await deposit(b.token, '10.00', 'shared')).status).toBe(200);
    expect((await deposit(a.token, '10.00')).status).toBe(200);
    expect((await deposit(a.token, '10.00')).status).toBe(200);
    // A key that looks like the ledger's own keys (a ticket's stake, a payout) is still the player's deposit key.
    expect((await deposit(a.token, '10.00', 'ticket-stake:1')).status).toBe(200);
    expect([await balanceOf(h, a.p.id), await balanceOf(h, b.p.id)]).toEqual([4000n, 1000n]);
  });

  it('is declared in the contract', async () => {
    const doc = (await h.call('/api/openapi.json')).body;
    const params = (doc.paths['/api/deposit'].post.parameters ?? []) as Array<{ name: string; in: string }>;
    expect(params.some((p) => p.in === 'header' && p.name.toLowerCase() === 'idempotency-key')).toBe(true);
    expect(Object.keys(doc.paths['/api/deposit'].post.responses)).toContain('422');
  });
});
