import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isAcceptableStakePaste, isBlockedStakeKey, parseStakeInput, perBetFromTotal, stakeFieldText, totalFromGain, totalFromPerBet } from './stake-input.ts';
import { maxGain } from './pricing.ts';

describe('stake input', () => {
  it('blocks minus, plus and the exponent when typed', () => {
    for (const key of ['-', '+', 'e', 'E']) expect(isBlockedStakeKey(key)).toBe(true);
    for (const key of ['1', '.', 'Backspace', ',']) expect(isBlockedStakeKey(key)).toBe(false);
  });

  it('refuses a negative or non-numeric paste', () => {
    expect(isAcceptableStakePaste('-5')).toBe(false);
    expect(isAcceptableStakePaste('1e3')).toBe(false);
    expect(isAcceptableStakePaste('abc')).toBe(false);
    expect(isAcceptableStakePaste('.')).toBe(false);
    expect(isAcceptableStakePaste('12345678901234567')).toBe(false);
    expect(isAcceptableStakePaste('12.50')).toBe(true);
    expect(isAcceptableStakePaste(' 7 ')).toBe(true);
  });

  it('rounds what is typed to the cent, half up', () => {
    expect(parseStakeInput('2')).toBe(200);
    expect(parseStakeInput('2.5')).toBe(250);
    expect(parseStakeInput('2,5')).toBe(250);
    expect(parseStakeInput('0.125')).toBe(13);
    expect(parseStakeInput('0.124')).toBe(12);
    expect(parseStakeInput('.5')).toBe(50);
    expect(parseStakeInput('')).toBeNull();
    expect(parseStakeInput('-1')).toBeNull();
    expect(parseStakeInput('1e2')).toBeNull();
  });

  it('reads back every amount it shows', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e12 }), (minor) => parseStakeInput(stakeFieldText(minor)) === minor));
  });

  it('links per bet and total: total = per bet x count, per bet = total / count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 1000 }), (perBet, count) => {
        const total = totalFromPerBet(perBet, count);
        expect(total).toBe(perBet * count);
        expect(perBetFromTotal(total, count)).toBe(perBet);
      }),
    );
  });

  it('never shows a stake per bet that costs more than the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 1000 }), (total, count) => {
        const perBet = perBetFromTotal(total, count);
        expect(perBet * count).toBeLessThanOrEqual(total);
        expect((perBet + 1) * count).toBeGreaterThan(total);
      }),
    );
  });

  it('inverts the max gain: the total it gives wins that gain, within a cent per coefficient', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 101, max: 2000 }), { minLength: 1, maxLength: 5 }), fc.integer({ min: 500, max: 100_000 }), (odds, total) => {
        const events = odds.map((o) => ({ odds: [o] }));
        const kind = { type: 'combination' } as const;
        const reference = 1_000_000n;
        const gain = Number(maxGain(events, kind, BigInt(total)));
        const back = totalFromGain(gain, maxGain(events, kind, reference), reference);
        const coefficient = Number(maxGain(events, kind, reference)) / Number(reference);
        expect(Math.abs(back - total)).toBeLessThanOrEqual(Math.ceil(1 / coefficient) + 1);
      }),
    );
  });

  it('gives no stake for a gain without odds', () => {
    expect(totalFromGain(1000, 0n, 100n)).toBe(0);
    expect(totalFromGain(0, 500n, 100n)).toBe(0);
  });
});
