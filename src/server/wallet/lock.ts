// The one per-player lock of every money and limit rule: the player's row in `players`, taken
// with SELECT ... FOR UPDATE at the start of the rule's transaction. Deposits, ticket stakes
// and casino rounds with limits, blackjack deals and decisions, limit and settings changes all
// take it, so their read-check-write runs one at a time per player, on PGlite and PostgreSQL
// alike (PGlite has one connection and runs transactions one after another; PostgreSQL queues
// the second FOR UPDATE until the first transaction ends, and under READ COMMITTED the
// statements after the lock see everything committed before it). The one-statement ticket
// debit and casino round (linkedDebit) take the same row lock through their guarded UPDATE.
import { eq } from 'drizzle-orm';
import { players } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { DomainError } from '../domain-error.ts';
import type { Tx } from './ledger.ts';

export type LockedPlayer = typeof players.$inferSelect;

/**
 * Runs `work` in one transaction that holds the player's lock, with the player's row as it is
 * under the lock (fresh balance and settings, never the copy the request started with). A
 * DomainError thrown by `work` rolls the transaction back and reaches the caller as it is.
 */
export async function withPlayerLock<T>(db: Db, playerId: number, work: (tx: Tx, player: LockedPlayer) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const [player] = await tx.select().from(players).where(eq(players.id, playerId)).for('update');
    if (!player) throw new DomainError('not_found', 'player_not_found', 'No such player.');
    return work(tx, player);
  });
}
