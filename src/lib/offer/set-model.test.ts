// Tennis and the other set sports share one model between the simulator and the odds: the
// simulator plays point by point with one point chance, and the odds are that chance carried
// exactly through games, tie-breaks, sets and the match. Matches played by the simulator
// win each offered odd (match, set betting, set handicap, total sets, set winners) as often
// as its price says, before the start and from live states.
import { describe, expect, it } from 'vitest';
import { SPORT_BY_ID, type SportDef } from './sports.ts';
import { initialState, liveParams, type LiveState } from './live-state.ts';
import { modelLiveChances, modelPricesAll } from './live-pricing.ts';
import { buildMarkets } from './markets.ts';
import { playMany, wonShare, zDistance, mispricedOdds } from './model-check.ts';

/** Tennis, volleyball, table tennis, badminton, squash, darts, snooker. */
const SET_SPORTS = [13, 91, 92, 94, 107, 15, 14];
const N = 20_000;
const Z_LIMIT = 4.5;

const sport = (id: number): SportDef => SPORT_BY_ID.get(id)!;

describe('one set model for the simulator and the odds', () => {
  for (const id of SET_SPORTS) {
    it(`${sport(id).name}: before the start, every offered odd wins as often as its price says`, () => {
      const def = sport(id);
      const diff = 1.2;
      const p = liveParams(def, diff);
      const finals = playMany(p, N, `sets-${id}`);
      expect(mispricedOdds(def, diff, finals, Z_LIMIT)).toEqual([]);
    });
  }
});

describe('the check has the power to see a wrong model', () => {
  it('tennis priced with a point chance 0.015 off fails the same check', () => {
    const def = sport(13);
    const p = liveParams(def, 0.4);
    const finals = playMany(p, N, 'sets-13');
    const wrong = { ...p, pointWin: p.pointWin + 0.015 };
    const ids = buildMarkets(def, 'A', 'B', 0.4, 0).flatMap((m) => m.odds.map((o) => o.customId));
    const chances = modelLiveChances(ids, wrong, initialState(wrong), false)!;
    const worst = Math.max(...ids.map((id) => zDistance(wonShare(id, finals, false).won, wonShare(id, finals, false).decided, { probability: chances.get(id) ?? 0 })));
    expect(worst).toBeGreaterThan(Z_LIMIT);
  });
});

const LIVE_STATES: Array<{ name: string; id: number; diff: number; state: Partial<LiveState> }> = [
  {
    name: 'tennis, a set up, 4-5 and 30-40 in the second',
    id: 13,
    diff: 0.8,
    state: {
      home: 1,
      away: 0,
      period: 2,
      periods: [
        [6, 3],
        [4, 5],
      ],
      game: [2, 3],
    },
  },
  { name: 'tennis, first-set tie-break at 3-4', id: 13, diff: -0.5, state: { period: 1, periods: [[6, 6]], game: [3, 4] } },
  {
    name: 'volleyball, deciding set at 10-12',
    id: 91,
    diff: 0.6,
    state: {
      home: 2,
      away: 2,
      period: 5,
      periods: [
        [25, 20],
        [22, 25],
        [25, 23],
        [19, 25],
        [10, 12],
      ],
      game: [10, 12],
    },
  },
  {
    name: 'table tennis, 1-2 in games, 8-8',
    id: 92,
    diff: 1.0,
    state: {
      home: 1,
      away: 2,
      period: 4,
      periods: [
        [11, 7],
        [9, 11],
        [12, 14],
        [8, 8],
      ],
      game: [8, 8],
    },
  },
];

describe('live set prices are the same model from the sets, games and points', () => {
  for (const c of LIVE_STATES) {
    it(`${c.name}: every open odd wins as often as its live chance says`, () => {
      const def = sport(c.id);
      const p = liveParams(def, c.diff);
      const start: LiveState = { ...initialState(p), ...c.state };
      const ids = buildMarkets(def, 'A', 'B', c.diff, 0).flatMap((m) => m.odds.map((o) => o.customId));
      const chances = modelLiveChances(ids, p, start, def.threeWay)!;
      expect(modelPricesAll(ids, chances, start, def.threeWay)).toBe(true);
      const finals = playMany(p, N, `live-${c.name}`, start);
      const off: string[] = [];
      let checked = 0;
      for (const id of ids) {
        const chance = chances.get(id);
        if (chance === undefined) continue;
        checked++;
        const { won, decided } = wonShare(id, finals, def.threeWay);
        const z = zDistance(won, decided, { probability: chance });
        if (z > Z_LIMIT) off.push(`${id} chance ${chance.toFixed(4)} won ${(won / decided).toFixed(4)} (z ${z.toFixed(1)})`);
      }
      expect(checked).toBeGreaterThan(4);
      expect(off).toEqual([]);
    });
  }
});
