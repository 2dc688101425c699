// Operator authentication: every /api/admin route needs "Authorization: Bearer <ADMIN_TOKEN>".
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Refuses with 401 unless the bearer token equals the operator token; compares in constant time. */
export function operatorAuth(options: { token: string }): MiddlewareHandler {
  const expected = digest(options.token);
  return async function operatorAuthHandler(c, next) {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header);
    // Hashing both sides first makes the comparison constant-time whatever the lengths.
    if (!match?.[1] || !timingSafeEqual(digest(match[1]), expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="operator"');
      // The API's error shape, written here so this middleware needs nothing from src/server/api.
      return c.json({ error: { code: 'unauthorized', message: 'The operator token is missing or wrong.' } }, 401);
    }
    await next();
  };
}
