// Game sessions: a short-lived signed token bound to one player and one game, given to the
// game page in its URL. The page sends it instead of the player's access token, so a game
// never holds the site's credentials. A session ends early when the player logs out (the
// player's token cut-off) and is refused while the account is locked.
import { eq } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { casinoProviders, games } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { DomainError } from '../domain-error.ts';
import { isLocked, playerAndSession, type GuardDeps, type PlayerRow } from '../auth/guard.ts';
import type { GameKind, Section } from './catalogue-data.ts';

/** What game sessions use: the token secret, the clock, the database (the catalogue) and the guard's read of the player and the login session. */
export type GameSessionDeps = Pick<GuardDeps, 'database'> & {
  config: Pick<Config, 'jwtSecret'>;
  clock: Clock;
  db: Db;
};

export const GAME_SESSION_SECONDS = 2 * 60 * 60;
const AUDIENCE = 'casino-game';
const ISSUER = 'sportsbook';

export type GameRow = typeof games.$inferSelect & { kind: GameKind; section: Section; provider: string };

export interface GameSession {
  player: PlayerRow;
  game: GameRow;
  expiresAtMs: number;
}

const keys = new Map<string, Uint8Array>();
function key(secret: string): Uint8Array {
  let k = keys.get(secret);
  if (!k) {
    // A key of its own, so a game session token can never pass as an access token.
    k = new TextEncoder().encode(`casino-session:${secret}`);
    keys.set(secret, k);
  }
  return k;
}

export async function issueGameSession(rt: GameSessionDeps, playerId: number, gameUuid: string, sessionId?: string): Promise<{ token: string; expiresAtMs: number }> {
  const now = rt.clock.now();
  const expiresAtMs = (Math.floor(now / 1000) + GAME_SESSION_SECONDS) * 1000;
  // sid: the player's login session; a game ends with it (logout on that device).
  const token = await new SignJWT({ g: gameUuid, iat_ms: now, ...(sessionId ? { sid: sessionId } : {}) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(playerId))
    .setAudience(AUDIENCE)
    .setIssuer(ISSUER)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(expiresAtMs / 1000)
    .sign(key(rt.config.jwtSecret));
  return { token, expiresAtMs };
}

// The catalogue only changes at a restart, so a game read once is kept for the process.
const gameCache = new WeakMap<object, Map<string, GameRow>>();

export async function findGame(rt: GameSessionDeps, uuid: string): Promise<GameRow | undefined> {
  let cache = gameCache.get(rt.db);
  if (!cache) {
    cache = new Map();
    gameCache.set(rt.db, cache);
  }
  const cached = cache.get(uuid);
  if (cached) return cached;
  const game = await readGame(rt, uuid);
  if (game) cache.set(uuid, game);
  return game;
}

async function readGame(rt: GameSessionDeps, uuid: string): Promise<GameRow | undefined> {
  const [row] = await rt.db
    .select({ game: games, provider: casinoProviders.name })
    .from(games)
    .innerJoin(casinoProviders, eq(games.providerId, casinoProviders.id))
    .where(eq(games.uuid, uuid));
  return row ? ({ ...row.game, provider: row.provider } as GameRow) : undefined;
}

const expired = () => new DomainError('unauthenticated', 'session_expired', 'This game session has ended. Close the game and open it again.');

/** The player and game of a session token, or an DomainError: 401 when over, 403 when the account is locked. */
export async function openGameSession(rt: GameSessionDeps, token: string | null): Promise<GameSession> {
  if (!token) throw new DomainError('unauthenticated', 'unauthorized', 'A game session token is required.');
  const now = rt.clock.now();
  let claims: { playerId: number; gameUuid: string; issuedAtMs: number; expiresAtMs: number; sessionId: string | null };
  try {
    const { payload } = await jwtVerify(token, key(rt.config.jwtSecret), { algorithms: ['HS256'], audience: AUDIENCE, issuer: ISSUER, currentDate: new Date(now) });
    claims = {
      playerId: Number(payload.sub),
      gameUuid: String(payload.g),
      issuedAtMs: Number(payload.iat_ms),
      expiresAtMs: Number(payload.exp) * 1000,
      sessionId: typeof payload.sid === 'string' ? payload.sid : null,
    };
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) throw expired();
    throw err;
  }
  const read = await playerAndSession(rt, claims.playerId, claims.sessionId);
  if (!read || read.sessionOpen === false) throw expired();
  const { player } = read;
  if (player.tokensValidAfter && claims.issuedAtMs <= player.tokensValidAfter.getTime()) throw expired();
  if (isLocked(player, now)) throw new DomainError('forbidden', 'account_locked', 'This account is locked.');
  const game = await findGame(rt, claims.gameUuid);
  if (!game) throw expired();
  return { player, game, expiresAtMs: claims.expiresAtMs };
}

/** Opens a game for the player: a session token for the game page and the page's URL. */
export async function launchGame(rt: GameSessionDeps, playerId: number, gameUuid: string, lang: string, sessionId?: string): Promise<{ url: string; expiresAtMs: number }> {
  const game = await findGame(rt, gameUuid);
  if (!game) throw new DomainError('not_found', 'game_not_found', 'No such game.');
  const { token, expiresAtMs } = await issueGameSession(rt, playerId, game.uuid, sessionId);
  const mode = game.section === 'live-casino' ? 'live' : game.section === 'auto' ? 'auto' : 'table';
  const params = new URLSearchParams({ session: token, lang, mode });
  return { url: `/games/play/${game.kind}.html?${params.toString()}`, expiresAtMs };
}
