// Playing cards and a multi-deck shoe drawn without replacement. A card is 0..51:
// rank = card % 13 (0 ace, 1..8 two to nine, 9 ten, 10 jack, 11 queen, 12 king), suit = card / 13.
// The shoe is kept as a count per card, so an open round's state stays small.
import type { Rng } from './rng.ts';

export type Card = number;
export type Shoe = number[];

export function newShoe(decks: number): Shoe {
  return Array.from({ length: 52 }, () => decks);
}

/** Draws one card from the shoe, removing it (the shoe is changed in place). */
export function draw(shoe: Shoe, rng: Rng): Card {
  const total = shoe.reduce((a, b) => a + b, 0);
  if (total === 0) throw new Error('The shoe is empty.');
  let pick = rng.int(total);
  for (let card = 0; card < 52; card += 1) {
    if (pick < shoe[card]!) {
      shoe[card]! -= 1;
      return card;
    }
    pick -= shoe[card]!;
  }
  throw new Error('The shoe count is inconsistent.');
}

export function rank(card: Card): number {
  return card % 13;
}
