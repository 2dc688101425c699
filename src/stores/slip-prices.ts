// The slip's pre-match picks following the prices the live socket pushes (src/scripts/
// price-push.ts), as its live picks follow the live odds (slip-live.ts): the price on screen
// and in the figures is the pushed one, while the price the player chose stays beside it
// (`seen`) for Submit, where the player's odds-change choice decides about the move.
import type { EventPrices } from '../lib/realtime/price-watch.ts';
import { fitSizes, type Slip, type SlipBet } from './slip.ts';
import { withMatchesClosed } from './slip-actions.ts';

/** A pre-match bet closed for good at its match's start (slip.ts closedPrematch). */
const closed = (b: SlipBet) => b.disabled && b.timeout === 0;

function repriced(b: SlipBet, value: number, suspended: boolean): SlipBet {
  let next = b;
  // A suspended odd disables its bet until it returns, as a live one does; back, the bet waits for the player to enable it.
  if (suspended && !(b.unavailable && b.disabled)) next = { ...next, disabled: true, unavailable: true };
  else if (!suspended && b.unavailable) {
    const { unavailable: _back, ...rest } = next;
    next = rest;
  }
  if (value !== next.odd.value) {
    const chosen = next.seen ?? next.odd.value;
    const { seen: _old, ...rest } = next;
    next = { ...rest, odd: { ...next.odd, value }, ...(value === chosen ? {} : { seen: chosen }) };
  }
  return next;
}

/**
 * The slip with the pushed prices in its pre-match bets; a match pushed as started, finished or
 * void closes them. Live bets are left to the live odds. The same slip when nothing changed.
 */
export function withPushedPrices(slip: Slip, events: readonly EventPrices[]): Slip {
  const byEvent = new Map(events.map((e) => [e.id, e]));
  let changed = false;
  const entries = slip.entries.map((entry) => {
    const pushed = byEvent.get(entry.match.id);
    if (!pushed?.odds?.length) return entry;
    const odds = new Map(pushed.odds.map(([id, value, suspended]) => [id, { value, suspended }]));
    let touched = false;
    const bets = entry.bets.map((b) => {
      const odd = odds.get(b.odd.custom_id);
      if (!odd || b.isLive || closed(b)) return b;
      const next = repriced(b, odd.value, odd.suspended);
      if (next !== b) touched = true;
      return next;
    });
    if (!touched) return entry;
    changed = true;
    return { ...entry, bets };
  });
  const priced = changed ? fitSizes({ ...slip, entries }) : slip;
  const over = new Set(events.filter((e) => e.status !== undefined && e.status !== 'scheduled').map((e) => e.id));
  return over.size ? withMatchesClosed(priced, over) : priced;
}
