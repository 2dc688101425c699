// The bet slip (spec sections 3 and 4), kept in session storage under `slip`. Stored
// versioned and parsed on read: an old or tampered entry reads as an empty slip. This file is
// the part every page loads (the odds buttons, the slip bar and the slip's empty state read
// it): the stored slip, adding and removing a pick, and the clock that closes started bets.
// What only a slip with picks needs lives beside it and loads with the slip's panel:
// slip-figures.ts (the priced figures), slip-actions.ts (the panel's edits and the ticket
// request), slip-live.ts (live picks following the live odds), slip-prices.ts (pre-match
// picks following the pushed prices).
import './storage.ts';
import { persistentAtom } from '@nanostores/persistent';
import { z, type Infer } from '../lib/shape/index.ts';
import { ODDS_CHANGE_POLICIES } from '../lib/slip/odds-change.ts';

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
  /**
   * A pre-match bet whose price was pushed since the player chose it: the hundredths the player
   * chose (or last accepted). The slip shows and prices the pushed value; Submit sends this one,
   * so the player's odds-change choice decides about the move as it did before prices were pushed.
   */
  seen: z.optional(z.int()),
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

/** A pre-match bet whose event has started (by its scheduled time). */
export const hasStarted = (bet: SlipBet, nowMs: number) => !bet.isLive && bet.timeout !== undefined && bet.timeout <= nowMs;

/** System sizes that still fit n free events; a system needs at least one size below n. */
export function fitSizes(slip: Slip): Slip {
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

/** Disables every pre-match bet whose event has started. Returns the same slip when nothing changed. */
export function withStartedDisabled(slip: Slip, nowMs: number): Slip {
  if (!slip.entries.some((e) => e.bets.some((b) => !b.disabled && hasStarted(b, nowMs)))) return slip;
  return fitSizes({
    ...slip,
    entries: slip.entries.map((e) => ({ ...e, bets: e.bets.map((b) => (!b.disabled && hasStarted(b, nowMs) ? { ...b, disabled: true, timeout: 0 } : b)) })),
  });
}

/** The custom ids of every odd in the slip, per event: what the odds buttons show as pressed. */
export function pickedKeys(slip: Slip): Set<string> {
  // A closed pre-match bet does not light up the live odd of the same name: that odd is a new pick.
  return new Set(slip.entries.flatMap((e) => e.bets.filter((b) => !closedPrematch(b)).map((b) => `${e.match.id}:${b.odd.custom_id}`)));
}
// ---- actions ----

/** Sets the slip to what `next` makes of it; an unchanged slip is not written again. */
export function updateSlip(next: (slip: Slip) => Slip): void {
  const current = $slip.get();
  const value = next(current);
  if (value !== current) $slip.set(value);
}

export function togglePick(pick: Pick): void {
  updateSlip((s) => withPickToggled(s, pick, Date.now()));
}

export function disableStarted(): void {
  updateSlip((s) => withStartedDisabled(s, Date.now()));
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
