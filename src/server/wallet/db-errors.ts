// Recognises PostgreSQL errors through the wrappers Drizzle, pg and PGlite put around them.

function sqlState(err: unknown, depth = 0): string | undefined {
  if (!err || typeof err !== 'object' || depth > 4) return undefined;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  return sqlState((err as { cause?: unknown }).cause, depth + 1);
}

/** A unique index refused the row (SQLSTATE 23505). */
export function isUniqueViolation(err: unknown): boolean {
  return sqlState(err) === '23505';
}

/** A check constraint refused the row (SQLSTATE 23514), e.g. a balance below zero. */
export function isCheckViolation(err: unknown): boolean {
  return sqlState(err) === '23514';
}
