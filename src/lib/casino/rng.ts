// The random source a game draws from. The server passes a cryptographically secure one
// (node:crypto randomInt); simulations and tests pass a seeded one so a run can be repeated.

export interface Rng {
  /** A uniformly distributed integer in [0, maxExclusive); maxExclusive at most 2^32. */
  int(maxExclusive: number): number;
}

/** A repeatable generator (mulberry32) for simulations; never for real rounds. */
export function seededRng(seed: number): Rng {
  let a = seed >>> 0;
  const next32 = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return {
    int(maxExclusive) {
      // Two draws give 53 bits, so the modulo bias is far below anything a simulation sees.
      const hi = next32() >>> 11;
      const lo = next32();
      return Math.floor(((hi * 2 ** 32 + lo) / 2 ** 53) * maxExclusive);
    },
  };
}
