// Login, token refresh, logout, change password (spec section 7) and the player's sessions
// (one per device). Handlers parse, call the sessions service or the throttle, and shape.
import { createRoute, z } from '@hono/zod-openapi';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { eq, sql } from 'drizzle-orm';
import { players } from '../db/schema.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { hashPassword, needsRehash, verifyPassword, verifyPasswordOfNobody } from '../accounts/password.ts';
import { checkNewPassword } from '../../lib/account/password-rules.ts';
import { PASSWORD_MAX_LENGTH } from '../../lib/validation/index.ts';
import { createLoginThrottle } from '../accounts/throttle.ts';
import { passwordHashes } from '../auth/hash-queue.ts';
import { isLocked, type Caller, type GuardDeps, type PlayerEnv } from '../auth/guard.ts';
import { playerView } from '../auth/player-view.ts';
import { mustChangePasswordCookie } from '../auth/forced-change.ts';
import { endAllSessions as endAll, endSession, listSessions, openSession, refreshSession, sessionOfRefreshToken, type SessionsDeps } from '../sessions/index.ts';
import { DomainError } from '../domain-error.ts';
import { protectionRefusal } from '../limits/play.ts';
import { playTimeLimit, playTimeOf, playTimeReached, updatePlayTimeDeadline } from '../limits/play-time.ts';
import { ApiError, ErrorBody } from './errors.ts';
import { subApp } from './sub-app.ts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const errors = {
  400: { description: 'Invalid input', ...json(ErrorBody) },
  401: { description: 'Not authenticated', ...json(ErrorBody) },
};

const LoginBody = z.object({ username: z.string().max(64), password: z.string().max(PASSWORD_MAX_LENGTH * 4) }).openapi('LoginRequest');
export const Player = z
  .object({
    id: z.number(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    balance: z.string().openapi({ example: '1000.00' }),
    currency: z.string(),
    last_login: z.string().nullable(),
    logged_in_from: z.string(),
    has_logged_in_before: z.boolean(),
    access_token: z.string(),
    refresh_token: z.string(),
  })
  .openapi('LoggedUser');
const Tokens = z.object({ access: z.string(), refresh: z.string() }).openapi('Tokens');
const Session = z
  .object({
    id: z.string().uuid(),
    device: z.string().openapi({ example: 'Firefox on Windows' }),
    address: z.string(),
    created_at: z.string(),
    last_seen_at: z.string().openapi({ description: 'The last login or token refresh of the session (about every 4 minutes while open).' }),
    current: z.boolean().openapi({ description: 'The session of the access token that asked.' }),
  })
  .openapi('Session');
const Ok = json(z.object({ ok: z.literal(true) }));

/** The peer's address as the socket saw it (no proxy header is trusted). */
export function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

/** What logging in and the sessions' routes use: the guard, the sessions service, password hashing and the log. */
export type AuthApiDeps = GuardDeps & SessionsDeps & { config: Pick<Config, 'passwordHashing'>; log: Logger };

/** The caller the authentication step found (api/authenticate.ts runs before every secured route). */
const callerOf = (c: Context<PlayerEnv>): Caller => ({ player: c.var.player, sessionId: c.var.sessionId });

export function authApi(rt: AuthApiDeps) {
  const app = subApp<PlayerEnv>();
  const throttle = createLoginThrottle(rt.db);

  app.openapi(
    createRoute({
      method: 'post',
      path: '/login',
      tags: ['player'],
      summary: 'Logs a player in (a new session for this device); returns the logged user with an access and a refresh token.',
      request: { body: { required: true, ...json(LoginBody) } },
      responses: {
        200: { description: 'Logged in', ...json(Player) },
        ...errors,
        403: { description: 'Account locked', ...json(ErrorBody) },
        429: { description: 'Too many attempts for this username or address; see Retry-After', ...json(ErrorBody) },
        503: { description: 'Too many logins at once; see Retry-After', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const { username, password } = c.req.valid('json');
      const now = rt.clock.now();
      const name = username.trim().toLowerCase();
      const address = clientAddress(c);
      const [player] =
        name === ''
          ? []
          : await rt.db
              .select()
              .from(players)
              .where(sql`lower(${players.username}) = ${name}`);
      const keys = { username: name, address, countUsername: player?.lastLoginFrom !== address };
      // Counted before the hash: a burst past the limit never reaches the CPU.
      await throttle.attempt(keys, now);
      const ok = await passwordHashes
        .run(() => (player ? verifyPassword(password, player.passwordHash) : verifyPasswordOfNobody(password)))
        .catch(async (err: unknown) => {
          // Refused by a full hash queue: no password was tried, so the attempt counts for nothing.
          if (err instanceof DomainError && err.kind === 'unavailable') await throttle.refund(keys);
          throw err;
        });
      if (!player || !ok) throw new ApiError(401, 'wrong_credentials', 'Wrong Credentials');
      // Self-exclusion and cool-off say which, and until when (the login form translates the code).
      const protection = protectionRefusal(player, now);
      if (protection) throw protection;
      if (isLocked(player, now)) {
        throw new ApiError(403, 'account_locked', 'This account is locked.', {
          until: player.lockedByOperator || !player.lockedUntil ? null : player.lockedUntil.toISOString(),
        });
      }
      // The daily session time limit: used up, no login until the next Belgrade day.
      if (playTimeLimit(player, now) !== null) {
        const time = await playTimeOf(rt.db, player, now);
        if (time.leftMs <= 0) throw playTimeReached(time.resetsAt);
      }
      await throttle.succeeded(keys);
      const loginAt = new Date(now);
      const params = rt.config.passwordHashing;
      // A hash made under weaker parameters is upgraded while the password is at hand.
      const upgraded = needsRehash(player.passwordHash, params) ? await passwordHashes.run(() => hashPassword(password, params)).catch(() => undefined) : undefined;
      await rt.db
        .update(players)
        .set({ lastLogin: loginAt, lastLoginFrom: address, ...(upgraded ? { passwordHash: upgraded } : {}) })
        .where(eq(players.id, player.id));
      const session = await openSession(rt, { playerId: player.id, userAgent: c.req.header('user-agent'), address, now });
      if (playTimeLimit(player, now) !== null) await updatePlayTimeDeadline(rt.db, player, now);
      rt.log.info('login', { player_id: player.id, session_id: session.sessionId });
      c.header('Set-Cookie', mustChangePasswordCookie(!player.hasLoggedInBefore));
      return c.json({ ...playerView(player, player.lastLogin, loginAt), access_token: session.access, refresh_token: session.refresh }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/token/refresh',
      tags: ['player'],
      summary: 'Exchanges a refresh token for a new access token and a new refresh token (rotation); a reused one ends its session.',
      request: { body: { required: true, ...json(z.object({ refresh: z.string().min(1).max(200) })) } },
      responses: {
        200: { description: 'New tokens', ...json(Tokens) },
        ...errors,
        403: { description: 'The daily session time limit is used up: every session has ended (details.until: when logins open again)', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const { refresh } = c.req.valid('json');
      const now = rt.clock.now();
      const next = await refreshSession(rt, refresh, now);
      const [player] = await rt.db.select().from(players).where(eq(players.id, next.playerId));
      if (!player || isLocked(player, now)) throw new ApiError(401, 'invalid_refresh', 'Your session has ended. Please log in again.');
      // Each refresh counts the day's time again: at the limit every session ends and the refresh is refused.
      if (playTimeLimit(player, now) !== null || player.playTimeEndsAt !== null) {
        const time = await updatePlayTimeDeadline(rt.db, player, now);
        if (time.limitMinutes !== null && time.leftMs <= 0) {
          await endAll(rt, player.id, now);
          throw playTimeReached(time.resetsAt);
        }
      }
      return c.json({ access: next.access, refresh: next.refresh }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/logout',
      tags: ['player'],
      summary: "Ends this device's session: its refresh token family and its access tokens, at once. Other devices stay logged in.",
      description: "A refresh token in the body must be the caller's own (403 otherwise, and nothing changes); its session ends too.",
      security: [{ bearer: [] }],
      request: { body: { required: false, ...json(z.object({ refresh_token: z.string().max(200).optional() })) } },
      responses: { 200: { description: 'Logged out', ...Ok }, ...errors, 403: { description: "Another player's refresh token", ...json(ErrorBody) } },
    }),
    async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { refresh_token?: unknown };
      const refreshToken = typeof body.refresh_token === 'string' && body.refresh_token.length <= 200 ? body.refresh_token : undefined;
      const now = rt.clock.now();
      const caller = callerOf(c);
      // Checked before anything ends: another player's token changes nothing.
      const named = refreshToken ? await sessionOfRefreshToken(rt, caller.player.id, refreshToken) : null;
      await endSession(rt, caller.player.id, caller.sessionId, now);
      if (named && named !== caller.sessionId) await endSession(rt, caller.player.id, named, now);
      c.header('Set-Cookie', mustChangePasswordCookie(false));
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/logout-everywhere',
      tags: ['player'],
      summary: 'Ends every session of the player, on every device, this one included.',
      security: [{ bearer: [] }],
      responses: { 200: { description: 'Logged out everywhere', ...Ok }, ...errors },
    }),
    async (c) => {
      const caller = callerOf(c);
      await endAll(rt, caller.player.id, rt.clock.now());
      c.header('Set-Cookie', mustChangePasswordCookie(false));
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/account/sessions',
      tags: ['account'],
      summary: "The player's open sessions (devices), most recently seen first; the caller's own is marked current.",
      security: [{ bearer: [] }],
      responses: { 200: { description: 'Sessions', ...json(z.object({ sessions: z.array(Session) })) }, ...errors },
    }),
    async (c) => {
      const caller = callerOf(c);
      return c.json({ sessions: await listSessions(rt, caller.player.id, caller.sessionId, rt.clock.now()) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/account/sessions/{id}',
      tags: ['account'],
      summary: 'Logs out one device: ends that session of the player at once.',
      security: [{ bearer: [] }],
      request: { params: z.object({ id: z.string().uuid() }) },
      responses: { 200: { description: 'Ended', ...Ok }, ...errors, 404: { description: 'No open session of the player with this id', ...json(ErrorBody) } },
    }),
    async (c) => {
      const caller = callerOf(c);
      const ended = await endSession(rt, caller.player.id, c.req.valid('param').id, rt.clock.now());
      if (!ended) throw new DomainError('not_found', 'session_not_found', 'No such open session.');
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/change_password',
      tags: ['player'],
      summary: 'Changes the password (spec section 5 rules, in order); ends every session and returns fresh tokens for a new one on this device.',
      security: [{ bearer: [] }],
      request: {
        body: {
          required: true,
          ...json(
            z.object({
              old_password: z.string().max(PASSWORD_MAX_LENGTH * 4),
              new_password: z.string().max(PASSWORD_MAX_LENGTH * 4),
              repeat_password: z
                .string()
                .max(PASSWORD_MAX_LENGTH * 4)
                .optional(),
              username: z.string().max(64),
            }),
          ),
        },
      },
      responses: {
        200: { description: 'Changed', ...json(Tokens.extend({ has_logged_in_before: z.literal(true) })) },
        ...errors,
        403: { description: 'Another player', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const { player } = callerOf(c);
      if (body.username.trim().toLowerCase() !== player.username.toLowerCase()) throw new ApiError(403, 'forbidden', 'You can only act on your own account.');
      const problem = checkNewPassword({ oldPassword: body.old_password, newPassword: body.new_password, repeatPassword: body.repeat_password ?? body.new_password });
      if (problem) throw new ApiError(400, `password_${problem}`, passwordMessage(problem));
      if (!(await passwordHashes.run(() => verifyPassword(body.old_password, player.passwordHash)))) throw new ApiError(400, 'wrong_password', 'Wrong password');
      const now = rt.clock.now();
      const params = rt.config.passwordHashing;
      const hash = await passwordHashes.run(() => hashPassword(body.new_password, params));
      await rt.db.update(players).set({ passwordHash: hash, hasLoggedInBefore: true }).where(eq(players.id, player.id));
      await endAll(rt, player.id, now);
      // The cut-off ends every token issued until now: this device's new session starts just after it.
      const session = await openSession(rt, { playerId: player.id, userAgent: c.req.header('user-agent'), address: clientAddress(c), now: now + 1 });
      c.header('Set-Cookie', mustChangePasswordCookie(false));
      return c.json({ access: session.access, refresh: session.refresh, has_logged_in_before: true as const }, 200);
    },
  );

  return app;
}

function passwordMessage(problem: string): string {
  switch (problem) {
    case 'too_short':
      return 'Your password must contain at least 8 characters';
    case 'mismatch':
      return 'The passwords entered do not match';
    case 'needs_letters_and_numbers':
      return 'Password must contain both numbers and letters';
    case 'too_long':
      return 'Your password is too long';
    default:
      return 'All three fields are required';
  }
}
