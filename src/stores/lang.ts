// The site language: kept in local storage under `lang` (spec section 1) and mirrored to a
// cookie of the same name, so the server renders the chosen language on the next request.
import { atom } from 'nanostores';
import { readItem, writeItem } from './storage.ts';
import { DEFAULT_LANG, isLang, type Lang } from '../lib/format/lang.ts';

export { LANGS, DEFAULT_LANG, isLang, type Lang } from '../lib/format/lang.ts';

export const LANG_KEY = 'lang';
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The language of the page being shown; islands set it from their `lang` prop. */
export const $lang = atom<Lang>(DEFAULT_LANG);

/** The cookie line that mirrors the choice. */
export function langCookie(lang: Lang): string {
  return `${LANG_KEY}=${lang}; path=/; max-age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

/** The language saved in local storage, if any. */
export function storedLang(): Lang | undefined {
  const value = readItem('local', LANG_KEY);
  return isLang(value) ? value : undefined;
}

function cookieLang(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LANG_KEY)?.[1];
}

/** Saves the choice in local storage and the cookie; the caller reloads so the server renders it. */
export function saveLang(lang: Lang): void {
  writeItem('local', LANG_KEY, lang);
  if (typeof document !== 'undefined') document.cookie = langCookie(lang);
  $lang.set(lang);
}

/**
 * When local storage names another language than the page (the cookie was cleared or has
 * expired), restores the cookie and reloads once. (A cookie newer than local storage, set by
 * the language page's form posted before its script ran, is copied the other way on the
 * home page it lands on: components/chrome/LanguageFromCookie.astro.) The reload happens only when the cookie
 * really changed, so a browser refusing cookies cannot loop.
 */
export function reconcileLang(pageLang: Lang): void {
  const stored = storedLang();
  if (!stored || stored === pageLang || cookieLang() === stored) return;
  document.cookie = langCookie(stored);
  if (cookieLang() === stored) window.location.reload();
}
