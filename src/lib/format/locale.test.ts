import { describe, expect, it } from 'vitest';
import { formatsFor, parseSerbianDateTime, pluralCategory, pluralKey } from './locale.ts';

const winter = Date.parse('2026-11-23T17:30:05Z');
const en = formatsFor('en');
const de = formatsFor('de');
const sr = formatsFor('sr');

describe('numbers and amounts in the page language', () => {
  it('groups thousands and writes decimals the way each language does', () => {
    expect(en.amount(123_456_789n)).toBe('1,234,567.89');
    expect(de.amount(123_456_789n)).toBe('1.234.567,89');
    expect(sr.amount(123_456_789n)).toBe('1.234.567,89');
  });

  it('keeps every cent of an amount too large for a float', () => {
    expect(en.amount(999_999_999_999_999n)).toBe('9,999,999,999,999.99');
    expect(sr.amount(-5n)).toBe('-0,05');
  });

  it('writes amounts below one unit and whole thousands', () => {
    expect(en.amount(100_000n)).toBe('1,000.00');
    expect(de.amount(500)).toBe('5,00');
  });

  it('writes odds with two decimals', () => {
    expect(en.odds(185)).toBe('1.85');
    expect(de.odds(200)).toBe('2,00');
    expect(sr.odds(12_345)).toBe('123,45');
  });

  it('writes plain counts', () => {
    expect(en.number(1204)).toBe('1,204');
    expect(de.number(1204)).toBe('1.204');
    expect(sr.number(2.5, 1)).toBe('2,5');
  });
});

describe('dates and times in the page language, Belgrade time', () => {
  it('writes the date', () => {
    expect(en.date(winter)).toBe('23/11/2026');
    expect(de.date(winter)).toBe('23.11.2026');
    expect(sr.date(winter)).toBe('23.11.2026.');
  });

  it('writes the time on a 24-hour clock', () => {
    expect(en.time(winter)).toBe('18:30');
    expect(de.time(Date.parse('2026-11-23T23:00:00Z'))).toBe('00:00');
    expect(sr.time(winter, { seconds: true })).toBe('18:30:05');
  });

  it('joins date and time, and builds the clock', () => {
    expect(sr.dateTime(winter)).toBe('23.11.2026. 18:30');
    expect(de.clock(winter)).toBe('23.11.2026 18:30:05 GMT+1');
  });

  it('formats in another zone when asked', () => {
    expect(formatsFor('de', 'Asia/Kolkata').time(winter)).toBe('23:00');
  });
});

describe('plural rules (CLDR)', () => {
  it('gives Serbian its three forms', () => {
    const cases: Array<[number, string]> = [
      [1, 'one'],
      [2, 'few'],
      [5, 'other'],
      [21, 'one'],
      [22, 'few'],
      [25, 'other'],
      [11, 'other'],
      [12, 'other'],
    ];
    for (const [n, category] of cases) expect([n, pluralCategory('sr', n)]).toEqual([n, category]);
  });

  it('gives English and German one and other', () => {
    expect(pluralCategory('en', 1)).toBe('one');
    expect(pluralCategory('en', 2)).toBe('other');
    expect(pluralCategory('de', 21)).toBe('other');
  });

  it('picks the key of the category, falling back to _other and then the bare key', () => {
    const keys = new Set(['g_one', 'g_few', 'g_other', 'h_other']);
    const has = (k: string) => keys.has(k);
    expect(pluralKey(has, 'g', 'sr', 22)).toBe('g_few');
    expect(pluralKey(has, 'g', 'en', 22)).toBe('g_other');
    expect(pluralKey(has, 'h', 'sr', 1)).toBe('h_other');
    expect(pluralKey(has, 'x', 'sr', 1)).toBe('x');
  });
});

describe("reading the login answer's Serbian wall-clock text", () => {
  it('finds the instant and writes it in the page language', () => {
    const at = parseSerbianDateTime('23.11.2026. 18:30');
    expect(at).toBe(Date.parse('2026-11-23T17:30:00Z'));
    expect(de.dateTime(at)).toBe('23.11.2026 18:30');
    expect(en.dateTime(at)).toBe('23/11/2026 18:30');
  });

  it('refuses anything else', () => {
    expect(parseSerbianDateTime('yesterday')).toBeNaN();
  });
});
