import { describe, expect, it } from 'vitest';
import { CASINO_MESSAGES } from './messages.ts';
import { placeholders } from '../translate.ts';

describe('casino texts', () => {
  it('has every key in every language with the same placeholders', () => {
    const keys = Object.keys(CASINO_MESSAGES.en).sort();
    for (const lang of ['de', 'sr'] as const) {
      expect(Object.keys(CASINO_MESSAGES[lang]).sort(), lang).toEqual(keys);
      for (const key of keys) expect(placeholders(CASINO_MESSAGES[lang][key]!), `${lang} ${key}`).toEqual(placeholders(CASINO_MESSAGES.en[key]!));
    }
  });
});
