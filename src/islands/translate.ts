// The islands' translator. It reads the same flat dotted-key resources and the same
// `{{name}}` interpolation as the server's i18next, without shipping i18next (about 16 KB
// gzipped, most of the home page's budget for our own code) to every page.

export type Dict = Readonly<Record<string, string>>;
export type TranslateParams = Readonly<Record<string, string | number>>;
export type T = (key: string, params?: TranslateParams) => string;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The text of a key with its placeholders filled; an unknown key shows as itself. */
export function translate(dict: Dict, key: string, params?: TranslateParams): string {
  const template = Object.hasOwn(dict, key) ? dict[key]! : key;
  if (!params) return template;
  return template.replace(PLACEHOLDER, (match, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : match));
}

/** The placeholder names a text uses, for checking that every language keeps them. */
export function placeholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => m[1]!).sort();
}
