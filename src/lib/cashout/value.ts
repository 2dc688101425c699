// The cash-out value of an open ticket: the price at which the house buys the ticket back now.
// It is the ticket's expected payout, from the margin-free current probabilities of its open
// picks and the state of its settled ones, less the cash-out margin, and never more than the
// ticket could pay. Pure: the server prices an acceptance with it, my bets shows it.
//
// Expected payout: the ticket pays, per event group of its combinations, floor(stake per bet x
// product of one pick's value per event) for every choice of one pick per event. A choice
// takes at most one pick of a match and matches are independent, so by linearity of
// expectation the expected payout of a group is stake per bet x the product over its events of
// the sum of each pick's expected value (odds x probability while open, its odds once won,
// 1.00 once returned). Several picks of one match may be correlated; the sum of their expected
// values is exact whatever the correlation. The grouping into events and event groups is the
// slip's own (groupSelections, eventGroups, betCount), so system and fixed picks count alike.
import { betCount, eventGroups, groupSelections, payout, ODDS_SCALE, type TicketKind } from '../slip/pricing.ts';
import { RETURNED_VALUE } from '../slip/outcomes.ts';

/** The house's share of a cash out, in basis points (5%): the one place it is set. */
export const CASH_OUT_MARGIN_BP = 500;
/** Probabilities are integer parts per million. */
export const PROBABILITY_SCALE = 1_000_000;

export type PickState = 'open' | 'won' | 'lost' | 'returned';

export interface CashOutPick {
  eventId: number;
  /** The odd's custom id ("main.1"): picks of one match are grouped as the slip groups them. */
  customId: string;
  /** The odds the ticket was placed at, hundredths. */
  odds: number;
  fixed: boolean;
  state: PickState;
  /** Margin-free chance to win now, parts per million; null while the pick is suspended (or not offered). Read only while open. */
  probability: number | null;
}

export interface CashOutTicket {
  kind: TicketKind;
  /** Total stake, minor units. */
  stake: bigint;
  /** The potential payout (max gain) the ticket was placed with, minor units. */
  potentialPayout: bigint;
  picks: CashOutPick[];
}

/** A pick's expected value, in hundredths x PROBABILITY_SCALE. */
function expectedValue(p: CashOutPick): bigint {
  const scale = BigInt(PROBABILITY_SCALE);
  if (p.state === 'won') return BigInt(p.odds) * scale;
  if (p.state === 'returned') return BigInt(RETURNED_VALUE) * scale;
  if (p.state === 'lost') return 0n;
  const q = Math.min(PROBABILITY_SCALE, Math.max(0, Math.floor(p.probability ?? 0)));
  return BigInt(p.odds) * BigInt(q);
}

/** The payout if every pick not lost wins (returned ones count 1.00): the most the ticket can still pay. */
export function payoutIfRemainingWin(t: CashOutTicket): bigint {
  const events = groupSelections(t.picks.map((p) => ({ eventId: p.eventId, odds: p.odds, customId: p.customId, fixed: p.fixed })));
  const values = valuesByEvent(t.picks, (p) => (p.state === 'lost' ? null : p.state === 'returned' ? RETURNED_VALUE : p.odds));
  return payout(events, t.kind, t.stake, (i) => (values[i] ?? []).filter((v): v is number => v !== null));
}

/** Per event (in groupSelections' order), the picks' values in their order. */
function valuesByEvent<T>(picks: readonly CashOutPick[], value: (p: CashOutPick) => T): T[][] {
  const byEvent = new Map<number, T[]>();
  for (const p of picks) byEvent.set(p.eventId, [...(byEvent.get(p.eventId) ?? []), value(p)]);
  return [...byEvent.values()];
}

/**
 * The expected payout before the margin, as a fraction [numerator, denominator] of minor units.
 */
function expectedPayout(t: CashOutTicket): [bigint, bigint] | null {
  const events = groupSelections(t.picks.map((p) => ({ eventId: p.eventId, odds: p.odds, customId: p.customId, fixed: p.fixed })));
  const count = BigInt(betCount(events, t.kind));
  const groups = eventGroups(events, t.kind);
  if (count === 0n || groups.length === 0) return null;
  const sums = valuesByEvent(t.picks, expectedValue).map((vs) => vs.reduce((a, b) => a + b, 0n));
  const unit = ODDS_SCALE * BigInt(PROBABILITY_SCALE);
  const longest = Math.max(...groups.map((g) => g.length));
  let numerator = 0n;
  for (const g of groups) numerator += g.reduce((n, i) => n * (sums[i] as bigint), 1n) * unit ** BigInt(longest - g.length);
  return [t.stake * numerator, count * unit ** BigInt(longest)];
}

/**
 * What the house pays now to close the ticket, minor units; null when there is no offer: a
 * pick lost, an open pick suspended (no probability), no pick left open, or nothing to pay. Never above the
 * potential payout nor above what the ticket pays if its remaining picks all win, and it
 * grows with each open pick's probability.
 */
export function cashOutValue(t: CashOutTicket, marginBp: number = CASH_OUT_MARGIN_BP): bigint | null {
  if (t.stake <= 0n || t.picks.length === 0) return null;
  if (t.picks.some((p) => p.state === 'lost')) return null;
  if (t.picks.some((p) => p.state === 'open' && p.probability === null)) return null;
  // Every pick decided: the ticket is settling and settlement pays it, never a cash out.
  if (!t.picks.some((p) => p.state === 'open')) return null;
  const expected = expectedPayout(t);
  if (!expected) return null;
  const keep = BigInt(10_000 - Math.min(10_000, Math.max(0, Math.floor(marginBp))));
  let value = (expected[0] * keep) / (expected[1] * 10_000n);
  const cap = payoutIfRemainingWin(t);
  if (value > cap) value = cap;
  if (value > t.potentialPayout) value = t.potentialPayout;
  return value > 0n ? value : null;
}

/**
 * The part of a ticket that stays open after cashing out `amount` of its value `value`: stake
 * and potential payout reduced in proportion (rounded down, so the house never owes more than
 * the ticket did). Null when the amount is not a part (zero, or the whole value or more).
 */
export function remainingAfterPartial(stake: bigint, potentialPayout: bigint, value: bigint, amount: bigint): { stake: bigint; potentialPayout: bigint } | null {
  if (amount <= 0n || amount >= value || value <= 0n) return null;
  const left = value - amount;
  const newStake = (stake * left) / value;
  if (newStake <= 0n) return null;
  return { stake: newStake, potentialPayout: (potentialPayout * left) / value };
}

/**
 * The amount a partial cash out of `percent` (a whole percent, 1 to 99) of the value takes now,
 * rounded down to the cent; null when that is no part (nothing, or the whole value).
 */
export function partialAmount(value: bigint, percent: number): bigint | null {
  if (value <= 0n || !Number.isInteger(percent) || percent <= 0 || percent >= 100) return null;
  const amount = (value * BigInt(percent)) / 100n;
  return amount > 0n && amount < value ? amount : null;
}
