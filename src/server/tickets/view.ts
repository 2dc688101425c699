// A ticket as get_tickets returns it (spec section 3), with the derived fields computed once.
import { asc, inArray } from 'drizzle-orm';
import { ticketEvents, tickets, results } from '../db/schema.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import { formatMajor } from '../../lib/money/index.ts';
import type { TicketView } from '../../lib/tickets/ticket-view.ts';

// A view needs no reopening count (a correction's bookkeeping). A ticket being placed replaces none.
export type TicketRow = Omit<typeof tickets.$inferSelect, 'reopened' | 'editedFromId'> & { editedFromId?: number | null };
type TicketEventRow = typeof ticketEvents.$inferSelect;
/** A stored selection as the view needs it: row ids do not show. */
export type SelectionRow = Omit<TicketEventRow, 'id' | 'ticketId'>;
type Final = { homeGoals: number; awayGoals: number };

const odds = (hundredths: number | bigint) => formatMajor(hundredths);

/** One ticket's view from its row, its selections in placing order, the results known so far and the ticket an edit replaced it with. */
export function ticketView(t: TicketRow, sel: SelectionRow[], finalBy: ReadonlyMap<number, Final>, editedInto: number | null = null): TicketView {
  const grouped = new Map<number, SelectionRow[]>();
  for (const s of sel) grouped.set(s.eventId, [...(grouped.get(s.eventId) ?? []), s]);
  const smallest = Math.min(...[...grouped.values()].map((g) => g.length));
  return {
    id: t.id,
    status: t.status,
    type: t.type,
    system_sizes: (t.systemSizes as number[] | null) ?? null,
    is_live_ticket: t.isLive,
    created_at: t.createdAt.toISOString(),
    stake: formatMajor(t.stake),
    stake_per_bet: formatMajor(t.stakePerBet),
    payment: formatMajor(t.payment),
    win_amount: t.winAmount === null ? null : formatMajor(t.winAmount),
    cash_out: '0.00',
    numberOfBets: t.numberOfBets,
    maxCoefficient: odds(t.maxCoefficient),
    combination: grouped.size === 1 && smallest === 1 ? 'single' : 'multi',
    edited_from: t.editedFromId ?? null,
    edited_into: editedInto,
    ticket_events: sel.map((s) => {
      const f = finalBy.get(s.eventId);
      return {
        event_id: s.eventId,
        bet_name: s.betName,
        odd_name: s.oddName,
        odd_header: s.oddHeader,
        odd_handicap: s.oddHandicap,
        odd_custom_id: s.oddCustomId,
        odd_value: odds(s.oddValue),
        status: s.status,
        home_team: s.homeTeam,
        away_team: s.awayTeam,
        result_at_creation: s.resultAtCreation,
        is_live_event: s.isLiveEvent,
        home_goals: f?.homeGoals ?? null,
        away_goals: f?.awayGoals ?? null,
        time: Math.floor(s.eventTime.getTime() / 1000),
        fixed: s.fixed,
      };
    }),
    event_bets: [...grouped.values()].map((g) => {
      const first = g[0] as SelectionRow;
      const f = finalBy.get(first.eventId);
      return {
        event: {
          time: Math.floor(first.eventTime.getTime() / 1000),
          home: first.homeTeam,
          away: first.awayTeam,
          isLive: first.isLiveEvent,
          resultAtCreation: first.resultAtCreation,
          result: f ? { homeGoals: f.homeGoals, awayGoals: f.awayGoals } : null,
        },
        bets: g.map((s) => ({ betName: s.betName, odd: odds(s.oddValue), status: s.status })),
      };
    }),
  };
}

/** The views of stored tickets, reading their selections, results and edits. */
export async function ticketViews(db: DbOrTx, rows: TicketRow[]): Promise<TicketView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const selections = await db.select().from(ticketEvents).where(inArray(ticketEvents.ticketId, ids)).orderBy(asc(ticketEvents.id));
  const edits = await db.select({ id: tickets.id, from: tickets.editedFromId }).from(tickets).where(inArray(tickets.editedFromId, ids));
  const intoBy = new Map(edits.map((e) => [e.from, e.id]));
  const eventIds = [...new Set(selections.map((s) => s.eventId))];
  const finals = eventIds.length ? await db.select().from(results).where(inArray(results.eventId, eventIds)) : [];
  const finalBy = new Map(finals.map((f) => [f.eventId, f]));
  const byTicket = new Map<number, TicketEventRow[]>();
  for (const s of selections) byTicket.set(s.ticketId, [...(byTicket.get(s.ticketId) ?? []), s]);
  return rows.map((t) => ticketView(t, byTicket.get(t.id) ?? [], finalBy, intoBy.get(t.id) ?? null));
}
