// The player's tickets as get_tickets lists them, and one stored ticket's view.
import { and, desc, eq, gte, inArray, lte } from 'drizzle-orm';
import { tickets } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { Tx } from '../wallet/ledger.ts';
import type { TicketView } from '../../lib/tickets/ticket-view.ts';
import { CLOSED_TICKET_STATUSES, type TicketListStatus } from '../../lib/tickets/status.ts';
import { ticketViews } from './view.ts';

export interface TicketFilter {
  status: TicketListStatus;
  /** Epoch seconds, inclusive. */
  fromTime?: number;
  /** Epoch seconds, inclusive. */
  toTime?: number;
  liveOnly: boolean;
  limit: number;
}

// The tickets and their selections are read in one snapshot: a settlement, a result correction
// or a cash out committing between the two reads would otherwise show a ticket's new status
// beside its selections' old ones.
const SNAPSHOT = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/** The player's tickets, newest first: open ones, or closed ones with an optional outcome. */
export function listTickets(db: Db, playerId: number, f: TicketFilter): Promise<TicketView[]> {
  return db.transaction((tx) => listIn(tx, playerId, f), SNAPSHOT);
}

async function listIn(db: Tx, playerId: number, f: TicketFilter): Promise<TicketView[]> {
  const statuses = f.status === 'open' ? ['pending'] : f.status === 'closed' ? [...CLOSED_TICKET_STATUSES] : [f.status];
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
export function storedTicketView(db: Db, id: number): Promise<TicketView | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(tickets).where(eq(tickets.id, id));
    const [view] = await ticketViews(tx, row ? [row] : []);
    return view;
  }, SNAPSHOT);
}
