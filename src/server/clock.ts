// Time for the whole server. The feed simulator and every rule that depends on "now" read
// this clock, so test control can move time forward without waiting.
export interface Clock {
  /** Milliseconds since the epoch, simulated. */
  now(): number;
  /** Moves simulated time forward; only test control calls this. */
  advance(seconds: number): void;
  offsetMs(): number;
}

export function createClock(base: () => number = Date.now): Clock {
  let offset = 0;
  return {
    now: () => base() + offset,
    advance(seconds) {
      if (!Number.isFinite(seconds) || seconds < 0) throw new RangeError('The clock only moves forward.');
      offset += Math.round(seconds * 1000);
    },
    offsetMs: () => offset,
  };
}
