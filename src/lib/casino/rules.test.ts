import { describe, expect, it } from 'vitest';
import { seededRng, type Rng } from './rng.ts';
import { SLOT_LINES, SLOT_PAYTABLE, slotGrid, slotWins, spinSlot, SLOT_STRIP, slotStakeValid } from './slot.ts';
import { coveredNumbers, pocketColour, returnMultiple, settleRoulette, WHEEL_ORDER } from './roulette.ts';
import { actBlackjack, allowedActions, dealBlackjack, handValue, visibleDealer, type BlackjackState } from './blackjack.ts';
import { baccaratTotal, baccaratWin, dealBaccarat } from './baccarat.ts';
import { crashWin, drawCrashPoint } from './crash.ts';
import { draw, newShoe } from './cards.ts';
import { betProblem } from './limits.ts';

/** An Rng that answers a fixed list, for exact deals. */
function scripted(values: number[]): Rng {
  let i = 0;
  return { int: (max) => Math.min(values[i++] ?? 0, max - 1) };
}

describe('slot', () => {
  it('pays three, four and five in a row from the left on a line', () => {
    const seven = SLOT_STRIP.indexOf('seven');
    const grid = slotGrid([seven, seven, seven, 0, 0]);
    const wins = slotWins(grid, 100).filter((w) => w.symbol === 'seven');
    expect(wins.length).toBeGreaterThan(0);
    expect(wins[0]).toMatchObject({ count: 3, win: (100 / SLOT_LINES) * SLOT_PAYTABLE.seven[0] });
  });

  it('adds the line wins into the spin win and only takes stakes that split over the lines', () => {
    const spin = spinSlot(seededRng(3), 200);
    expect(spin.grid).toHaveLength(5);
    expect(spin.win).toBe(spin.lines.reduce((s, l) => s + l.win, 0));
    expect(slotStakeValid(200)).toBe(true);
    expect(slotStakeValid(205)).toBe(false);
  });
});

describe('roulette', () => {
  it('has one zero, 18 red and 18 black pockets on the wheel', () => {
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    expect(WHEEL_ORDER.filter((n) => pocketColour(n) === 'red')).toHaveLength(18);
    expect(pocketColour(0)).toBe('green');
  });

  it('returns 36 units for a straight up and 2 for an even-money bet, and loses outside bets on zero', () => {
    expect(returnMultiple({ type: 'straight', value: 17 })).toBe(36);
    expect(returnMultiple({ type: 'dozen', value: 2 })).toBe(3);
    const results = settleRoulette(
      [
        { type: 'straight', value: 0, amount: 10 },
        { type: 'red', amount: 10 },
      ],
      0,
    );
    expect(results.map((r) => r.win)).toEqual([360, 0]);
    expect(settleRoulette([{ type: 'column', value: 1, amount: 10 }], 34)[0]!.win).toBe(30);
  });

  it('covers nothing for a malformed bet', () => {
    expect(coveredNumbers({ type: 'straight', value: 37 })).toEqual([]);
    expect(coveredNumbers({ type: 'dozen', value: 0 })).toEqual([]);
  });
});

describe('blackjack', () => {
  it('counts aces as 11 while the hand stays at 21 or under', () => {
    expect(handValue([0, 5])).toEqual({ total: 17, soft: true });
    expect(handValue([0, 5, 9])).toEqual({ total: 17, soft: false });
    expect(handValue([0, 12])).toEqual({ total: 21, soft: true });
  });

  function dealt(player: number[], dealer: number[], stake = 100): BlackjackState {
    const shoe = newShoe(6);
    for (const c of [...player, ...dealer]) shoe[c]! -= 1;
    return { shoe, player, dealer, stake, doubled: false, done: false, outcome: null, win: 0 };
  }

  it('stands the dealer on soft 17', () => {
    const state = actBlackjack(dealt([9, 8], [0, 5]), 'stand', seededRng(1));
    expect(state.dealer).toHaveLength(2);
    expect(state).toMatchObject({ done: true, outcome: 'win', win: 200 });
  });

  it('pays a blackjack 3 to 2 at the deal and hides the hole card while the round is open', () => {
    // Shoe order of draws: player, dealer, player, dealer. Card ids: ace of spades 0, king 12.
    const rng = scripted([0, 4 * 6, 12 * 6 - 1, 4 * 6]);
    const state = dealBlackjack(rng, 100);
    expect(state.player.map((c) => c % 13)).toEqual([0, 12]);
    expect(state).toMatchObject({ done: true, outcome: 'blackjack', win: 250 });
    const open = dealt([9, 4], [5, 9]);
    expect(visibleDealer(open)).toEqual([5, null]);
    expect(allowedActions(open)).toEqual(['hit', 'stand', 'double']);
  });

  it('settles a double with one card and twice the stake, and refuses actions after the end', () => {
    const state = actBlackjack(dealt([5, 4], [8, 9]), 'double', seededRng(5));
    expect(state.player).toHaveLength(3);
    expect(state.doubled).toBe(true);
    expect(state.done).toBe(true);
    expect([0, 200, 400]).toContain(state.win);
    expect(() => actBlackjack(state, 'hit', seededRng(1))).toThrow();
  });
});

describe('baccarat', () => {
  it('counts totals modulo ten with tens and faces at zero', () => {
    expect(baccaratTotal([8, 6])).toBe(6);
    expect(baccaratTotal([12, 9])).toBe(0);
  });

  it('pays banker less 5 % commission, tie 8 to 1 and returns player and banker on a tie', () => {
    expect(baccaratWin({ side: 'banker', amount: 100 }, 'banker')).toBe(195);
    expect(baccaratWin({ side: 'player', amount: 100 }, 'player')).toBe(200);
    expect(baccaratWin({ side: 'tie', amount: 100 }, 'tie')).toBe(900);
    expect(baccaratWin({ side: 'player', amount: 100 }, 'tie')).toBe(100);
    expect(baccaratWin({ side: 'player', amount: 100 }, 'banker')).toBe(0);
  });

  it('deals two or three cards a side', () => {
    const coup = dealBaccarat(seededRng(11));
    expect(coup.player.length).toBeGreaterThanOrEqual(2);
    expect(coup.banker.length).toBeLessThanOrEqual(3);
  });
});

describe('crash and shoe', () => {
  it('pays the target when the crash comes at or after it', () => {
    expect(crashWin(100, 250, 250)).toBe(250);
    expect(crashWin(100, 250, 249)).toBe(0);
    expect(drawCrashPoint(scripted([0]))).toBe(100);
  });

  it('draws each card of a shoe once', () => {
    const shoe = newShoe(1);
    const rng = seededRng(2);
    const cards = Array.from({ length: 52 }, () => draw(shoe, rng));
    expect(new Set(cards).size).toBe(52);
    expect(() => draw(shoe, rng)).toThrow();
  });

  it('keeps a round stake within the casino bounds', () => {
    expect(betProblem(5)).toBe('bet_too_small');
    expect(betProblem(10_001)).toBe('bet_too_large');
    expect(betProblem(100)).toBeNull();
  });
});
