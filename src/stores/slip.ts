// The bet slip (spec sections 3 and 4), kept in session storage under `slip`. Stored
// versioned and parsed on read: an old or tampered entry reads as an empty slip. All slip
// logic lives in these actions; the odds-buttons script and the slip islands only call them.
import './storage.ts';
import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { z, type Infer } from '../lib/shape/index.ts';
import { betCount, maxCoefficient, maxGain, stakePerBet, type PricedEvent, type TicketKind } from '../lib/slip/pricing.ts';
import type { LiveOdd } from './live-odds.ts';
import { THREE_WAY_BY_SPORT } from '../lib/offer/three-way.ts';
import { defaultTotalStake, MAX_PAYOUT_MINOR, ODDS_CHANGE_POLICIES, type OddsChangePolicy } from '../lib/slip/rules.ts';

export const SLIP_KEY = 'slip';
const SLIP_VERSION = 1;

const SlipOdd = z.object({
  name: z.string(),
  header: z.string(),
  handicap: z.string(),
  custom_id: z.string(),
  /** Hundredths. */
  value: z.int(),
  /** The odd's second name (the team a live pick backs): create_ticket's bet_name_second for live picks. */
  name2: z.optional(z.string()),
});

const SlipBet = z.object({
  bet: z.object({ name: z.string(), realName: z.string() }),
  odd: SlipOdd,
  disabled: z.boolean(),
  isLive: z.boolean(),
  /** Epoch ms after which a pre-match bet can no longer be enabled (the event's start). */
  timeout: z.optional(z.number()),
  /** Set when the server refused the slip because this odd moved, until the player accepts. */
  change: z.optional(z.enum(['higher', 'lower'])),
  /** A live bet whose odd is missing or suspended in the latest live data: disabled, and cannot be enabled until it returns. */
  unavailable: z.optional(z.boolean()),
});

const SlipMatch = z.object({
  id: z.int(),
  home: z.string(),
  away: z.string(),
  /** Epoch seconds of the start. */
  time: z.number(),
  sportId: z.int(),
  league: z.string(),
});

const SlipEntry = z.object({ match: SlipMatch, isLive: z.boolean(), fixed: z.boolean(), bets: z.array(SlipBet) });

const Slip = z.object({
  v: z.literal(SLIP_VERSION),
  entries: z.array(SlipEntry),
  type: z.enum(['combination', 'system']),
  systemSizes: z.array(z.int()),
  /** The total stake in minor units; null means the default (defaultTotalStake: 2.00 per bet, at least 5.00). */
  total: z.nullable(z.int()),
  oddsChange: z.enum(ODDS_CHANGE_POLICIES),
});

export type SlipOdd = Infer<typeof SlipOdd>;
export type SlipBet = Infer<typeof SlipBet>;
export type SlipMatch = Infer<typeof SlipMatch>;
export type SlipEntry = Infer<typeof SlipEntry>;
export type Slip = Infer<typeof Slip>;
export type SlipType = Slip['type'];

/** One odds button's worth of data: what togglePick puts in the slip. */
export interface Pick {
  match: SlipMatch;
  isLive: boolean;
  bet: { name: string; realName: string };
  odd: SlipOdd;
}

export const EMPTY_SLIP: Slip = { v: SLIP_VERSION, entries: [], type: 'combination', systemSizes: [], total: null, oddsChange: 'higher' };

export function decodeSlip(text: string): Slip {
  try {
    const parsed = Slip.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : EMPTY_SLIP;
  } catch {
    return EMPTY_SLIP;
  }
}

export function encodeSlip(slip: Slip): string | undefined {
  return slip.entries.length === 0 && slip.total === null && slip.oddsChange === 'higher' ? undefined : JSON.stringify(slip);
}

export const $slip = persistentAtom<Slip>(SLIP_KEY, EMPTY_SLIP, { encode: encodeSlip, decode: decodeSlip });

// ---- pure transitions (exported for tests) ----

const started = (bet: SlipBet, nowMs: number) => !bet.isLive && bet.timeout !== undefined && bet.timeout <= nowMs;

/** System sizes that still fit n free events; a system needs at least one size below n. */
function fitSizes(slip: Slip): Slip {
  const free = slip.entries.filter((e) => e.bets.some((b) => !b.disabled) && !e.fixed).length;
  const sizes = slip.systemSizes.filter((k) => k >= 1 && k < free);
  return sizes.length === slip.systemSizes.length ? slip : { ...slip, systemSizes: sizes };
}

/** A pre-match bet disabled for good because its match started (timeout 0 marks it). */
const closedPrematch = (b: SlipBet) => !b.isLive && b.disabled && b.timeout === 0;

/**
 * Adds the pick, or removes it when the same odd of that event is already in the slip. A live
 * pick of an odd whose pre-match bet was closed at the start takes that bet's place.
 */
export function withPickToggled(slip: Slip, pick: Pick, nowMs: number): Slip {
  const replaced = pick.isLive ? withoutClosedBet(slip, pick.match.id, pick.odd.custom_id) : slip;
  if (replaced !== slip) return withPickToggled(replaced, pick, nowMs);
  const at = slip.entries.findIndex((e) => e.match.id === pick.match.id);
  const entry = slip.entries[at];
  if (entry?.bets.some((b) => b.odd.custom_id === pick.odd.custom_id)) return withBetRemoved(slip, pick.match.id, pick.odd.custom_id);
  const timeout = pick.isLive ? undefined : pick.match.time * 1000;
  const bet: SlipBet = { bet: pick.bet, odd: pick.odd, disabled: timeout !== undefined && timeout <= nowMs, isLive: pick.isLive, ...(timeout !== undefined ? { timeout } : {}) };
  if (!entry) return { ...slip, entries: [...slip.entries, { match: pick.match, isLive: pick.isLive, fixed: false, bets: [bet] }] };
  const entries = slip.entries.map((e, i) => (i === at ? { ...e, isLive: e.isLive || pick.isLive, bets: [...e.bets, bet] } : e));
  return { ...slip, entries };
}

function withoutClosedBet(slip: Slip, eventId: number, customId: string): Slip {
  const entry = slip.entries.find((e) => e.match.id === eventId);
  const bet = entry?.bets.find((b) => b.odd.custom_id === customId);
  return bet && closedPrematch(bet) ? withBetRemoved(slip, eventId, customId) : slip;
}

/** Removes one bet; the last bet of an event takes the event with it. No bet given: the whole event. */
export function withBetRemoved(slip: Slip, eventId: number, customId?: string): Slip {
  const entries = slip.entries
    .map((e) => (e.match.id !== eventId ? e : customId === undefined ? null : { ...e, bets: e.bets.filter((b) => b.odd.custom_id !== customId) }))
    .filter((e): e is SlipEntry => e !== null && e.bets.length > 0);
  return fitSizes({ ...slip, entries, ...(entries.length === 0 ? { systemSizes: [], type: 'combination' as const } : {}) });
}

/** Enables or disables a bet; a started pre-match bet and a live bet whose odd is gone stay disabled. */
export function withBetEnabled(slip: Slip, eventId: number, customId: string, enabled: boolean, nowMs: number): Slip {
  const entries = slip.entries.map((e) =>
    e.match.id !== eventId
      ? e
      : { ...e, bets: e.bets.map((b) => (b.odd.custom_id !== customId ? b : { ...b, disabled: enabled ? started(b, nowMs) || b.unavailable === true : true })) },
  );
  return fitSizes({ ...slip, entries });
}

/** Disables every pre-match bet whose event has started. Returns the same slip when nothing changed. */
export function withStartedDisabled(slip: Slip, nowMs: number): Slip {
  if (!slip.entries.some((e) => e.bets.some((b) => !b.disabled && started(b, nowMs)))) return slip;
  return fitSizes({
    ...slip,
    entries: slip.entries.map((e) => ({ ...e, bets: e.bets.map((b) => (!b.disabled && started(b, nowMs) ? { ...b, disabled: true, timeout: 0 } : b)) })),
  });
}

/**
 * Follows the latest live data (spec section 4). A pre-match bet whose match shows up in it
 * has started: disabled with that reason (README "Slip rules"). A live bet whose odd is missing or
 * suspended is disabled and marked unavailable; when the odd returns the mark goes, but the
 * bet stays disabled until the player enables it again. An available odd's price follows
 * the live price. Before the first full live list (`ready` false) a missing key means "not
 * loaded yet", so only present keys are read. Returns the same slip when nothing changed.
 */
export function withLiveOdds(slip: Slip, odds: Readonly<Record<string, LiveOdd | undefined>>, ready: boolean): Slip {
  let changed = false;
  let inPlay: Set<string> | undefined;
  const entries = slip.entries.map((e) => {
    let touched = false;
    const bets = e.bets.map((b) => {
      if (!b.isLive) {
        // A match in the live data has started, whatever its scheduled time said: its
        // pre-match pick is disabled for good, shown as started (timeout 0 = started).
        inPlay ??= new Set(Object.keys(odds).map((k) => k.slice(0, k.indexOf(':'))));
        if (!inPlay.has(String(e.match.id)) || (b.disabled && b.timeout === 0)) return b;
        touched = true;
        return { ...b, disabled: true, timeout: 0 };
      }
      const live = odds[`${e.match.id}:${b.odd.custom_id}`];
      if (!live && !ready) return b;
      const available = live !== undefined && !live.suspended;
      let next = b;
      if (!available && (!b.unavailable || !b.disabled)) next = { ...b, disabled: true, unavailable: true };
      else if (available && b.unavailable) {
        const { unavailable: _back, ...rest } = b;
        next = rest;
      }
      if (available && live.value !== next.odd.value) next = { ...next, odd: { ...next.odd, value: live.value } };
      if (next !== b) touched = true;
      return next;
    });
    if (!touched) return e;
    changed = true;
    return { ...e, bets };
  });
  return changed ? fitSizes({ ...slip, entries }) : slip;
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

/** Puts the server's current odds in the slip, flagging each as higher or lower than what the player saw. */
export function withOddsChanged(slip: Slip, changes: OddsChange[]): Slip {
  const entries = slip.entries.map((e) => ({
    ...e,
    bets: e.bets.map((b) => {
      const c = changes.find((x) => x.event_id === e.match.id && x.odd_custom_id === b.odd.custom_id);
      if (!c || c.value === b.odd.value) return b;
      return { ...b, odd: { ...b.odd, value: c.value }, change: c.value > b.odd.value ? ('higher' as const) : ('lower' as const) };
    }),
  }));
  return { ...slip, entries };
}

/** The player has seen the new odds: the flags go. */
export function withOddsAccepted(slip: Slip): Slip {
  return { ...slip, entries: slip.entries.map((e) => ({ ...e, bets: e.bets.map(({ change: _seen, ...b }) => b) })) };
}

// ---- derived figures ----

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

/** The custom ids of every odd in the slip, per event: what the odds buttons show as pressed. */
export function pickedKeys(slip: Slip): Set<string> {
  // A closed pre-match bet does not light up the live odd of the same name: that odd is a new pick.
  return new Set(slip.entries.flatMap((e) => e.bets.filter((b) => !closedPrematch(b)).map((b) => `${e.match.id}:${b.odd.custom_id}`)));
}

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
          odd_value: `${Math.floor(b.odd.value / 100)}.${String(b.odd.value % 100).padStart(2, '0')}`,
          is_live: b.isLive ? 'true' : 'false',
          fixed: slip.type === 'system' && e.fixed,
        })),
    ),
  };
}

// ---- actions ----

const update = (next: (slip: Slip) => Slip) => {
  const current = $slip.get();
  const value = next(current);
  if (value !== current) $slip.set(value);
};

export function togglePick(pick: Pick): void {
  update((s) => withPickToggled(s, pick, Date.now()));
}

export function removeBet(eventId: number, customId: string): void {
  update((s) => withBetRemoved(s, eventId, customId));
}

export function removeEvent(eventId: number): void {
  update((s) => withBetRemoved(s, eventId));
}

export function setEnabled(eventId: number, customId: string, enabled: boolean): void {
  update((s) => withBetEnabled(s, eventId, customId, enabled, Date.now()));
}

export function setType(type: SlipType): void {
  update((s) => {
    if (type === 'combination') return { ...s, type };
    const free = s.entries.filter((e) => !e.fixed).length;
    return { ...s, type, systemSizes: s.systemSizes.length ? s.systemSizes : free > 1 ? [free - 1] : [] };
  });
}

export function setSystemSizes(sizes: number[]): void {
  update((s) => fitSizes({ ...s, systemSizes: [...new Set(sizes)].sort((a, b) => a - b) }));
}

export function toggleSystemSize(size: number): void {
  const sizes = $slip.get().systemSizes;
  setSystemSizes(sizes.includes(size) ? sizes.filter((k) => k !== size) : [...sizes, size]);
}

export function setFixed(eventId: number, fixed: boolean): void {
  update((s) => fitSizes({ ...s, entries: s.entries.map((e) => (e.match.id === eventId ? { ...e, fixed } : e)) }));
}

/** Sets the total stake in minor units; null goes back to the default stake. */
export function setTotalStake(totalMinor: number | null): void {
  update((s) => (s.total === totalMinor ? s : { ...s, total: totalMinor }));
}

export function setOddsChange(policy: OddsChangePolicy): void {
  update((s) => ({ ...s, oddsChange: policy }));
}

export function applyOddsChanges(changes: OddsChange[]): void {
  update((s) => withOddsChanged(s, changes));
}

export function acceptOddsChanges(): void {
  update(withOddsAccepted);
}

/** Empties the slip, keeping the player's odds-change choice. */
export function clearSlip(): void {
  update((s) => ({ ...EMPTY_SLIP, oddsChange: s.oddsChange }));
}

/** Whether any bet in the slip is a live pick. */
export const hasLivePick = (slip: Slip): boolean => slip.entries.some((e) => e.bets.some((b) => b.isLive));

export function disableStarted(): void {
  update((s) => withStartedDisabled(s, Date.now()));
}

/**
 * Keeps pre-match bets honest while a page is open: each bet disables itself when its
 * event starts. Returns the stop function.
 */
export function startSlipClock(): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (timer !== undefined) clearTimeout(timer);
    disableStarted();
    const now = Date.now();
    const next = Math.min(
      ...$slip
        .get()
        .entries.flatMap((e) => e.bets)
        .filter((b) => !b.disabled && b.timeout !== undefined && b.timeout > now)
        .map((b) => b.timeout as number),
    );
    // Long delays are capped so a sleeping laptop re-checks soon after it wakes.
    if (Number.isFinite(next)) timer = setTimeout(schedule, Math.min(next - now + 50, 60_000));
  };
  const unsubscribe = $slip.listen(schedule);
  schedule();
  return () => {
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
  };
}
