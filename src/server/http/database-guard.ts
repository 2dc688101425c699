// The API's answer while the database cannot be reached: 503 service_unavailable with
// Retry-After on every route, in the caller's language, instead of a 500 or a hang.
import type { Context, MiddlewareHandler } from 'hono';
import { getT } from '../../i18n/index.ts';
import { RETRY_AFTER_SECONDS, isDatabaseUnavailable, type DatabaseGate } from './database-gate.ts';
import { requestLang } from './request-lang.ts';

/** The 503 answer. */
export function serviceUnavailable(c: Context): Response {
  c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  const t = getT(requestLang(c.req.raw.headers));
  return c.json({ error: { code: 'service_unavailable', message: t('api.serviceUnavailable') } }, 503);
}

/** While the database is known down, answers 503 before the route runs (a shared probe tells when it is back). */
export function databaseGuard(gate: DatabaseGate, options: { exempt: (path: string) => boolean }): MiddlewareHandler {
  return async function databaseGuardHandler(c, next) {
    // Up is the common case: `available()` answers a plain true, and the request goes on without a wait.
    const available = gate.available();
    if (available !== true && !options.exempt(c.req.path) && !(await available)) return serviceUnavailable(c);
    await next();
  };
}

/**
 * For the API's error handler: a fault that is the database being unreachable (by its error,
 * or by a probe failing right after it) becomes 503; anything else stays a fault (null).
 */
export async function unavailableAnswer(err: unknown, c: Context, gate: DatabaseGate): Promise<Response | null> {
  if (isDatabaseUnavailable(err) || !(await gate.probe())) {
    gate.markDown();
    return serviceUnavailable(c);
  }
  return null;
}
