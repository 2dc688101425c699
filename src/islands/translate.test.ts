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
