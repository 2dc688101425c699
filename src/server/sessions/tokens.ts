// Access tokens are short-lived JWTs (HS256 only); refresh tokens are opaque random strings
// stored hashed, rotated at every use, and grouped in families so a reused one revokes all.
import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { refreshTokens } from '../db/schema.ts';
import type { Db } from '../db/client.ts';

type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export const ACCESS_TOKEN_SECONDS = 5 * 60;
/**
 * A refresh token lives a day from its issue. The browser refreshes every 4 minutes while a page
 * of the site is open, each refresh issuing the next token, so a session ends a day after its
 * last page closed (session storage: the tab was its only holder), and its device leaves the
 * account's list (issue 27; with 30 days the list kept a line for every tab ever closed).
 */
export const REFRESH_TOKEN_HOURS = 24;
const AUDIENCE = 'sportsbook-player';
const ISSUER = 'sportsbook';
const TYPE = 'access';

export interface AccessClaims {
  playerId: number;
  /** When the token was issued, in milliseconds, compared with the player's cut-off. */
  issuedAtMs: number;
  /** The session (device) the token belongs to; null for tokens issued before sessions existed. */
  sessionId: string | null;
}

const keyCache = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keyCache.get(secret);
  if (!k) {
    k = new TextEncoder().encode(secret);
    keyCache.set(secret, k);
  }
  return k;
}

/** A signed access token for one session of a player. */
export async function issueAccessToken(secret: string, playerId: number, nowMs: number, sessionId: string): Promise<string> {
  return new SignJWT({ typ: TYPE, iat_ms: nowMs, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(playerId))
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(nowMs / 1000))
    .setExpirationTime(Math.floor(nowMs / 1000) + ACCESS_TOKEN_SECONDS)
    .sign(key(secret));
}

/** Verifies algorithm, signature, audience, issuer, type and expiry; null when any fails. */
export async function verifyAccessToken(secret: string, token: string, nowMs: number): Promise<AccessClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
      issuer: ISSUER,
      currentDate: new Date(nowMs),
    });
    if (payload.typ !== TYPE) return null;
    const playerId = Number(payload.sub);
    const issuedAtMs = typeof payload.iat_ms === 'number' ? payload.iat_ms : Number(payload.iat) * 1000;
    if (!Number.isSafeInteger(playerId) || playerId <= 0) return null;
    const sessionId = typeof payload.sid === 'string' ? payload.sid : null;
    return { playerId, issuedAtMs, sessionId };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}

/** The stored form of a refresh token: only its hash is kept. */
export const refreshTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new opaque refresh token in a family (a session), as the caller's transaction stores it. */
export async function insertRefreshToken(db: DbOrTx, playerId: number, familyId: string, nowMs: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    playerId,
    familyId,
    tokenHash: refreshTokenHash(token),
    createdAt: new Date(nowMs),
    expiresAt: new Date(nowMs + REFRESH_TOKEN_HOURS * 3_600_000),
  });
  return token;
}
