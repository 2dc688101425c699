// Resolves the player behind a request's Bearer token, refusing ended, expired and locked
// sessions, and a player who must still change the one-time password: every player-scoped
// route goes through here (src/server/api/authenticate.ts calls it for every operation the
// contract secures with a bearer token, before the route reads its input).
import { sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { players } from '../db/schema.ts';
import { statement, tableRow } from '../db/prepared.ts';
import type { Database } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { DomainError } from '../domain-error.ts';
import { verifyAccessToken, type AccessClaims } from '../sessions/tokens.ts';
import { isLocked } from '../accounts/players.ts';
import { enforcePlayTime, type PlayTimeDeps } from '../limits/play-time.ts';
import { nextDayStart } from '../../lib/limits/play-time.ts';
import { assertAccepted, type TermsGate } from '../content/acceptance.ts';

export { isLocked };

export type PlayerRow = typeof players.$inferSelect;
export type PlayerEnv = { Variables: { player: PlayerRow; sessionId: string } };

/** What the guard uses: the token secret, the clock, the database's named statements, and ending sessions at the play-time limit. */
export type GuardDeps = PlayTimeDeps & {
  config: Pick<Config, 'jwtSecret'>;
  clock: Clock;
  database: Pick<Database, 'prepared'>;
  /** Which material changes of the terms each player still has to accept. */
  terms: Pick<TermsGate, 'pendingPages'>;
};

export function bearerToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

// A token's signature and claims never change, so each runtime (the guard's deps) remembers the tokens it has
// verified until they expire: the HMAC is checked once per token, not once per request.
// Ended sessions, locks and self-exclusion live in the database, which is read every time.
const MAX_VERIFIED = 10_000;
type Verified = AccessClaims & { expiresAtS: number };
const verifiedByRuntime = new WeakMap<GuardDeps, Map<string, Verified>>();

async function verifiedClaims(rt: GuardDeps, token: string, now: number): Promise<AccessClaims | null> {
  let verified = verifiedByRuntime.get(rt);
  if (!verified) verifiedByRuntime.set(rt, (verified = new Map()));
  const nowS = Math.floor(now / 1000);
  const known = verified.get(token);
  // The same rule as jose's: expired once exp is not after the current second.
  if (known && known.expiresAtS > nowS) return known;
  const claims = await verifyAccessToken(rt.config.jwtSecret, token, now);
  if (!claims) return null;
  const { exp } = decodeJwt(token);
  if (typeof exp !== 'number') return claims;
  if (verified.size >= MAX_VERIFIED) {
    for (const [t, v] of verified) if (v.expiresAtS <= nowS) verified.delete(t);
    if (verified.size >= MAX_VERIFIED) verified.clear();
  }
  verified.set(token, { ...claims, expiresAtS: exp });
  return claims;
}

const playerRow = tableRow(players);
const callerRead = statement<{ playerId: number; sessionId: string | null }>(
  sql`select ${playerRow.columns}, (select ended_at is null from player_sessions where id = ${sql.placeholder('sessionId')} and player_id = ${sql.placeholder('playerId')}) as session_open from players where id = ${sql.placeholder('playerId')}`,
);

export interface Caller {
  player: PlayerRow;
  /** The session (device) of the token. */
  sessionId: string;
}

/**
 * The player's row and whether the session (a token's device) is still open, in one named
 * statement (a primary-key lookup each): every request of a player reads them. `sessionOpen`
 * is null when no session is named (a game session from before sessions existed).
 */
export async function playerAndSession(
  rt: Pick<GuardDeps, 'database'>,
  playerId: number,
  sessionId: string | null,
): Promise<{ player: PlayerRow; sessionOpen: boolean | null } | undefined> {
  const named = sessionId !== null && UUID.test(sessionId) ? sessionId : null;
  const [raw] = await rt.database.prepared(callerRead.bind({ playerId, sessionId: named }));
  if (!raw) return undefined;
  return { player: playerRow.map(raw), sessionOpen: sessionId === null ? null : raw.session_open === true };
}

const expired = () => new DomainError('unauthenticated', 'invalid_token', 'Your session has expired. Please log in again.');
const ended = () => new DomainError('unauthenticated', 'token_revoked', 'Your session has ended. Please log in again.');

/**
 * The player and session a valid access token names, or a DomainError saying why not. The
 * session's state is read with the player row in one statement (a primary-key lookup), so
 * a session ended on any node refuses its tokens on the next request.
 */
export async function callerFromToken(rt: GuardDeps, token: string | null): Promise<Caller> {
  if (!token) throw new DomainError('unauthenticated', 'unauthorized', 'Log in to continue.');
  const now = rt.clock.now();
  const claims = await verifiedClaims(rt, token, now);
  if (!claims) throw expired();
  // Tokens from before sessions existed carry no session: the client refreshes them into one.
  if (!claims.sessionId || !UUID.test(claims.sessionId)) throw expired();
  const read = await playerAndSession(rt, claims.playerId, claims.sessionId);
  if (!read) throw expired();
  const { player } = read;
  if (!read.sessionOpen) throw ended();
  if (player.tokensValidAfter && claims.issuedAtMs <= player.tokensValidAfter.getTime()) throw ended();
  if (isLocked(player, now)) throw new DomainError('forbidden', 'account_locked', 'This account is locked.');
  // The daily session time limit: past the stored deadline, recount; at the limit every session ends.
  if (player.playTimeEndsAt && player.playTimeEndsAt.getTime() <= now && (await enforcePlayTime(rt, player, now))) {
    throw new DomainError('unauthenticated', 'play_time_reached', 'You have reached your daily session time limit.', { until: new Date(nextDayStart(now)).toISOString() });
  }
  return { player, sessionId: claims.sessionId };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a player who must still change the one-time password may do besides reads (GET, HEAD)
 * of the own account: log out (this device or everywhere) and change the password. Operations
 * as the contract names them, "METHOD /api/path". Everything else answers 403
 * password_change_required.
 */
export const PASSWORD_CHANGE_ALLOWS: ReadonlySet<string> = new Set(['POST /api/logout', 'POST /api/auth/logout-everywhere', 'POST /api/change_password']);

const READS = new Set(['GET', 'HEAD']);

/**
 * Calls that stake, deposit or start a game: refused (403 terms_acceptance_required) while the
 * player has not accepted a material change of the terms or the responsible-gaming rules.
 * Casino rounds check it on their game session (src/server/api/casino.ts).
 */
const NEEDS_ACCEPTED_TERMS = new Set(['POST /api/create_ticket', 'POST /api/deposit', 'POST /api/init-demo']);

/**
 * Refuses what an authenticated player may not call yet (`operation`: "METHOD /api/path"):
 * anything but reads, logout and change password before the one-time password is changed,
 * then a stake, deposit or game launch before changed terms are accepted.
 */
export async function assertMayCall(rt: Pick<GuardDeps, 'terms'>, player: Pick<PlayerRow, 'id' | 'hasLoggedInBefore'>, operation: string): Promise<void> {
  if (!player.hasLoggedInBefore && !READS.has(operation.slice(0, operation.indexOf(' '))) && !PASSWORD_CHANGE_ALLOWS.has(operation)) {
    throw new DomainError('forbidden', 'password_change_required', 'Please change your password before you continue.');
  }
  if (NEEDS_ACCEPTED_TERMS.has(operation)) await assertAccepted(rt.terms, player.id);
}

/** Refuses a request that names another player than the token's own. */
export function assertSamePlayer(player: PlayerRow, named: number | string | undefined | null): void {
  if (named === undefined || named === null || named === '') return;
  if (String(named) !== String(player.id)) throw new DomainError('forbidden', 'forbidden', 'You can only act on your own account.');
}
