import { describe, expect, it } from 'vitest';
import { acceptsOdds, matchState } from './match-state.ts';

const NOW = Date.UTC(2026, 10, 25, 18, 0, 0);
const at = (offsetSeconds: number) => NOW / 1000 + offsetSeconds;

describe('matchState', () => {
  it('reads a scheduled match as upcoming until its start, then as started', () => {
    expect(matchState({ status: 'scheduled', time: at(60) }, NOW)).toBe('upcoming');
    expect(matchState({ status: 'scheduled', time: at(0) }, NOW)).toBe('started');
    expect(matchState({ status: 'scheduled', time: at(-1) }, NOW)).toBe('started');
  });

  it('reads live, finished and cancelled whatever the start time says', () => {
    expect(matchState({ status: 'live', time: at(600) }, NOW)).toBe('live');
    expect(matchState({ status: 'finished', time: at(600) }, NOW)).toBe('finished');
    expect(matchState({ status: 'cancelled', time: at(-600) }, NOW)).toBe('void');
  });
});

describe('acceptsOdds', () => {
  it('takes pre-match odds only before the start and live odds only in play', () => {
    const table = (['upcoming', 'started', 'live', 'finished', 'void'] as const).map((s) => [s, acceptsOdds(s, false), acceptsOdds(s, true)]);
    expect(table).toEqual([
      ['upcoming', true, false],
      ['started', false, false],
      ['live', false, true],
      ['finished', false, false],
      ['void', false, false],
    ]);
  });
});
