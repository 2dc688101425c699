import { describe, expect, it } from 'vitest';
import { currentPrices, pushedPrices } from './prices.ts';
import type { WireBetGroup, WireEvent } from '../feed/types.ts';
import { wireEvent, wireGroup, wireOdd } from '../../lib/offer/wire.fixtures.ts';

/** A market with the offer's view of its odds: the market's suspension folded into each. */
const group = (id: string, suspended: boolean, odds: Array<[string, number, boolean]>): WireBetGroup =>
  wireGroup(
    id,
    odds.map(([c, value, off]) => wireOdd(c, value, { custom_id: c, suspended: off || suspended })),
    { suspended },
  );

const event = (groups: WireBetGroup[]): WireEvent => wireEvent(groups, { fi: 7 });

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
