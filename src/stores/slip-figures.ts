// The figures a slip with picks shows (spec sections 3 and 4), from the same pricing
// functions the server uses. Loaded with the slip panel or the slip bar once the slip holds
// a pick: an empty slip has nothing to price, and most pages never hold one (see slip.ts).
import { computed } from 'nanostores';
import { $slip, type Slip } from './slip.ts';
import { betCount, maxCoefficient, maxGain, stakePerBet, type PricedEvent, type TicketKind } from '../lib/slip/pricing.ts';
import { THREE_WAY_BY_SPORT } from '../lib/offer/three-way.ts';
import { defaultTotalStake, MAX_PAYOUT_MINOR } from '../lib/slip/rules.ts';

/**
 * The slip as the pricing functions see it: the enabled odds of each event, with their
 * custom ids and whether the sport's main market has a draw, so that picks of one match
 * add up in max gain only when they can win together.
 */
export function pricedEvents(slip: Slip): PricedEvent[] {
  return slip.entries.map((e) => {
    const enabled = e.bets.filter((b) => !b.disabled);
    const threeWayMain = THREE_WAY_BY_SPORT.get(e.match.sportId);
    return { odds: enabled.map((b) => b.odd.value), ids: enabled.map((b) => b.odd.custom_id), fixed: e.fixed, ...(threeWayMain === undefined ? {} : { threeWayMain }) };
  });
}

export function ticketKind(slip: Slip): TicketKind {
  return slip.type === 'system' ? { type: 'system', sizes: slip.systemSizes } : { type: 'combination' };
}

export interface SlipFigures {
  eventCount: number;
  betCount: number;
  /** Hundredths; 0 when there is nothing to price. */
  maxCoefficient: number;
  totalStake: number;
  stakePerBet: number;
  maxGain: number;
  /** The max gain of a reference stake: lets the max-gain input be turned back into a total. */
  gainAtReference: bigint;
  selectedBets: number;
}

export const GAIN_REFERENCE_STAKE = 1_000_000n;

/** Every figure the slip shows, from the shared pricing functions. */
export function slipFigures(slip: Slip): SlipFigures {
  const events = pricedEvents(slip);
  const kind = ticketKind(slip);
  const count = slip.type === 'system' && slip.systemSizes.length === 0 ? 0 : betCount(events, kind);
  const total = slip.total ?? defaultTotalStake(count, slip.type);
  const cap = BigInt(MAX_PAYOUT_MINOR);
  return {
    eventCount: slip.entries.length,
    betCount: count,
    maxCoefficient: count > 0 ? maxCoefficient(events, kind) : 0,
    totalStake: total,
    stakePerBet: Number(stakePerBet(BigInt(total), count)),
    maxGain: count > 0 ? Number(maxGain(events, kind, BigInt(total), cap)) : 0,
    gainAtReference: count > 0 ? maxGain(events, kind, GAIN_REFERENCE_STAKE) : 0n,
    selectedBets: slip.entries.reduce((n, e) => n + e.bets.length, 0),
  };
}

export const $slipFigures = computed($slip, slipFigures);
