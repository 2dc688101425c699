// Resolves the player behind a request's Bearer token, refusing revoked, expired and
// locked sessions: every player-scoped route goes through here.
import { sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { decodeJwt } from 'jose';
import { players } from '../db/schema.ts';
import { tableRow } from '../db/prepared.ts';
import { ApiError } from '../api/errors.ts';
import type { Runtime } from '../runtime.ts';
import { verifyAccessToken, type AccessClaims } from './tokens.ts';
import { isLocked } from '../accounts/players.ts';

export { isLocked };

export type PlayerRow = typeof players.$inferSelect;
export type PlayerEnv = { Variables: { player: PlayerRow } };

export function bearerToken(header: string | undefined | null): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

// A token's signature and claims never change, so each runtime remembers the tokens it has
// verified until they expire: the HMAC is checked once per token, not once per request.
// Revocation, locks and self-exclusion live on the player row, which is read every time.
const MAX_VERIFIED = 10_000;
type Verified = AccessClaims & { expiresAtS: number };
const verifiedByRuntime = new WeakMap<Runtime, Map<string, Verified>>();

async function verifiedClaims(rt: Runtime, token: string, now: number): Promise<AccessClaims | null> {
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

/** The player a valid, unrevoked access token names, or an ApiError saying why not. */
export async function playerFromToken(rt: Runtime, token: string | null): Promise<PlayerRow> {
  if (!token) throw new ApiError(401, 'unauthorized', 'Log in to continue.');
  const now = rt.clock.now();
  const claims = await verifiedClaims(rt, token, now);
  if (!claims) throw new ApiError(401, 'invalid_token', 'Your session has expired. Please log in again.');
  const [raw] = await rt.database.prepared(sql`select ${playerRow.columns} from players where id = ${claims.playerId}`);
  const player = raw && playerRow.map(raw);
  if (!player) throw new ApiError(401, 'invalid_token', 'Your session has expired. Please log in again.');
  if (player.tokensValidAfter && claims.issuedAtMs <= player.tokensValidAfter.getTime()) {
    throw new ApiError(401, 'token_revoked', 'Your session has ended. Please log in again.');
  }
  if (isLocked(player, now)) throw new ApiError(403, 'account_locked', 'This account is locked.');
  return player;
}

/** Hono middleware: sets c.var.player or answers 401/403. */
export function requirePlayer(rt: Runtime): MiddlewareHandler<PlayerEnv> {
  return async function requirePlayerHandler(c, next) {
    c.set('player', await playerFromToken(rt, bearerToken(c.req.header('authorization'))));
    await next();
  };
}

/** Refuses a request that names another player than the token's own. */
export function assertSamePlayer(player: PlayerRow, named: number | string | undefined | null): void {
  if (named === undefined || named === null || named === '') return;
  if (String(named) !== String(player.id)) throw new ApiError(403, 'forbidden', 'You can only act on your own account.');
}
