import { describe, expect, it } from 'vitest';
import { coveredMs, nextDayStart, playTime } from './play-time.ts';
import { periodStart } from './index.ts';

const MIN = 60_000;

describe('play time', () => {
  it('counts two devices open at once once', () => {
    expect(
      coveredMs(
        [
          { from: 0, to: 30 * MIN },
          { from: 10 * MIN, to: 40 * MIN },
          { from: 50 * MIN, to: 60 * MIN },
        ],
        0,
        100 * MIN,
      ),
    ).toBe(50 * MIN);
  });

  it('counts only the site day (Belgrade) and ends the limit at the next midnight at the latest', () => {
    const now = Date.UTC(2026, 10, 25, 22, 30); // 23:30 in Belgrade
    const start = periodStart('daily', now);
    expect(start).toBe(Date.UTC(2026, 10, 24, 23, 0));
    expect(nextDayStart(now)).toBe(Date.UTC(2026, 10, 25, 23, 0));
    const time = playTime(60, [{ from: start - 120 * MIN, to: start + 20 * MIN }], now);
    expect(time.usedMs).toBe(20 * MIN);
    expect(time.leftMs).toBe(40 * MIN);
    expect(time.endsAt).toBeNull(); // 40 minutes from 23:30 is past midnight: tomorrow starts afresh
    expect(playTime(60, [{ from: start, to: now }], now)).toMatchObject({ leftMs: 0, endsAt: now });
    expect(playTime(null, [], now)).toMatchObject({ leftMs: Infinity, endsAt: null });
  });
});
