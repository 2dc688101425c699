// The account statement's period filter: today (since local midnight in the site's time
// zone) or the last N days, as the API's from_time in epoch seconds.
import { wallClock, zonedInstant } from '../../lib/format/datetime.ts';

export const STATEMENT_PERIODS = ['today', '3', '7', '14', '30', '60'] as const;
export type StatementPeriod = (typeof STATEMENT_PERIODS)[number];

export function periodFromTime(period: StatementPeriod, now: number): number {
  if (period === 'today') return Math.floor(zonedInstant({ ...wallClock(now), hour: 0, minute: 0, second: 0 }) / 1000);
  return Math.floor((now - Number(period) * 86_400_000) / 1000);
}
