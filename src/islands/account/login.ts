// The login call shared by the desktop inline form and (later) the mobile page and modal.
// Any refusal, and a route not yet there, reads as wrong credentials (spec section 5);
// only a missing answer is a network error.
import { parseMajor } from '../../lib/money/index.ts';
import { parseLoggedUser, setSession, type LoggedUser } from '../../stores/session.ts';

export type LoginOutcome = { ok: true; user: LoggedUser } | { ok: false; messageKey: 'wrong_credentials' | 'network_error_message' };

/** The stored user from a login answer: balance in minor units, the site currency when the answer names none. */
export function userFromLogin(raw: unknown, currency: string): LoggedUser | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const data = raw as Record<string, unknown>;
  const balance = typeof data.balance === 'string' ? parseMajor(data.balance) : data.balance;
  return parseLoggedUser({
    last_login: null,
    logged_in_from: null,
    ...data,
    balance: typeof balance === 'bigint' ? Number(balance) : balance,
    currency: typeof data.currency === 'string' ? data.currency : currency,
  });
}

/** Logs in and stores the player; never throws. */
export async function login(username: string, password: string, currency: string): Promise<LoginOutcome> {
  if (!username.trim() || !password) return { ok: false, messageKey: 'wrong_credentials' };
  // The client (and ky) load only when someone logs in, not with every page.
  const { apiPost, ApiFailure } = await import('../api/client.ts');
  try {
    const user = userFromLogin(await apiPost('login', { username: username.trim(), password }), currency);
    if (!user) return { ok: false, messageKey: 'wrong_credentials' };
    setSession(user);
    return { ok: true, user };
  } catch (error) {
    const offline = error instanceof ApiFailure && error.status === 0;
    return { ok: false, messageKey: offline ? 'network_error_message' : 'wrong_credentials' };
  }
}

/** Where a fresh login goes: the change-password screen first, else the return path or home. */
export function afterLoginPath(user: LoggedUser, from: string | null): string {
  if (!user.has_logged_in_before) return '/change-password';
  // Only same-site paths, so a crafted link cannot send the player elsewhere.
  return from && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
