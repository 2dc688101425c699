// The wallet ledger: the only way a balance changes. Each entry moves the balance with a guard
// (never below zero) and appends a row with the balance after it, in one statement, so the
// balance always equals the sum of the player's entries.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { statement, tableRow, type BoundStatement } from '../db/prepared.ts';
import { players, walletLedger } from '../db/schema.ts';
import type { Bus } from '../bus/index.ts';
import { DomainError, type RefusalKind } from '../domain-error.ts';
import { formatMajor } from '../../lib/money/index.ts';
import { isUniqueViolation } from './db-errors.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a caller's open transaction (a ticket inserts its rows in the same one). */
export type DbOrTx = Db | Tx;

// The kinds in use are listed in src/lib/money/ledger-kinds.ts; a new kind is a lowercase word such as "casino_bet".
const KIND_PATTERN = /^[a-z][a-z_]{1,39}$/;
// A client's key (at most 200 characters, as the API takes it) with the prefix of the service that stores it (deposit.ts).
const MAX_KEY_LENGTH = 250;
const MAX_REFERENCE_LENGTH = 500;

export interface LedgerInput {
  playerId: number;
  kind: string;
  /** Signed minor units: positive credits, negative debits. */
  amount: bigint;
  reference?: string | null;
  /** Same key for the same player returns the first entry instead of moving money twice. */
  idempotencyKey?: string | null;
  /** When the entry happened, by the runtime's clock (rt.clock), so period rules and the statement agree with it; the database's time when absent. */
  at?: Date;
}

export interface LedgerEntry {
  id: number;
  playerId: number;
  kind: string;
  amount: bigint;
  balanceAfter: bigint;
  reference: string | null;
  idempotencyKey: string | null;
  createdAt: Date;
}

export interface AppliedEntry extends LedgerEntry {
  /** True when an earlier entry with the same idempotency key was returned and nothing moved. */
  replayed: boolean;
}

export type LedgerErrorCode = 'insufficient_funds' | 'player_not_found' | 'idempotency_conflict' | 'invalid_entry' | 'guard_refused' | 'precondition_refused';
const KIND: Record<LedgerErrorCode, RefusalKind> = {
  insufficient_funds: 'conflict',
  player_not_found: 'not_found',
  idempotency_conflict: 'conflict',
  invalid_entry: 'invalid',
  guard_refused: 'conflict',
  precondition_refused: 'conflict',
};

/** A refused entry. It is a DomainError, so a route that lets it through still answers 4xx. */
export class LedgerError extends DomainError {
  override readonly code: LedgerErrorCode;
  constructor(code: LedgerErrorCode, message: string, details?: Record<string, unknown>) {
    super(KIND[code], code, message, details);
    this.code = code;
  }
}

function validate(input: LedgerInput): void {
  if (!Number.isSafeInteger(input.playerId) || input.playerId <= 0) throw new LedgerError('invalid_entry', 'The player id is not valid.');
  if (typeof input.amount !== 'bigint' || input.amount === 0n) throw new LedgerError('invalid_entry', 'A ledger entry moves a non-zero amount.');
  if (!KIND_PATTERN.test(input.kind)) throw new LedgerError('invalid_entry', `"${input.kind}" is not a ledger kind.`);
  if (input.idempotencyKey != null && (input.idempotencyKey.length === 0 || input.idempotencyKey.length > MAX_KEY_LENGTH)) {
    throw new LedgerError('invalid_entry', `An idempotency key has 1 to ${MAX_KEY_LENGTH} characters.`);
  }
  if (input.reference != null && input.reference.length > MAX_REFERENCE_LENGTH) {
    throw new LedgerError('invalid_entry', `A reference has at most ${MAX_REFERENCE_LENGTH} characters.`);
  }
}

/** The player's entry stored under `key`, if any. */
export async function entryByKey(db: DbOrTx, playerId: number, key: string): Promise<LedgerEntry | undefined> {
  const rows = await db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.playerId, playerId), eq(walletLedger.idempotencyKey, key)))
    .limit(1);
  return rows[0];
}

function replay(existing: LedgerEntry, input: LedgerInput): AppliedEntry {
  if (existing.amount !== input.amount || existing.kind !== input.kind) {
    throw new LedgerError('idempotency_conflict', 'This idempotency key was already used for a different amount or kind.', {
      entry_id: existing.id,
    });
  }
  return { ...existing, replayed: true };
}

const ledgerRow = tableRow(walletLedger);

/**
 * Moves a player's balance by a signed amount and appends the ledger row, atomically, in one
 * statement: the guarded update (never below zero, never for a key already used) and the
 * insert of the entry with the balance after it. Works on the database or inside a caller's
 * transaction; a refusal (insufficient funds, unknown player) writes nothing and leaves the
 * caller's transaction usable. The same key returns the first entry instead of moving money
 * twice; two requests racing with one key end with one entry (inside a caller's transaction
 * the loser's transaction is aborted, as any unique violation aborts it). Throws LedgerError
 * when refused. Does not publish: call publishBalance after the commit.
 */
export async function applyLedgerEntry(db: DbOrTx, input: LedgerInput): Promise<AppliedEntry> {
  validate(input);
  const key = input.idempotencyKey ?? null;
  // Passed as text and cast, so both drivers bind the bigint exactly.
  const delta = sql`${input.amount.toString()}::bigint`;
  let rows: Array<Record<string, unknown>>;
  try {
    rows = await rowsOf(
      db,
      sql`
      with moved as (
        update ${players} set balance = balance + ${delta}
        where id = ${input.playerId} and (balance + ${delta} >= 0 or ${delta} > 0)
          and not exists (select 1 from ${walletLedger} where player_id = ${input.playerId} and idempotency_key = ${key}::text)
        returning balance
      ),
      entry as (
        insert into ${walletLedger} (player_id, kind, amount, balance_after, reference, idempotency_key, created_at)
        select ${input.playerId}::integer, ${input.kind}::text, ${delta}, moved.balance, ${input.reference ?? null}::text, ${key}::text,
          coalesce(${input.at ? input.at.toISOString() : null}::timestamptz, now()) from moved
        returning *
      )
      select true as applied, ${ledgerRow.columns} from entry
      union all
      select false, ${ledgerRow.columns} from ${walletLedger} where player_id = ${input.playerId} and idempotency_key = ${key}::text`,
    );
  } catch (err) {
    // Two requests with one key at once: the loser's statement wrote nothing; answer with the winner's entry.
    if (key && isUniqueViolation(err)) {
      const existing = await entryByKey(db, input.playerId, key);
      if (existing) return replay(existing, input);
    }
    throw err;
  }
  const row = rows[0];
  if (row) {
    const entry = ledgerRow.map(row) as LedgerEntry;
    return row.applied === true ? { ...entry, replayed: false } : replay(entry, input);
  }
  const found = await db.select({ balance: players.balance }).from(players).where(eq(players.id, input.playerId));
  if (!found[0]) throw new LedgerError('player_not_found', 'No such player.');
  throw new LedgerError('insufficient_funds', 'The balance is not sufficient for this amount.', {
    balance: formatMajor(found[0].balance),
    amount: formatMajor(input.amount),
  });
}

/**
 * The fixed part of a debit that pays for a row inserted in the same statement (see
 * linkedDebit). Every value that changes from one debit to the next is a placeholder
 * (sql.placeholder): the statement is compiled once and then only bound, so the hot path
 * (every ticket) neither builds nor compiles SQL.
 */
export interface LinkedDebitShape {
  kind: string;
  /** The entry's reference is this followed by the paid row's id, e.g. "ticket 42" (SQL: a placeholder, when it varies). */
  referencePrefix: string | SQL;
  /** The entry's idempotency key is this followed by the paid row's id, e.g. "ticket-stake:42". */
  keyPrefix: string;
  /**
   * The body of a CTE named "paid": an INSERT that selects FROM debit (a CTE with the new
   * balance, empty when the balance does not cover the amount) and returns the new row's id.
   */
  paid: SQL;
  /** Further CTEs, "name as (...)", that may select FROM paid. */
  more?: SQL[];
  /**
   * A further condition on the player's row (the table is named "players"), checked by the
   * guarded UPDATE on the row as locked, e.g. "no stake limit in force". When it fails on a
   * balance that covers the amount, the debit throws LedgerError guard_refused.
   */
  guard?: SQL;
  /**
   * A condition on other rows that must hold for the debit (e.g. "the pre-match events are still
   * scheduled"), checked in the same statement, so what is paid for is decided by the database
   * as it is when the money moves. When it fails the debit throws LedgerError precondition_refused.
   */
  precondition?: SQL;
  /**
   * A select of the row an earlier request with the same idempotency key paid for (columns id
   * and request_hash), read in the same statement: when it finds one, nothing is written and
   * the debit answers `earlier` instead (one round trip where a read first would cost two).
   */
  earlier?: SQL;
  /**
   * A credit of the same statement, after the debit (a casino round's win): the balance moves
   * once, by the credit less the debit, and a second entry records the credit with the balance
   * after it (its amount per debit: LinkedDebitValues.credit; none when that is zero). The
   * entries keep the debit's reference. In "paid", debit.balance is the balance after the debit
   * and debit.settled after both.
   */
  credit?: { kind: string; keyPrefix: string };
}

/** The values of one linked debit; `values` fills the shape's own placeholders. */
export interface LinkedDebitValues {
  playerId: number;
  /** Minor units taken from the balance, above zero. */
  amount: bigint;
  /** When the entry happened, by the runtime's clock (rt.clock), as LedgerInput.at; the database's time when absent. */
  at?: Date;
  /** Minor units credited after the debit, for a shape with a credit; zero or absent: no credit entry. */
  credit?: bigint;
  values: Record<string, unknown>;
}

export type LinkedDebitResult<Id = number> =
  /** balanceAfter: after the debit and the credit, if any. */
  | { earlier: null; id: Id; balanceAfter: bigint }
  /** An earlier request with the same key paid for row `id`; nothing was written. */
  | { earlier: { id: Id; requestHash: string | null }; balance: bigint };

export interface LinkedDebit<Id = number> {
  /** The statement bound for one debit, to run by name (outside a transaction) or through boundSql (inside one). */
  bind(debit: LinkedDebitValues): BoundStatement;
  /** Reads the statement's one row: the debit as made, the earlier row, or a LedgerError. */
  outcome(rows: Array<Record<string, unknown>>, debit: LinkedDebitValues): LinkedDebitResult<Id>;
}

const placeholder = sql.placeholder;

/**
 * Takes money and inserts what it pays for in one statement, so the pair is atomic without a
 * transaction and costs one round trip (a named prepared one, compiled here once per shape).
 * The ledger row is appended in the same statement. The guarded UPDATE takes the player's row
 * lock (the same lock as wallet/lock.ts) for the rest of the statement. `outcome` throws
 * LedgerError (insufficient_funds, player_not_found, guard_refused, precondition_refused);
 * then nothing is written.
 */
export function linkedDebit(shape: LinkedDebitShape): LinkedDebit;
/** `idOf`: the paid row's id from its text, for ids that are not numbers (a round's uuid). */
export function linkedDebit<Id>(shape: LinkedDebitShape, idOf: (text: string) => Id): LinkedDebit<Id>;
export function linkedDebit(shape: LinkedDebitShape, idOf: (text: string) => unknown = Number): LinkedDebit<unknown> {
  // Passed as text and cast, so both drivers bind the bigint exactly; read back as text for the same reason.
  const amount = sql`${placeholder('debit_amount')}::bigint`;
  const credit = sql`${placeholder('credit_amount')}::bigint`;
  const playerId = placeholder('debit_player');
  const reference = sql`${shape.referencePrefix}::text || paid.id`;
  const compiled = statement<Record<string, unknown>>(sql`
    with ${shape.earlier ? sql`earlier as (${shape.earlier}),` : sql``}
    debit as (
      update players set balance = balance - ${amount}${shape.credit ? sql` + ${credit}` : sql``}
      where id = ${playerId} and balance >= ${amount}${shape.guard ? sql` and ${shape.guard}` : sql``}${shape.precondition ? sql` and ${shape.precondition}` : sql``}${shape.earlier ? sql` and not exists (select 1 from earlier)` : sql``}
      returning ${shape.credit ? sql`balance - ${credit} as balance, balance as settled` : sql`balance, balance as settled`}
    ),
    paid as (${shape.paid}),
    ${sql.join(
      (shape.more ?? []).map((m) => sql`${m},`),
      sql` `,
    )}
    entry as (
      insert into wallet_ledger (player_id, kind, amount, balance_after, reference, idempotency_key, created_at)
      select ${playerId}::integer, ${shape.kind}::text, -${amount}, debit.balance, ${reference}, ${shape.keyPrefix}::text || paid.id,
        coalesce(${placeholder('debit_at')}::timestamptz, now())
      from debit, paid
      returning id
    )${
      // Selected from the debit's entry, so the credit's entry is inserted after it (its id is the later one).
      shape.credit
        ? sql`,
    credited as (
      insert into wallet_ledger (player_id, kind, amount, balance_after, reference, idempotency_key, created_at)
      select ${playerId}::integer, ${shape.credit.kind}::text, ${credit}, debit.settled, ${reference}, ${shape.credit.keyPrefix}::text || paid.id,
        coalesce(${placeholder('debit_at')}::timestamptz, now())
      from entry, debit, paid
      where ${credit} > 0
    )`
        : sql``
    }
    select paid.id::text as id, debit.settled::text as balance_after, p.balance::text as balance,
      ${shape.precondition ? sql`case when debit.balance is null then not (${shape.precondition}) end` : sql`null::boolean`} as refused,
      ${shape.earlier ? sql`earlier.id::text as earlier_id, earlier.request_hash as earlier_hash` : sql`null::text as earlier_id, null::text as earlier_hash`}
    from players p left join debit on true left join paid on true${shape.earlier ? sql` left join earlier on true` : sql``}
    where p.id = ${playerId}`);
  return {
    bind(debit) {
      validate({ playerId: debit.playerId, kind: shape.kind, amount: -debit.amount });
      if (debit.amount <= 0n) throw new LedgerError('invalid_entry', 'A debit takes an amount above zero.');
      const credited = debit.credit ?? 0n;
      if (credited < 0n || (credited > 0n && !shape.credit)) throw new LedgerError('invalid_entry', 'A credit is a positive amount, in a shape that has one.');
      return compiled.bind({
        ...debit.values,
        debit_player: debit.playerId,
        debit_amount: debit.amount.toString(),
        credit_amount: credited.toString(),
        debit_at: debit.at ? debit.at.toISOString() : null,
      });
    },
    outcome(rows, debit) {
      const row = rows[0] as
        { id: string | null; balance_after: string | null; balance: string; refused: boolean | null; earlier_id: string | null; earlier_hash: string | null } | undefined;
      if (!row) throw new LedgerError('player_not_found', 'No such player.');
      if (row.earlier_id !== null) return { earlier: { id: idOf(row.earlier_id), requestHash: row.earlier_hash }, balance: BigInt(row.balance) };
      if (row.refused === true) throw new LedgerError('precondition_refused', "The debit's precondition does not hold.");
      if ((row.id === null || row.balance_after === null) && shape.guard && BigInt(row.balance) >= debit.amount) {
        throw new LedgerError('guard_refused', 'The player row refused the debit.');
      }
      if (row.id === null || row.balance_after === null) {
        throw new LedgerError('insufficient_funds', 'The balance is not sufficient for this amount.', {
          balance: formatMajor(BigInt(row.balance)),
          amount: formatMajor(-debit.amount),
        });
      }
      return { earlier: null, id: idOf(row.id), balanceAfter: BigInt(row.balance_after) };
    },
  };
}

/** Tells the player's open sockets (on every node) the new balance, as a major-unit string. */
export function publishBalance(bus: Bus, playerId: number, balance: bigint): void {
  bus.publish('balance', { player_id: playerId, balance: formatMajor(balance) });
}

/** The balance as stored, in the shape a socket's balance push has; null for no such player. */
export async function storedBalanceMessage(db: Db, playerId: number): Promise<{ type: 'balance'; balance: string } | null> {
  const [row] = await db.select({ balance: players.balance }).from(players).where(eq(players.id, playerId));
  return row ? { type: 'balance', balance: formatMajor(row.balance) } : null;
}

/** applyLedgerEntry on its own transaction, then the balance push. For anything not inside a larger transaction. */
export async function postLedgerEntry(rt: { db: Db; bus: Bus }, input: LedgerInput): Promise<AppliedEntry> {
  const entry = await applyLedgerEntry(rt.db, input);
  if (!entry.replayed) publishBalance(rt.bus, entry.playerId, entry.balanceAfter);
  return entry;
}

/** A player's latest entries, newest first. */
export async function recentEntries(db: DbOrTx, playerId: number, limit = 20): Promise<LedgerEntry[]> {
  return db.select().from(walletLedger).where(eq(walletLedger.playerId, playerId)).orderBy(desc(walletLedger.id)).limit(limit);
}
