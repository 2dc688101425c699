// Return-to-player simulations: each plays many rounds with a fixed stake and reports the
// total staked and returned. Used by the unit tests (seeded, a few hundred thousand rounds)
// and by scripts/casino-rtp.ts (a million rounds per game).
import type { Rng } from './rng.ts';
import { spinSlot } from './slot.ts';
import { settleRoulette, spinRoulette, type RouletteBet } from './roulette.ts';
import { actBlackjack, basicStrategy, dealBlackjack } from './blackjack.ts';
import { crashWin, drawCrashPoint } from './crash.ts';
import { baccaratWin, dealBaccarat, type BaccaratSide } from './baccarat.ts';

export interface RtpRun {
  rounds: number;
  staked: number;
  returned: number;
  rtp: number;
}

function run(rounds: number, play: () => [staked: number, returned: number]): RtpRun {
  let staked = 0;
  let returned = 0;
  for (let i = 0; i < rounds; i += 1) {
    const [s, r] = play();
    staked += s;
    returned += r;
  }
  return { rounds, staked, returned, rtp: returned / staked };
}

export function simulateSlot(rng: Rng, rounds: number, stake = 100): RtpRun {
  return run(rounds, () => [stake, spinSlot(rng, stake).win]);
}

export function simulateRoulette(rng: Rng, rounds: number, bets: RouletteBet[]): RtpRun {
  const staked = bets.reduce((s, b) => s + b.amount, 0);
  // The return for each pocket is fixed for a set of bets: settle all 37 once, then draw.
  const byPocket = Array.from({ length: 37 }, (_, n) => settleRoulette(bets, n).reduce((s, b) => s + b.win, 0));
  return run(rounds, () => [staked, byPocket[spinRoulette(rng)]!]);
}

/** Plays basic strategy (basicStrategy) with a fixed stake. */
export function simulateBlackjack(rng: Rng, rounds: number, stake = 100): RtpRun {
  return run(rounds, () => {
    let state = dealBlackjack(rng, stake);
    while (!state.done) state = actBlackjack(state, basicStrategy(state.player, state.dealer[0]!), rng);
    return [state.doubled ? stake * 2 : stake, state.win];
  });
}

export function simulateCrash(rng: Rng, rounds: number, target: number, stake = 100): RtpRun {
  return run(rounds, () => [stake, crashWin(stake, target, drawCrashPoint(rng))]);
}

export function simulateBaccarat(rng: Rng, rounds: number, side: BaccaratSide, stake = 100): RtpRun {
  return run(rounds, () => [stake, baccaratWin({ side, amount: stake }, dealBaccarat(rng).winner)]);
}
