// The account statement: the player's ledger, newest first, for a period, paged.
import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
import { walletLedger } from '../db/schema.ts';
import type { DbOrTx, LedgerEntry } from './ledger.ts';

export interface StatementQuery {
  /** Epoch seconds, inclusive. */
  fromTime?: number;
  /** Epoch seconds, exclusive. */
  toTime?: number;
  limit: number;
  offset: number;
}

export async function accountStatement(db: DbOrTx, playerId: number, q: StatementQuery): Promise<{ total: number; entries: LedgerEntry[] }> {
  const where = and(
    eq(walletLedger.playerId, playerId),
    q.fromTime !== undefined ? gte(walletLedger.createdAt, new Date(q.fromTime * 1000)) : undefined,
    q.toTime !== undefined ? lt(walletLedger.createdAt, new Date(q.toTime * 1000)) : undefined,
  );
  const [entries, [total]] = await Promise.all([
    db.select().from(walletLedger).where(where).orderBy(desc(walletLedger.createdAt), desc(walletLedger.id)).limit(q.limit).offset(q.offset),
    db.select({ n: count() }).from(walletLedger).where(where),
  ]);
  return { total: Number(total?.n ?? 0), entries };
}
