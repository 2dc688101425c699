// The login call shared by the desktop inline form, the mobile page and the modal.
// A throttled or locked account says so; any other refusal reads as wrong credentials
// (spec section 5); only a missing answer is a network error.
import { parseMajor } from '../../lib/money/index.ts';
import { $sessionMeta, parseLoggedUser, setSession, type LoggedUser } from '../../stores/session.ts';
import { formatsFor } from '../../lib/format/locale.ts';
import { pageLang } from '../i18n.ts';
import type { T } from '../translate.ts';
import { sendJson } from '../api/json.ts';

export type LoginFailure =
  | { ok: false; messageKey: 'wrong_credentials' | 'network_error_message' | 'login.busy' }
  /** Throttled: whole minutes until the next try is allowed. */
  | { ok: false; messageKey: 'login.tooManyAttempts'; minutes: number }
  /** Self-excluded or locked by the operator; `until` is an ISO time, null when indefinite. */
  | { ok: false; messageKey: 'login.accountLocked'; until: string | null }
  /** Player protection (issue 18): a break, a self-exclusion (until null: indefinite) or the day's session time used up. */
  | { ok: false; messageKey: 'login.coolOff' | 'login.selfExcluded' | 'login.playTimeReached'; until: string | null };

export type LoginOutcome = { ok: true; user: LoggedUser } | LoginFailure;

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

/** The failure an error answer stands for; anything unexpected reads as wrong credentials. */
export function failureFromAnswer(status: number, body: unknown, retryAfterHeader: string | null): LoginFailure {
  const error = typeof body === 'object' && body !== null ? (body as { error?: { code?: unknown; details?: Record<string, unknown> } }).error : undefined;
  if (status === 429) {
    const seconds = Number(error?.details?.retry_after_seconds ?? retryAfterHeader);
    return { ok: false, messageKey: 'login.tooManyAttempts', minutes: Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 15 };
  }
  if (status === 503 && error?.code === 'login_busy') return { ok: false, messageKey: 'login.busy' };
  const until = typeof error?.details?.until === 'string' && Number.isFinite(Date.parse(error.details.until)) ? error.details.until : null;
  if (status === 403 && error?.code === 'cool_off') return { ok: false, messageKey: 'login.coolOff', until };
  if (status === 403 && error?.code === 'self_excluded') return { ok: false, messageKey: 'login.selfExcluded', until };
  if (status === 403 && error?.code === 'play_time_reached') return { ok: false, messageKey: 'login.playTimeReached', until };
  if (status === 403 && error?.code === 'account_locked') {
    const until = error.details?.until;
    return { ok: false, messageKey: 'login.accountLocked', until: typeof until === 'string' && Number.isFinite(Date.parse(until)) ? until : null };
  }
  return { ok: false, messageKey: 'wrong_credentials' };
}

/**
 * Logs in and stores the player; never throws. sendJson rather than the shared client,
 * because the refusals carry details (Retry-After, the lock's end) the player must see.
 */
export async function login(username: string, password: string, currency: string): Promise<LoginOutcome> {
  if (!username.trim() || !password) return { ok: false, messageKey: 'wrong_credentials' };
  const answer = await sendJson('POST', 'login', { username: username.trim(), password });
  if (answer.status === 0) return { ok: false, messageKey: 'network_error_message' };
  if (!answer.ok) return failureFromAnswer(answer.status, answer.body, answer.headers?.get('retry-after') ?? null);
  const user = userFromLogin(answer.body, currency);
  if (!user) return { ok: false, messageKey: 'wrong_credentials' };
  $sessionMeta.set(null);
  setSession(user);
  return { ok: true, user };
}

/** The translated text of a refused login. */
export function loginFailureText(failure: LoginFailure, t: T): string {
  switch (failure.messageKey) {
    case 'login.tooManyAttempts':
      return t('login.tooManyAttempts', { minutes: failure.minutes });
    case 'login.accountLocked':
      return failure.until ? t('login.accountLockedUntil', { until: formatsFor(pageLang()).dateTime(Date.parse(failure.until)) }) : t('login.accountLockedIndefinitely');
    case 'login.coolOff':
    case 'login.playTimeReached':
      return t(failure.messageKey, { until: failure.until ? formatsFor(pageLang()).dateTime(Date.parse(failure.until)) : '' });
    case 'login.selfExcluded':
      return failure.until ? t('login.selfExcluded', { until: formatsFor(pageLang()).dateTime(Date.parse(failure.until)) }) : t('login.selfExcludedIndefinitely');
    default:
      return t(failure.messageKey);
  }
}

/** Where a fresh login goes: the change-password screen first, else the return path or home. */
export function afterLoginPath(user: LoggedUser, from: string | null): string {
  if (!user.has_logged_in_before) return '/change-password';
  // Only same-site paths, so a crafted link cannot send the player elsewhere.
  return from && from.startsWith('/') && !from.startsWith('//') ? from : '/';
}
