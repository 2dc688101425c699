// Prices a bet builder (several picks of one match as one selection) from the feed's own
// model: the event's sides and sport give the simulator's goal rates, the score and clock of
// a match in play the goals still to come, and src/lib/offer/bet-builder.ts the joint price.
// Used by POST /api/bet-builder/price and again at placement (the price the ticket gets).
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { OfferReader } from '../feed/types.ts';
import type { WireBetGroup, WireEvent, WireOdd } from '../feed/types.ts';
import { DomainError } from '../domain-error.ts';
import { SPORT_BY_ID } from '../../lib/offer/sports.ts';
import { sideStrength } from '../../lib/offer/sides.ts';
import { finalScoreGrid, goalRates, goalShape } from '../../lib/offer/goal-model.ts';
import { BUILDER_MARKETS, builderPicks, priceBuilder, type BuilderRefusal } from '../../lib/offer/bet-builder.ts';
import { DEFAULT_MARGIN } from '../../lib/offer/pricing.ts';
import type { GoalModel } from '../../lib/offer/models.ts';

/** What pricing a bet builder uses: the feed's seed (the sides' strengths), the clock and the offer. */
export interface BuilderDeps {
  config: Pick<Config, 'feedSeed'>;
  clock: Clock;
  offer: Pick<OfferReader, 'event'>;
}

/** The bet name a bet-builder selection is stored and shown under. */
export const BUILDER_BET_NAME = 'Bet Builder';

/** The bet builder's margin on the joint probability: the offer's default margin. */
export const BUILDER_MARGIN = DEFAULT_MARGIN;

export interface BuilderLeg {
  customId: string;
  betName: string;
  oddName: string;
  handicap: string | null;
}

export interface PricedBuilder {
  event: WireEvent;
  customId: string;
  picks: string[];
  legs: BuilderLeg[];
  probability: number;
  /** Integer hundredths. */
  value: number;
  /** Picks the others already decide: they change nothing in the price. */
  implied: string[];
  /** The line a ticket and the slip show: every pick's name. */
  oddName: string;
}

const REFUSAL_TEXT: Record<BuilderRefusal, string> = {
  too_few_picks: 'A bet builder needs at least two picks.',
  too_many_picks: 'A bet builder has too many picks.',
  duplicate_pick: 'The same pick appears twice in the bet builder.',
  unsupported_pick: 'This pick cannot be part of a bet builder.',
  impossible: 'These picks cannot all happen together.',
  too_unlikely: 'These picks together are too unlikely to be priced.',
};

function findOdd(event: WireEvent, customId: string): { group: WireBetGroup; odd: WireOdd } | undefined {
  for (const group of event.bets) {
    const odd = group.odds.find((o) => o.custom_id === customId);
    if (odd) return { group, odd };
  }
  return undefined;
}

/** The final-score distribution of the match as the simulator would play it from now. */
function scoreGrid(rt: BuilderDeps, event: WireEvent): GoalModel | undefined {
  const sport = SPORT_BY_ID.get(event.sportId);
  if (!sport || sport.model.kind !== 'goals') return undefined;
  const seed = rt.config.feedSeed;
  const diff = sideStrength(seed, event.league.id, event.home.name) - sideStrength(seed, event.league.id, event.away.name) + sport.homeEdge;
  const rates = goalRates(sport.model.mean, diff);
  if (event.status !== 'live') return finalScoreGrid(rates);
  // In play: the score now and the share of regulation the clock says is left.
  const minutes = goalShape(sport.id).minutes;
  const played = event.clock?.clocked ? event.clock.minute + event.clock.second / 60 : 0;
  return finalScoreGrid(rates, { home: event.homeGoals ?? 0, away: event.awayGoals ?? 0 }, (minutes - Math.min(minutes, played)) / minutes);
}

/** Prices the picks on the event now; throws a DomainError naming why it cannot. */
export function priceBetBuilder(rt: BuilderDeps, eventId: number, picks: readonly string[]): PricedBuilder {
  const event = rt.offer.event(eventId);
  if (!event || event.status === 'finished' || event.status === 'cancelled') {
    throw new DomainError('conflict', 'event_unavailable', 'An event on the slip is no longer offered.', { event_id: eventId });
  }
  if (event.status === 'scheduled' && event.time * 1000 <= rt.clock.now()) {
    throw new DomainError('conflict', 'event_started', 'An event on the slip has already started.', { event_id: eventId });
  }
  const grid = scoreGrid(rt, event);
  if (!grid) throw new DomainError('invalid', 'builder_unavailable', 'This match has no bet builder.', { event_id: eventId });
  const legs: BuilderLeg[] = [];
  for (const pick of picks) {
    const found = findOdd(event, pick);
    const group = pick.slice(0, pick.indexOf('.'));
    if (!found || !BUILDER_MARKETS.has(group)) {
      throw new DomainError('conflict', 'selection_unavailable', 'A selection on the slip is no longer offered.', { event_id: eventId, odd_custom_id: pick });
    }
    if (found.group.suspended || found.odd.suspended) {
      throw new DomainError('conflict', 'selection_suspended', 'A market on the slip is suspended for a moment.', { event_id: eventId, odd_custom_id: pick });
    }
    legs.push({ customId: pick, betName: found.group.name, oddName: found.odd.name, handicap: found.odd.handicap });
  }
  const sport = SPORT_BY_ID.get(event.sportId);
  const price = priceBuilder(grid, picks, BUILDER_MARGIN, sport?.threeWay ?? true);
  if (!price.ok) throw new DomainError('invalid', `builder_${price.reason}`, REFUSAL_TEXT[price.reason], { event_id: eventId, reason: price.reason, picks: price.picks });
  const ordered = price.picks.map((id) => legs.find((l) => l.customId === id)!);
  return {
    event,
    customId: price.customId,
    picks: price.picks,
    legs: ordered,
    probability: price.probability,
    value: price.value,
    implied: price.implied,
    oddName: ordered.map((l) => `${l.betName}: ${l.oddName}${l.handicap ? ` ${l.handicap}` : ''}`).join(' + '),
  };
}

/** The bet builder a ticket selection's custom id names, priced now; undefined for an ordinary odd. */
export function priceBuilderSelection(rt: BuilderDeps, eventId: number, oddCustomId: string): PricedBuilder | undefined {
  const picks = builderPicks(oddCustomId);
  return picks ? priceBetBuilder(rt, eventId, picks) : undefined;
}
