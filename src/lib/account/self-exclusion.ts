// Self-exclusion periods a player may choose. "indefinite" can only be lifted by the operator.
export const LOCK_PERIODS = ['24h', '7d', '30d', '6m', 'indefinite'] as const;
export type LockPeriod = (typeof LOCK_PERIODS)[number];

const DAY = 86_400_000;

/** When a lock chosen at `now` ends; null for an indefinite one. */
export function lockEnds(period: LockPeriod, now: number): number | null {
  switch (period) {
    case '24h':
      return now + DAY;
    case '7d':
      return now + 7 * DAY;
    case '30d':
      return now + 30 * DAY;
    case '6m': {
      const d = new Date(now);
      d.setUTCMonth(d.getUTCMonth() + 6);
      return d.getTime();
    }
    case 'indefinite':
      return null;
  }
}
