// Picks from the offer for ticket tests: upcoming matches with a full-time market, and a
// selection of one of its odds as the slip sends it.
import type { WireEvent } from '../../../src/server/feed/types.ts';
import type { Harness } from './harness.ts';

/** Distinct soccer matches with a 1/X/2 market starting at least 6 hours from now, so none starts during a test. */
export function upcoming(h: { rt: Pick<Harness['rt'], 'offer' | 'clock'> }, count: number): WireEvent[] {
  const found: WireEvent[] = [];
  for (const league of h.rt.offer.leagues(1)) {
    for (const e of h.rt.offer.eventsForLeague(league.id)) {
      if (e.fullTimeBet && e.fullTimeBet.odds.length >= 3 && e.time * 1000 > h.rt.clock.now() + 6 * 3600_000 && !found.some((f) => f.fi === e.fi)) found.push(e);
      if (found.length >= count) return found;
    }
  }
  throw new Error(`only ${found.length} upcoming matches, ${count} wanted`);
}

/** The full-time odd at `index` (0 home, 1 draw, 2 away) as a create_ticket selection. */
export function pick(e: WireEvent, index = 0) {
  const group = e.fullTimeBet!;
  const odd = group.odds[index]!;
  return { event_id: e.fi, bet_name: group.realName, bet_name_second: '', odd_name: odd.name, odd_custom_id: odd.custom_id, odd_value: odd.odds, is_live: 'false' };
}
