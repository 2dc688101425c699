// Access tokens are short-lived JWTs (HS256 only); refresh tokens are opaque random strings
// stored hashed, rotated at every use, and grouped in families so a reused one revokes all.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { refreshTokens } from '../db/schema.ts';
import type { Db } from '../db/client.ts';

export const ACCESS_TOKEN_SECONDS = 5 * 60;
export const REFRESH_TOKEN_DAYS = 30;
const AUDIENCE = 'sportsbook-player';
const ISSUER = 'sportsbook';
const TYPE = 'access';

export interface AccessClaims {
  playerId: number;
  /** When the token was issued, in milliseconds, compared with the player's cut-off. */
  issuedAtMs: number;
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

export async function issueAccessToken(secret: string, playerId: number, nowMs: number): Promise<string> {
  return new SignJWT({ typ: TYPE, iat_ms: nowMs })
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
    return { playerId, issuedAtMs };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}

const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Creates a refresh token, in a new family unless one is given. */
export async function createRefreshToken(db: Db, playerId: number, nowMs: number, familyId: string = randomUUID()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    playerId,
    familyId,
    tokenHash: hash(token),
    createdAt: new Date(nowMs),
    expiresAt: new Date(nowMs + REFRESH_TOKEN_DAYS * 86_400_000),
  });
  return token;
}

export type RotateResult = { ok: true; playerId: number; refresh: string } | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

/**
 * Exchanges a refresh token for a new one in the same family. A token used twice means it
 * leaked: the whole family is revoked and both holders must log in again.
 */
export async function rotateRefreshToken(db: Db, token: string, nowMs: number): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash(token))).for('update');
    if (!row) return { ok: false as const, reason: 'unknown' as const };
    if (row.revokedAt) return { ok: false as const, reason: 'revoked' as const };
    if (row.usedAt) {
      await tx.update(refreshTokens).set({ revokedAt: new Date(nowMs) }).where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
      return { ok: false as const, reason: 'reused' as const };
    }
    if (row.expiresAt.getTime() <= nowMs) return { ok: false as const, reason: 'expired' as const };
    await tx.update(refreshTokens).set({ usedAt: new Date(nowMs) }).where(eq(refreshTokens.id, row.id));
    const next = randomBytes(32).toString('base64url');
    await tx.insert(refreshTokens).values({
      playerId: row.playerId,
      familyId: row.familyId,
      tokenHash: hash(next),
      createdAt: new Date(nowMs),
      expiresAt: new Date(nowMs + REFRESH_TOKEN_DAYS * 86_400_000),
    });
    return { ok: true as const, playerId: row.playerId, refresh: next };
  });
}

/** Revokes the family of one refresh token (logout of that session). */
export async function revokeFamilyOf(db: Db, token: string, nowMs: number): Promise<number | null> {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash(token)));
  if (!row) return null;
  await db.update(refreshTokens).set({ revokedAt: new Date(nowMs) }).where(and(eq(refreshTokens.familyId, row.familyId), isNull(refreshTokens.revokedAt)));
  return row.playerId;
}

/** Revokes every refresh token of a player, except one family when given. */
export async function revokeAllFor(db: Db, playerId: number, nowMs: number, keepFamily?: string): Promise<void> {
  const rows = await db.select({ familyId: refreshTokens.familyId }).from(refreshTokens).where(and(eq(refreshTokens.playerId, playerId), isNull(refreshTokens.revokedAt)));
  for (const familyId of new Set(rows.map((r) => r.familyId))) {
    if (familyId === keepFamily) continue;
    await db.update(refreshTokens).set({ revokedAt: new Date(nowMs) }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }
}
