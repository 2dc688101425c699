// The islands' translations as the JSON the page shell hands over once per page, made once
// per language: the resources never change while the process runs, and stringifying ~30 kB on
// every render was a measurable part of a page miss (issue 20).
import { ISLAND_RESOURCES, type Lang } from '../i18n/index.ts';

const made = new Map<Lang, string>();

/** `{ lang, resources }` as JSON, with "<" escaped so that no translation can close the script element early. */
export function islandResourcesJson(lang: Lang): string {
  let json = made.get(lang);
  if (json === undefined) {
    // Characters above U+00FF as \u escapes (the same JSON value): one of them would make V8
    // hold the whole page as two-byte text, twice the memory on every render (issue 20).
    const escaped = JSON.stringify({ lang, resources: ISLAND_RESOURCES[lang] }).replace(/[<\u0100-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
    // replace() keeps the two-byte form of what it was given, escapes or not: read back through
    // Latin-1 (lossless, every character is now at most U+00FF) the text is one-byte, and so is
    // the page it is joined into (a league page miss: its 245 kB page flattened and encoded
    // from 490 kB of two-byte text, issue 20).
    json = Buffer.from(escaped, 'latin1').toString('latin1');
    made.set(lang, json);
  }
  return json;
}
