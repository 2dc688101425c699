// The markers of a player at risk and their thresholds, in one place: the operator's list
// (GET /api/admin/players-at-risk, npm run accounts -- players-at-risk) and its tests read
// these names. A player is listed when one marker reaches its threshold within the window.

/** How far back the markers look. */
export const AT_RISK_WINDOW_DAYS = 30;
/** Limit increases (or removals) requested in the window. */
export const LIMIT_INCREASES_THRESHOLD = 2;
/** Increase requests withdrawn before they took effect, in the window. */
export const CANCELLED_INCREASES_THRESHOLD = 1;
/** Deposits on one site day (Belgrade). */
export const DEPOSITS_PER_DAY_THRESHOLD = 5;
/** A session (login to last activity) at least this long is a long session. */
export const LONG_SESSION_MINUTES = 180;
/** Long sessions in the window. */
export const LONG_SESSIONS_THRESHOLD = 1;
/** Night play: bets (tickets and casino rounds) between these site hours (Belgrade). */
export const NIGHT_FROM_HOUR = 0;
export const NIGHT_TO_HOUR = 6;
export const NIGHT_BETS_THRESHOLD = 3;
/** The site's time zone: the site's day and night. */
export const SITE_TIME_ZONE = 'Europe/Belgrade';

export const AT_RISK_MARKERS = ['limit_increases', 'cancelled_increases', 'deposits_in_a_day', 'long_sessions', 'night_play'] as const;
export type AtRiskMarker = (typeof AT_RISK_MARKERS)[number];

export const MARKER_THRESHOLDS: Record<AtRiskMarker, number> = {
  limit_increases: LIMIT_INCREASES_THRESHOLD,
  cancelled_increases: CANCELLED_INCREASES_THRESHOLD,
  deposits_in_a_day: DEPOSITS_PER_DAY_THRESHOLD,
  long_sessions: LONG_SESSIONS_THRESHOLD,
  night_play: NIGHT_BETS_THRESHOLD,
};
