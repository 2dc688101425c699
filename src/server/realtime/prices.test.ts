import { describe, expect, it } from 'vitest';
import { currentPrices, pushedPrices } from './prices.ts';
import type { WireBetGroup, WireEvent } from '../feed/types.ts';

const group = (id: string, suspended: boolean, odds: Array<[string, number, boolean]>): WireBetGroup => ({
  name: id,
  realName: id,
  custom_id: id,
  priority: 1,
  suspended,
  // The offer folds the market's suspension into each odd.
  odds: odds.map(([c, value, off]) => ({ name: c, name2: null, name3: null, header: null, handicap: null, odds: value / 100, value, custom_id: c, suspended: off || suspended })),
});

const event = (groups: WireBetGroup[]): WireEvent => ({
  fi: 7,
  home: { name: 'A' },
  away: { name: 'B' },
  homeGoals: null,
  awayGoals: null,
  time: 0,
  league: { id: 1, name: 'L', sport: 'Soccer', sport_id: 1, custom_id: '1-l' },
  sportId: 1,
  status: 'scheduled',
  highlight: false,
  bets: groups,
  fullTimeBet: groups[0] ?? null,
});

describe('prices', () => {
  it('lists every odd of an event with its market folded into its state', () => {
    const e = event([
      group('main', false, [
        ['main.1', 185, false],
        ['main.2', 210, true],
      ]),
      group('btts', true, [['btts.yes', 170, false]]),
    ]);
    expect(currentPrices(e)).toEqual({
      id: 7,
      status: 'scheduled',
      odds: [
        ['main.1', 185, false],
        ['main.2', 210, true],
        ['btts.yes', 170, true],
      ],
    });
  });

  it('takes the values a change carries and the market state from the change or the offer', () => {
    // The offer has not applied the change yet: its own value is older.
    const e = event([
      group('main', true, [
        ['main.1', 185, false],
        ['main.2', 210, false],
      ]),
      group('btts', false, [['btts.yes', 170, false]]),
    ]);
    expect(
      pushedPrices(
        {
          id: 7,
          odds: [
            ['main.1', 190, false],
            ['main.1', 195, false],
          ],
        },
        e,
      ),
    ).toEqual({ id: 7, odds: [['main.1', 195, true]] });
    expect(pushedPrices({ id: 7, odds: [['btts.yes', 175, true]] }, e)).toEqual({ id: 7, odds: [['btts.yes', 175, true]] });
    // A market reopened: its odds open again, whatever the offer still folds in.
    expect(pushedPrices({ id: 7, groups: [['main', false]], odds: [['main.1', 200, false]] }, e)).toEqual({
      id: 7,
      odds: [
        ['main.1', 200, false],
        ['main.2', 210, false],
      ],
    });
    expect(pushedPrices({ id: 7, groups: [['btts', true]] }, e)).toEqual({ id: 7, odds: [['btts.yes', 170, true]] });
  });

  it('passes a status on and leaves out what moves no price', () => {
    expect(pushedPrices({ id: 7, status: 'cancelled' }, undefined)).toEqual({ id: 7, status: 'cancelled' });
    expect(pushedPrices({ id: 7, homeGoals: 1, awayGoals: 0 }, undefined)).toBeUndefined();
    expect(pushedPrices({ id: 7, odds: [['x.1', 150, false]] }, undefined)).toEqual({ id: 7, odds: [['x.1', 150, false]] });
  });
});
