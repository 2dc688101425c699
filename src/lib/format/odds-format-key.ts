// Where the player's odds format is stored, and the one the server renders: a module of its
// own, because what reads them before the page's scripts run (src/directives/after-paint.ts)
// must not bring the formats' converter along (odds-format.ts, loaded only when needed).

/** The local storage key of the player's choice (stores/odds-format.ts). */
export const ODDS_FORMAT_KEY = 'oddsFormat';

/** The format the server renders and a player without a choice reads (odds-format.ts re-exports it). */
export const DEFAULT_ODDS_FORMAT = 'decimal';
