import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ISLAND_RESOURCES, LANGS } from '../i18n/index.ts';
import { islandResourcesJson } from './island-resources.ts';

describe("the islands' translations as embedded JSON", () => {
  it.each(LANGS)('parses back to the %s resources, with no "<" and no character above U+00FF in the text', (lang) => {
    const json = islandResourcesJson(lang);
    expect(JSON.parse(json)).toEqual({ lang, resources: ISLAND_RESOURCES[lang] });
    expect(json).not.toMatch(/[<\u0100-\uffff]/);
  });

  // Escaping the characters is not enough: V8 keeps a string made from two-byte text two-byte
  // (String.replace does), and one two-byte piece makes the whole page two-byte when it is
  // joined, twice the bytes to copy and encode on every render (issue 20). Only V8 can tell
  // how it holds a string: a Node run with its isOneByteString() extension is asked.
  it('is held by V8 as one-byte text in every language', () => {
    const module = new URL('./island-resources.ts', import.meta.url).href;
    const script = `const { islandResourcesJson } = await import(${JSON.stringify(module)}); console.log(JSON.stringify(${JSON.stringify(LANGS)}.map((l) => isOneByteString(islandResourcesJson(l)))));`;
    const run = spawnSync(process.execPath, ['--expose-externalize-string', '--input-type=module', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toEqual(LANGS.map(() => true));
  });
});
