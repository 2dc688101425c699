// The crash game: a multiplier climbs from 1.00x and crashes at a drawn point; the player's
// automatic cash-out target decides the round. The point is drawn so that
// P(crash >= t) = 0.97 / t for every target t, so the return to player is CRASH_RTP (97 %)
// whatever the target. Multipliers are integer hundredths (2.50x is 250).
import type { Rng } from './rng.ts';

export const CRASH_RTP = 0.97;
export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 100_000;
const SPAN = 2 ** 32;

/** The crash point in hundredths (at least 100: a crash at 1.00x loses every target). */
export function drawCrashPoint(rng: Rng): number {
  const r = rng.int(SPAN);
  return Math.max(100, Math.floor((97 * SPAN) / (SPAN - r)));
}

/** The amount returned for a stake at a target when the round crashed at a point. */
export function crashWin(stake: number, target: number, point: number): number {
  return point >= target ? Math.floor((stake * target) / 100) : 0;
}
