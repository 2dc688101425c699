// The wallet's services on a real database, with no HTTP app: play-money deposits (DepositDeps)
// and the ledger they and every other balance change go through.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { depositPlayMoney } from '../../../src/server/wallet/deposit.ts';
import { applyLedgerEntry, ledgerCheck, postLedgerEntry, recentEntries } from '../../../src/server/wallet/index.ts';
import { servicesOnDatabase, type ServiceParts } from '../support/services.ts';
import { balanceOf, createPlayer } from '../support/players.ts';

let parts: ServiceParts;

beforeAll(async () => {
  // A cap of 500.00 a day, so a handful of deposits reaches it.
  parts = await servicesOnDatabase('empty', { PLAY_MONEY_DAILY_CAP: '500.00' });
});

afterAll(async () => {
  await parts?.close();
});

const player = (balance = 0n) => createPlayer({ rt: parts }, { balance });

describe('depositPlayMoney', () => {
  it('credits the amount through one ledger entry and pushes the new balance', async () => {
    const p = await player(2_500n);
    const done = await depositPlayMoney(parts, p.id, 10_000n);
    expect(done).toEqual({ balance: 12_500n, amount: 10_000n, replayed: false });
    expect(await balanceOf({ rt: parts }, p.id)).toBe(12_500n);
    const [entry] = await recentEntries(parts.db, p.id, 1);
    expect(entry).toMatchObject({ kind: 'deposit', amount: 10_000n, balanceAfter: 12_500n });
    await vi.waitFor(() => expect(parts.balancePushes).toContainEqual({ player_id: p.id, balance: '125.00' }));
  });

  it('refuses an amount outside one deposit’s bounds and writes nothing', async () => {
    const p = await player(1_000n);
    await expect(depositPlayMoney(parts, p.id, 999n)).rejects.toMatchObject({ kind: 'invalid', code: 'deposit_too_small' });
    await expect(depositPlayMoney(parts, p.id, 500_001n)).rejects.toMatchObject({ kind: 'invalid', code: 'deposit_too_large' });
    expect(await balanceOf({ rt: parts }, p.id)).toBe(1_000n);
    expect(await recentEntries(parts.db, p.id)).toHaveLength(1);
  });

  it('holds eight deposits sent at once to the daily cap: five land, three are refused, the ledger agrees', async () => {
    const p = await player();
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => depositPlayMoney(parts, p.id, 10_000n)));
    const refused = outcomes.filter((o) => o.status === 'rejected').map((o) => (o as PromiseRejectedResult).reason as { code: string });
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(5);
    expect(refused.map((r) => r.code)).toEqual(['deposit_cap_reached', 'deposit_cap_reached', 'deposit_cap_reached']);
    expect(await balanceOf({ rt: parts }, p.id)).toBe(50_000n);
    expect((await ledgerCheck(parts.db)).mismatches).toEqual([]);
  });
});

describe('the ledger', () => {
  it('refuses a debit beyond the balance with insufficient_funds and moves nothing', async () => {
    const p = await player(3_000n);
    await expect(applyLedgerEntry(parts.db, { playerId: p.id, kind: 'ticket_stake', amount: -3_001n })).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await balanceOf({ rt: parts }, p.id)).toBe(3_000n);
    expect(await recentEntries(parts.db, p.id)).toHaveLength(1);
  });

  it('answers the first entry again for the same idempotency key, and refuses the key for another amount', async () => {
    const p = await player();
    const first = await postLedgerEntry(parts, { playerId: p.id, kind: 'adjustment', amount: 700n, idempotencyKey: 'bonus-1' });
    const again = await postLedgerEntry(parts, { playerId: p.id, kind: 'adjustment', amount: 700n, idempotencyKey: 'bonus-1' });
    expect(again).toMatchObject({ id: first.id, replayed: true, balanceAfter: 700n });
    await expect(postLedgerEntry(parts, { playerId: p.id, kind: 'adjustment', amount: 800n, idempotencyKey: 'bonus-1' })).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    expect(await balanceOf({ rt: parts }, p.id)).toBe(700n);
  });

  it('keeps each balance equal to the sum of its entries through credits and debits sent at once', async () => {
    const p = await player(10_000n);
    const moves = [2_500n, -1_000n, -4_000n, 300n, -2_000n, 1_200n];
    await Promise.all(moves.map((amount) => postLedgerEntry(parts, { playerId: p.id, kind: 'adjustment', amount })));
    expect(await balanceOf({ rt: parts }, p.id)).toBe(7_000n);
    expect((await ledgerCheck(parts.db)).mismatches).toEqual([]);
  });
});
