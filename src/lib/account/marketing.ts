// Stop marketing during a break or a self-exclusion (issue 18): the player is logged out, so the
// browser keeps a cookie with the end (epoch ms, or "indefinite") and the pages leave out the
// promotional banner while it runs. Pure: the API sets the cookie, the pages read it.

export const MARKETING_PAUSE_COOKIE = 'rg_pause';

/** The Set-Cookie value for a pause until `until` (epoch ms; null: indefinite), seen from `now`. */
export function marketingPauseCookie(until: number | null, now: number): string {
  const seconds = until === null ? 5 * 365 * 86_400 : Math.max(1, Math.ceil((until - now) / 1000));
  return `${MARKETING_PAUSE_COOKIE}=${until === null ? 'indefinite' : String(until)}; Path=/; Max-Age=${seconds}; SameSite=Lax`;
}

/** Whether the cookie's pause still runs at `now`. */
export function marketingPaused(value: string | undefined, now: number): boolean {
  if (!value) return false;
  if (value === 'indefinite') return true;
  const until = Number(value);
  return Number.isFinite(until) && until > now;
}
