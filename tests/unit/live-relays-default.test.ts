// Relays start by default only where cores are free (issue 30; figures in docs/performance.md).
import { describe, expect, it } from 'vitest';
import { defaultLiveRelays } from '../../src/server/config.ts';

describe('the default number of live relays', () => {
  it('is none on one or two cores, where a relay would wait for CPU the node already uses', () => {
    expect(defaultLiveRelays(1)).toBe(0);
    expect(defaultLiveRelays(2)).toBe(0);
    expect(defaultLiveRelays(3)).toBe(0);
  });

  it('is one from four cores: one relay carries the anonymous fan-out of 10,000 sockets', () => {
    expect(defaultLiveRelays(4)).toBe(1);
    expect(defaultLiveRelays(16)).toBe(1);
  });
});
