// Points sports share one model between the simulator and the odds: matches played by the
// simulator's own step function (one game minute per step, as on the feed) win each offered
// odd as often as its price says, before the start and from live states, and the spread of
// the final margin is the one the sport is configured with.
import { describe, expect, it } from 'vitest';
import { SPORT_BY_ID, type SportDef } from './sports.ts';
import { advance, initialState, liveParams, type LiveState } from './live-state.ts';
import { modelLiveChances, modelPricesAll } from './live-pricing.ts';
import { buildMarkets } from './markets.ts';
import { createRng } from './random.ts';
import { marginSpread, playMany, wonShare, zDistance, mispricedOdds } from './model-check.ts';
import { marginSpreadOf, pointsChances, pointsPlay } from './points-model.ts';

/** Basketball, handball, American football, rugby, water polo, baseball, Aussie rules. */
const POINTS_SPORTS = [18, 78, 12, 8, 110, 16, 36];
const N = 20_000;
/** About 150 odds are checked per run: 4.5 standard errors keeps a false alarm below one run in a thousand. */
const Z_LIMIT = 4.5;

const sport = (id: number): SportDef => SPORT_BY_ID.get(id)!;

function configuredSpread(s: SportDef): number {
  return s.model.kind === 'points' ? s.model.marginSd : 0;
}

describe('one points model for the simulator and the odds', () => {
  for (const id of POINTS_SPORTS) {
    it(`${sport(id).name}: before the start, every offered odd wins as often as its price says and the margin spreads as configured`, () => {
      const def = sport(id);
      const diff = 0.6;
      const p = liveParams(def, diff);
      const finals = playMany(p, N, `points-${id}`);
      const spread = marginSpread(finals);
      // The simulated spread is the model's (2% is four standard errors of 20,000 matches), and the model's is the configured one.
      expect(Math.abs(spread / marginSpreadOf(p.points!) - 1), `${def.name} margin spread ${spread.toFixed(2)}`).toBeLessThan(0.02);
      expect(Math.abs(spread / configuredSpread(def) - 1), `${def.name} margin spread ${spread.toFixed(2)}`).toBeLessThan(0.05);
      // Realistic scores: the mean total is the sport's configured one.
      const meanTotal = finals.reduce((t, f) => t + f.home + f.away, 0) / N;
      expect(Math.abs(meanTotal / (def.model.kind === 'points' ? def.model.total : 0) - 1)).toBeLessThan(0.03);
      expect(mispricedOdds(def, diff, finals, Z_LIMIT)).toEqual([]);
    });
  }
});

describe('the check has the power to see a wrong model', () => {
  it('basketball priced with the old spread of the simulator (18 instead of 12) fails the same check', () => {
    const def = sport(18);
    const p = liveParams(def, 0.6);
    const finals = playMany(p, N, 'points-18');
    const wrong = pointsPlay(18, { total: 164, marginSd: 18, draws: false, overtime: true }, false, 0.6);
    const ids = buildMarkets(def, 'A', 'B', 0.6, 0).flatMap((m) => m.odds.map((o) => o.customId));
    const chances = pointsChances(ids, wrong, { home: 0, away: 0, minute: 0, overtime: false, period: 1 }, [], false);
    const worst = Math.max(...ids.map((id) => zDistance(wonShare(id, finals, false).won, wonShare(id, finals, false).decided, { probability: chances.get(id) ?? 0 })));
    expect(worst).toBeGreaterThan(Z_LIMIT);
  });
});

/** A live state at `minute` game minutes (past regulation: into overtime) with the given period scores. */
function liveAt(id: number, diff: number, minute: number, periods: Array<[number, number]>): LiveState {
  const p = liveParams(sport(id), diff);
  const s = initialState(p);
  // Move the clock with possessions that never score, then write the score in.
  const quiet = { ...p, points: { ...p.points!, home: [1], away: [1] } };
  advance(s, quiet, (p.lengthMs * minute) / p.regulationMinutes, createRng('clock'));
  expect(s.periods.length).toBe(periods.length);
  s.periods = periods.map(([h, a]) => [h, a]);
  s.home = periods.reduce((t, [h]) => t + h, 0);
  s.away = periods.reduce((t, [, a]) => t + a, 0);
  return s;
}

const LIVE_STATES: Array<{ name: string; id: number; diff: number; minute: number; periods: Array<[number, number]> }> = [
  {
    name: 'basketball, third quarter, home 5 up',
    id: 18,
    diff: 0.3,
    minute: 25,
    periods: [
      [20, 18],
      [22, 19],
      [5, 5],
    ],
  },
  {
    name: 'basketball, fourth quarter, level',
    id: 18,
    diff: -0.4,
    minute: 36,
    periods: [
      [20, 22],
      [19, 18],
      [20, 19],
      [8, 8],
    ],
  },
  {
    name: 'basketball, overtime, away 2 up',
    id: 18,
    diff: 0.2,
    minute: 42,
    periods: [
      [20, 20],
      [20, 20],
      [20, 20],
      [20, 20],
      [2, 4],
    ],
  },
  {
    name: 'handball, second half, level',
    id: 78,
    diff: 0.5,
    minute: 45,
    periods: [
      [14, 13],
      [8, 9],
    ],
  },
  {
    name: 'American football, fourth quarter, home 4 down',
    id: 12,
    diff: 0.8,
    minute: 50,
    periods: [
      [7, 3],
      [3, 14],
      [7, 0],
      [0, 4],
    ],
  },
];

describe('live points prices are the same model from the score and the clock', () => {
  for (const c of LIVE_STATES) {
    it(`${c.name}: every open odd wins as often as its live chance says`, () => {
      const def = sport(c.id);
      const p = liveParams(def, c.diff);
      const start = liveAt(c.id, c.diff, c.minute, c.periods);
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
      expect(checked).toBeGreaterThan(6);
      expect(off).toEqual([]);
    });
  }
});
