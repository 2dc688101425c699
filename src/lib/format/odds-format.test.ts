import { describe, expect, it } from 'vitest';
import { FRACTIONAL_LADDER, americanOdds, fractionalOdds, isOddsFormat, oddsInFormat } from './odds-format.ts';

describe('fractional odds', () => {
  it.each([
    [150, '1/2'],
    [191, '10/11'],
    [200, '1/1'],
    [250, '6/4'],
    [136, '4/11'],
    [375, '11/4'],
    [110, '1/10'],
    [125, '1/4'],
    [133, '1/3'],
    [140, '2/5'],
    [167, '4/6'],
    [180, '4/5'],
    [210, '11/10'],
    [225, '5/4'],
    [275, '7/4'],
    [300, '2/1'],
    [350, '5/2'],
    [400, '3/1'],
    [450, '7/2'],
    [500, '4/1'],
    [600, '5/1'],
    [1100, '10/1'],
    [10100, '100/1'],
  ])('reads the ladder price %i as %s', (hundredths, text) => {
    expect(fractionalOdds(hundredths)).toBe(text);
  });

  it('reads a price between two steps as the nearest step', () => {
    expect(fractionalOdds(190)).toBe('10/11');
    expect(fractionalOdds(192)).toBe('10/11');
    expect(fractionalOdds(185)).toBe('5/6');
    expect(fractionalOdds(248)).toBe('6/4');
    expect(fractionalOdds(2350)).toBe('22/1');
  });

  it('takes the shorter price when a decimal sits halfway between two steps', () => {
    // 2.15 is 1.15 to one: 11/10 and 6/5 are both 0.05 away; 2.45 likewise between 7/5 and 6/4.
    expect(fractionalOdds(215)).toBe('11/10');
    expect(fractionalOdds(245)).toBe('7/5');
  });

  it('writes every ladder step back as itself', () => {
    for (const [n, d] of FRACTIONAL_LADDER) {
      const hundredths = 100 + (n * 100) / d;
      // Steps that are not whole hundredths (1/3 is 1.333…) round to the nearest hundredth first.
      expect(fractionalOdds(Math.round(hundredths)), `${n}/${d}`).toBe(`${n}/${d}`);
    }
  });

  it('goes on past the ladder with whole numbers to one', () => {
    expect(fractionalOdds(250_100)).toBe('2500/1');
  });

  it('has no fraction for 1.00 or less', () => {
    expect(fractionalOdds(100)).toBeNull();
    expect(fractionalOdds(Number.NaN)).toBeNull();
  });

  it('keeps the ladder sorted from short to long', () => {
    const values = FRACTIONAL_LADDER.map(([n, d]) => n / d);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });
});

describe('American odds', () => {
  it('writes an underdog as the profit on 100 staked', () => {
    expect(americanOdds(250)).toBe('+150');
    expect(americanOdds(200)).toBe('+100');
    expect(americanOdds(1100)).toBe('+1000');
    expect(americanOdds(201)).toBe('+101');
  });

  it('writes a favourite as the stake that wins 100', () => {
    expect(americanOdds(150)).toBe('-200');
    expect(americanOdds(191)).toBe('-110');
    expect(americanOdds(125)).toBe('-400');
    expect(americanOdds(101)).toBe('-10000');
    expect(americanOdds(199)).toBe('-101');
  });

  it('has no moneyline for 1.00 or less', () => {
    expect(americanOdds(100)).toBeNull();
    expect(americanOdds(50)).toBeNull();
  });
});

describe('the chosen format', () => {
  it('keeps the decimal text for decimal and for prices with no other writing', () => {
    expect(oddsInFormat(185, 'decimal', '1,85')).toBe('1,85');
    expect(oddsInFormat(100, 'fractional', '1.00')).toBe('1.00');
    expect(oddsInFormat(100, 'american', '1.00')).toBe('1.00');
  });

  it('writes the other formats', () => {
    expect(oddsInFormat(250, 'fractional', '2.50')).toBe('6/4');
    expect(oddsInFormat(250, 'american', '2.50')).toBe('+150');
  });

  it('knows its formats', () => {
    expect(isOddsFormat('fractional')).toBe(true);
    expect(isOddsFormat('Fractional')).toBe(false);
    expect(isOddsFormat(null)).toBe(false);
  });
});
