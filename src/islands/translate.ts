// The islands' translator. It reads the same flat dotted-key resources and the same
// `{{name}}` interpolation as the server's i18next, without shipping i18next (about 16 KB
// gzipped, most of the home page's budget for our own code) to every page.

import { pluralKey, type FormatLang } from '../lib/format/locale.ts';

export type Dict = Readonly<Record<string, string>>;
export type TranslateParams = Readonly<Record<string, string | number>>;
export type T = (key: string, params?: TranslateParams) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/**
 * The text of a key with its placeholders filled; an unknown key shows as itself. Given the
 * language, a numeric `count` picks the CLDR plural form (key_one, key_few, key_other), as
 * i18next does on the server.
 */
export function translate(dict: Dict, key: string, params?: TranslateParams, lang?: FormatLang): string {
  if (lang && typeof params?.count === 'number') key = pluralKey((k) => Object.hasOwn(dict, k), key, lang, params.count);
  const template = Object.hasOwn(dict, key) ? dict[key]! : key;
  if (!params) return template;
  return template.replace(PLACEHOLDER, (match, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : match));
}

/** The placeholder names a text uses, for checking that every language keeps them. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).sort();
}
