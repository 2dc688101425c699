// Settlement: a result decides every pending selection on the event, then every ticket whose
// selections are all decided is closed and paid through the ledger, exactly once.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { events as eventsTable, odds, ticketEvents, tickets } from '../db/schema.ts';
import type { Runtime } from '../runtime.ts';
import { applyLedgerEntry, publishBalance } from '../wallet/index.ts';
import { payout, type PricedEvent, type TicketKind } from '../../lib/slip/pricing.ts';
import { MAX_PAYOUT_MINOR } from '../../lib/slip/rules.ts';

type SelectionStatus = 'winning' | 'failed' | 'returned' | 'cancelled';

const fromOutcome = (outcome: string | null, eventStatus: string): SelectionStatus => {
  if (eventStatus === 'cancelled' || outcome === 'cancelled') return 'cancelled';
  if (outcome === 'won') return 'winning';
  if (outcome === 'lost') return 'failed';
  // A market the final score cannot decide (e.g. who scored first in a simulated match) is returned.
  return 'returned';
};

/** Decides the pending selections of one finished or cancelled event, then settles tickets. */
export async function settleEvent(rt: Runtime, eventId: number): Promise<number> {
  const [event] = await rt.db.select({ status: eventsTable.status }).from(eventsTable).where(eq(eventsTable.id, eventId));
  if (!event || (event.status !== 'finished' && event.status !== 'cancelled')) return 0;
  const pending = await rt.db
    .select({ id: ticketEvents.id, ticketId: ticketEvents.ticketId, outcome: odds.outcome })
    .from(ticketEvents)
    .leftJoin(odds, and(eq(odds.eventId, ticketEvents.eventId), eq(odds.customId, ticketEvents.oddCustomId)))
    .where(and(eq(ticketEvents.eventId, eventId), eq(ticketEvents.status, 'pending')));
  for (const p of pending) {
    await rt.db.update(ticketEvents).set({ status: fromOutcome(p.outcome, event.status) }).where(eq(ticketEvents.id, p.id));
  }
  let settled = 0;
  for (const ticketId of new Set(pending.map((p) => p.ticketId))) if (await settleTicket(rt, ticketId)) settled++;
  return settled;
}

/** Closes one ticket if all its selections are decided; true when it was closed now. */
export async function settleTicket(rt: Runtime, ticketId: number): Promise<boolean> {
  const outcome = await rt.db.transaction(async (tx) => {
    const [ticket] = await tx.select().from(tickets).where(and(eq(tickets.id, ticketId), eq(tickets.status, 'pending'))).for('update');
    if (!ticket) return null;
    const selections = await tx.select().from(ticketEvents).where(eq(ticketEvents.ticketId, ticketId));
    if (selections.some((s) => s.status === 'pending')) return null;
    const byEvent = new Map<number, typeof selections>();
    for (const s of selections) byEvent.set(s.eventId, [...(byEvent.get(s.eventId) ?? []), s]);
    const groups = [...byEvent.values()];
    const priced: PricedEvent[] = groups.map((g) => ({ odds: g.map((s) => s.oddValue), fixed: g.some((s) => s.fixed) }));
    const kind: TicketKind = ticket.type === 'system' ? { type: 'system', sizes: (ticket.systemSizes as number[]) ?? [] } : { type: 'combination' };
    const win = payout(priced, kind, ticket.stake, (i) => (groups[i] ?? []).filter((s) => s.status !== 'failed').map((s) => (s.status === 'winning' ? s.oddValue : 100)), BigInt(MAX_PAYOUT_MINOR));
    const all = (st: string) => selections.every((s) => s.status === st);
    const voided = selections.every((s) => s.status === 'returned' || s.status === 'cancelled');
    const status = all('cancelled') ? 'cancelled' : voided ? 'returned' : win > 0n ? 'winning' : 'failed';
    await tx.update(tickets).set({ status, winAmount: win, settledAt: new Date(rt.clock.now()) }).where(eq(tickets.id, ticketId));
    if (win <= 0n) return { playerId: ticket.playerId, balance: null };
    const entry = await applyLedgerEntry(tx, {
      playerId: ticket.playerId,
      kind: voided ? 'ticket_refund' : 'ticket_payout',
      amount: win,
      reference: `ticket ${ticketId}`,
      idempotencyKey: `ticket-payout:${ticketId}`,
    });
    return { playerId: ticket.playerId, balance: entry.balanceAfter };
  });
  if (!outcome) return false;
  if (outcome.balance !== null) publishBalance(rt.bus, outcome.playerId, outcome.balance);
  rt.bus.publish('ticket', { type: 'settled', ticket_id: ticketId, player_id: outcome.playerId });
  return true;
}

/**
 * Settles what a crash, a restart or a failed job left behind: decided events with pending
 * selections, and pending tickets with no pending selection left (a crash between deciding a
 * ticket's last selection and closing the ticket).
 */
export async function settleBacklog(rt: Runtime): Promise<number> {
  const rows = await rt.db
    .selectDistinct({ eventId: ticketEvents.eventId })
    .from(ticketEvents)
    .innerJoin(eventsTable, eq(eventsTable.id, ticketEvents.eventId))
    .where(and(eq(ticketEvents.status, 'pending'), inArray(eventsTable.status, ['finished', 'cancelled'])));
  let n = 0;
  for (const r of rows) n += await settleEvent(rt, r.eventId);
  const stranded = await rt.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(and(eq(tickets.status, 'pending'), sql`not exists (select 1 from ${ticketEvents} where ${ticketEvents.ticketId} = ${tickets.id} and ${ticketEvents.status} = 'pending')`));
  for (const t of stranded) if (await settleTicket(rt, t.id)) n++;
  return n;
}

// The backlog is swept again now and then, so a settlement job that failed (a lost database
// connection, say) is retried without waiting for a restart.
const BACKLOG_SWEEP_MS = 60_000;

/** Settles tickets as results arrive on the bus. Only the node that runs the feed settles. */
export function startSettlement(rt: Runtime): () => void {
  let chain = Promise.resolve();
  const enqueue = (job: () => Promise<unknown>) => {
    chain = chain.then(job).then(
      () => undefined,
      (err: unknown) => rt.log.error('settlement failed', { err }),
    );
  };
  const off = rt.bus.subscribe('offer', (m) => {
    if (!rt.feed.status().leader) return;
    if (m.type === 'result' || m.type === 'cancelled') enqueue(() => settleEvent(rt, Number(m.event_id)));
  });
  enqueue(() => settleBacklog(rt));
  const sweep = setInterval(() => {
    if (rt.feed.status().leader) enqueue(() => settleBacklog(rt));
  }, BACKLOG_SWEEP_MS);
  sweep.unref();
  return () => {
    off();
    clearInterval(sweep);
  };
}
