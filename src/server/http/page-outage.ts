// Whether a page failed because the database cannot be reached: then the player gets the
// translated "back soon" page with 503 and Retry-After, never a stack or a bare 500.
import { databaseGate, isDatabaseUnavailable, RETRY_AFTER_SECONDS, type GateDeps } from './database-gate.ts';

export { RETRY_AFTER_SECONDS };

/**
 * True when the error (or a probe right after it) says the database is unreachable; marks the
 * gate down. `rt` is the page's runtime, missing when the page failed before the middleware set it.
 */
export async function isDatabaseOutage(error: unknown, rt: GateDeps | undefined): Promise<boolean> {
  if (!rt) return isDatabaseUnavailable(error);
  const gate = databaseGate(rt);
  if (isDatabaseUnavailable(error) || gate.isDown() || !(await gate.probe())) {
    gate.markDown();
    return true;
  }
  return false;
}

/** Whether pages should answer "back soon" now: the gate knows the database down and a probe does not find it back. */
export async function pagesUnavailable(rt: GateDeps): Promise<boolean> {
  try {
    return !(await databaseGate(rt).available());
  } catch {
    return false;
  }
}
