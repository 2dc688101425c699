// What the player staked and got back since the session (login) began, for the reality check:
// the play entries of the ledger (the same kinds the loss limits count) since the session's
// start, split into stakes (what left the balance) and returns (what came back).
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { playerSessions } from '../db/schema.ts';
import type { DbOrTx } from '../wallet/ledger.ts';

/** Ledger kinds of play (stakes, bets, payouts, refunds, wins, reversals, cash outs). */
const PLAY_KINDS = ['ticket_stake', 'casino_bet', 'ticket_payout', 'ticket_refund', 'casino_win', 'ticket_payout_reversal', 'ticket_cash_out'];

export interface SessionPlay {
  /** When the session began (epoch ms). */
  startedAt: number;
  /** Minor units staked since then (a positive number). */
  stakes: number;
  /** Minor units returned since then. */
  returns: number;
  /** returns - stakes: negative when the player is down. */
  net: number;
}

/** The session's start and its play so far; null when the session is not the player's. */
export async function sessionPlay(db: DbOrTx, playerId: number, sessionId: string): Promise<SessionPlay | null> {
  const [session] = await db
    .select({ createdAt: playerSessions.createdAt })
    .from(playerSessions)
    .where(and(eq(playerSessions.id, sessionId), eq(playerSessions.playerId, playerId)));
  if (!session) return null;
  const kinds = sql.join(
    PLAY_KINDS.map((k) => sql`${k}`),
    sql`, `,
  );
  const [row] = await rowsOf<{ stakes: string; returns: string }>(
    db,
    sql`select coalesce(sum(-amount) filter (where amount < 0), 0)::text as stakes, coalesce(sum(amount) filter (where amount > 0), 0)::text as returns
        from wallet_ledger where player_id = ${playerId} and kind in (${kinds}) and created_at >= ${session.createdAt.toISOString()}::timestamptz`,
  );
  const stakes = Number(row?.stakes ?? 0);
  const returns = Number(row?.returns ?? 0);
  return { startedAt: session.createdAt.getTime(), stakes, returns, net: returns - stakes };
}
