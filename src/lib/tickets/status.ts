// A ticket's statuses, one list (issue 15, item 6) for the database rules, the get_tickets
// filter and my bets. The stored values are the spec's filter words.

/** How a ticket ends: won, lost, void, returned (some picks void), or bought back by the house. */
export const CLOSED_TICKET_STATUSES = ['winning', 'failed', 'cancelled', 'returned', 'cashed_out'] as const;
/** Every stored status: open ("pending") or one of the closed ones. */
export const TICKET_STATUSES = ['pending', ...CLOSED_TICKET_STATUSES] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** What get_tickets filters by: open, closed, or one closed status. */
export const TICKET_LIST_FILTERS = ['open', 'closed', ...CLOSED_TICKET_STATUSES] as const;
export type TicketListStatus = (typeof TICKET_LIST_FILTERS)[number];

/** Whether a stored value is a status my bets has words for. */
export function isTicketStatus(value: string): value is TicketStatus {
  return (TICKET_STATUSES as readonly string[]).includes(value);
}
