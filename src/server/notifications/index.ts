// What the player hears about their tickets: one row per ticket that closed (won, lost, void,
// returned, cashed out, cashed out automatically), written by a database trigger on the
// ticket's status (migration 0007), so settlement, cash out and corrections on any node add
// exactly one. The player's pages read the newest and mark them seen.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import { formatMajor } from '../../lib/money/index.ts';

export interface NotificationView {
  id: number;
  ticket_id: number;
  kind: string;
  amount: string | null;
  created_at: string;
  seen: boolean;
}

/** How many recent notifications a player is shown. */
export const RECENT_NOTIFICATIONS = 20;

export async function recentNotifications(db: Db, playerId: number, after = 0): Promise<{ notifications: NotificationView[]; unseen: number }> {
  const rows = await rowsOf<{ id: string | number; ticket_id: string | number; kind: string; amount: string | number | null; created_at: string | Date; seen_at: unknown }>(
    db,
    sql`select id, ticket_id, kind, amount, created_at, seen_at from player_notifications where player_id = ${playerId} and id > ${after} order by id desc limit ${RECENT_NOTIFICATIONS}`,
  );
  const [count] = await rowsOf<{ n: string | number }>(db, sql`select count(*) as n from player_notifications where player_id = ${playerId} and seen_at is null`);
  return {
    notifications: rows.map((r) => ({
      id: Number(r.id),
      ticket_id: Number(r.ticket_id),
      kind: r.kind,
      amount: r.amount === null ? null : formatMajor(BigInt(r.amount)),
      created_at: new Date(r.created_at).toISOString(),
      seen: r.seen_at !== null,
    })),
    unseen: Number(count?.n ?? 0),
  };
}

/** Marks the player's notifications up to `upTo` seen; returns how many are still unseen. */
export async function markSeen(db: Db, playerId: number, upTo: number): Promise<number> {
  await rowsOf(db, sql`update player_notifications set seen_at = now() where player_id = ${playerId} and id <= ${upTo} and seen_at is null`);
  const [count] = await rowsOf<{ n: string | number }>(db, sql`select count(*) as n from player_notifications where player_id = ${playerId} and seen_at is null`);
  return Number(count?.n ?? 0);
}
