import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { startHarness, type Harness } from './support/harness.ts';
import { balanceOf } from './support/players.ts';
import { heardEverything } from './support/bus.ts';
import { createPlayer } from '../../src/server/accounts/players.ts';
import { applyLedgerEntry, ledgerCheck, LedgerError, linkedDebit, postLedgerEntry, type LinkedDebit } from '../../src/server/wallet/index.ts';
import { players, tickets, walletLedger } from '../../src/server/db/schema.ts';

const FAST_SCRYPT = { N: 2 ** 10, r: 8, p: 1 };
let h: Harness;
let nextName = 0;

beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h?.close();
});

async function newPlayer(openingBalance = 0n) {
  return createPlayer(h.rt, { username: `wallet${++nextName}`, password: 'walletpass1', openingBalance }, FAST_SCRYPT);
}

/** In the order written: without an order the planner may return them otherwise (the worker's database keeps its statistics between files). */
async function entriesOf(playerId: number) {
  return h.rt.db.select().from(walletLedger).where(eq(walletLedger.playerId, playerId)).orderBy(walletLedger.id);
}

/** A bare ticket row paid by the debit: the row the linked debit links the ledger entry to. */
const paidTicket = sql`insert into tickets (player_id, stake, stake_per_bet, number_of_bets, max_coefficient, payment)
    select ${sql.placeholder('player')}::integer, ${sql.placeholder('stake')}::bigint, ${sql.placeholder('stake')}::bigint, 1, 100, ${sql.placeholder('stake')}::bigint from debit returning id`;
const stakeShape = { kind: 'ticket_stake', referencePrefix: 'ticket ', keyPrefix: 'ticket-stake:', paid: paidTicket };
const ticketStake = linkedDebit(stakeShape);

/** Takes `amount` for a bare ticket of `stake` in one statement; the new ticket's id and the balance after. */
async function debitForTicket(playerId: number, amount: bigint, stake = amount, statement: LinkedDebit = ticketStake) {
  const debit = { playerId, amount, values: { player: playerId, stake: stake.toString() } };
  const outcome = statement.outcome(await h.rt.database.prepared(statement.bind(debit)), debit);
  if (outcome.earlier) throw new Error('no earlier ticket was looked for');
  return outcome;
}

describe('wallet ledger', () => {
  it('keeps the balance equal to the sum of the ledger over many random credits and debits', async () => {
    const player = await newPlayer(1_000n);
    let expected = 1_000n;
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: -5_000n, max: 5_000n }).filter((n) => n !== 0n),
        async (amount) => {
          try {
            const entry = await applyLedgerEntry(h.rt.db, { playerId: player.id, kind: amount > 0n ? 'operator_credit' : 'operator_debit', amount });
            expected += amount;
            expect(entry.balanceAfter).toBe(expected);
          } catch (err) {
            expect(err).toBeInstanceOf(LedgerError);
            expect((err as LedgerError).code).toBe('insufficient_funds');
            expect(expected + amount).toBeLessThan(0n);
          }
        },
      ),
      { numRuns: 200, seed: 42 },
    );
    expect(await balanceOf(h, player.id)).toBe(expected);
    const sum = (await entriesOf(player.id)).reduce((s, e) => s + e.amount, 0n);
    expect(sum).toBe(expected);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('keeps the ledger whole through random operator credits and debits over HTTP', async () => {
    const player = await newPlayer(0n);
    let cents = 0;
    for (let i = 0; i < 40; i++) {
      const amount = ((i * 7919) % 3000) - 1200;
      if (amount === 0) continue;
      const text = `${amount < 0 ? '-' : ''}${Math.floor(Math.abs(amount) / 100)}.${String(Math.abs(amount) % 100).padStart(2, '0')}`;
      const res = await h.request(`/api/admin/players/${player.username}/credit`, { method: 'POST', json: { amount: text }, admin: true });
      if (cents + amount < 0) {
        expect(res.status, text).toBe(409);
      } else {
        expect(res.status, text).toBe(200);
        cents += amount;
      }
    }
    expect(await balanceOf(h, player.id)).toBe(BigInt(cents));
    const check = (await (await h.request('/api/admin/ledger-check', { admin: true })).json()) as { ok: boolean };
    expect(check.ok).toBe(true);
  });

  it('refuses a debit below zero with insufficient_funds and writes nothing', async () => {
    const player = await newPlayer(500n);
    const before = await entriesOf(player.id);
    await expect(applyLedgerEntry(h.rt.db, { playerId: player.id, kind: 'ticket_stake', amount: -501n })).rejects.toMatchObject({
      code: 'insufficient_funds',
      kind: 'conflict',
    });
    expect(await balanceOf(h, player.id)).toBe(500n);
    expect(await entriesOf(player.id)).toHaveLength(before.length);
    const exact = await applyLedgerEntry(h.rt.db, { playerId: player.id, kind: 'ticket_stake', amount: -500n });
    expect(exact.balanceAfter).toBe(0n);
  });

  it('debits and inserts the row it pays for in one statement, the entry naming that row', async () => {
    const player = await newPlayer(1_000n);
    const paid = await debitForTicket(player.id, 300n);
    expect(paid.balanceAfter).toBe(700n);
    expect(await balanceOf(h, player.id)).toBe(700n);
    const [ticket] = await h.rt.db.select().from(tickets).where(eq(tickets.id, paid.id));
    expect(ticket).toMatchObject({ playerId: player.id, stake: 300n });
    expect((await entriesOf(player.id)).at(-1)).toMatchObject({
      kind: 'ticket_stake',
      amount: -300n,
      balanceAfter: 700n,
      reference: `ticket ${paid.id}`,
      idempotencyKey: `ticket-stake:${paid.id}`,
    });
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('writes neither the debit nor the row when the balance does not cover it', async () => {
    const player = await newPlayer(299n);
    await expect(debitForTicket(player.id, 300n)).rejects.toMatchObject({
      code: 'insufficient_funds',
      details: { balance: '2.99', amount: '-3.00' },
    });
    expect(await balanceOf(h, player.id)).toBe(299n);
    expect(await entriesOf(player.id)).toHaveLength(1);
    expect(await h.rt.db.select().from(tickets).where(eq(tickets.playerId, player.id))).toEqual([]);
    await expect(debitForTicket(999_999, 1n)).rejects.toMatchObject({ code: 'player_not_found' });
    await expect(debitForTicket(player.id, 0n, 1n)).rejects.toMatchObject({ code: 'invalid_entry' });
  });

  it('keeps the money when a dependent row is refused: the statement is all or nothing', async () => {
    const player = await newPlayer(1_000n);
    // ticket_events.odd_value is NOT NULL, so this dependent insert fails after the debit ran.
    const broken = sql`selections as (insert into ticket_events (ticket_id, event_id, bet_name, odd_name, odd_custom_id, odd_value, home_team, away_team, event_time)
      select paid.id, 1, 'b', 'o', 'c', null, 'h', 'a', now() from paid)`;
    await expect(debitForTicket(player.id, 300n, 300n, linkedDebit({ ...stakeShape, more: [broken] }))).rejects.toThrow();
    expect(await balanceOf(h, player.id)).toBe(1_000n);
    expect(await entriesOf(player.id)).toHaveLength(1);
    expect(await h.rt.db.select().from(tickets).where(eq(tickets.playerId, player.id))).toEqual([]);
  });

  it('lets only as many concurrent linked debits through as the balance covers', async () => {
    const player = await newPlayer(1_000n);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => debitForTicket(player.id, 200n)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'insufficient_funds' });
    expect(await balanceOf(h, player.id)).toBe(0n);
    expect(await h.rt.db.select().from(tickets).where(eq(tickets.playerId, player.id))).toHaveLength(5);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('refuses an unknown player, a zero amount and a malformed kind', async () => {
    await expect(applyLedgerEntry(h.rt.db, { playerId: 999_999, kind: 'operator_credit', amount: 1n })).rejects.toMatchObject({ code: 'player_not_found' });
    const player = await newPlayer(0n);
    await expect(applyLedgerEntry(h.rt.db, { playerId: player.id, kind: 'operator_credit', amount: 0n })).rejects.toMatchObject({ code: 'invalid_entry' });
    await expect(applyLedgerEntry(h.rt.db, { playerId: player.id, kind: 'Drop Table', amount: 1n })).rejects.toMatchObject({ code: 'invalid_entry' });
  });

  it('returns the first entry for a repeated idempotency key and moves money once', async () => {
    const player = await newPlayer(0n);
    const input = { playerId: player.id, kind: 'casino_win', amount: 250n, idempotencyKey: 'round-1' };
    const first = await applyLedgerEntry(h.rt.db, input);
    const second = await applyLedgerEntry(h.rt.db, input);
    expect(first.replayed).toBe(false);
    expect(second).toMatchObject({ replayed: true, id: first.id, balanceAfter: 250n });
    expect(await balanceOf(h, player.id)).toBe(250n);
    await expect(applyLedgerEntry(h.rt.db, { ...input, amount: 300n })).rejects.toMatchObject({ code: 'idempotency_conflict' });
    // The same key for another player is another entry.
    const other = await newPlayer(0n);
    expect((await applyLedgerEntry(h.rt.db, { ...input, playerId: other.id })).replayed).toBe(false);
  });

  it('moves money once when the same key arrives twice at the same moment', async () => {
    const player = await newPlayer(0n);
    const input = { playerId: player.id, kind: 'operator_credit', amount: 100n, idempotencyKey: 'race' };
    const results = await Promise.all([applyLedgerEntry(h.rt.db, input), applyLedgerEntry(h.rt.db, input), applyLedgerEntry(h.rt.db, input)]);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await balanceOf(h, player.id)).toBe(100n);
  });

  it('lets only as many concurrent debits through as the balance covers', async () => {
    const player = await newPlayer(1_000n);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => applyLedgerEntry(h.rt.db, { playerId: player.id, kind: 'ticket_stake', amount: -200n })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'insufficient_funds' });
    expect(await balanceOf(h, player.id)).toBe(0n);
  });

  it("works inside a caller's transaction: a refusal leaves it usable, a rollback undoes the entry", async () => {
    const player = await newPlayer(1_000n);
    await h.rt.db.transaction(async (tx) => {
      await expect(applyLedgerEntry(tx, { playerId: player.id, kind: 'ticket_stake', amount: -2_000n })).rejects.toMatchObject({ code: 'insufficient_funds' });
      const entry = await applyLedgerEntry(tx, { playerId: player.id, kind: 'ticket_stake', amount: -300n, reference: 'ticket 1' });
      expect(entry.balanceAfter).toBe(700n);
    });
    expect(await balanceOf(h, player.id)).toBe(700n);

    await expect(
      h.rt.db.transaction(async (tx) => {
        await applyLedgerEntry(tx, { playerId: player.id, kind: 'ticket_stake', amount: -100n });
        throw new Error('the ticket insert failed');
      }),
    ).rejects.toThrow('the ticket insert failed');
    expect(await balanceOf(h, player.id)).toBe(700n);
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('pushes the new balance as a major-unit string after the commit', async () => {
    const player = await newPlayer(0n);
    const pushed: Array<Record<string, unknown>> = [];
    const off = h.rt.bus.subscribe('balance', (m) => pushed.push(m));
    const interest = h.rt.bus.hearPlayer(player.id);
    await interest.ready;
    await postLedgerEntry(h.rt, { playerId: player.id, kind: 'operator_credit', amount: 123_456n, idempotencyKey: 'push' });
    await postLedgerEntry(h.rt, { playerId: player.id, kind: 'operator_credit', amount: 123_456n, idempotencyKey: 'push' });
    await heardEverything(h.rt.bus);
    off();
    interest.release();
    expect(pushed.filter((m) => m.player_id === player.id)).toEqual([{ player_id: player.id, balance: '1234.56' }]);
  });

  it('finds a balance that disagrees with the ledger', async () => {
    const player = await newPlayer(100n);
    // Tampering the way only a bug or a manual edit could: the check must notice.
    await h.rt.db.update(players).set({ balance: 999n }).where(eq(players.id, player.id));
    const result = await ledgerCheck(h.rt.db);
    expect(result.mismatches).toEqual([expect.objectContaining({ playerId: player.id, balance: 999n, ledgerSum: 100n, lastBalanceAfter: 100n })]);
    await h.rt.db.update(players).set({ balance: 100n }).where(eq(players.id, player.id));
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });
});
