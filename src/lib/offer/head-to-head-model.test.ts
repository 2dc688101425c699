// Head-to-head contests share one model between the simulator and the odds: contests played
// by the simulator win each offered odd as often as its price says, before the start and
// from live states.
import { describe, expect, it } from 'vitest';
import { SPORT_BY_ID, type SportDef } from './sports.ts';
import { initialState, liveParams, playOut, type LiveState } from './live-state.ts';
import { modelLiveChances, modelPricesAll } from './live-pricing.ts';
import { buildMarkets } from './markets.ts';
import { wonShare, zDistance, mispricedOdds } from './model-check.ts';
import { createRng } from './random.ts';
import { logistic } from './models.ts';

/** Formula 1 and MMA (two-way), golf and boxing (ties). */
const SPORTS = [10, 162, 7, 9];
const N = 20_000;
const Z_LIMIT = 4.5;

const sport = (id: number): SportDef => SPORT_BY_ID.get(id)!;

function playMany(def: SportDef, diff: number, seed: string, start?: LiveState): LiveState[] {
  const p = liveParams(def, diff);
  return Array.from({ length: N }, (_, i) => playOut(start ? structuredClone(start) : initialState(p), p, createRng(seed, i)));
}

describe('one head-to-head model for the simulator and the odds', () => {
  for (const id of SPORTS) {
    for (const diff of [0.3, 1.6]) {
      it(`${sport(id).name}, strength difference ${diff}: before the start, every offered odd wins as often as its price says`, () => {
        const def = sport(id);
        const finals = playMany(def, diff, `h2h-${id}-${diff}`);
        expect(mispricedOdds(def, diff, finals, Z_LIMIT)).toEqual([]);
      });
    }
  }

  it('has the power to see a wrong model: the old logistic price of a strong favourite fails the same check', () => {
    const def = sport(10);
    const { won, decided } = wonShare('main.1', playMany(def, 1.6, 'h2h-power'), false);
    expect(zDistance(won, decided, { probability: logistic(1.1 * 1.6) })).toBeGreaterThan(Z_LIMIT);
  });

  it('from live states (ahead, behind, late), every odd wins as often as its live chance says, without play-outs', () => {
    const off: string[] = [];
    for (const [id, diff, share, lead] of [
      [10, 0.8, 0.5, -0.4],
      [9, -0.5, 0.8, 0.1],
      [7, 0.2, 0.95, 0.05],
    ] as const) {
      const def = sport(id);
      const p = liveParams(def, diff);
      const start: LiveState = { ...initialState(p), elapsedMs: p.lengthMs * share, lead };
      const ids = buildMarkets(def, 'A', 'B', diff, 0).flatMap((m) => m.odds.map((o) => o.customId));
      const chances = modelLiveChances(ids, p, start, def.threeWay);
      expect(chances && modelPricesAll(ids, chances, start, def.threeWay)).toBe(true);
      const finals = playMany(def, diff, `h2h-live-${id}`, start);
      for (const oddId of ids) {
        const { won, decided } = wonShare(oddId, finals, def.threeWay);
        const z = zDistance(won, decided, { probability: chances!.get(oddId)! });
        if (z > Z_LIMIT) off.push(`${def.name} ${oddId} chance ${chances!.get(oddId)!.toFixed(4)} won ${(won / decided).toFixed(4)} (z ${z.toFixed(1)})`);
      }
    }
    expect(off).toEqual([]);
  });
});
