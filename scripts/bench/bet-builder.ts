// Bet builder pricing (issue 19): the time the server takes to price a 6-pick bet builder,
// the same steps as POST /api/bet-builder/price and placement (the match's score grid from
// the feed's model, then exact enumeration of the joint probability), over varied matches.
import { finalScoreGrid, goalRates } from '../../src/lib/offer/goal-model.ts';
import { priceBuilder } from '../../src/lib/offer/bet-builder.ts';
import type { Check } from './report.ts';

const SIX = ['main.1', 'double_chance.1X', 'over_under.o1.5', 'over_under.u3.5', 'btts.yes', 'handicap.a+1.5'];
const RUNS = 5_000;

export interface BetBuilderBench {
  runs: number;
  p50: number;
  p95: number;
  priced: number;
}

export function runBetBuilderBench(): BetBuilderBench {
  const times: number[] = [];
  let priced = 0;
  for (let i = 0; i < RUNS + 500; i++) {
    const diff = ((i % 41) - 20) / 20;
    const live = i % 3 === 0 ? { home: i % 2, away: 0 } : { home: 0, away: 0 };
    const start = performance.now();
    const grid = finalScoreGrid(goalRates(2.7, diff), live, i % 3 === 0 ? 0.5 : 1);
    const price = priceBuilder(grid, SIX);
    const took = performance.now() - start;
    // The first 500 warm the JIT up.
    if (i >= 500) {
      times.push(took);
      if (price.ok) priced++;
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? NaN;
  return { runs: RUNS, p50: at(0.5), p95: at(0.95), priced };
}

export function betBuilderChecks(r: BetBuilderBench): Check[] {
  return [
    {
      target: 'price a 6-pick bet builder, p95 < 5 ms',
      measured: `p50 ${r.p50.toFixed(3)} ms, p95 ${r.p95.toFixed(3)} ms (${r.runs} runs, ${r.priced} priced)`,
      verdict: r.p95 < 5 ? 'PASS' : 'FAIL',
    },
  ];
}
