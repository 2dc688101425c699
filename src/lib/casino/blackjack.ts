// Blackjack, six decks from a fresh shoe each round. The dealer peeks for blackjack under an
// ace or a ten-value card, stands on every 17 including soft 17 (S17), blackjack pays 3 to 2,
// the player may double on the first two cards; there is no split or insurance (a demo table).
// Return to player with the basic strategy of basicStrategy(): BLACKJACK_RTP (99.15 % measured
// over a million simulated rounds, see docs/casino.md); lower with worse play.
import { draw, newShoe, rank, type Card, type Shoe } from './cards.ts';
import type { Rng } from './rng.ts';

export const BLACKJACK_DECKS = 6;
export const BLACKJACK_RTP = 0.9915;

export type BlackjackAction = 'hit' | 'stand' | 'double';
export type BlackjackOutcome = 'blackjack' | 'win' | 'push' | 'lose' | 'bust' | 'dealer_blackjack';

export interface BlackjackState {
  shoe: Shoe;
  player: Card[];
  dealer: Card[];
  /** The original stake in minor units; doubled means twice this is at risk. */
  stake: number;
  doubled: boolean;
  done: boolean;
  outcome: BlackjackOutcome | null;
  /** Amount returned to the player (stake included), once done. */
  win: number;
}

export function cardPoints(card: Card): number {
  const r = rank(card);
  return r === 0 ? 1 : Math.min(r + 1, 10);
}

/** The best total of a hand and whether an ace still counts 11. */
export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  let total = 0;
  let aces = 0;
  for (const c of cards) {
    total += cardPoints(c);
    if (rank(c) === 0) aces += 1;
  }
  const soft = aces > 0 && total + 10 <= 21;
  return { total: soft ? total + 10 : total, soft };
}

export function isBlackjack(cards: readonly Card[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}

/** The actions the player may take now. */
export function allowedActions(state: BlackjackState): BlackjackAction[] {
  if (state.done) return [];
  return state.player.length === 2 ? ['hit', 'stand', 'double'] : ['hit', 'stand'];
}

function finish(state: BlackjackState, outcome: BlackjackOutcome): BlackjackState {
  const risked = state.doubled ? state.stake * 2 : state.stake;
  const win = outcome === 'blackjack' ? state.stake + Math.floor((state.stake * 3) / 2) : outcome === 'win' ? risked * 2 : outcome === 'push' ? risked : 0;
  return { ...state, done: true, outcome, win };
}

function dealerPlays(state: BlackjackState, rng: Rng): BlackjackState {
  const shoe = [...state.shoe];
  const dealer = [...state.dealer];
  while (handValue(dealer).total < 17) dealer.push(draw(shoe, rng));
  const next = { ...state, shoe, dealer };
  const p = handValue(state.player).total;
  const d = handValue(dealer).total;
  if (d > 21 || p > d) return finish(next, 'win');
  return finish(next, p === d ? 'push' : 'lose');
}

/** Deals a new round: two cards each; settles at once on a blackjack. */
export function dealBlackjack(rng: Rng, stake: number): BlackjackState {
  const shoe = newShoe(BLACKJACK_DECKS);
  const player = [draw(shoe, rng)];
  const dealer = [draw(shoe, rng)];
  player.push(draw(shoe, rng));
  dealer.push(draw(shoe, rng));
  const state: BlackjackState = { shoe, player, dealer, stake, doubled: false, done: false, outcome: null, win: 0 };
  const up = cardPoints(dealer[0]!);
  if ((up === 1 || up === 10) && isBlackjack(dealer)) return finish(state, isBlackjack(player) ? 'push' : 'dealer_blackjack');
  if (isBlackjack(player)) return finish(state, 'blackjack');
  return state;
}

/** Applies the player's action; throws when it is not allowed now. */
export function actBlackjack(state: BlackjackState, action: BlackjackAction, rng: Rng): BlackjackState {
  if (!allowedActions(state).includes(action)) throw new Error(`"${action}" is not allowed now.`);
  if (action === 'stand') return dealerPlays(state, rng);
  const shoe = [...state.shoe];
  const player = [...state.player, draw(shoe, rng)];
  const next = { ...state, shoe, player, doubled: state.doubled || action === 'double' };
  if (handValue(player).total > 21) return finish(next, 'bust');
  if (action === 'double' || handValue(player).total === 21) return dealerPlays(next, rng);
  return next;
}

/** The dealer's hand as the player may see it: the hole card hidden until the round ends. */
export function visibleDealer(state: BlackjackState): (Card | null)[] {
  return state.done ? state.dealer : [state.dealer[0]!, null];
}

/** Basic strategy for this table (S17, double any two cards, no split), for simulations. */
export function basicStrategy(player: readonly Card[], dealerUp: Card): BlackjackAction {
  const { total, soft } = handValue(player);
  const up = cardPoints(dealerUp) === 1 ? 11 : cardPoints(dealerUp);
  const canDouble = player.length === 2;
  const dbl = (ok: boolean): BlackjackAction => (ok && canDouble ? 'double' : 'hit');
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) return up >= 3 && up <= 6 ? dbl(true) : up <= 8 ? 'stand' : 'hit';
    if (total === 17) return dbl(up >= 3 && up <= 6);
    if (total >= 15) return dbl(up >= 4 && up <= 6);
    return dbl(up >= 5 && up <= 6);
  }
  if (total >= 17) return 'stand';
  if (total >= 13) return up <= 6 ? 'stand' : 'hit';
  if (total === 12) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total === 11) return dbl(up <= 10);
  if (total === 10) return dbl(up <= 9);
  if (total === 9) return dbl(up >= 3 && up <= 6);
  return 'hit';
}
