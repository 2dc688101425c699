// What a socket that watches events is sent (src/lib/realtime/price-watch.ts): the prices of
// one pushed change, and the whole current state of an event for a new subscription. A page
// shows one price and one state per odd, so each odd travels as [custom id, hundredths,
// suspended] with the suspension of its market folded in: the page needs no market list.
import type { WireEvent } from '../feed/types.ts';
import type { EventPrices, PriceTriple } from '../../lib/realtime/price-watch.ts';
import type { PushPatch } from './live-batch.ts';

/** Every odd of the event as it stands: the answer to a subscribe. */
export function currentPrices(event: WireEvent): EventPrices {
  return { id: event.fi, status: event.status, odds: event.bets.flatMap((g) => g.odds.map((o): PriceTriple => [o.custom_id, o.value, o.suspended || g.suspended])) };
}

/**
 * The prices one batched change moves. The values a change carries are its own (on a node that
 * follows the feed the offer may apply the change a moment later); what it leaves out (the
 * other odds of a market it suspends or reopens, the market of an odd it prices) comes from
 * the offer as it is. Undefined when the change moves no price and no status (clock ticks).
 */
export function pushedPrices(patch: PushPatch, event: WireEvent | undefined): EventPrices | undefined {
  const groups = new Map(patch.groups ?? []);
  const odds = new Map<string, PriceTriple>();
  const groupOf = new Map<string, { id: string; suspended: boolean }>();
  for (const g of event?.bets ?? []) for (const o of g.odds) groupOf.set(o.custom_id, { id: g.custom_id, suspended: g.suspended });
  const marketOff = (customId: string) => {
    const g = groupOf.get(customId);
    return g ? (groups.get(g.id) ?? g.suspended) : false;
  };
  for (const [customId, value, suspended] of patch.odds ?? []) odds.set(customId, [customId, value, suspended || marketOff(customId)]);
  for (const g of event?.bets ?? []) {
    const off = groups.get(g.custom_id);
    if (off === undefined) continue;
    for (const o of g.odds) {
      if (odds.has(o.custom_id)) continue;
      // The offer folds the market's old state into its odds; reopened, an odd is open unless it is off on its own.
      const own = g.suspended ? false : o.suspended;
      odds.set(o.custom_id, [o.custom_id, o.value, off || own]);
    }
  }
  if (odds.size === 0 && patch.status === undefined) return undefined;
  return { id: patch.id, ...(patch.status !== undefined ? { status: patch.status } : {}), ...(odds.size ? { odds: [...odds.values()] } : {}) };
}
