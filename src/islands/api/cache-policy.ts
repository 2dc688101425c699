// Which API reads the spec's session-storage cache keeps (spec section 7: "GET and HEAD
// responses are cached in session storage with a 60 s default TTL"), and for how long.
// Every GET and HEAD is cached for 60 s unless it is named here:
//
// - The game list: 5 minutes (spec section 9).
// - Live events: never; the spec marks the call "not cached", and live odds move by the second.
// - The player's own calls, never: tickets (my bets), account (balance, limits, settings),
//   account statement, gaming history, the casino session. Their answers change with what
//   the player just did (a ticket placed, a deposit, a settlement or a balance pushed over
//   the socket): a copy up to 60 s old would show a bet that is not there yet, or an old
//   balance beside the pushed one. And the cache lives in session storage, readable by any
//   script of the tab until it expires; personal data is kept out of it. (Entries are also
//   partitioned per player and cleared at logout, for anything a caller caches by choice.)
import { DEFAULT_TTL_MS, GAME_LIST_TTL_MS } from '../../lib/http-cache/index.ts';

/** API paths (without /api/) whose answers belong to the player asking: never cached. */
export const PLAYER_CALLS: readonly string[] = ['get_tickets', 'account', 'account-statement', 'gaming-history', 'casino/session'];

/** API paths whose answers change too fast to cache: the spec marks them "not cached". */
export const LIVE_CALLS: readonly string[] = ['get_live_events'];

const TTL_BY_PATH: Readonly<Record<string, number>> = { get_all_games_and_providers: GAME_LIST_TTL_MS };

/** The call's path as the policy names it: no leading slash, no /api/ prefix, no query. */
function callName(path: string): string {
  return path
    .split('?')[0]!
    .replace(/^\/+/, '')
    .replace(/^api\//, '')
    .replace(/\/+$/, '');
}

/** How long a GET or HEAD answer of this API path is kept, in ms; 0 means never cached. */
export function cacheTtlFor(path: string): number {
  const name = callName(path);
  // A player's sub-resources (account/limits, players/alice) are theirs too.
  if (PLAYER_CALLS.some((p) => name === p || name.startsWith(`${p}/`)) || name.startsWith('players')) return 0;
  if (LIVE_CALLS.includes(name)) return 0;
  return TTL_BY_PATH[name] ?? DEFAULT_TTL_MS;
}
