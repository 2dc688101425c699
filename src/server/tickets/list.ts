// The player's tickets as get_tickets lists them, and one stored ticket's view.
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { tickets } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { TicketView } from '../../lib/tickets/ticket-view.ts';
import { ticketViews } from './view.ts';

// 'cashed_out': the house bought the ticket back (src/server/cashout).
export type TicketListStatus = 'open' | 'closed' | 'winning' | 'failed' | 'cancelled' | 'returned' | 'cashed_out';

export interface TicketFilter {
  status: TicketListStatus;
  /** Epoch seconds, inclusive. */
  fromTime?: number;
  /** Epoch seconds, inclusive. */
  toTime?: number;
  liveOnly: boolean;
  limit: number;
}

/** The player's tickets, newest first: open ones, or closed ones with an optional outcome. */
export async function listTickets(db: Db, playerId: number, f: TicketFilter): Promise<TicketView[]> {
  const statuses = f.status === 'open' ? ['pending'] : f.status === 'closed' ? ['winning', 'failed', 'cancelled', 'returned', 'cashed_out'] : [f.status];
  const rows = await db
    .select()
    .from(tickets)
    .where(
      and(
        eq(tickets.playerId, playerId),
        inArray(tickets.status, statuses),
        f.fromTime !== undefined ? gte(tickets.createdAt, new Date(f.fromTime * 1000)) : undefined,
        f.toTime !== undefined ? lte(tickets.createdAt, new Date(f.toTime * 1000)) : undefined,
        f.liveOnly ? eq(tickets.isLive, true) : undefined,
      ),
    )
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(f.limit);
  return ticketViews(db, rows);
}

/** One stored ticket's view (a replayed placement answers with it). */
export async function storedTicketView(db: Db, id: number): Promise<TicketView | undefined> {
  const [row] = await db.select().from(tickets).where(eq(tickets.id, id));
  const [view] = await ticketViews(db, row ? [row] : []);
  return view;
}
