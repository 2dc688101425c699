// Each game's documented return to player, checked by a seeded simulation. A tolerance is
// about four standard errors of the mean for the number of rounds played.
import { describe, expect, it } from 'vitest';
import { seededRng } from './rng.ts';
import { simulateBaccarat, simulateBlackjack, simulateCrash, simulateRoulette, simulateSlot } from './simulate.ts';
import { SLOT_RTP } from './slot.ts';
import { ROULETTE_RTP } from './roulette.ts';
import { BLACKJACK_RTP } from './blackjack.ts';
import { CRASH_RTP } from './crash.ts';
import { BACCARAT_RTP } from './baccarat.ts';

describe('return to player', () => {
  it('slot: 96.28 % within 5 points over 150,000 spins (spin deviation 5.2 stakes)', () => {
    expect(SLOT_RTP).toBeCloseTo(0.9628, 4);
    expect(Math.abs(simulateSlot(seededRng(101), 150_000).rtp - SLOT_RTP)).toBeLessThan(0.05);
  });

  it('roulette: 97.30 % within 1 point for even-money bets and 3 points for straight ups over 400,000 spins', () => {
    expect(Math.abs(simulateRoulette(seededRng(102), 400_000, [{ type: 'red', amount: 100 }]).rtp - ROULETTE_RTP)).toBeLessThan(0.01);
    expect(Math.abs(simulateRoulette(seededRng(103), 400_000, [{ type: 'straight', value: 7, amount: 100 }]).rtp - ROULETTE_RTP)).toBeLessThan(0.03);
  });

  it('blackjack: 99.15 % within 1.5 points over 100,000 rounds of basic strategy', () => {
    expect(Math.abs(simulateBlackjack(seededRng(104), 100_000).rtp - BLACKJACK_RTP)).toBeLessThan(0.015);
  });

  it('crash: 97 % within 2 points at a 2.00x target and 5 points at 10.00x over 400,000 rounds', () => {
    expect(Math.abs(simulateCrash(seededRng(105), 400_000, 200).rtp - CRASH_RTP)).toBeLessThan(0.02);
    expect(Math.abs(simulateCrash(seededRng(106), 400_000, 1000).rtp - CRASH_RTP)).toBeLessThan(0.05);
  });

  it('baccarat: banker 98.94 % and player 98.76 % within 1.5 points over 80,000 coups', () => {
    expect(Math.abs(simulateBaccarat(seededRng(107), 80_000, 'banker').rtp - BACCARAT_RTP.banker)).toBeLessThan(0.015);
    expect(Math.abs(simulateBaccarat(seededRng(108), 80_000, 'player').rtp - BACCARAT_RTP.player)).toBeLessThan(0.015);
  });
});
