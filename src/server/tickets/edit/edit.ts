// Edit bet (issue 31): the old ticket is cashed out at its value and a new ticket is placed
// with that value plus or minus the stake change, at current odds, in one transaction under
// one idempotency key. Either both happen or nothing does.
//
// The transaction takes the locks a cash out and settlement take, in their order: the old
// ticket's row and its picks (cash out's own lock-and-read statement, cashout/store.ts), then
// the player's row (the cash-out credit's balance update). Under them the ticket is priced
// again from what the database holds (its status, its picks' results), the credit is written
// by the cash out's own statement, the stake and loss limits are held on the player's row as
// locked (the credit counts for the loss limit: only what the new ticket adds can be lost),
// and the new ticket is stored by placing's own statement, which requires its matches to be
// open as stored. Settlement closes only pending tickets and waits on the same row locks: an
// edit racing a result either edits first (settlement then finds the old ticket cashed out and
// pays nothing on it) or finds the ticket settled and changes nothing.
//
// The ledger shows both legs: a ticket_cash_out credit of the old ticket's value and a
// ticket_stake debit of the new ticket's stake. A pick in play on either ticket waits the
// live bet delay outside the lock, then everything is priced again under it.
import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Bus } from '../../bus/index.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/client.ts';
import { players } from '../../db/schema.ts';
import type { PlayerRow } from '../../auth/guard.ts';
import type { Config } from '../../config.ts';
import { DomainError } from '../../domain-error.ts';
import { isUniqueViolation, publishBalance, type Tx } from '../../wallet/index.ts';
import { holdPlayWithinLimits } from '../../limits/play.ts';
import { CASHED_OUT, CASH_OUT_KIND } from '../../cashout/accept.ts';
import { earlierCashOut, lockTicket, writeCashOut, type EarlierCashOut } from '../../cashout/store.ts';
import { storeSlipIn } from '../place.ts';
import { editUnavailable, planEdit, type EditPlanDeps, type EditRequest } from './plan.ts';

/** What an edit uses: the plan's prices, the live delay, the database, the bus (the balance push). */
export type EditDeps = EditPlanDeps & {
  config: Pick<Config, 'liveBetDelayMs'>;
  db: Db;
  bus: Bus;
};

export interface Edited {
  /** The ticket that was cashed out. */
  oldTicketId: number;
  /** The ticket placed in its place. */
  newTicketId: number;
  /** The old ticket's value, credited. */
  value: bigint;
  /** The new ticket's stake, debited. */
  stake: bigint;
  balance: bigint;
  replayed: boolean;
}

// The client's key is stored with this prefix (on the cash-out row and the new ticket), so it
// never meets the same key of a plain cash out or placement.
const KEY_PREFIX = 'edit:';

const hashOf = (r: EditRequest) =>
  createHash('sha256')
    .update(
      JSON.stringify({
        t: r.ticketId,
        r: r.remove.map((p) => [p.eventId, p.customId]),
        a: r.add.map((p) => [p.eventId, p.customId, p.isLive]),
        o: r.odds.map((p) => [p.eventId, p.customId, p.value]),
        s: r.stake?.toString() ?? null,
        v: r.seen?.toString() ?? null,
        p: r.oddsChange,
      }),
    )
    .digest('base64url');

const notFound = () => new DomainError('not_found', 'ticket_not_found', 'No such ticket.');

/** Edits a ticket of `player`; the same idempotency key and body answers the first edit again, another body is refused (422). */
export async function editTicket(deps: EditDeps, player: PlayerRow, req: EditRequest, idempotencyKey: string | null): Promise<Edited> {
  if (req.seen === null || req.seen <= 0n) throw new DomainError('invalid', 'invalid_amount', 'The amount must be above zero.');
  const hash = hashOf(req);
  const key = idempotencyKey === null ? null : `${KEY_PREFIX}${idempotencyKey}`;
  const delay = deps.config.liveBetDelayMs;
  let waited = delay <= 0;
  for (;;) {
    let done: Edited | 'wait';
    try {
      done = await deps.db.transaction((tx) => attempt(tx, waited));
    } catch (err) {
      // The same key raced in from another request and committed first: answer with its result.
      if (!key || !isUniqueViolation(err)) throw err;
      const found = await earlierCashOut(deps.db, player.id, key);
      if (!found) throw err;
      return replay(deps.db, found.earlier, found.balance);
    }
    if (done === 'wait') {
      // In play: the live bet delay passes outside the lock, then the edit is priced again under it.
      await new Promise((resolve) => setTimeout(resolve, delay));
      waited = true;
      continue;
    }
    if (!done.replayed) publishBalance(deps.bus, player.id, done.balance);
    return done;
  }

  async function replay(db: Db | Tx, earlier: EarlierCashOut, balance: bigint): Promise<Edited> {
    if (earlier.requestHash !== hash) throw new DomainError('unprocessable', 'idempotency_key_reused', 'This Idempotency-Key was used for a different edit.');
    const [made] = await rowsOf<{ id: string | number; stake: string }>(db, sql`select id, stake::text as stake from tickets where edited_from_id = ${earlier.ticketId}`);
    if (!made) throw new DomainError('unprocessable', 'idempotency_key_reused', 'This Idempotency-Key was used for a different edit.');
    return { oldTicketId: earlier.ticketId, newTicketId: Number(made.id), value: earlier.amount, stake: BigInt(made.stake), balance, replayed: true };
  }

  async function attempt(tx: Tx, afterDelay: boolean): Promise<Edited | 'wait'> {
    const locked = await lockTicket(tx, player.id, req.ticketId, key);
    if (locked.earlier) return replay(tx, locked.earlier, locked.balance);
    if (locked.changedWhileWaiting && key) {
      // Changed while this request waited for the lock, perhaps by the same key's first request.
      const found = await earlierCashOut(tx, player.id, key);
      if (found) return replay(tx, found.earlier, found.balance);
    }
    if (!locked.ticket) throw notFound();
    const now = deps.clock.now();
    const plan = planEdit(deps, player, locked.ticket, req, locked.switches, now, key, hash);
    if (plan.live && !afterDelay) return 'wait';
    const credited = await writeCashOut(tx, {
      ticketId: plan.ticket.id,
      playerId: player.id,
      amount: plan.value,
      fair: plan.fair,
      stakeBefore: plan.ticket.stake,
      remaining: null,
      automatic: false,
      key,
      requestHash: hash,
      at: new Date(now),
      cashedOut: CASHED_OUT,
      ledgerKind: CASH_OUT_KIND,
      events: plan.openEvents,
    });
    // The ticket is locked and was open: no row means the database holds a match on it as
    // decided (or started) that the offer priced as open (issue 26). Nothing was paid.
    if (!credited) throw editUnavailable();
    // The player's row, locked by the credit, as it is now: its settings bind the new stake.
    const [current] = await tx.select().from(players).where(eq(players.id, player.id)).for('update');
    if (!current) throw notFound();
    await holdPlayWithinLimits(tx, now, current, Number(plan.pricing.stake));
    const placed = await storeSlipIn(tx, current, plan.slip);
    await rowsOf(tx, sql`update tickets set edited_from_id = ${plan.ticket.id} where id = ${placed.id}`);
    return { oldTicketId: plan.ticket.id, newTicketId: placed.id, value: plan.value, stake: plan.pricing.stake, balance: placed.balance, replayed: false };
  }
}
