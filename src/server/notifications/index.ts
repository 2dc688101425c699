// What the player hears about their tickets: one row per ticket that closed (won, lost, void,
// returned, cashed out, cashed out automatically), written by a database trigger on the
// ticket's status (migration 0007), so settlement, cash out and corrections on any node add
// exactly one. The player's pages read the newest and mark them seen.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import { formatMajor } from '../../lib/money/index.ts';

export interface NotificationView {
  id: number;
  ticket_id: number;
  kind: string;
  amount: string | null;
  /** The ticket's stake: what a lost ticket cost. */
  stake: string;
  created_at: string;
  seen: boolean;
}

/** The push that tells a player's open pages to read their new notifications. */
export const NOTICES_MESSAGE = { type: 'notices' } as const;

/**
 * Tells each player's pages, on any node, that tickets of theirs closed. A payout or a refund
 * moves the balance, whose push already makes the pages look; a lost ticket moves nothing, so
 * without this its result would wait for the next page load.
 */
export function announceClosedTickets(bus: Bus, playerIds: Iterable<number>): void {
  for (const id of new Set(playerIds)) bus.publish('player', { action: 'send', player_id: id, message: NOTICES_MESSAGE });
}

/** How many recent notifications a player is shown. */
export const RECENT_NOTIFICATIONS = 20;

export async function recentNotifications(db: Db, playerId: number, after = 0): Promise<{ notifications: NotificationView[]; unseen: number }> {
  const rows = await rowsOf<{
    id: string | number;
    ticket_id: string | number;
    kind: string;
    amount: string | number | null;
    stake: string | number;
    created_at: string | Date;
    seen_at: unknown;
  }>(
    db,
    sql`select n.id, n.ticket_id, n.kind, n.amount, t.stake, n.created_at, n.seen_at
      from player_notifications n join tickets t on t.id = n.ticket_id
      where n.player_id = ${playerId} and n.id > ${after} order by n.id desc limit ${RECENT_NOTIFICATIONS}`,
  );
  const [count] = await rowsOf<{ n: string | number }>(db, sql`select count(*) as n from player_notifications where player_id = ${playerId} and seen_at is null`);
  return {
    notifications: rows.map((r) => ({
      id: Number(r.id),
      ticket_id: Number(r.ticket_id),
      kind: r.kind,
      amount: r.amount === null ? null : formatMajor(BigInt(r.amount)),
      stake: formatMajor(BigInt(r.stake)),
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
