// Test support (pure): plays many matches with the simulator's own step function and
// compares how often each offered odd won with the probability its price stands for.
import { createRng } from './random.ts';
import { initialState, playOut, type LiveParams, type LiveState } from './live-state.ts';
import { settleLive } from './live-settle.ts';
import { buildMarkets } from './markets.ts';
import type { SportDef } from './sports.ts';

/** Plays `n` matches to the end from `start` (a fresh match when absent), one seeded stream each. */
export function playMany(p: LiveParams, n: number, seed: string, start?: LiveState): LiveState[] {
  const out: LiveState[] = [];
  for (let i = 0; i < n; i++) {
    const s = start ? structuredClone(start) : initialState(p);
    out.push(playOut(s, p, createRng(seed, i)));
  }
  return out;
}

/** How often each odd won among the matches where it was decided won or lost. */
export function wonShare(id: string, finals: readonly LiveState[], threeWay: boolean): { won: number; decided: number } {
  let won = 0;
  let decided = 0;
  for (const f of finals) {
    const o = settleLive(id, f, threeWay);
    if (o === 'won') won++;
    if (o === 'won' || o === 'lost') decided++;
  }
  return { won, decided };
}

/**
 * Standard errors between an observed share and the probability a price stands for. An
 * odd in whole hundredths stands for any probability whose rounded price is that odd, so
 * the distance is to the nearest end of that interval; `probability` (unrounded) is exact.
 */
export function zDistance(won: number, decided: number, odd: { value?: number; probability?: number }): number {
  if (decided === 0) return 0;
  const share = won / decided;
  let lo: number;
  let hi: number;
  if (odd.probability !== undefined) lo = hi = odd.probability;
  else {
    const v = odd.value ?? 0;
    lo = 100 / (v + 0.5);
    hi = 100 / (v - 0.5);
  }
  const p = Math.min(Math.max(share, lo), hi);
  const se = Math.sqrt(Math.max(p * (1 - p), 1e-9) / decided);
  return Math.abs(share - p) / se;
}

/** Standard deviation of the final home margin over the played matches. */
export function marginSpread(finals: readonly LiveState[]): number {
  const margins = finals.map((f) => f.home - f.away);
  const mean = margins.reduce((s, m) => s + m, 0) / margins.length;
  return Math.sqrt(margins.reduce((s, m) => s + (m - mean) ** 2, 0) / (margins.length - 1));
}

/** The offered odds of a match between sides `diff` apart that the played matches won more or less often than their price says (beyond `zLimit`), described. */
export function mispricedOdds(def: SportDef, diff: number, finals: readonly LiveState[], zLimit: number): string[] {
  const off: string[] = [];
  for (const m of buildMarkets(def, 'A', 'B', diff, 0)) {
    for (const o of m.odds) {
      const { won, decided } = wonShare(o.customId, finals, def.threeWay);
      const z = zDistance(won, decided, { value: o.value });
      if (z > zLimit) off.push(`${o.customId} priced ${o.value} won ${(won / decided).toFixed(3)} (z ${z.toFixed(1)})`);
    }
  }
  return off;
}
