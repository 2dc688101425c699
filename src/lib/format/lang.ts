// The site's languages, defined once (issue 15, item 6): the i18n resources, the language
// store, the API schemas and the player's contact language all read this list, so adding a
// language is one line here plus its resource files.

export const LANGS = ['en', 'de', 'sr'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Whether a value (a cookie, a query, a stored choice) names one of the site's languages. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
