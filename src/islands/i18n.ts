// Translations for islands. In the browser they come from the page's
// <script type="application/json" id="i18n-resources">{"lang":"sr","resources":{...}}</script>
// (the layout writes the one language it renders); during server rendering they come from
// src/i18n/islands.<lang>.json, a branch the client build drops, so no page ships all three.
import { translate, type Dict, type T } from './translate.ts';
import { DEFAULT_LANG, isLang, type Lang } from '../stores/lang.ts';

export type { T } from './translate.ts';

export const RESOURCES_ELEMENT_ID = 'i18n-resources';

const serverDicts: Record<string, Dict> = import.meta.env.SSR ? import.meta.glob<Dict>('../i18n/islands.*.json', { eager: true, import: 'default' }) : {};

let pageResources: { lang: Lang; dict: Dict } | null | undefined;

/** The resources the layout put in the page, read once. */
export function pageI18n(): { lang: Lang; dict: Dict } | null {
  if (pageResources !== undefined) return pageResources;
  pageResources = null;
  try {
    const text = document.getElementById(RESOURCES_ELEMENT_ID)?.textContent;
    if (text) {
      const data: unknown = JSON.parse(text);
      if (typeof data === 'object' && data !== null) {
        const { lang, resources } = data as { lang?: unknown; resources?: unknown };
        if (isLang(lang) && typeof resources === 'object' && resources !== null) {
          pageResources = { lang, dict: resources as Dict };
        }
      }
    }
  } catch {
    // Without resources the islands show their keys rather than break.
  }
  return pageResources;
}

const translators = new Map<Dict, T>();

function translatorFor(dict: Dict, lang: Lang): T {
  let t = translators.get(dict);
  if (!t) {
    t = (key, params) => translate(dict, key, params, lang);
    translators.set(dict, t);
  }
  return t;
}

const EMPTY: Dict = {};

/** The translator for a language: the page's resources in the browser, the resource file on the server. */
export function getT(lang: Lang = DEFAULT_LANG): T {
  // Only the server build keeps this branch: the browser's bundle drops it and the dictionaries.
  if (import.meta.env.SSR) {
    const own = serverDicts[`../i18n/islands.${lang}.json`];
    return translatorFor(own ?? serverDicts[`../i18n/islands.${DEFAULT_LANG}.json`] ?? EMPTY, own ? lang : DEFAULT_LANG);
  }
  const page = pageI18n();
  return translatorFor(page?.dict ?? EMPTY, page?.lang ?? DEFAULT_LANG);
}

/**
 * The translator for an island. Pass the island's `lang` prop so the server renders that
 * language; in the browser the page's own resources are used (they are the same language).
 */
export function useT(lang?: Lang): T {
  return getT(lang);
}

/** The page's language in the browser (from the resources, else <html lang>), for islands without a lang prop. */
export function pageLang(): Lang {
  const fromResources = pageI18n()?.lang;
  if (fromResources) return fromResources;
  const fromHtml = typeof document === 'undefined' ? undefined : document.documentElement.lang.slice(0, 2);
  return isLang(fromHtml) ? fromHtml : DEFAULT_LANG;
}
