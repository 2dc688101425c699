// The statements of accepting a cash out, two per acceptance inside its transaction: one takes
// the ticket's lock and reads everything re-pricing needs (the ticket, its picks, the operator's
// switches, an earlier answer for the same idempotency key, the balance for a replay), the other
// writes the whole result (the ticket closed or reduced, the cash-out row, the balance credited
// and its ledger entry). The credit is the ledger's own shape (wallet/ledger.ts): the guarded
// balance update and the entry with the balance after it, in the same statement as what it pays
// for, as the ticket stake's linkedDebit does.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { Tx } from '../wallet/ledger.ts';
import type { StoredTicket } from './price.ts';
import { switchesOf, type Switches } from './switches.ts';
import { eventsStillOpen } from '../tickets/stored-status.ts';

/** An earlier cash out under the same idempotency key. */
export interface EarlierCashOut {
  ticketId: number;
  amount: bigint;
  full: boolean;
  requestHash: string | null;
}

export interface LockedTicket {
  /** Null: no such ticket of this player. */
  ticket: StoredTicket | null;
  switches: Switches;
  earlier: EarlierCashOut | null;
  balance: bigint;
  /**
   * The ticket changed while this statement waited for its lock (another cash out or settlement
   * committed meanwhile): `earlier` was read before that and may miss an answer committed with it.
   */
  changedWhileWaiting: boolean;
}

interface LockedRow extends Record<string, unknown> {
  id: string | number;
  player_id: number;
  type: string;
  system_sizes: number[] | null;
  stake: string;
  number_of_bets: number;
  payment: string;
  status: string;
  auto_cash_out: string | null;
  version: string;
  version_before_lock: string | null;
  event_id: string | number;
  odd_custom_id: string;
  odd_value: number;
  fixed: boolean;
  pick_status: string;
  switches: Array<[string, string]>;
  earlier: { ticket_id: string | number; amount: string; full: boolean; request_hash: string | null } | null;
  balance: string | null;
}

const earlierOf = (e: NonNullable<LockedRow['earlier']>): EarlierCashOut => ({
  ticketId: Number(e.ticket_id),
  amount: BigInt(e.amount),
  full: e.full,
  requestHash: e.request_hash,
});

const earlierJson = (playerId: number, key: string | null) =>
  sql`(select json_build_object('ticket_id', c.ticket_id, 'amount', c.amount::text, 'full', c."full", 'request_hash', c.request_hash)
    from ticket_cash_outs c where c.player_id = ${playerId} and c.idempotency_key = ${key}::text)`;

/**
 * Locks the player's ticket and its picks (FOR UPDATE: settlement's decisions on them wait for
 * this transaction, or this one reads what settlement decided) and reads them with the switches,
 * the earlier answer for `key` and the balance, in one statement. Under READ COMMITTED the locked
 * rows are read as they are once the lock is taken; the rest as they were when the statement
 * began: a waiter may miss an earlier answer committed meanwhile, and `changedWhileWaiting` says
 * when to read it again.
 */
export async function lockTicket(tx: Tx, playerId: number, ticketId: number, key: string | null): Promise<LockedTicket> {
  const rows = await rowsOf<LockedRow>(
    tx,
    sql`select t.id, t.player_id, t.type, t.system_sizes, t.stake::text as stake, t.number_of_bets, t.payment::text as payment, t.status, t.auto_cash_out::text as auto_cash_out,
        t.status || ':' || t.cash_out_total as version,
        (select b.status || ':' || b.cash_out_total from tickets b where b.id = t.id) as version_before_lock,
        te.event_id, te.odd_custom_id, te.odd_value, te.fixed, te.status as pick_status,
        (select coalesce(json_agg(json_build_array(s.scope, s.ref)), '[]'::json) from cash_out_switches s) as switches,
        ${earlierJson(playerId, key)} as earlier,
        (select p.balance::text from players p where p.id = ${playerId}) as balance
      from tickets t join ticket_events te on te.ticket_id = t.id
      where t.id = ${ticketId} and t.player_id = ${playerId}
      order by te.id
      for update of t, te`,
  );
  const first = rows[0];
  if (!first) return { ticket: null, switches: new Set(), earlier: null, balance: 0n, changedWhileWaiting: false };
  return {
    ticket: {
      id: Number(first.id),
      playerId: Number(first.player_id),
      type: first.type,
      systemSizes: first.system_sizes,
      stake: BigInt(first.stake),
      numberOfBets: Number(first.number_of_bets),
      payment: BigInt(first.payment),
      status: first.status,
      autoCashOut: first.auto_cash_out === null ? null : BigInt(first.auto_cash_out),
      picks: rows.map((r) => ({ eventId: Number(r.event_id), customId: r.odd_custom_id, odds: Number(r.odd_value), fixed: r.fixed, status: r.pick_status })),
    },
    switches: switchesOf(first.switches),
    earlier: first.earlier ? earlierOf(first.earlier) : null,
    balance: BigInt(first.balance ?? 0),
    // The locked row is the latest version; the subquery reads the ticket as the statement's snapshot had it.
    changedWhileWaiting: first.version !== first.version_before_lock,
  };
}

/** The earlier answer for `key` with the balance now, read afresh (a statement of its own sees what committed before it). */
export async function earlierCashOut(db: Db | Tx, playerId: number, key: string): Promise<{ earlier: EarlierCashOut; balance: bigint } | null> {
  const [row] = await rowsOf<{ earlier: LockedRow['earlier']; balance: string | null }>(
    db,
    sql`select ${earlierJson(playerId, key)} as earlier, (select p.balance::text from players p where p.id = ${playerId}) as balance`,
  );
  return row?.earlier ? { earlier: earlierOf(row.earlier), balance: BigInt(row.balance ?? 0) } : null;
}

export interface CashOutWrite {
  ticketId: number;
  playerId: number;
  amount: bigint;
  /** The value before the margin for this amount (the statistics' margin). */
  fair: bigint;
  stakeBefore: bigint;
  /** A partial cash out: what stays open. Null: the ticket closes as cashed out. */
  remaining: { stake: bigint; potentialPayout: bigint } | null;
  automatic: boolean;
  key: string | null;
  requestHash: string;
  at: Date;
  /** The status of a ticket cashed out in full. */
  cashedOut: string;
  /** The ledger kind of the credit. */
  ledgerKind: string;
  /**
   * The open picks' events as the offer priced them (tickets/stored-status.ts: ids and whether
   * each was priced in play): the write happens only while the database still holds each as
   * taking that bet, read under the events' share lock.
   */
  events: { ids: string; live: string };
}

const big = (v: bigint) => sql`${v.toString()}::bigint`;

/**
 * Writes an accepted cash out in one statement: the ticket closed (or its stake and potential
 * payout reduced), the cash-out row, the balance credited and the ledger entry with the balance
 * after it, each only if the one before it happened. Null when nothing was written: the ticket
 * was no longer open, or an event of an open pick is stored as decided (or started, for a pick
 * priced before kick-off) though this node's offer has not heard of it yet. The statement sees
 * every result committed before it began, and a result being written waits for it or is waited
 * for (the share lock on the events' rows). A manual full cash out clears the automatic one, so
 * the notification says who cashed out.
 */
export async function writeCashOut(tx: Tx, w: CashOutWrite): Promise<{ balance: bigint } | null> {
  const at = sql`${w.at.toISOString()}::timestamptz`;
  const open = sql`id = ${w.ticketId} and player_id = ${w.playerId} and status = 'pending' and ${eventsStillOpen(w.events, w.at.toISOString())}`;
  const ticket = w.remaining
    ? sql`update tickets set stake = ${big(w.remaining.stake)}, stake_per_bet = ${big(w.remaining.stake)} / number_of_bets,
        payment = ${big(w.remaining.potentialPayout)}, cash_out_total = cash_out_total + ${big(w.amount)}
        where ${open} returning id`
    : sql`update tickets set status = ${w.cashedOut}, win_amount = ${big(w.amount)}, cash_out_total = cash_out_total + ${big(w.amount)},
        settled_at = ${at}${w.automatic ? sql`` : sql`, auto_cash_out = null`}
        where ${open} returning id`;
  const [row] = await rowsOf<{ balance: string }>(
    tx,
    sql`with closed as (${ticket}),
      paid as (
        insert into ticket_cash_outs (ticket_id, player_id, amount, fair_value, stake_before, stake_after, "full", automatic, idempotency_key, request_hash, created_at)
        select closed.id, ${w.playerId}::integer, ${big(w.amount)}, ${big(w.fair)}, ${big(w.stakeBefore)}, ${big(w.remaining?.stake ?? 0n)},
          ${w.remaining === null}::boolean, ${w.automatic}::boolean, ${w.key}::text, ${w.requestHash}::text, ${at}
        from closed returning id
      ),
      moved as (
        update players p set balance = p.balance + ${big(w.amount)} from paid where p.id = ${w.playerId} returning p.balance
      ),
      entry as (
        insert into wallet_ledger (player_id, kind, amount, balance_after, reference, idempotency_key, created_at)
        select ${w.playerId}::integer, ${w.ledgerKind}::text, ${big(w.amount)}, moved.balance, ${`ticket ${w.ticketId}`}::text, 'ticket-cash-out:' || paid.id, ${at}
        from moved, paid
      )
      select moved.balance::text as balance from moved`,
  );
  return row ? { balance: BigInt(row.balance) } : null;
}
