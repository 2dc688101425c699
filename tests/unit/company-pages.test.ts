// The repository's company pages are the seed of the published versions: every page in every
// language, each with a valid frontmatter and a body the editor would publish.
import { describe, expect, it } from 'vitest';
import { missingSeedFiles, readSeedFiles } from '../../src/server/content/seed.ts';

describe('the company pages in src/content/company', () => {
  const files = readSeedFiles();

  it('exist for every page in every language', () => {
    expect(missingSeedFiles(files)).toEqual([]);
  });

  it('each have a valid frontmatter and body, and name a known page and language', () => {
    expect(files.filter((f) => f.problems.length > 0).map((f) => ({ file: f.file, problems: f.problems }))).toEqual([]);
  });
});

describe('the seed check', () => {
  it('finds a missing language and an invalid frontmatter', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'seed-'));
    mkdirSync(join(dir, 'en'));
    writeFileSync(join(dir, 'en', 'about-us.md'), '---\ntitle: \ndescription: About\nupdated: 2026-13-01\n---\n\nBody\n');
    const read = readSeedFiles(dir);
    expect(read[0]?.problems.map((p) => `${p.field}:${p.code}`)).toEqual(['title:required', 'updated:invalid_date']);
    expect(missingSeedFiles(read)).toContain('de/about-us');
  });
});
