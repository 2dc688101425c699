import { describe, expect, it } from 'vitest';
import { ISLAND_RESOURCES, LANGS } from '../i18n/index.ts';
import { islandResourcesJson } from './island-resources.ts';

describe("the islands' translations as embedded JSON", () => {
  it.each(LANGS)('parses back to the %s resources, with no "<" and no character above U+00FF in the text', (lang) => {
    const json = islandResourcesJson(lang);
    expect(JSON.parse(json)).toEqual({ lang, resources: ISLAND_RESOURCES[lang] });
    expect(json).not.toMatch(/[<\u0100-\uffff]/);
  });
});
