// Edit bet: an open ticket with a cash-out offer is closed at that value and a new ticket is
// placed in its place, at current odds, with the picks the player keeps and adds. What moves
// between the two and the balance is pure arithmetic on integer minor units, done here once
// for the server (which prices and books the edit) and my bets (which shows it before the
// player confirms). The old ticket's value is its cash-out value (src/lib/cashout/value.ts,
// margin included); the new ticket is priced by the slip's own functions (pricing.ts), so its
// max gain is floor(stake per bet x odds) like any ticket's.
import { betCount, maxCoefficient, maxGain, type PricedEvent } from '../slip/pricing.ts';

/** A pick named by its match and odd, as the edit's remove and add lists name them. */
export interface PickRef {
  eventId: number;
  customId: string;
}

/** A pick of the ticket being edited: open picks can be kept or removed; decided ones are in its value already. */
export interface EditablePick extends PickRef {
  open: boolean;
}

export type EditProblem =
  /** A pick to remove is decided already (won, lost, void): its outcome is part of the value. */
  | 'edit_pick_decided'
  /** A pick to remove is not on the ticket. */
  | 'edit_pick_not_on_ticket'
  /** The same pick twice in a list, or a pick to add that is on the ticket. */
  | 'duplicate_selection'
  /** Nothing would be left to bet on: that is a cash out. */
  | 'empty_slip'
  /** No pick removed or added and no stake given: nothing to edit. */
  | 'edit_no_change';

export type EditedPicks = { ok: true; kept: PickRef[]; added: PickRef[] } | { ok: false; problem: EditProblem; pick?: PickRef };

const keyOf = (p: PickRef) => `${p.eventId}:${p.customId}`;

/**
 * The new ticket's picks: the ticket's open picks without those removed, in their order, then
 * those added. Decided picks never pass to the new ticket (the value has them). Refuses a
 * removal that names a decided pick or none of the ticket's, a pick named twice, an addition
 * already on the ticket, an edit that leaves nothing, and one that changes nothing.
 */
export function editedPicks(ticket: readonly EditablePick[], remove: readonly PickRef[], add: readonly PickRef[], stakeGiven: boolean): EditedPicks {
  if (remove.length === 0 && add.length === 0 && !stakeGiven) return { ok: false, problem: 'edit_no_change' };
  const onTicket = new Map(ticket.map((p) => [keyOf(p), p]));
  const removed = new Set<string>();
  for (const r of remove) {
    const key = keyOf(r);
    const found = onTicket.get(key);
    if (!found) return { ok: false, problem: 'edit_pick_not_on_ticket', pick: r };
    if (!found.open) return { ok: false, problem: 'edit_pick_decided', pick: r };
    if (removed.has(key)) return { ok: false, problem: 'duplicate_selection', pick: r };
    removed.add(key);
  }
  const added: PickRef[] = [];
  const addedKeys = new Set<string>();
  for (const a of add) {
    const key = keyOf(a);
    if (onTicket.has(key) || addedKeys.has(key)) return { ok: false, problem: 'duplicate_selection', pick: a };
    addedKeys.add(key);
    added.push({ eventId: a.eventId, customId: a.customId });
  }
  const kept = ticket.filter((p) => p.open && !removed.has(keyOf(p))).map((p) => ({ eventId: p.eventId, customId: p.customId }));
  if (kept.length + added.length === 0) return { ok: false, problem: 'empty_slip' };
  return { ok: true, kept, added };
}

export interface EditMoney {
  /** The new ticket's stake, minor units. */
  stake: bigint;
  /** What the player adds from the balance (new stake above the value), minor units. */
  fromBalance: bigint;
  /** What goes back to the balance (new stake below the value), minor units. */
  toBalance: bigint;
}

/**
 * How the old ticket's value becomes the new stake: the whole value is credited and the new
 * stake debited, so the balance moves by value - stake. Without a stake of the player's
 * choosing, the new ticket stakes the value itself and the balance does not move.
 */
export function editMoney(value: bigint, stake: bigint | null): EditMoney {
  const s = stake ?? value;
  return { stake: s, fromBalance: s > value ? s - value : 0n, toBalance: value > s ? value - s : 0n };
}

export interface EditPricing extends EditMoney {
  /** The old ticket's value as credited, minor units. */
  value: bigint;
  /** Bets on the new ticket (a combination: one per choice of one pick per match). */
  bets: number;
  /** The new ticket's max coefficient, hundredths (0 means 1.00, as the slip has it). */
  coefficient: number;
  /** The new ticket's max gain, minor units, capped at the slip's maximum payout. */
  maxGain: bigint;
}

/** The whole edit as the player confirms it: money between the tickets and the new ticket's figures, priced as a combination. */
export function priceEdit(value: bigint, stake: bigint | null, events: PricedEvent[], cap: bigint): EditPricing {
  const money = editMoney(value, stake);
  const kind = { type: 'combination' } as const;
  return {
    ...money,
    value,
    bets: betCount(events, kind),
    coefficient: maxCoefficient(events, kind),
    maxGain: maxGain(events, kind, money.stake, cap),
  };
}
