// The logged-in player (spec section 3), kept in session storage so it survives page loads
// but not the tab. Stored versioned and parsed on read: an old or tampered entry reads as
// "logged out" and never throws.
import './storage.ts';
import { persistentAtom } from '@nanostores/persistent';
import { atom } from 'nanostores';
import { z, type Infer } from '../lib/shape/index.ts';

export const SESSION_KEY = 'session';
const SESSION_VERSION = 1;

const LoggedUser = z.object({
  id: z.int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** Minor units (cents). */
  balance: z.int(),
  /** ISO 8601 instant of the previous login, or null on a first login. */
  last_login: z.nullable(z.string()),
  /** The formatted time of this login, shown in the desktop top bar. */
  logged_in_from: z.nullable(z.string()),
  has_logged_in_before: z.boolean(),
  access_token: z.string(),
  refresh_token: z.string(),
  currency: z.string(),
});

export type LoggedUser = Infer<typeof LoggedUser>;

const Stored = z.object({ v: z.literal(SESSION_VERSION), user: LoggedUser });

/** A LoggedUser from untrusted data, or null when it is not one. */
export function parseLoggedUser(value: unknown): LoggedUser | null {
  const parsed = LoggedUser.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Reads a stored entry; anything but the current version's valid shape is null. */
export function decodeSession(text: string): LoggedUser | null {
  try {
    const parsed = Stored.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.user : null;
  } catch {
    return null;
  }
}

/** The stored text of a user; undefined removes the entry. */
export function encodeSession(user: LoggedUser | null): string | undefined {
  return user ? JSON.stringify({ v: SESSION_VERSION, user }) : undefined;
}

export const $session = persistentAtom<LoggedUser | null>(SESSION_KEY, null, {
  encode: encodeSession,
  decode: decodeSession,
});

export function setSession(user: LoggedUser): void {
  $session.set(user);
}

export function clearSession(): void {
  $session.set(null);
  $sessionMeta.set(null);
  $sessionSettings.set(null);
}

/** A new balance in minor units, as the live socket pushes it. Ignored when logged out. */
export function updateBalance(balance: number): void {
  const user = $session.get();
  if (user && Number.isSafeInteger(balance)) $session.set({ ...user, balance });
}

/** "First Last", or the username when the operator gave no name. */
export function displayName(user: Pick<LoggedUser, 'first_name' | 'last_name' | 'username'>): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.username;
}

/**
 * Facts about the current login kept beside the player: when it started and the balance
 * then (for the reality check's duration and net result), when the tokens were last
 * refreshed and when the reality check last showed, so a page load does not restart them.
 */
export interface SessionMeta {
  id: number;
  started_at: number;
  opening_balance: number;
  refreshed_at: number;
  reality_checked_at: number;
}

const SessionMetaShape = z.object({
  id: z.int(),
  started_at: z.number(),
  opening_balance: z.int(),
  refreshed_at: z.number(),
  reality_checked_at: z.number(),
});

export const $sessionMeta = persistentAtom<SessionMeta | null>('session-meta', null, {
  encode: (meta) => (meta ? JSON.stringify(meta) : undefined),
  decode: (text) => {
    try {
      const parsed = SessionMetaShape.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
});

/** The meta of the logged-in player, started now when missing or left by another player. */
export function currentSessionMeta(user: LoggedUser, now: number): SessionMeta {
  const meta = $sessionMeta.get();
  if (meta && meta.id === user.id) return meta;
  const fresh = { id: user.id, started_at: now, opening_balance: user.balance, refreshed_at: now, reality_checked_at: now };
  $sessionMeta.set(fresh);
  return fresh;
}

export function patchSessionMeta(patch: Partial<Omit<SessionMeta, 'id'>>): void {
  const meta = $sessionMeta.get();
  if (meta) $sessionMeta.set({ ...meta, ...patch });
}

/** New tokens after a refresh or a password change. Ignored when logged out. */
export function updateTokens(access: string, refresh: string): void {
  const user = $session.get();
  if (user) $session.set({ ...user, access_token: access, refresh_token: refresh });
}

/** The player's own session settings (minutes; 0 is off), as GET /api/account answers them. */
export interface SessionSettings {
  auto_logout_minutes: number;
  reality_check_minutes: number;
}

export const $sessionSettings = atom<SessionSettings | null>(null);
