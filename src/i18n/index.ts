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

/** Answers remembered with values at most; options can carry any text (a name), so past it the memory starts over. */
const MAX_REMEMBERED_WITH_VALUES = 5_000;

/** The options as part of a memory key when they are plain values (string, number, boolean), else undefined. */
function valuesKey(key: string, options: unknown): string | undefined {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return undefined;
  let memoryKey = key;
  for (const [name, value] of Object.entries(options)) {
    const type = typeof value;
    // returnObjects answers an object the caller could change: never shared.
    if ((type !== 'string' && type !== 'number' && type !== 'boolean') || name === 'returnObjects') return undefined;
    // The type is part of the key: a count of 1 and a text "1" may be translated apart.
    memoryKey += `\u0000${name}\u0001${type[0]}${String(value)}`;
  }
  return memoryKey;
}

/**
 * A key with values (a count, a name) as i18next answers it, remembered: its lookup with
 * options (plural rules, interpolation) cost tens of microseconds a call, several times on
 * every page render (issue 20), and the resources never change while the process runs.
 */
function rememberedWithValues(memory: Map<string, string>, key: string, options: unknown, translate: (key: string, options?: unknown) => string): string {
  const memoryKey = valuesKey(key, options);
  if (memoryKey === undefined) return translate(key, options);
  let value = memory.get(memoryKey);
  if (value === undefined) {
    value = translate(key, options);
    if (typeof value !== 'string') return value;
    if (memory.size >= MAX_REMEMBERED_WITH_VALUES) memory.clear();
    memory.set(memoryKey, value);
  }
  return value;
}

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
    const translate = instance.t.bind(instance) as unknown as (key: string | string[], options?: unknown) => string;
    // Most keys are looked up without options on every page: remember those answers.
    const plain = new Map<string, string>();
    const withValues = new Map<string, string>();
    t = ((key: string | string[], options?: unknown) => {
      if (typeof key !== 'string') return translate(key, options);
      if (options !== undefined) return rememberedWithValues(withValues, key, options, translate);
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
