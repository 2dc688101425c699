// Accepting a cash-out offer is a money rule: under the player's lock (wallet/lock.ts) and the
// ticket's row lock, the ticket is priced again from the offer as it is now and the amount is
// paid only when the new value is within the player's odds-change choice (none / higher / any,
// as for placing a ticket). A full cash out closes the ticket as 'cashed_out'; a partial one
// takes part of the value and leaves the ticket open with its stake and potential payout
// reduced in proportion. The credit goes through the ledger in the same transaction; the
// balance is pushed after the commit. A ticket that settled meanwhile cannot be cashed out:
// settlement closes only 'pending' tickets and waits on the same row locks.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { Tx } from '../wallet/ledger.ts';
import type { Runtime } from '../runtime.ts';
import { DomainError } from '../domain-error.ts';
import { withPlayerLock } from '../wallet/lock.ts';
import { applyLedgerEntry, publishBalance } from '../wallet/index.ts';
import { formatMajor } from '../../lib/money/index.ts';
import { acceptsOddsChange, type OddsChangePolicy } from '../../lib/slip/odds-change.ts';
import { remainingAfterPartial } from '../../lib/cashout/value.ts';
import { priceTicket, readTickets } from './price.ts';
import { readSwitches, currentSwitches } from './switches.ts';

/** The status of a ticket the house bought back in full (the list of statuses: tickets/list.ts). */
export const CASHED_OUT = 'cashed_out';
/** The ledger kind of a cash-out credit. */
export const CASH_OUT_KIND = 'ticket_cash_out';

export interface CashOutRequest {
  ticketId: number;
  /** The value the player saw, minor units. */
  seen: bigint;
  /** For a partial cash out, the amount to take now (less than the value); null takes it all. */
  part: bigint | null;
  oddsChange: OddsChangePolicy;
  idempotencyKey: string | null;
  /** Set by the leader for an automatic cash out. */
  automatic?: boolean;
}

export interface CashOutDone {
  ticketId: number;
  amount: bigint;
  full: boolean;
  balance: bigint;
  replayed: boolean;
}

const hashOf = (r: CashOutRequest) =>
  createHash('sha256')
    .update(JSON.stringify({ t: r.ticketId, s: r.seen.toString(), p: r.part?.toString() ?? null, o: r.oddsChange }))
    .digest('base64url');

const unavailable = () => new DomainError('conflict', 'cash_out_unavailable', 'Cash out is not offered for this ticket right now.');
const closed = () => new DomainError('conflict', 'ticket_closed', 'This ticket is already settled or cashed out.');
const notFound = () => new DomainError('not_found', 'ticket_not_found', 'No such ticket.');

/** Cashes out a ticket of `playerId`, in full or in part; the same idempotency key answers the first result. */
export async function cashOut(rt: Runtime, playerId: number, req: CashOutRequest): Promise<CashOutDone> {
  if (req.seen <= 0n) throw new DomainError('invalid', 'invalid_amount', 'The amount must be above zero.');
  if (req.part !== null && req.part <= 0n) throw new DomainError('invalid', 'invalid_amount', 'The amount must be above zero.');
  const hash = hashOf(req);
  // A first look without locks: a ticket with no offer is refused at once, and one with a pick
  // in play waits the live bet delay before it is priced again under the lock.
  const [first] = await readTickets(rt.db, sql`id = ${req.ticketId} and player_id = ${playerId}`);
  if (!first) throw notFound();
  const delay = rt.config.liveBetDelayMs;
  if (first.status === 'pending' && delay > 0 && !req.automatic) {
    const look = priceTicket(rt.offer, first, await currentSwitches(rt), rt.clock.now());
    if (look.live) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  // Lock order: the ticket's row, then the player's, as settlement takes them (it closes
  // tickets, then credits players); the other order could deadlock with a settling batch.
  const done = await rt.db.transaction(async (outer) => {
    await rowsOf(outer, sql`select id from tickets where id = ${req.ticketId} and player_id = ${playerId} for update`);
    return withPlayerLock(outer as unknown as Db, playerId, (tx, player) => locked(tx, player.balance));
  });
  if (!done.replayed) publishBalance(rt.bus, playerId, done.balance);
  return done;

  async function locked(tx: Tx, balance: bigint): Promise<CashOutDone> {
    if (req.idempotencyKey) {
      const [earlier] = await rowsOf<{ ticket_id: string | number; amount: string | number; full: boolean; request_hash: string | null }>(
        tx,
        sql`select ticket_id, amount, "full", request_hash from ticket_cash_outs where player_id = ${playerId} and idempotency_key = ${req.idempotencyKey}`,
      );
      if (earlier) {
        if (earlier.request_hash !== hash) throw new DomainError('unprocessable', 'idempotency_key_reused', 'This Idempotency-Key was used for a different cash out.');
        return { ticketId: Number(earlier.ticket_id), amount: BigInt(earlier.amount), full: earlier.full, balance, replayed: true };
      }
    }
    const [ticket] = await readTickets(tx, sql`id = ${req.ticketId} and player_id = ${playerId}`, true);
    if (!ticket) throw notFound();
    if (ticket.status !== 'pending') throw closed();
    const now = rt.clock.now();
    const priced = priceTicket(rt.offer, ticket, await readSwitches(tx), now);
    if (priced.value === null || priced.fair === null) {
      // Every pick decided: settlement is about to close it.
      if (ticket.picks.every((p) => p.status !== 'pending')) throw closed();
      throw unavailable();
    }
    const value = priced.value;
    if (!acceptsOddsChange(req.oddsChange, Number(req.seen), Number(value))) {
      throw new DomainError('conflict', 'cash_out_value_changed', 'The cash-out value has changed. Check it and try again.', { value: formatMajor(value) });
    }
    let amount = value;
    let full = true;
    let remaining = { stake: 0n, potentialPayout: 0n };
    if (req.part !== null) {
      const left = remainingAfterPartial(ticket.stake, ticket.payment, value, req.part);
      if (!left) {
        throw new DomainError('invalid', 'invalid_cash_out_part', 'A partial cash out takes less than the whole value.', { value: formatMajor(value) });
      }
      amount = req.part;
      full = false;
      remaining = left;
    }
    const at = new Date(now);
    if (full) {
      // A manual cash out clears the automatic one, so the notification says who cashed out.
      await rowsOf(
        tx,
        sql`update tickets set status = ${CASHED_OUT}, win_amount = ${amount.toString()}::bigint, cash_out_total = cash_out_total + ${amount.toString()}::bigint,
          settled_at = ${at.toISOString()}::timestamptz${req.automatic ? sql`` : sql`, auto_cash_out = null`}
          where id = ${ticket.id} and status = 'pending'`,
      );
    } else {
      await rowsOf(
        tx,
        sql`update tickets set stake = ${remaining.stake.toString()}::bigint, stake_per_bet = ${remaining.stake.toString()}::bigint / number_of_bets,
          payment = ${remaining.potentialPayout.toString()}::bigint, cash_out_total = cash_out_total + ${amount.toString()}::bigint
          where id = ${ticket.id} and status = 'pending'`,
      );
    }
    // What the house would have paid without its margin, for this part: the statistics' margin.
    const fair = (priced.fair * amount) / value;
    const [row] = await rowsOf<{ id: string | number }>(
      tx,
      sql`insert into ticket_cash_outs (ticket_id, player_id, amount, fair_value, stake_before, stake_after, "full", automatic, idempotency_key, request_hash, created_at)
        values (${ticket.id}, ${playerId}, ${amount.toString()}::bigint, ${fair.toString()}::bigint, ${ticket.stake.toString()}::bigint,
          ${remaining.stake.toString()}::bigint, ${full}, ${req.automatic === true}, ${req.idempotencyKey}, ${hash}, ${at.toISOString()}::timestamptz)
        returning id`,
    );
    const entry = await applyLedgerEntry(tx, {
      playerId,
      kind: CASH_OUT_KIND,
      amount,
      reference: `ticket ${ticket.id}`,
      idempotencyKey: `ticket-cash-out:${Number(row!.id)}`,
      at,
    });
    return { ticketId: ticket.id, amount, full, balance: entry.balanceAfter, replayed: false };
  }
}
