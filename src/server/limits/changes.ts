// A player's request to change limits, applied to the limits in force: a tighter limit at once,
// a looser one (higher or removed) after the cooling-off (src/lib/limits). Pure: the accounts
// service applies it under the player's lock.
import { DomainError } from '../domain-error.ts';
import { LIMIT_PERIODS, requestLimit, type LimitPeriod, type Limits } from '../../lib/limits/index.ts';
import { parseMajor } from '../../lib/money/index.ts';

/** Per period: an amount in major units ("50.00"), null to remove, absent to keep. */
export type LimitRequests = Partial<Record<LimitPeriod, string | null>>;

export function applyLimitRequests(current: Limits, input: LimitRequests, now: number): Limits {
  const next = { ...current };
  for (const period of LIMIT_PERIODS) {
    const requested = input[period];
    if (requested === undefined) continue;
    const minor = requested === null ? null : parseMajor(requested);
    if (minor === undefined || (minor !== null && minor <= 0n)) throw new DomainError('invalid', 'invalid_limit', `The ${period} limit must be a positive amount.`);
    next[period] = requestLimit(current[period], minor === null ? null : Number(minor), now);
  }
  return next;
}
