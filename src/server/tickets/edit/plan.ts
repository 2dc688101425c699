// Edit bet, priced: the old ticket's cash-out value now (the cash out's own pricing, margin
// included) and the new ticket it becomes, its picks checked and priced against the offer as a
// slip is (the slip rules, the odds-change choice, the stake rules). The same plan answers a
// quote (nothing written) and, under the ticket's lock, the edit itself (edit.ts).
import { DomainError } from '../../domain-error.ts';
import type { PlayerRow } from '../../auth/guard.ts';
import { newRound, priceTicket, readTickets, type PriceSource, type StoredTicket } from '../../cashout/price.ts';
import { checkArrays } from '../stored-status.ts';
import { currentSwitches, type Switches } from '../../cashout/switches.ts';
import type { Db } from '../../db/client.ts';
import { sql } from 'drizzle-orm';
import type { BuilderDeps } from '../bet-builder.ts';
import { checkSlipSize, pricedEvents, resolveSelections, slipOf, type PricedSlip, type TicketRequest } from '../place.ts';
import { editedPicks, priceEdit, type EditPricing, type PickRef } from '../../../lib/tickets/edit.ts';
import { MAX_PAYOUT_MINOR } from '../../../lib/slip/rules.ts';
import { acceptsOddsChange, type OddsChangePolicy } from '../../../lib/slip/odds-change.ts';
import { formatMajor } from '../../../lib/money/index.ts';

/** What pricing an edit uses: the offer and the feed's seed (the cash out's prices and the slip's), the clock. */
export type EditPlanDeps = PriceSource & BuilderDeps;

export interface EditRequest {
  ticketId: number;
  /** Open picks of the ticket to drop. */
  remove: PickRef[];
  /** Picks to add, each as the player saw it: pre-match or live. */
  add: Array<PickRef & { isLive: boolean }>;
  /** The prices the player confirmed for picks of the new ticket, hundredths; a pick not named is taken at its price now. */
  odds: Array<PickRef & { value: number }>;
  /** The new ticket's stake, minor units; null stakes the old ticket's value. */
  stake: bigint | null;
  /** The old ticket's value the player saw, minor units; null for a quote, which takes the value as it is. */
  seen: bigint | null;
  /** Which changes of the value and of the new ticket's odds the player takes without being asked again. */
  oddsChange: OddsChangePolicy;
}

export interface EditPlan {
  ticket: StoredTicket;
  /** The old ticket's cash-out value now, and the same without the margin. */
  value: bigint;
  fair: bigint;
  /** A pick of either ticket is in play: the live bet delay applies. */
  live: boolean;
  /** The new ticket, checked and priced as a slip. */
  slip: PricedSlip;
  pricing: EditPricing;
  kept: PickRef[];
  added: PickRef[];
  /**
   * The old ticket's open picks' events as the value priced them (ids, and whether each was
   * priced in play): its cash out is written only while the database still holds each so.
   */
  openEvents: { ids: string; live: string };
}

const closed = () => new DomainError('conflict', 'ticket_closed', 'This ticket is already settled or cashed out.');
export const editUnavailable = () => new DomainError('conflict', 'edit_unavailable', 'This ticket cannot be edited right now: it has no cash-out value.');
const notFound = () => new DomainError('not_found', 'ticket_not_found', 'No such ticket.');
const keyOf = (p: PickRef) => `${p.eventId}:${p.customId}`;

const PROBLEMS = {
  edit_pick_decided: ['conflict', 'A selection you want to remove is already decided: its result is part of the value.'],
  edit_pick_not_on_ticket: ['invalid', 'A selection you want to remove is not on this ticket.'],
  duplicate_selection: ['invalid', 'The same odd appears twice on the edited ticket.'],
  empty_slip: ['invalid', 'The edited ticket would have no selections left: cash it out instead.'],
  edit_no_change: ['invalid', 'Remove or add a selection, or change the stake.'],
} as const;

/**
 * Plans the edit of `ticket` (read or locked by the caller) at `now`: refuses a closed ticket,
 * a system ticket, a ticket without a cash-out offer now, picks that cannot be removed or
 * added, and a new ticket the slip rules, the offer or the odds-change choice refuse.
 */
export function planEdit(deps: EditPlanDeps, player: PlayerRow, ticket: StoredTicket, req: EditRequest, off: Switches, now: number, key: string | null, hash: string): EditPlan {
  if (ticket.status !== 'pending') throw closed();
  if (ticket.type !== 'combination') throw new DomainError('conflict', 'edit_not_offered', 'Edit bet is offered on single and combination tickets, not on system tickets.');
  const round = newRound();
  const priced = priceTicket(deps, ticket, off, now, round);
  if (priced.value === null || priced.fair === null) {
    // Every pick decided: settlement is about to close it.
    if (ticket.picks.every((p) => p.status !== 'pending')) throw closed();
    throw editUnavailable();
  }
  const picks = editedPicks(
    ticket.picks.map((p) => ({ eventId: p.eventId, customId: p.customId, open: p.status === 'pending' })),
    req.remove,
    req.add,
    req.stake !== null,
  );
  if (!picks.ok) {
    const [kind, message] = PROBLEMS[picks.problem];
    throw new DomainError(kind, picks.problem, message, picks.pick ? { event_id: picks.pick.eventId, odd_custom_id: picks.pick.customId } : undefined);
  }
  const value = priced.value;
  // A value that moved is the first thing to tell: the new ticket is priced from it.
  if (req.seen !== null && !acceptsOddsChange(req.oddsChange, Number(req.seen), Number(value))) {
    throw new DomainError('conflict', 'edit_value_changed', 'The value of your bet has changed. Check it and try again.', { value: formatMajor(value) });
  }
  const seen = new Map(req.odds.map((o) => [keyOf(o), o.value]));
  const liveAdd = new Map(req.add.map((a) => [keyOf(a), a.isLive]));
  const selection = (p: PickRef, isLive: boolean): TicketRequest['selections'][number] => ({
    eventId: p.eventId,
    betName: '',
    betNameSecond: '',
    oddName: '',
    oddCustomId: p.customId,
    oddValue: seen.get(keyOf(p)) ?? null,
    isLive,
    fixed: false,
  });
  const request: TicketRequest = {
    stake: req.stake ?? value,
    playerId: player.id,
    type: 'combination',
    systemSizes: [],
    oddsChange: req.oddsChange,
    selections: [
      // A kept pick goes on as its match is now: a pre-match pick whose match went in play is a live pick.
      ...picks.kept.map((p) => selection(p, deps.offer.event(p.eventId)?.status === 'live')),
      ...picks.added.map((p) => selection(p, liveAdd.get(keyOf(p)) === true)),
    ],
  };
  checkSlipSize(request);
  const resolved = resolveSelections(deps, request);
  const slip = slipOf(deps, player, request, resolved, key, hash);
  return {
    ticket,
    value,
    fair: priced.fair,
    live: priced.live || resolved.some((r) => r.event.status === 'live'),
    slip,
    pricing: priceEdit(value, req.stake, pricedEvents(resolved), BigInt(MAX_PAYOUT_MINOR)),
    kept: picks.kept,
    added: picks.added,
    openEvents: checkArrays(ticket.picks.filter((p) => p.status === 'pending').map((p) => ({ eventId: p.eventId, live: round.events.get(p.eventId)?.status === 'live' }))),
  };
}

/** What a quote reads besides the plan's parts: the database (the ticket, the operator's switches). */
export type EditQuoteDeps = EditPlanDeps & { db: Db };

/** The edit priced now from the offer, without locks or writes: what my bets shows before the player confirms. */
export async function quoteEdit(deps: EditQuoteDeps, player: PlayerRow, req: EditRequest): Promise<EditPlan> {
  const [ticket] = await readTickets(deps.db, sql`id = ${req.ticketId} and player_id = ${player.id}`);
  if (!ticket) throw notFound();
  return planEdit(deps, player, ticket, req, await currentSwitches(deps), deps.clock.now(), null, '');
}
