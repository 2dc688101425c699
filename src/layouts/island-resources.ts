// The islands' translations as the JSON the page shell hands over once per page, made once
// per language: the resources never change while the process runs, and stringifying ~30 kB on
// every render was a measurable part of a page miss (issue 20).
import { ISLAND_RESOURCES, type Lang } from '../i18n/index.ts';

const made = new Map<Lang, string>();

/** `{ lang, resources }` as JSON, with "<" escaped so that no translation can close the script element early. */
export function islandResourcesJson(lang: Lang): string {
  let json = made.get(lang);
  if (json === undefined) {
    json = JSON.stringify({ lang, resources: ISLAND_RESOURCES[lang] }).replace(/</g, '\\u003c');
    made.set(lang, json);
  }
  return json;
}
