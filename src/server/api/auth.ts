// Login, token refresh, logout and change password (spec section 7).
import { createRoute, z } from '@hono/zod-openapi';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { and, eq, sql } from 'drizzle-orm';
import { players } from '../db/schema.ts';
import type { Runtime } from '../runtime.ts';
import { hashPassword, verifyPassword, verifyPasswordOfNobody } from '../accounts/password.ts';
import { checkNewPassword } from '../../lib/account/password-rules.ts';
import { PASSWORD_MAX_LENGTH } from '../../lib/validation/index.ts';
import { createThrottle } from '../auth/throttle.ts';
import { createRefreshToken, issueAccessToken, revokeAllFor, revokeFamilyOf, rotateRefreshToken } from '../auth/tokens.ts';
import { bearerToken, isLocked, playerFromToken, type PlayerRow } from '../auth/guard.ts';
import { playerView } from '../auth/player-view.ts';
import { ApiError, ErrorBody } from './errors.ts';
import { subApp } from './sub-app.ts';

export const LOGIN_FAILURE_LIMIT = 5;
// One address may be a whole office or mobile carrier behind NAT: it gets more room than a username.
export const ADDRESS_FAILURE_LIMIT = 30;
export const LOGIN_WINDOW_MS = 15 * 60_000;

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const errors = {
  400: { description: 'Invalid input', ...json(ErrorBody) },
  401: { description: 'Not authenticated', ...json(ErrorBody) },
};

const LoginBody = z.object({ username: z.string().max(64), password: z.string().max(PASSWORD_MAX_LENGTH * 4) }).openapi('LoginRequest');
const Player = z
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

function clientAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local';
  }
}

async function startSession(rt: Runtime, player: PlayerRow, now: number) {
  const [access, refresh] = await Promise.all([issueAccessToken(rt.config.jwtSecret, player.id, now), createRefreshToken(rt.db, player.id, now)]);
  return { access, refresh };
}

/** Ends every session of a player at once: access tokens via the cut-off, sockets via the bus. */
export async function endAllSessions(rt: Runtime, playerId: number, now: number, keepFamily?: string): Promise<void> {
  await rt.db.update(players).set({ tokensValidAfter: new Date(now) }).where(eq(players.id, playerId));
  await revokeAllFor(rt.db, playerId, now, keepFamily);
  rt.bus.publish('player', { action: 'disconnect', player_id: playerId });
}

export function authApi(rt: Runtime) {
  const app = subApp();
  const byUsername = createThrottle({ limit: LOGIN_FAILURE_LIMIT, windowMs: LOGIN_WINDOW_MS });
  const byAddress = createThrottle({ limit: ADDRESS_FAILURE_LIMIT, windowMs: LOGIN_WINDOW_MS });

  app.openapi(
    createRoute({
      method: 'post',
      path: '/login',
      tags: ['player'],
      summary: 'Logs a player in; returns the logged user with an access and a refresh token.',
      request: { body: { required: true, ...json(LoginBody) } },
      responses: {
        200: { description: 'Logged in', ...json(Player) },
        ...errors,
        403: { description: 'Account locked', ...json(ErrorBody) },
        429: { description: 'Too many failed attempts; see Retry-After', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const { username, password } = c.req.valid('json');
      const now = rt.clock.now();
      const userKey = username.trim().toLowerCase();
      const addressKey = clientAddress(c);
      const wait = Math.max(byUsername.retryAfter(userKey, now), byAddress.retryAfter(addressKey, now));
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        throw new ApiError(429, 'too_many_attempts', `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minutes.`, { retry_after_seconds: wait });
      }
      const [player] = await rt.db.select().from(players).where(sql`lower(${players.username}) = ${username.trim().toLowerCase()}`);
      const ok = player && username.trim() !== '' ? await verifyPassword(password, player.passwordHash) : await verifyPasswordOfNobody(password);
      if (!player || !ok) {
        byUsername.fail(userKey, now);
        byAddress.fail(addressKey, now);
        throw new ApiError(401, 'wrong_credentials', 'Wrong Credentials');
      }
      if (isLocked(player, now)) {
        throw new ApiError(403, 'account_locked', 'This account is locked.', {
          until: player.lockedByOperator || !player.lockedUntil ? null : player.lockedUntil.toISOString(),
        });
      }
      byUsername.clear(userKey);
      const loginAt = new Date(now);
      await rt.db.update(players).set({ lastLogin: loginAt, lastLoginFrom: clientAddress(c) }).where(eq(players.id, player.id));
      const { access, refresh } = await startSession(rt, player, now);
      rt.log.info('login', { player_id: player.id });
      return c.json({ ...playerView(player, player.lastLogin, loginAt), access_token: access, refresh_token: refresh }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/token/refresh',
      tags: ['player'],
      summary: 'Exchanges a refresh token for a new access token and a new refresh token (rotation).',
      request: { body: { required: true, ...json(z.object({ refresh: z.string().min(1).max(200) })) } },
      responses: { 200: { description: 'New tokens', ...json(Tokens) }, ...errors },
    }),
    async (c) => {
      const { refresh } = c.req.valid('json');
      const now = rt.clock.now();
      const rotated = await rotateRefreshToken(rt.db, refresh, now);
      if (!rotated.ok) throw new ApiError(401, rotated.reason === 'reused' ? 'refresh_reused' : 'invalid_refresh', 'Your session has ended. Please log in again.');
      const [player] = await rt.db.select().from(players).where(eq(players.id, rotated.playerId));
      if (!player || isLocked(player, now)) throw new ApiError(401, 'invalid_refresh', 'Your session has ended. Please log in again.');
      const access = await issueAccessToken(rt.config.jwtSecret, player.id, now);
      return c.json({ access, refresh: rotated.refresh }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/logout',
      tags: ['player'],
      summary: 'Ends the session: revokes its refresh token family and every access token issued so far.',
      security: [{ bearer: [] }],
      request: { body: { required: true, ...json(z.object({ refresh_token: z.string().max(200).optional() })) } },
      responses: { 200: { description: 'Logged out', ...json(z.object({ ok: z.literal(true) })) }, ...errors },
    }),
    async (c) => {
      const { refresh_token } = c.req.valid('json');
      const now = rt.clock.now();
      const player = await playerFromToken(rt, bearerToken(c.req.header('authorization')));
      if (refresh_token) {
        const owner = await revokeFamilyOf(rt.db, refresh_token, now);
        if (owner !== null && owner !== player.id) throw new ApiError(403, 'forbidden', 'You can only act on your own account.');
      }
      await rt.db.update(players).set({ tokensValidAfter: new Date(now) }).where(eq(players.id, player.id));
      rt.bus.publish('player', { action: 'disconnect', player_id: player.id });
      return c.json({ ok: true as const }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/change_password',
      tags: ['player'],
      summary: 'Changes the password (spec section 5 rules, in order); ends the other sessions and returns fresh tokens.',
      security: [{ bearer: [] }],
      request: {
        body: {
          required: true,
          ...json(
            z.object({
              old_password: z.string().max(PASSWORD_MAX_LENGTH * 4),
              new_password: z.string().max(PASSWORD_MAX_LENGTH * 4),
              repeat_password: z.string().max(PASSWORD_MAX_LENGTH * 4).optional(),
              username: z.string().max(64),
            }),
          ),
        },
      },
      responses: { 200: { description: 'Changed', ...json(Tokens.extend({ has_logged_in_before: z.literal(true) })) }, ...errors, 403: { description: 'Another player', ...json(ErrorBody) } },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const player = await playerFromToken(rt, bearerToken(c.req.header('authorization')));
      if (body.username.trim().toLowerCase() !== player.username.toLowerCase()) throw new ApiError(403, 'forbidden', 'You can only act on your own account.');
      const problem = checkNewPassword({ oldPassword: body.old_password, newPassword: body.new_password, repeatPassword: body.repeat_password ?? body.new_password });
      if (problem) throw new ApiError(400, `password_${problem}`, passwordMessage(problem));
      if (!(await verifyPassword(body.old_password, player.passwordHash))) throw new ApiError(400, 'wrong_password', 'Wrong password');
      const now = rt.clock.now();
      const hash = await hashPassword(body.new_password);
      await rt.db.update(players).set({ passwordHash: hash, hasLoggedInBefore: true }).where(and(eq(players.id, player.id)));
      // The cut-off ends every session, this one too; the fresh tokens below keep this one going.
      await endAllSessions(rt, player.id, now);
      const { access, refresh } = await startSession(rt, player, now + 1);
      return c.json({ access, refresh, has_logged_in_before: true as const }, 200);
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
