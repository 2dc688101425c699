import { describe, expect, it } from 'vitest';
import type { WireEvent } from './wire.ts';
import { applyPush, oddMoves, oddKey } from './live-merge.ts';

const odd = (custom_id: string, value: number) => ({
  name: custom_id,
  name2: null,
  name3: null,
  header: null,
  handicap: null,
  odds: value / 100,
  value,
  custom_id,
  suspended: false,
});
const main = {
  name: 'Full Time Result',
  realName: 'Full Time Result',
  custom_id: 'main',
  priority: 0,
  suspended: false,
  odds: [odd('main.1', 200), odd('main.X', 320), odd('main.2', 400)],
};
const event: WireEvent = {
  fi: 7,
  home: { name: 'A' },
  away: { name: 'B' },
  homeGoals: 0,
  awayGoals: 0,
  time: 1,
  league: { id: 1, name: 'L', sport: 'Soccer', sport_id: 1, custom_id: 'l' },
  sportId: 1,
  status: 'live',
  highlight: false,
  bets: [main, { ...main, custom_id: 'btts', odds: [odd('btts.yes', 190), odd('btts.no', 180)] }],
  fullTimeBet: main,
};

describe('applying a live push', () => {
  it('changes only what the push names and keeps the full-time bet in step', () => {
    const next = applyPush(event, {
      id: 7,
      homeGoals: 1,
      odds: [['main.1', 150, false]],
      live: { clock: { period: 1, label: '1H', minute: 12, second: 0, clocked: true }, resultPerPeriod: [{ home: 1, away: 0 }] },
    });
    expect(next.homeGoals).toBe(1);
    expect(next.awayGoals).toBe(0);
    expect(next.fullTimeBet?.odds[0]).toMatchObject({ value: 150, odds: 1.5 });
    expect(next.bets[1]).toBe(event.bets[1]);
    expect(next.clock?.minute).toBe(12);
    expect(event.fullTimeBet?.odds[0]?.value).toBe(200);
  });

  it('suspends and reopens a whole group', () => {
    const off = applyPush(event, { id: 7, groups: [['main', true]] });
    expect(off.fullTimeBet?.suspended).toBe(true);
    expect(off.fullTimeBet?.odds.every((o) => o.suspended)).toBe(true);
    const on = applyPush(off, { id: 7, groups: [['main', false]] });
    expect(on.fullTimeBet?.odds.every((o) => !o.suspended)).toBe(true);
  });

  it('finishes an event', () => {
    expect(applyPush(event, { id: 7, status: 'finished', homeGoals: 2, awayGoals: 1 })).toMatchObject({ status: 'finished', homeGoals: 2 });
  });
});

describe('odd moves', () => {
  it('flags risen odds higher and fallen odds lower, by slip key', () => {
    const next = applyPush(event, {
      id: 7,
      odds: [
        ['main.1', 210, false],
        ['main.2', 380, false],
        ['main.X', 320, true],
      ],
    });
    expect(oddMoves(event, next)).toEqual([
      [oddKey(7, 'main.1'), 'higher'],
      [oddKey(7, 'main.2'), 'lower'],
    ]);
    expect(oddMoves(undefined, next)).toEqual([]);
  });
});
