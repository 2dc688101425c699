// Punto banco baccarat from an eight-deck shoe, fresh each round, with the standard
// third-card rules. Player pays 1 to 1, banker 0.95 to 1 (5 % commission, rounded down to
// the minor unit), tie 8 to 1; player and banker bets are returned on a tie.
// Return to player: banker 98.94 %, player 98.76 %, tie 85.64 % (BACCARAT_RTP).
import { draw, newShoe, rank, type Card } from './cards.ts';
import type { Rng } from './rng.ts';

export const BACCARAT_DECKS = 8;
export type BaccaratSide = 'player' | 'banker' | 'tie';
export const BACCARAT_SIDES: readonly BaccaratSide[] = ['player', 'banker', 'tie'];
export const BACCARAT_RTP: Record<BaccaratSide, number> = { banker: 0.9894, player: 0.9876, tie: 0.8564 };

export interface BaccaratCoup {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
}

export interface BaccaratBet {
  side: BaccaratSide;
  amount: number;
}

export function baccaratPoints(card: Card): number {
  const r = rank(card);
  return r >= 9 ? 0 : r + 1;
}

export function baccaratTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, c) => sum + baccaratPoints(c), 0) % 10;
}

function bankerDraws(bankerTotal: number, playerThird: Card | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  const t = baccaratPoints(playerThird);
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return t !== 8;
  if (bankerTotal === 4) return t >= 2 && t <= 7;
  if (bankerTotal === 5) return t >= 4 && t <= 7;
  if (bankerTotal === 6) return t === 6 || t === 7;
  return false;
}

/** Deals one coup. */
export function dealBaccarat(rng: Rng): BaccaratCoup {
  const shoe = newShoe(BACCARAT_DECKS);
  const player = [draw(shoe, rng), draw(shoe, rng)];
  const banker = [draw(shoe, rng), draw(shoe, rng)];
  const natural = baccaratTotal(player) >= 8 || baccaratTotal(banker) >= 8;
  if (!natural) {
    let playerThird: Card | null = null;
    if (baccaratTotal(player) <= 5) {
      playerThird = draw(shoe, rng);
      player.push(playerThird);
    }
    if (bankerDraws(baccaratTotal(banker), playerThird)) banker.push(draw(shoe, rng));
  }
  const playerTotal = baccaratTotal(player);
  const bankerTotal = baccaratTotal(banker);
  const winner: BaccaratSide = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** The amount a bet returns (stake included) for a coup's winner. */
export function baccaratWin(bet: BaccaratBet, winner: BaccaratSide): number {
  if (winner === 'tie') return bet.side === 'tie' ? bet.amount * 9 : bet.amount;
  if (bet.side !== winner) return 0;
  return bet.side === 'banker' ? bet.amount + Math.floor((bet.amount * 95) / 100) : bet.amount * 2;
}
