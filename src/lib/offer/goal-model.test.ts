// The simulator and the odds share one goal model: matches played by the simulator's own step
// function (live-state.ts, one game minute per step, as on the feed) end in scores as often
// as the model the odds are priced from says, before kick-off and from a live state.
import { describe, expect, it } from 'vitest';
import { createRng } from './random.ts';
import { SPORT_BY_ID } from './sports.ts';
import { advance, initialState, liveParams, playOut, type LiveState } from './live-state.ts';
import { finalScoreGrid, goalRates, liveScoreGrid, periodScoreGrid } from './goal-model.ts';
import { scoreProbability, type GoalModel } from './models.ts';
import { buildMarkets } from './markets.ts';

const soccer = SPORT_BY_ID.get(1)!;

/** Upper 0.1% point of the chi-square distribution (Wilson-Hilferty, z = 3.09): exceeded by chance once in a thousand runs. */
function chiSquareLimit(dof: number): number {
  const a = 2 / (9 * dof);
  return dof * (1 - a + 3.09 * Math.sqrt(a)) ** 3;
}

/** Pearson's chi-square of observed counts against expected probabilities (which sum to 1). */
function chiSquare(observed: number[], expected: number[], n: number): number {
  return observed.reduce((s, o, i) => {
    const e = (expected[i] ?? 0) * n;
    return s + (o - e) ** 2 / e;
  }, 0);
}

/** Final-score buckets: every score with each side at most 4 goals, and one bucket for the rest. */
const BUCKETS = Array.from({ length: 25 }, (_, i) => [Math.floor(i / 5), i % 5] as const);
function bucketOf(h: number, a: number): number {
  return h <= 4 && a <= 4 ? h * 5 + a : 25;
}
function bucketProbabilities(m: GoalModel): number[] {
  const p = BUCKETS.map(([h, a]) => m.score[h]?.[a] ?? 0);
  return [...p, 1 - p.reduce((s, v) => s + v, 0)];
}

function simulate(n: number, diff: number, seed: string, from?: (s: LiveState) => void): { finals: LiveState[]; halves: Array<[number, number]> } {
  const p = liveParams(soccer, diff);
  const finals: LiveState[] = [];
  const halves: Array<[number, number]> = [];
  for (let i = 0; i < n; i++) {
    const rng = createRng(seed, i);
    const s = initialState(p);
    from?.(s);
    playOut(s, p, rng);
    finals.push(s);
    halves.push(s.periods[0] as [number, number]);
  }
  return { finals, halves };
}

const N = 30_000;

describe('one goal model for the simulator and the odds', () => {
  it('the simulator plays the rates the odds are priced from', () => {
    const diff = 0.55;
    const p = liveParams(soccer, diff);
    const rates = goalRates(soccer.model.kind === 'goals' ? soccer.model.mean : 0, diff);
    expect(p.homeRate * p.regulationMinutes).toBeCloseTo(rates.home, 12);
    expect(p.awayRate * p.regulationMinutes).toBeCloseTo(rates.away, 12);
  });

  it('pre-match: simulated final scores, 1X2, totals and half-time results match the model (chi-square, 0.1% level)', () => {
    const diff = 0.4;
    const rates = goalRates(2.7, diff);
    const grid = finalScoreGrid(rates);
    const { finals, halves } = simulate(N, diff, 'pre-match');

    const counts = new Array<number>(26).fill(0);
    for (const f of finals) counts[bucketOf(f.home, f.away)]!++;
    const expected = bucketProbabilities(grid);
    expect(chiSquare(counts, expected, N)).toBeLessThan(chiSquareLimit(25));

    const result = [0, 0, 0];
    for (const f of finals) result[f.home > f.away ? 0 : f.home === f.away ? 1 : 2]!++;
    const resultP = [scoreProbability(grid, (h, a) => h > a), scoreProbability(grid, (h, a) => h === a), scoreProbability(grid, (h, a) => h < a)];
    expect(chiSquare(result, resultP, N)).toBeLessThan(chiSquareLimit(2));

    for (const line of [1.5, 2.5, 3.5]) {
      const over = finals.filter((f) => f.home + f.away > line).length;
      const pOver = scoreProbability(grid, (h, a) => h + a > line);
      expect(chiSquare([over, N - over], [pOver, 1 - pOver], N)).toBeLessThan(chiSquareLimit(1));
    }

    // Half time: the simulator plays the first half at the same flat rate (half the match's goals).
    const half = periodScoreGrid(rates, 1, 2);
    const ht = [0, 0, 0];
    for (const [h, a] of halves) ht[h > a ? 0 : h === a ? 1 : 2]!++;
    const htP = [scoreProbability(half, (h, a) => h > a), scoreProbability(half, (h, a) => h === a), scoreProbability(half, (h, a) => h < a)];
    expect(chiSquare(ht, htP, N)).toBeLessThan(chiSquareLimit(2));
  });

  it('the offer prices the same probabilities: the 1X2 and half-time odds are the model with the margin', () => {
    const diff = 0.4;
    const grid = finalScoreGrid(goalRates(2.7, diff));
    const half = periodScoreGrid(goalRates(2.7, diff), 1, 2);
    const markets = buildMarkets(soccer, 'A', 'B', diff, 0);
    const odd = (id: string) => markets.flatMap((m) => m.odds).find((o) => o.customId === id)!.value;
    expect(odd('main.1')).toBe(Math.round(100 / scoreProbability(grid, (h, a) => h > a)));
    expect(odd('half_time.X')).toBe(Math.round(100 / scoreProbability(half, (h, a) => h === a)));
  });

  it('live: from 1-0 at the 60th minute, simulated final scores match the live grid', () => {
    const diff = -0.3;
    const p = liveParams(soccer, diff);
    const start = initialState(p);
    // Move the clock to the 60th minute without goals, then set the score.
    const quiet = { ...p, homeRate: 0, awayRate: 0 };
    advance(start, quiet, (p.lengthMs * 60) / 90, createRng('clock'));
    const grid = liveScoreGrid(p, { home: 1, away: 0, elapsedMs: start.elapsedMs });
    const { finals } = simulate(N, diff, 'live', (s) => {
      Object.assign(s, { ...start, periods: start.periods.map(([h, a]) => [h, a]), home: 1, away: 0 });
    });
    const counts = new Array<number>(26).fill(0);
    for (const f of finals) counts[bucketOf(f.home, f.away)]!++;
    // Buckets below the current score are impossible: leave them out (and their degrees of freedom).
    const expected = bucketProbabilities(grid);
    const used = expected.map((e, i) => i).filter((i) => (expected[i] ?? 0) > 0);
    expect(counts.filter((c, i) => !used.includes(i)).every((c) => c === 0)).toBe(true);
    const chi = chiSquare(
      used.map((i) => counts[i]!),
      used.map((i) => expected[i]!),
      N,
    );
    expect(chi).toBeLessThan(chiSquareLimit(used.length - 1));
  });

  it('has the power to see a wrong model: rates 8% off fail the same test', () => {
    const diff = 0.4;
    const wrong = finalScoreGrid({ home: goalRates(2.7, diff).home * 1.08, away: goalRates(2.7, diff).away * 1.08 });
    const { finals } = simulate(N, diff, 'pre-match');
    const counts = new Array<number>(26).fill(0);
    for (const f of finals) counts[bucketOf(f.home, f.away)]!++;
    expect(chiSquare(counts, bucketProbabilities(wrong), N)).toBeGreaterThan(chiSquareLimit(25));
    // The old half-time pricing (45% of the match's rates) is also seen as wrong.
    const rates = goalRates(2.7, diff);
    const old = finalScoreGrid({ home: rates.home * 0.45, away: rates.away * 0.45 });
    const { halves } = simulate(N, diff, 'pre-match');
    const ht = [0, 0, 0];
    for (const [h, a] of halves) ht[h > a ? 0 : h === a ? 1 : 2]!++;
    const oldP = [scoreProbability(old, (h, a) => h > a), scoreProbability(old, (h, a) => h === a), scoreProbability(old, (h, a) => h < a)];
    expect(chiSquare(ht, oldP, N)).toBeGreaterThan(chiSquareLimit(2));
  });
});
