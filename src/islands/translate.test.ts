import { describe, expect, it } from 'vitest';
import en from '../i18n/islands.en.json' with { type: 'json' };
import de from '../i18n/islands.de.json' with { type: 'json' };
import sr from '../i18n/islands.sr.json' with { type: 'json' };
import { placeholders, translate } from './translate.ts';

describe('translate', () => {
  const dict = { 'contact.error.content.too_short': 'At least {{min}} characters', plain: 'Plain' };

  it('fills placeholders', () => {
    expect(translate(dict, 'contact.error.content.too_short', { min: 3 })).toBe('At least 3 characters');
  });

  it('leaves a placeholder without a value visible', () => {
    expect(translate(dict, 'contact.error.content.too_short')).toBe('At least {{min}} characters');
    expect(translate(dict, 'contact.error.content.too_short', { max: 3 })).toBe('At least {{min}} characters');
  });

  it('shows an unknown key as itself', () => {
    expect(translate(dict, 'missing.key')).toBe('missing.key');
    expect(translate(dict, 'toString')).toBe('toString');
  });
});

describe('island resources', () => {
  const languages = { de, sr } as Record<string, Record<string, string>>;
  const english = en as Record<string, string>;

  it('holds the error keys of the spec', () => {
    expect(english.wrong_credentials).toBe('Wrong Credentials');
    expect(english.must_be_logged_in).toBe('You must be logged in!');
    expect(english.network_error_message).toBe('Network Error. Try again later');
    expect(english['error.systemTitle']).toBe('System Error');
    expect(english['error.systemText']).toBe("Not to worry. We're working on it.");
  });

  for (const [lang, dict] of Object.entries(languages)) {
    it(`has every English key in ${lang}, with the same placeholders, and nothing extra`, () => {
      expect(Object.keys(dict).sort()).toEqual(Object.keys(english).sort());
      for (const [key, text] of Object.entries(english)) {
        expect(dict[key]?.trim(), `${lang}: ${key}`).not.toBe('');
        expect(placeholders(dict[key] ?? ''), `${lang}: ${key}`).toEqual(placeholders(text));
      }
    });
  }
});

describe('plural forms in islands', () => {
  it('picks the Serbian one, few and other forms by count', () => {
    const days = (n: number) => translate(sr, 'myBets.period.days', { count: n }, 'sr');
    expect([1, 2, 5, 21, 22, 25, 11, 12].map(days)).toEqual([
      'Poslednji 1 dan',
      'Poslednja 2 dana',
      'Poslednjih 5 dana',
      'Poslednji 21 dan',
      'Poslednja 22 dana',
      'Poslednjih 25 dana',
      'Poslednjih 11 dana',
      'Poslednjih 12 dana',
    ]);
  });

  it('picks the English and German singular for one', () => {
    expect(translate(en, 'slip.barLabel', { count: 1, coefficient: '1.50' }, 'en')).toBe('Bet slip: 1 bet, max. coefficient 1.50');
    expect(translate(de, 'slip.barLabel', { count: 4, coefficient: '1,50' }, 'de')).toBe('Wettschein: 4 Wetten, max. Quote 1,50');
  });

  it('shows different words for the slip count and the slip number', () => {
    for (const dict of [en, de, sr] as Array<Record<string, string>>) expect(dict['slip.slipCount']).not.toBe(dict['slip.slipNumber']);
  });
});
