// The slip panel's edits (spec sections 3 and 4) and the ticket it sends: loaded with the
// panel once the slip holds a pick, never by the pages' shell (see slip.ts).
import { $slip, fitSizes, hasStarted, updateSlip, withBetRemoved, EMPTY_SLIP, type Slip, type SlipType } from './slip.ts';
import type { OddsChangePolicy } from '../lib/slip/odds-change.ts';

// ---- pure transitions (exported for tests) ----

/** Enables or disables a bet; a started pre-match bet and a live bet whose odd is gone stay disabled. */
export function withBetEnabled(slip: Slip, eventId: number, customId: string, enabled: boolean, nowMs: number): Slip {
  const entries = slip.entries.map((e) =>
    e.match.id !== eventId
      ? e
      : { ...e, bets: e.bets.map((b) => (b.odd.custom_id !== customId ? b : { ...b, disabled: enabled ? hasStarted(b, nowMs) || b.unavailable === true : true })) },
  );
  return fitSizes({ ...slip, entries });
}

/**
 * Pre-match bets of the matches the server says are no longer upcoming (started, live,
 * finished or void; `closed` holds their ids): disabled for good and shown as started
 * (timeout 0). Returns the same slip when nothing changed.
 */
export function withMatchesClosed(slip: Slip, closed: ReadonlySet<number>): Slip {
  let changed = false;
  const entries = slip.entries.map((e) => {
    if (!closed.has(e.match.id) || e.bets.every((b) => b.isLive || (b.disabled && b.timeout === 0))) return e;
    changed = true;
    return { ...e, bets: e.bets.map((b) => (b.isLive ? b : { ...b, disabled: true, timeout: 0 })) };
  });
  return changed ? fitSizes({ ...slip, entries }) : slip;
}

/** Ids of the matches with a pre-match bet still enabled: the ones whose state the slip checks. */
export function openPrematchIds(slip: Slip): number[] {
  return slip.entries.filter((e) => e.bets.some((b) => !b.isLive && !b.disabled)).map((e) => e.match.id);
}

export interface OddsChange {
  event_id: number;
  odd_custom_id: string;
  /** Hundredths. */
  value: number;
}

/**
 * Puts the server's current odds in the slip, flagging each as higher or lower than what the
 * player chose (a pushed price may already show the new value: the flag compares with the choice).
 */
export function withOddsChanged(slip: Slip, changes: OddsChange[]): Slip {
  const entries = slip.entries.map((e) => ({
    ...e,
    bets: e.bets.map((b) => {
      const c = changes.find((x) => x.event_id === e.match.id && x.odd_custom_id === b.odd.custom_id);
      const chosen = b.seen ?? b.odd.value;
      if (!c || c.value === chosen) return b;
      return { ...b, odd: { ...b.odd, value: c.value }, change: c.value > chosen ? ('higher' as const) : ('lower' as const) };
    }),
  }));
  return { ...slip, entries };
}

/** The player has seen the new odds: the flags go, and the prices on screen become the ones chosen. */
export function withOddsAccepted(slip: Slip): Slip {
  return { ...slip, entries: slip.entries.map((e) => ({ ...e, bets: e.bets.map(({ change: _flag, seen: _chosen, ...b }) => b) })) };
}
const chosenOdds = (hundredths: number) => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** The create_ticket body for this slip (spec section 7, plus odds seen, type and policy). */
export function ticketRequest(slip: Slip, playerId: number, totalMinor: number) {
  return {
    stake: `${Math.floor(totalMinor / 100)}.${String(totalMinor % 100).padStart(2, '0')}`,
    player_id: playerId,
    type: slip.type,
    system_sizes: slip.type === 'system' ? slip.systemSizes : [],
    odds_change: slip.oddsChange,
    ticket_events: slip.entries.flatMap((e) =>
      e.bets
        .filter((b) => !b.disabled)
        .map((b) => ({
          event_id: e.match.id,
          bet_name: b.bet.realName || b.bet.name,
          // Spec section 7: the odd's second name for a live pick, empty otherwise; is_live as a string.
          bet_name_second: b.isLive ? (b.odd.name2 ?? '') : '',
          odd_name: b.odd.name,
          odd_custom_id: b.odd.custom_id,
          // The price the player chose: the server takes a move from it only as the player's odds-change choice allows.
          odd_value: chosenOdds(b.seen ?? b.odd.value),
          is_live: b.isLive ? 'true' : 'false',
          fixed: slip.type === 'system' && e.fixed,
        })),
    ),
  };
}
// ---- actions ----

export function removeBet(eventId: number, customId: string): void {
  updateSlip((s) => withBetRemoved(s, eventId, customId));
}

export function removeEvent(eventId: number): void {
  updateSlip((s) => withBetRemoved(s, eventId));
}

export function setEnabled(eventId: number, customId: string, enabled: boolean): void {
  updateSlip((s) => withBetEnabled(s, eventId, customId, enabled, Date.now()));
}

export function setType(type: SlipType): void {
  updateSlip((s) => {
    if (type === 'combination') return { ...s, type };
    const free = s.entries.filter((e) => !e.fixed).length;
    return { ...s, type, systemSizes: s.systemSizes.length ? s.systemSizes : free > 1 ? [free - 1] : [] };
  });
}

export function setSystemSizes(sizes: number[]): void {
  updateSlip((s) => fitSizes({ ...s, systemSizes: [...new Set(sizes)].sort((a, b) => a - b) }));
}

export function toggleSystemSize(size: number): void {
  const sizes = $slip.get().systemSizes;
  setSystemSizes(sizes.includes(size) ? sizes.filter((k) => k !== size) : [...sizes, size]);
}

export function setFixed(eventId: number, fixed: boolean): void {
  updateSlip((s) => fitSizes({ ...s, entries: s.entries.map((e) => (e.match.id === eventId ? { ...e, fixed } : e)) }));
}

/** Sets the total stake in minor units; null goes back to the default stake. */
export function setTotalStake(totalMinor: number | null): void {
  updateSlip((s) => (s.total === totalMinor ? s : { ...s, total: totalMinor }));
}

export function setOddsChange(policy: OddsChangePolicy): void {
  updateSlip((s) => ({ ...s, oddsChange: policy }));
}

export function applyOddsChanges(changes: OddsChange[]): void {
  updateSlip((s) => withOddsChanged(s, changes));
}

export function acceptOddsChanges(): void {
  updateSlip(withOddsAccepted);
}

/** Empties the slip, keeping the player's odds-change choice. */
export function clearSlip(): void {
  updateSlip((s) => ({ ...EMPTY_SLIP, oddsChange: s.oddsChange }));
}

/** Whether any bet in the slip is a live pick. */
export const hasLivePick = (slip: Slip): boolean => slip.entries.some((e) => e.bets.some((b) => b.isLive));
