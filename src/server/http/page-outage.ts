// Whether a page failed because the database cannot be reached: then the player gets the
// translated "back soon" page with 503 and Retry-After, never a stack or a bare 500.
import { runtime } from '../current.ts';
import { databaseGate, isDatabaseUnavailable, RETRY_AFTER_SECONDS } from './database-gate.ts';

export { RETRY_AFTER_SECONDS };

/** True when the error (or a probe right after it) says the database is unreachable; marks the gate down. */
export async function isDatabaseOutage(error: unknown): Promise<boolean> {
  let rt: ReturnType<typeof runtime>;
  try {
    rt = runtime();
  } catch {
    return isDatabaseUnavailable(error);
  }
  const gate = databaseGate(rt);
  if (isDatabaseUnavailable(error) || gate.isDown() || !(await gate.probe())) {
    gate.markDown();
    return true;
  }
  return false;
}

/** Whether pages should answer "back soon" now: the gate knows the database down and a probe does not find it back. */
export async function pagesUnavailable(): Promise<boolean> {
  try {
    return !(await databaseGate(runtime()).available());
  } catch {
    return false;
  }
}
