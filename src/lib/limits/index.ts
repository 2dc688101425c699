// Player-protection limits (daily, weekly, monthly; for stakes and for deposits).
// A tighter limit applies at once; a looser one (higher, or removed) only after a cooling-off
// period, so a player cannot raise a limit in the heat of the moment.

export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;

/** A limit in minor units; null means no limit. */
export interface Limit {
  value: number | null;
  pending: { value: number | null; effectiveAt: number } | null;
}

export type Limits = Record<LimitPeriod, Limit>;

export const NO_LIMITS: Limits = {
  daily: { value: null, pending: null },
  weekly: { value: null, pending: null },
  monthly: { value: null, pending: null },
};

const looser = (next: number | null, current: number | null) => current !== null && (next === null || next > current);

/** The limit in force at `now`, promoting a pending change whose cooling-off has passed. */
export function effectiveLimit(limit: Limit, now: number): Limit {
  if (limit.pending && limit.pending.effectiveAt <= now) return { value: limit.pending.value, pending: null };
  return limit;
}

/** Applies a requested value: tighter at once, looser after COOLING_OFF_MS. */
export function requestLimit(limit: Limit, requested: number | null, now: number): Limit {
  const current = effectiveLimit(limit, now);
  if (requested === current.value) return { value: current.value, pending: null };
  if (looser(requested, current.value)) return { value: current.value, pending: { value: requested, effectiveAt: now + COOLING_OFF_MS } };
  return { value: requested, pending: null };
}

// Made once and reused: building an Intl.DateTimeFormat costs far more than formatting with one
// (the limit checks of every stake call these several times; a new one per call was most of
// the CPU a casino round cost).
let calendarFormat: Intl.DateTimeFormat | undefined;
let offsetFormat: Intl.DateTimeFormat | undefined;

/** Start of the period containing `now`, in the Belgrade calendar (the site's day). */
export function periodStart(period: LimitPeriod, now: number): number {
  calendarFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade', year: 'numeric', month: '2-digit', day: '2-digit', weekday: 'short' });
  const parts = calendarFormat.formatToParts(new Date(now));
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  const y = Number(get('year'));
  const m = Number(get('month'));
  const d = Number(get('day'));
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(get('weekday'));
  const day = period === 'monthly' ? 1 : period === 'weekly' ? d - weekday : d;
  return belgradeMidnight(y, m, day);
}

/** Epoch ms of 00:00 in Belgrade on the given calendar day (day may be out of range; Date normalises it). */
function belgradeMidnight(y: number, m: number, day: number): number {
  const utcGuess = Date.UTC(y, m - 1, day);
  const offset = belgradeOffsetMs(utcGuess);
  const candidate = utcGuess - offset;
  return candidate - (belgradeOffsetMs(candidate) - offset);
}

function belgradeOffsetMs(at: number): number {
  offsetFormat ??= new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Belgrade', timeZoneName: 'longOffset' });
  const name = offsetFormat.formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+00:00';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * 60 + Number(match[3] ?? 0)) * 60_000;
}

/** How much more may be spent now under every limit, or null when nothing limits it. */
export function remainingUnder(limits: Limits, spentSince: (from: number) => number, now: number): number | null {
  let remaining: number | null = null;
  for (const period of LIMIT_PERIODS) {
    const { value } = effectiveLimit(limits[period], now);
    if (value === null) continue;
    const left = Math.max(0, value - spentSince(periodStart(period, now)));
    remaining = remaining === null ? left : Math.min(remaining, left);
  }
  return remaining;
}
