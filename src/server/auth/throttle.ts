// Counts failed logins per key (username, address) in a sliding window. One node's memory:
// with several nodes each enforces its own window, which still bounds guessing per node.
export interface Throttle {
  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string, nowMs: number): number;
  fail(key: string, nowMs: number): void;
  clear(key: string): void;
}

export function createThrottle(options: { limit: number; windowMs: number }): Throttle {
  const failures = new Map<string, number[]>();
  const recent = (key: string, nowMs: number) => (failures.get(key) ?? []).filter((t) => t > nowMs - options.windowMs);
  return {
    retryAfter(key, nowMs) {
      const times = recent(key, nowMs);
      if (times.length === 0) failures.delete(key);
      else failures.set(key, times);
      if (times.length < options.limit) return 0;
      const oldest = times[times.length - options.limit] ?? nowMs;
      return Math.max(1, Math.ceil((oldest + options.windowMs - nowMs) / 1000));
    },
    fail(key, nowMs) {
      const times = recent(key, nowMs);
      times.push(nowMs);
      failures.set(key, times);
      if (failures.size > 100_000) failures.delete(failures.keys().next().value as string);
    },
    clear(key) {
      failures.delete(key);
    },
  };
}
