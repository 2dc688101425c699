// The random source of real rounds: node:crypto's randomInt, a CSPRNG without modulo bias.
import { randomInt } from 'node:crypto';
import type { Rng } from '../../lib/casino/rng.ts';

export const cryptoRng: Rng = {
  int: (maxExclusive) => randomInt(0, maxExclusive),
};
