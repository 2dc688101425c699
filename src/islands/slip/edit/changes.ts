// What the player shaped in the edit panel, as the edit's changes: the ticket's open picks they
// unticked (removed), the slip's picks they ticked (added), and the stake they typed (none:
// the new ticket stakes the old one's value). Picks to add come from the bet slip: the player
// picks them on the sports pages as usual and ticks them here.
import type { Slip } from '../../../stores/slip.ts';
import type { TicketView } from '../../../lib/tickets/ticket-view.ts';
import { parseStakeInput, stakeFieldText } from '../../../lib/slip/stake-input.ts';
import type { EditChanges } from './api.ts';

export const pickKey = (eventId: number, customId: string) => `${eventId}:${customId}`;

/** A pick of the bet slip that can go on the edited ticket. */
export interface SlipCandidate {
  key: string;
  eventId: number;
  customId: string;
  isLive: boolean;
  home: string;
  away: string;
  betName: string;
  oddName: string;
  oddHeader: string;
  handicap: string;
  /** Hundredths, as the slip last saw it. */
  odds: number;
}

/** The slip's enabled picks that are not on the ticket, in the slip's order. */
export function slipCandidates(slip: Slip, ticket: Pick<TicketView, 'ticket_events'>): SlipCandidate[] {
  const onTicket = new Set(ticket.ticket_events.map((e) => pickKey(e.event_id, e.odd_custom_id)));
  return slip.entries.flatMap((entry) =>
    entry.bets
      .filter((b) => !b.disabled && !b.unavailable && !onTicket.has(pickKey(entry.match.id, b.odd.custom_id)))
      .map((b) => ({
        key: pickKey(entry.match.id, b.odd.custom_id),
        eventId: entry.match.id,
        customId: b.odd.custom_id,
        isLive: b.isLive,
        home: entry.match.home,
        away: entry.match.away,
        betName: b.bet.name,
        oddName: b.odd.name,
        oddHeader: b.odd.header,
        handicap: b.odd.handicap,
        odds: b.odd.value,
      })),
  );
}

export interface Draft {
  /** Keys of the ticket's open picks the player dropped. */
  removed: ReadonlySet<string>;
  /** Keys of slip picks the player added. */
  added: ReadonlySet<string>;
  /** The new stake as typed; empty: the old ticket's value. */
  stake: string;
}

export const EMPTY_DRAFT: Draft = { removed: new Set(), added: new Set(), stake: '' };

export type DraftChanges = { kind: 'none' } | { kind: 'invalidStake' } | { kind: 'changes'; changes: EditChanges };

/** The draft as the API's changes; 'none' while nothing is changed, 'invalidStake' while the stake cannot be read. */
export function draftChanges(draft: Draft, ticket: Pick<TicketView, 'ticket_events'>, candidates: readonly SlipCandidate[]): DraftChanges {
  const remove = ticket.ticket_events
    .filter((e) => e.status === 'pending' && draft.removed.has(pickKey(e.event_id, e.odd_custom_id)))
    .map((e) => ({ event_id: e.event_id, odd_custom_id: e.odd_custom_id }));
  const add = candidates.filter((c) => draft.added.has(c.key)).map((c) => ({ event_id: c.eventId, odd_custom_id: c.customId, is_live: c.isLive }));
  let stake: string | undefined;
  if (draft.stake.trim() !== '') {
    const minor = parseStakeInput(draft.stake);
    if (minor === null || minor <= 0) return { kind: 'invalidStake' };
    stake = stakeFieldText(minor);
  }
  if (remove.length === 0 && add.length === 0 && stake === undefined) return { kind: 'none' };
  return { kind: 'changes', changes: { remove, add, ...(stake === undefined ? {} : { stake }) } };
}
