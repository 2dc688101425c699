// Server-side translations: one i18next instance per locale, created on first use and
// kept for the life of the process, so rendering a page never re-initialises i18next.
// Keys are flat and dotted ("menu.sportsBetting"), hence keySeparator: false.
import i18next, { type TFunction } from 'i18next';
import type { Translate } from '../lib/offer/names.ts';
import en from './en.json' with { type: 'json' };
import de from './de.json' with { type: 'json' };
import sr from './sr.json' with { type: 'json' };
import islandsEn from './islands.en.json' with { type: 'json' };
import islandsDe from './islands.de.json' with { type: 'json' };
import islandsSr from './islands.sr.json' with { type: 'json' };

import { DEFAULT_LANG, LANGS, type Lang } from '../lib/format/lang.ts';

export { LANGS, DEFAULT_LANG, isLang, type Lang } from '../lib/format/lang.ts';

export type Resources = Record<string, string>;
export const PAGE_RESOURCES: Readonly<Record<Lang, Resources>> = { en, de, sr };
export const ISLAND_RESOURCES: Readonly<Record<Lang, Resources>> = { en: islandsEn, de: islandsDe, sr: islandsSr };

// Also a Translate (the generated names' plain signature), so pages hand it to lib/offer/names.ts as it is.
export type PageT = TFunction & Translate;
const cache = new Map<Lang, PageT>();

/** A t function for the language; missing keys fall back to English, then to the key itself. */
export function getT(lang: Lang): PageT {
  let t = cache.get(lang);
  if (!t) {
    const instance = i18next.createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: DEFAULT_LANG,
      resources: Object.fromEntries(LANGS.map((l) => [l, { translation: PAGE_RESOURCES[l] }])),
      keySeparator: false,
      nsSeparator: false,
      // Astro escapes every interpolated expression itself.
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const translate = instance.t.bind(instance) as unknown as (key: string, options?: unknown) => string;
    // Most keys are looked up without options on every page: remember those answers.
    const plain = new Map<string, string>();
    t = ((key: string | string[], options?: unknown) => {
      if (options !== undefined || typeof key !== 'string') return translate(key as string, options);
      let value = plain.get(key);
      if (value === undefined) {
        value = translate(key);
        plain.set(key, value);
      }
      return value;
    }) as unknown as PageT;
    cache.set(lang, t);
  }
  return t;
}
