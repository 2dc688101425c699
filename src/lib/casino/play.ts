// One round of any game, from validated bet parameters to stake, return and the outcome the
// game page shows. Pure: the caller passes the random source and settles the money.
import type { Rng } from './rng.ts';
import { spinSlot } from './slot.ts';
import { pocketColour, settleRoulette, spinRoulette, type RouletteBet } from './roulette.ts';
import { crashWin, drawCrashPoint } from './crash.ts';
import { baccaratWin, dealBaccarat, type BaccaratBet } from './baccarat.ts';
import { allowedActions, dealBlackjack, handValue, visibleDealer, type BlackjackState } from './blackjack.ts';

export type RoundParams =
  | { kind: 'slot'; stake: number }
  | { kind: 'roulette'; bets: RouletteBet[] }
  | { kind: 'crash'; stake: number; target: number }
  | { kind: 'baccarat'; bets: BaccaratBet[] }
  | { kind: 'blackjack'; stake: number };

export interface RoundResult {
  stake: number;
  /** Returned to the player, stake included; 0 while a blackjack hand is open. */
  win: number;
  outcome: Record<string, unknown>;
  /** Blackjack only: the server-side state while the hand is open. */
  blackjack?: BlackjackState;
}

/** The stake a set of parameters puts at risk at the start of the round. */
export function roundStake(params: RoundParams): number {
  if (params.kind === 'roulette' || params.kind === 'baccarat') return params.bets.reduce((s, b) => s + b.amount, 0);
  return params.stake;
}

/** What the player may see of a blackjack hand. */
export function blackjackView(state: BlackjackState): Record<string, unknown> {
  const dealer = visibleDealer(state);
  const shown = dealer.filter((c): c is number => c !== null);
  return {
    player: state.player,
    dealer,
    player_total: handValue(state.player).total,
    dealer_total: handValue(shown).total,
    doubled: state.doubled,
    result: state.outcome,
    actions: allowedActions(state),
  };
}

export function resolveRound(params: RoundParams, rng: Rng): RoundResult {
  switch (params.kind) {
    case 'slot': {
      const spin = spinSlot(rng, params.stake);
      return { stake: params.stake, win: spin.win, outcome: { grid: spin.grid, stops: spin.stops, lines: spin.lines } };
    }
    case 'roulette': {
      const number = spinRoulette(rng);
      const bets = settleRoulette(params.bets, number);
      return { stake: roundStake(params), win: bets.reduce((s, b) => s + b.win, 0), outcome: { number, colour: pocketColour(number), bets } };
    }
    case 'crash': {
      const point = drawCrashPoint(rng);
      const win = crashWin(params.stake, params.target, point);
      return { stake: params.stake, win, outcome: { crash_point: point, target: params.target, cashed_out: win > 0 } };
    }
    case 'baccarat': {
      const coup = dealBaccarat(rng);
      const bets = params.bets.map((b) => ({ ...b, win: baccaratWin(b, coup.winner) }));
      return {
        stake: roundStake(params),
        win: bets.reduce((s, b) => s + b.win, 0),
        outcome: { player: coup.player, banker: coup.banker, player_total: coup.playerTotal, banker_total: coup.bankerTotal, winner: coup.winner, bets },
      };
    }
    case 'blackjack': {
      const state = dealBlackjack(rng, params.stake);
      return { stake: params.stake, win: state.win, outcome: blackjackView(state), blackjack: state };
    }
  }
}
