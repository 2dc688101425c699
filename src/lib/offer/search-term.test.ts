import { describe, expect, it } from 'vitest';
import { checkSearchTerm, searchKey } from './search-term.ts';

describe('search term', () => {
  it('accepts a term longer than 3 characters', () => {
    expect(checkSearchTerm('Lond')).toEqual({ ok: true, term: 'Lond' });
    expect(checkSearchTerm("  St. Gallen's  ")).toEqual({ ok: true, term: "St. Gallen's" });
    expect(checkSearchTerm('Novi-Sad 1')).toEqual({ ok: true, term: 'Novi-Sad 1' });
    expect(checkSearchTerm('Süper Lig')).toEqual({ ok: true, term: 'Süper Lig' });
  });

  it('refuses an empty term', () => {
    expect(checkSearchTerm('')).toEqual({ ok: false, problem: 'empty' });
    expect(checkSearchTerm('    ')).toEqual({ ok: false, problem: 'empty' });
  });

  it('refuses a term of 3 characters or fewer', () => {
    expect(checkSearchTerm('abc')).toEqual({ ok: false, problem: 'too_short' });
    expect(checkSearchTerm(' ab ')).toEqual({ ok: false, problem: 'too_short' });
  });

  it('refuses special characters', () => {
    for (const term of ['<script>', 'drop;table', 'a%b c', 'foo*bar', 'name@x', 'a/b/c/d', 'x"y"z1']) {
      expect(checkSearchTerm(term)).toEqual({ ok: false, problem: 'special_characters' });
    }
  });

  it('refuses a very long term', () => {
    expect(checkSearchTerm('a'.repeat(51))).toEqual({ ok: false, problem: 'too_long' });
  });

  it('folds case and accents for matching', () => {
    expect(searchKey('São Paulo')).toBe('sao paulo');
  });
});
