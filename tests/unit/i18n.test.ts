import { describe, expect, it } from 'vitest';
import { ISLAND_RESOURCES, LANGS, PAGE_RESOURCES, getT, isLang, type Resources } from '../../src/i18n/index.ts';

/** Keys present in some language but missing from this one. */
function missingKeys(all: Readonly<Record<string, Resources>>, lang: string): string[] {
  const union = new Set(Object.values(all).flatMap((r) => Object.keys(r)));
  const own = all[lang] ?? {};
  return [...union].filter((k) => !(k in own)).sort();
}

function emptyValues(resources: Resources): string[] {
  return Object.entries(resources)
    .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
    .map(([k]) => k);
}

describe.each([
  ['page', PAGE_RESOURCES],
  ['islands', ISLAND_RESOURCES],
] as const)('the %s translations', (_name, all) => {
  it.each(LANGS)('%s has every key that any other language has', (lang) => {
    expect(missingKeys(all, lang)).toEqual([]);
  });

  it.each(LANGS)('%s has no empty value', (lang) => {
    expect(emptyValues(all[lang])).toEqual([]);
  });

  it.each(LANGS)('%s keeps the placeholders of English', (lang) => {
    const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    const mismatched = Object.entries(all.en).filter(([k, v]) => all[lang][k] !== undefined && placeholders(v).join() !== placeholders(all[lang][k] ?? '').join());
    expect(mismatched.map(([k]) => k)).toEqual([]);
  });
});

describe('getT', () => {
  it('translates flat dotted keys in each language', () => {
    expect(getT('en')('menu.sportsBetting')).toBe('Sports betting');
    expect(getT('de')('menu.sportsBetting')).toBe('Sportwetten');
    expect(getT('sr')('menu.sportsBetting')).toBe('Sportsko klađenje');
  });

  it('interpolates values', () => {
    expect(getT('en')('footer.copyright', { year: 2026 })).toContain('2026');
  });

  // Answers with values are remembered (issue 20): each must still be the one for its own values.
  it('answers each count and value with its own text, asked in any order and again', () => {
    const sr = getT('sr');
    const label = (count: number) => sr('events.moreBetsLabel', { count });
    for (let round = 0; round < 2; round++) {
      expect([1, 3, 7, 21, 22].map(label)).toEqual(['Još 1 tip opklade', 'Još 3 tipa opklada', 'Još 7 tipova opklada', 'Još 21 tip opklade', 'Još 22 tipa opklada']);
    }
    expect(getT('en')('events.moreBetsLabel', { count: 1 })).toBe('1 more bet type');
    expect(getT('en')('sports.matches', { count: 57 })).toBe('Matches: 57');
    expect(getT('en')('sports.matches', { count: '57' })).toBe('Matches: 57');
    expect(getT('en')('footer.copyright', { year: 2027 })).toContain('2027');
    expect(getT('en')('footer.copyright', { year: 2026 })).toContain('2026');
  });

  it('stays right past the number of answers it remembers', () => {
    const en = getT('en');
    for (let i = 0; i < 6_000; i++) expect(en('sports.matches', { count: i })).toBe(`Matches: ${i}`);
    expect(en('sports.matches', { count: 3 })).toBe('Matches: 3');
  });

  it('recognises only the three languages', () => {
    expect(LANGS.every(isLang)).toBe(true);
    expect(isLang('fr')).toBe(false);
    expect(isLang(undefined)).toBe(false);
  });
});

describe('the missing-key check', () => {
  it('reports a key that only one language has', () => {
    expect(missingKeys({ en: { a: 'A', b: 'B' }, de: { a: 'A' } }, 'de')).toEqual(['b']);
  });
});
