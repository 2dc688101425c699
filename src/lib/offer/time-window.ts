// Time windows of the offer, in epoch seconds.

export const OFFER_HORIZON_SECONDS = 10 * 24 * 3600;
export const LAST_MINUTE_SECONDS = 3600;

/** Index of the first item whose time is strictly after `t` in a list sorted by time. */
export function firstAfter(times: readonly number[], t: number): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((times[mid] as number) <= t) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
