// The ledger's promise, checked: every balance equals the sum of its player's entries, and
// the newest entry's balance_after equals the balance.
import { sql } from 'drizzle-orm';
import { players } from '../db/schema.ts';
import type { DbOrTx } from './ledger.ts';

export interface LedgerMismatch {
  playerId: number;
  username: string;
  balance: bigint;
  ledgerSum: bigint;
  lastBalanceAfter: bigint | null;
}

export interface LedgerCheckResult {
  playersChecked: number;
  entriesChecked: number;
  mismatches: LedgerMismatch[];
}

/** Compares every player's balance with the ledger; an empty mismatch list means all is well. */
export async function ledgerCheck(db: DbOrTx): Promise<LedgerCheckResult> {
  // players.id is spelled out: Drizzle renders an unqualified "id", which inside the
  // subqueries would mean the ledger row's id. Sums are read as text: both drivers then hand back exact digits, whatever their bigint handling.
  const rows = await db
    .select({
      playerId: players.id,
      username: players.username,
      balance: sql<string>`${players.balance}::text`,
      ledgerSum: sql<string>`coalesce((select sum(l.amount) from wallet_ledger l where l.player_id = players.id), 0)::text`,
      lastBalanceAfter: sql<string | null>`(select l.balance_after::text from wallet_ledger l where l.player_id = players.id order by l.id desc limit 1)`,
      entries: sql<string>`(select count(*) from wallet_ledger l where l.player_id = players.id)::text`,
    })
    .from(players)
    .orderBy(players.id);
  const mismatches: LedgerMismatch[] = [];
  let entriesChecked = 0;
  for (const row of rows) {
    entriesChecked += Number(row.entries);
    const balance = BigInt(row.balance);
    const ledgerSum = BigInt(row.ledgerSum);
    const lastBalanceAfter = row.lastBalanceAfter === null ? null : BigInt(row.lastBalanceAfter);
    const lastAgrees = lastBalanceAfter === null ? balance === 0n : lastBalanceAfter === balance;
    if (balance !== ledgerSum || !lastAgrees) {
      mismatches.push({ playerId: row.playerId, username: row.username, balance, ledgerSum, lastBalanceAfter });
    }
  }
  return { playersChecked: rows.length, entriesChecked, mismatches };
}
