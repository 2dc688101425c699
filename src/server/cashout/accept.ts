// Accepting a cash-out offer is a money rule: under the ticket's row lock, the ticket is priced
// again from the offer as it is now and the amount is paid only when the new value is within the
// player's odds-change choice (none / higher / any, as for placing a ticket). A full cash out
// closes the ticket as 'cashed_out'; a partial one takes part of the value and leaves the ticket
// open with its stake and potential payout reduced in proportion. The credit goes through the
// ledger in the same statement as the ticket's change, whose balance update takes the player's
// row lock (wallet/lock.ts) after the ticket's, the order settlement takes them in (it closes
// tickets, then credits players). The balance is pushed after the commit. A ticket that settled
// meanwhile cannot be cashed out: settlement closes only 'pending' tickets and waits on the same
// row locks. Nor can a ticket whose match the database already holds as decided while this
// node's offer (which hears of results over the bus, a moment after the leader stored them)
// still prices it: the write requires every open pick's event to be stored as the offer priced
// it (not finished or voided; not started for a pick priced before kick-off), read under the
// events' share lock, which a result's write waits for or is waited for by (issue 26).
//
// Four round trips in all (begin, lock and read, write, commit; store.ts has the two
// statements). A ticket with a pick in play waits the live bet delay first: its first look
// under the lock finds it in play, lets the lock go, waits, and prices it again under the lock.
import { createHash } from 'node:crypto';
import type { Tx } from '../wallet/ledger.ts';
import type { Db } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { DomainError } from '../domain-error.ts';
import { publishBalance } from '../wallet/index.ts';
import { isUniqueViolation } from '../wallet/db-errors.ts';
import { formatMajor } from '../../lib/money/index.ts';
import { acceptsOddsChange, type OddsChangePolicy } from '../../lib/slip/odds-change.ts';
import { remainingAfterPartial } from '../../lib/cashout/value.ts';
import { newRound, priceTicket, type PriceSource } from './price.ts';
import { checkArrays } from '../tickets/stored-status.ts';
import { earlierCashOut, lockTicket, writeCashOut, type EarlierCashOut } from './store.ts';

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

/** What a cash out uses: the prices' sources, the live delay, the database, the bus (the balance push) and the clock. */
export type CashOutDeps = PriceSource & {
  config: Pick<Config, 'liveBetDelayMs'>;
  db: Db;
  bus: Bus;
  clock: Clock;
};

/** Cashes out a ticket of `playerId`, in full or in part; the same idempotency key answers the first result. */
export async function cashOut(rt: CashOutDeps, playerId: number, req: CashOutRequest): Promise<CashOutDone> {
  if (req.seen <= 0n) throw new DomainError('invalid', 'invalid_amount', 'The amount must be above zero.');
  if (req.part !== null && req.part <= 0n) throw new DomainError('invalid', 'invalid_amount', 'The amount must be above zero.');
  const hash = hashOf(req);
  const delay = req.automatic ? 0 : rt.config.liveBetDelayMs;
  let waited = delay <= 0;
  for (;;) {
    let done: CashOutDone | 'wait';
    try {
      done = await rt.db.transaction((tx) => attempt(tx, waited));
    } catch (err) {
      // The same key raced in from another request and committed first: answer with its result.
      if (!req.idempotencyKey || !isUniqueViolation(err)) throw err;
      const found = await earlierCashOut(rt.db, playerId, req.idempotencyKey);
      if (!found) throw err;
      return replay(found.earlier, found.balance);
    }
    if (done === 'wait') {
      // In play: the live bet delay passes outside the lock, then the ticket is priced again under it.
      await new Promise((resolve) => setTimeout(resolve, delay));
      waited = true;
      continue;
    }
    if (!done.replayed) publishBalance(rt.bus, playerId, done.balance);
    return done;
  }

  function replay(earlier: EarlierCashOut, balance: bigint): CashOutDone {
    if (earlier.requestHash !== hash) throw new DomainError('unprocessable', 'idempotency_key_reused', 'This Idempotency-Key was used for a different cash out.');
    return { ticketId: earlier.ticketId, amount: earlier.amount, full: earlier.full, balance, replayed: true };
  }

  async function attempt(tx: Tx, afterDelay: boolean): Promise<CashOutDone | 'wait'> {
    const locked = await lockTicket(tx, playerId, req.ticketId, req.idempotencyKey);
    if (locked.earlier) return replay(locked.earlier, locked.balance);
    if (locked.changedWhileWaiting && req.idempotencyKey) {
      // Changed while this request waited for the lock, perhaps by the same key's first request.
      const found = await earlierCashOut(tx, playerId, req.idempotencyKey);
      if (found) return replay(found.earlier, found.balance);
    }
    const ticket = locked.ticket;
    if (!ticket) throw notFound();
    if (ticket.status !== 'pending') throw closed();
    const now = rt.clock.now();
    const round = newRound();
    const priced = priceTicket(rt, ticket, locked.switches, now, round);
    if (priced.value === null || priced.fair === null) {
      // Every pick decided: settlement is about to close it.
      if (ticket.picks.every((p) => p.status !== 'pending')) throw closed();
      throw unavailable();
    }
    if (priced.live && !afterDelay) return 'wait';
    const value = priced.value;
    if (!acceptsOddsChange(req.oddsChange, Number(req.seen), Number(value))) {
      throw new DomainError('conflict', 'cash_out_value_changed', 'The cash-out value has changed. Check it and try again.', { value: formatMajor(value) });
    }
    let amount = value;
    let remaining: { stake: bigint; potentialPayout: bigint } | null = null;
    if (req.part !== null) {
      remaining = remainingAfterPartial(ticket.stake, ticket.payment, value, req.part);
      if (!remaining) {
        throw new DomainError('invalid', 'invalid_cash_out_part', 'A partial cash out takes less than the whole value.', { value: formatMajor(value) });
      }
      amount = req.part;
    }
    const written = await writeCashOut(tx, {
      ticketId: ticket.id,
      playerId,
      amount,
      // What the house would have paid without its margin, for this part: the statistics' margin.
      fair: (priced.fair * amount) / value,
      stakeBefore: ticket.stake,
      remaining,
      automatic: req.automatic === true,
      key: req.idempotencyKey,
      requestHash: hash,
      at: new Date(now),
      cashedOut: CASHED_OUT,
      ledgerKind: CASH_OUT_KIND,
      events: checkArrays(ticket.picks.filter((p) => p.status === 'pending').map((p) => ({ eventId: p.eventId, live: round.events.get(p.eventId)?.status === 'live' }))),
    });
    // The ticket is locked and was open: no row means the database holds a match on it as
    // decided (or started) that the offer priced as open. Settlement decides it; nothing was paid.
    if (!written) throw unavailable();
    return { ticketId: ticket.id, amount, full: remaining === null, balance: written.balance, replayed: false };
  }
}
