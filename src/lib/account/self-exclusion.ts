// Cool-off and self-exclusion, kept apart as the regulators keep them (UKGC, MGA). A cool-off
// ("take a break": 24 hours, 7 days or 6 weeks) ends by itself. A self-exclusion (6 months to
// 5 years, or indefinite) shuts the account until the operator lifts it, and the operator may
// lift it only once its period is over (an indefinite one after SELF_EXCLUSION_MIN_MONTHS).

export const COOL_OFF_PERIODS = ['24h', '7d', '6w'] as const;
export type CoolOffPeriod = (typeof COOL_OFF_PERIODS)[number];

export const LOCK_PERIODS = ['6m', '1y', '2y', '5y', 'indefinite'] as const;
export type LockPeriod = (typeof LOCK_PERIODS)[number];

/** An indefinite self-exclusion can be lifted by the operator only after this many months. */
export const SELF_EXCLUSION_MIN_MONTHS = 6;

const DAY = 86_400_000;

function addMonths(now: number, months: number): number {
  const d = new Date(now);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.getTime();
}

/** When a cool-off chosen at `now` ends. */
export function coolOffEnds(period: CoolOffPeriod, now: number): number {
  switch (period) {
    case '24h':
      return now + DAY;
    case '7d':
      return now + 7 * DAY;
    case '6w':
      return now + 42 * DAY;
  }
}

/** When a self-exclusion chosen at `now` ends; null for an indefinite one. */
export function lockEnds(period: LockPeriod, now: number): number | null {
  switch (period) {
    case '6m':
      return addMonths(now, 6);
    case '1y':
      return addMonths(now, 12);
    case '2y':
      return addMonths(now, 24);
    case '5y':
      return addMonths(now, 60);
    case 'indefinite':
      return null;
  }
}

/** The earliest time the operator may lift a self-exclusion that started at `startedAt`. */
export function exclusionLiftableAt(startedAt: number, until: number | null): number {
  return until ?? addMonths(startedAt, SELF_EXCLUSION_MIN_MONTHS);
}
