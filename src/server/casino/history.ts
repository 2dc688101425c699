// The player's gaming history: every round, newest first, with its game.
import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import { gameRounds, games } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { formatMajor } from '../../lib/money/index.ts';

export interface HistoryQuery {
  fromTime?: number;
  toTime?: number;
  limit: number;
  offset: number;
}

export interface HistoryRound {
  id: string;
  game: string;
  game_uuid: string;
  time: string;
  bet: string;
  win: string;
  balance_after: string | null;
  status: 'open' | 'settled';
}

// Rounds of one player stamped in the same millisecond (tabs playing at once) in the order their
// stakes were taken: the ledger's id of the round's debit, so the newest shows the balance now.
const debitOrder = sql`(select l.id from wallet_ledger l where l.player_id = ${gameRounds.playerId} and l.idempotency_key = 'casino-bet:' || ${gameRounds.id})`;

/** Rounds of a player within [from_time, to_time) (epoch seconds), paged. */
export async function gamingHistory(db: Db, playerId: number, q: HistoryQuery): Promise<{ total: number; rounds: HistoryRound[] }> {
  const where = and(
    eq(gameRounds.playerId, playerId),
    q.fromTime !== undefined ? gte(gameRounds.createdAt, new Date(q.fromTime * 1000)) : undefined,
    q.toTime !== undefined ? lt(gameRounds.createdAt, new Date(q.toTime * 1000)) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ round: gameRounds, game: games.name })
      .from(gameRounds)
      .innerJoin(games, eq(gameRounds.gameUuid, games.uuid))
      .where(where)
      .orderBy(desc(gameRounds.createdAt), desc(debitOrder), desc(gameRounds.id))
      .limit(q.limit)
      .offset(q.offset),
    db.select({ n: count() }).from(gameRounds).where(where),
  ]);
  return {
    total: Number(total?.n ?? 0),
    rounds: rows.map(({ round, game }) => ({
      id: round.id,
      game,
      game_uuid: round.gameUuid,
      time: round.createdAt.toISOString(),
      bet: formatMajor(round.bet),
      win: formatMajor(round.win),
      balance_after: round.balanceAfter === null ? null : formatMajor(round.balanceAfter),
      status: round.status === 'open' ? 'open' : 'settled',
    })),
  };
}
