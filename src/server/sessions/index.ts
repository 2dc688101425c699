// Sessions per device. A login opens a session (one row); its id is the id of its refresh
// token family and travels in every access token as the `sid` claim. Ending a session
// marks the row ended and revokes the family in one transaction: the guard reads the row on
// every request (an indexed primary-key lookup folded into the player read), so the access
// tokens stop at once on every node, and the bus closes the session's live sockets.
import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { playerSessions, players, refreshTokens } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import type { Config } from '../config.ts';
import { DomainError } from '../domain-error.ts';
import { insertRefreshToken, issueAccessToken, refreshTokenHash } from './tokens.ts';
import { deviceLabel } from './device.ts';

export interface OpenedSession {
  sessionId: string;
  access: string;
  refresh: string;
}

/** What the sessions service uses: the database, the bus (it closes an ended session's live sockets) and the token secret. */
export interface SessionsDeps {
  db: Db;
  bus: Bus;
  config: Pick<Config, 'jwtSecret'>;
}

const ended = () => new DomainError('unauthenticated', 'invalid_refresh', 'Your session has ended. Please log in again.');

/** Opens a session for a device and returns its first access and refresh tokens. */
export async function openSession(rt: SessionsDeps, input: { playerId: number; userAgent?: string | null; address: string; now: number }): Promise<OpenedSession> {
  const sessionId = randomUUID();
  const at = new Date(input.now);
  const refresh = await rt.db.transaction(async (tx) => {
    await tx
      .insert(playerSessions)
      .values({ id: sessionId, playerId: input.playerId, device: deviceLabel(input.userAgent), address: input.address.slice(0, 64), createdAt: at, lastSeenAt: at });
    return insertRefreshToken(tx, input.playerId, sessionId, input.now);
  });
  const access = await issueAccessToken(rt.config.jwtSecret, input.playerId, input.now, sessionId);
  return { sessionId, access, refresh };
}

export interface RefreshedSession {
  playerId: number;
  sessionId: string;
  access: string;
  refresh: string;
}

/**
 * Exchanges a refresh token for new tokens of the same session (rotation). A token used twice
 * means it leaked: its session ends, access tokens included, and both holders log in again.
 * The session row is locked first, so a logout running at the same time either comes before
 * (the refresh is refused) or after (it ends the new tokens too).
 */
export async function refreshSession(rt: SessionsDeps, token: string, now: number): Promise<RefreshedSession> {
  const outcome = await rt.db.transaction(async (tx) => {
    const [found] = await tx
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, refreshTokenHash(token)));
    if (!found) return { kind: 'refused' as const };
    // Families from before sessions existed get their session row on first refresh.
    const [session] = await tx.select().from(playerSessions).where(eq(playerSessions.id, found.familyId)).for('update');
    const [row] = await tx
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, refreshTokenHash(token)))
      .for('update');
    if (!row || row.revokedAt || (session && session.endedAt)) return { kind: 'refused' as const };
    if (row.usedAt) {
      await endSessionIn(tx, row.playerId, row.familyId, now);
      return { kind: 'reused' as const, playerId: row.playerId, sessionId: row.familyId };
    }
    if (row.expiresAt.getTime() <= now) return { kind: 'refused' as const };
    const at = new Date(now);
    if (session) await tx.update(playerSessions).set({ lastSeenAt: at }).where(eq(playerSessions.id, session.id));
    else await tx.insert(playerSessions).values({ id: row.familyId, playerId: row.playerId, device: 'Unknown device', address: '', createdAt: row.createdAt, lastSeenAt: at });
    await tx.update(refreshTokens).set({ usedAt: at }).where(eq(refreshTokens.id, row.id));
    const next = await insertRefreshToken(tx, row.playerId, row.familyId, now);
    return { kind: 'ok' as const, playerId: row.playerId, sessionId: row.familyId, refresh: next };
  });
  if (outcome.kind === 'reused') {
    announceEnded(rt, outcome.playerId, outcome.sessionId);
    throw new DomainError('unauthenticated', 'refresh_reused', 'Your session has ended. Please log in again.');
  }
  if (outcome.kind !== 'ok') throw ended();
  const access = await issueAccessToken(rt.config.jwtSecret, outcome.playerId, now, outcome.sessionId);
  return { playerId: outcome.playerId, sessionId: outcome.sessionId, access, refresh: outcome.refresh };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function endSessionIn(tx: Tx, playerId: number, sessionId: string, now: number): Promise<boolean> {
  const at = new Date(now);
  const rows = await tx
    .update(playerSessions)
    .set({ endedAt: at })
    .where(and(eq(playerSessions.id, sessionId), eq(playerSessions.playerId, playerId), isNull(playerSessions.endedAt)))
    .returning({ id: playerSessions.id });
  await tx
    .update(refreshTokens)
    .set({ revokedAt: at })
    .where(and(eq(refreshTokens.familyId, sessionId), eq(refreshTokens.playerId, playerId), isNull(refreshTokens.revokedAt)));
  return rows.length > 0;
}

function announceEnded(rt: Pick<SessionsDeps, 'bus'>, playerId: number, sessionId: string): void {
  rt.bus.publish('player', { action: 'disconnect', player_id: playerId, session_id: sessionId });
}

/** Ends one session of the player (logout on that device). False when the player has no such open session. */
export async function endSession(rt: SessionsDeps, playerId: number, sessionId: string, now: number): Promise<boolean> {
  const done = await rt.db.transaction((tx) => endSessionIn(tx, playerId, sessionId, now));
  if (done) announceEnded(rt, playerId, sessionId);
  return done;
}

/**
 * The session a refresh token belongs to, when it is the caller's. Another player's token is
 * refused before anything changes, so it cannot be used to log someone else out.
 */
export async function sessionOfRefreshToken(rt: SessionsDeps, playerId: number, token: string): Promise<string | null> {
  const [row] = await rt.db
    .select({ playerId: refreshTokens.playerId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, refreshTokenHash(token)));
  if (!row) return null;
  if (row.playerId !== playerId) throw new DomainError('forbidden', 'forbidden', 'You can only act on your own account.');
  return row.familyId;
}

/**
 * Ends every session of a player (log out everywhere, password change, self-exclusion): the
 * rows, their refresh families, and through the cut-off any other token issued so far (game
 * session tokens), then the live sockets on every node.
 */
export async function endAllSessions(rt: Pick<SessionsDeps, 'db' | 'bus'>, playerId: number, now: number, options: { openedBy?: number } = {}): Promise<void> {
  const at = new Date(now);
  // openedBy: only the sessions opened by then (a decision taken on a count at that time must not end a login made after it).
  const opened = options.openedBy === undefined ? undefined : new Date(options.openedBy);
  await rt.db.transaction(async (tx) => {
    await tx
      .update(playerSessions)
      .set({ endedAt: at })
      .where(and(eq(playerSessions.playerId, playerId), isNull(playerSessions.endedAt), opened ? lte(playerSessions.createdAt, opened) : undefined));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: at })
      .where(
        and(
          eq(refreshTokens.playerId, playerId),
          isNull(refreshTokens.revokedAt),
          opened
            ? inArray(
                refreshTokens.familyId,
                tx
                  .select({ id: playerSessions.id })
                  .from(playerSessions)
                  .where(and(eq(playerSessions.playerId, playerId), lte(playerSessions.createdAt, opened))),
              )
            : undefined,
        ),
      );
    await tx.update(players).set({ tokensValidAfter: at }).where(eq(players.id, playerId));
  });
  rt.bus.publish('player', { action: 'disconnect', player_id: playerId });
}

export interface SessionView {
  id: string;
  device: string;
  address: string;
  created_at: string;
  last_seen_at: string;
  current: boolean;
}

/**
 * The player's open sessions, most recently seen first, the caller's own marked current. A
 * session is open while its refresh token lives (not used, revoked nor expired): one whose
 * token expired can never be refreshed again and is no device of the player's any more.
 */
export async function listSessions(rt: SessionsDeps, playerId: number, currentId: string | null, now: number): Promise<SessionView[]> {
  const live = sql`exists (select 1 from ${refreshTokens} where ${refreshTokens.familyId} = ${playerSessions.id} and ${refreshTokens.usedAt} is null
    and ${refreshTokens.revokedAt} is null and ${refreshTokens.expiresAt} > ${new Date(now).toISOString()}::timestamptz)`;
  const rows = await rt.db
    .select()
    .from(playerSessions)
    .where(and(eq(playerSessions.playerId, playerId), isNull(playerSessions.endedAt), live))
    .orderBy(desc(playerSessions.lastSeenAt), desc(playerSessions.createdAt))
    .limit(100);
  return rows.map((s) => ({
    id: s.id,
    device: s.device,
    address: s.address,
    created_at: s.createdAt.toISOString(),
    last_seen_at: s.lastSeenAt.toISOString(),
    current: s.id === currentId,
  }));
}
