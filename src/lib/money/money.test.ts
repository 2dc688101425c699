import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatAmount, formatMajor, formatMoney, MAX_MINOR, parseMajor } from './index.ts';

const minorAmount = fc.bigInt({ min: -MAX_MINOR, max: MAX_MINOR });

describe('parseMajor', () => {
  it('reads whole units, one decimal and two decimals exactly', () => {
    expect(parseMajor('100')).toBe(10_000n);
    expect(parseMajor('100.5')).toBe(10_050n);
    expect(parseMajor('100.05')).toBe(10_005n);
    expect(parseMajor('0.01')).toBe(1n);
    expect(parseMajor('9999999999999.99')).toBe(MAX_MINOR);
  });

  it('refuses what is not a plain amount', () => {
    for (const text of ['1.234', '-', '1e3', 'abc', '', ' 1', '1 ', '1,000.00', '1.', '.5', '+1', '0x10', 'Infinity', 'NaN', '١٢', '10000000000000']) {
      expect(parseMajor(text), text).toBeUndefined();
    }
  });

  it('reads a minus only when negatives are allowed', () => {
    expect(parseMajor('-25.00')).toBeUndefined();
    expect(parseMajor('-25.00', { allowNegative: true })).toBe(-2_500n);
  });

  it('never goes through floating point: 0.1 + 0.2 style amounts stay exact', () => {
    expect(parseMajor('0.29')).toBe(29n);
    expect(parseMajor('1.15')).toBe(115n);
    expect(parseMajor('4.35')).toBe(435n);
  });
});

describe('formatMajor and parseMajor', () => {
  it('round-trip every amount', () => {
    fc.assert(
      fc.property(minorAmount, (minor) => {
        const text = formatMajor(minor);
        expect(text).toMatch(/^-?\d+\.\d{2}$/);
        expect(parseMajor(text, { allowNegative: true })).toBe(minor);
      }),
    );
  });

  it('formats small and negative amounts with two decimals', () => {
    expect(formatMajor(0n)).toBe('0.00');
    expect(formatMajor(5)).toBe('0.05');
    expect(formatMajor(-5n)).toBe('-0.05');
    expect(formatMajor(100_000n)).toBe('1000.00');
  });

  it('refuses a number that is not a safe integer', () => {
    expect(() => formatMajor(1.5)).toThrow(RangeError);
    expect(() => formatMajor(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });
});

describe('formatMoney', () => {
  it('groups thousands and names the currency', () => {
    expect(formatMoney(100_000n, 'EUR')).toBe('1,000.00 EUR');
    expect(formatMoney(123_456_789n, 'XPT')).toBe('1,234,567.89 XPT');
    expect(formatMoney(-100_000n, 'EUR')).toBe('-1,000.00 EUR');
    expect(formatMoney(99n, 'EUR')).toBe('0.99 EUR');
  });

  it('uses the Serbian and German marks when asked', () => {
    expect(formatMoney(100_000n, 'EUR', 'sr')).toBe('1.000,00 EUR');
    expect(formatMoney(123_456_789n, 'EUR', 'de')).toBe('1.234.567,89 EUR');
  });

  it('keeps the digits of formatMajor, only adding marks', () => {
    fc.assert(
      fc.property(minorAmount, (minor) => {
        expect(formatAmount(minor).replace(/,/g, '')).toBe(formatMajor(minor));
        expect(formatAmount(minor, 'sr').replace(/\./g, '').replace(',', '.')).toBe(formatMajor(minor));
      }),
    );
  });
});
