// The list of the site's pages (for flagging links) holds exactly the route files of src/pages.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSitePath, PATTERN_PATHS, sitePathOf, STATIC_PATHS } from './site-paths.ts';
import { COMPANY_PAGES } from './pages.ts';

const pagesDir = new URL('../../pages/', import.meta.url).pathname;

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'api' ? [] : routeFiles(path);
    return entry.name.endsWith('.astro') ? [relative(pagesDir, path).replace(/\.astro$/, '')] : [];
  });
}

/** A route file's path with its parameters filled by an example value. */
function examplePath(file: string): string {
  const path = `/${file}`.replace(/\/index$/, '') || '/';
  return path.replace(/\[[^\]]+\]/g, (param) => (/id\]$/i.test(param) ? '42' : param === '[lang]' ? 'en' : 'soccer'));
}

describe('the site paths', () => {
  const files = routeFiles(pagesDir).filter((f) => !['404', '500', 'back-soon', '[company]'].includes(f));

  it('name a page for every route file', () => {
    expect(files.map(examplePath).filter((path) => !isSitePath(path))).toEqual([]);
  });

  it('name no page without a route file', () => {
    const fixed = new Set(files.filter((f) => !f.includes('[')).map(examplePath));
    const company = new Set(COMPANY_PAGES.map((p) => `/${p}`));
    expect(STATIC_PATHS.filter((p) => !fixed.has(p) && !company.has(p))).toEqual([]);
    expect(PATTERN_PATHS).toHaveLength(files.filter((f) => f.includes('[')).length);
  });

  it('read links the way a browser on a company page would', () => {
    expect(sitePathOf('/contact?x=1')).toBe('/contact?x=1');
    expect(sitePathOf('contact')).toBe('/contact');
    expect(sitePathOf('https://example.com/x')).toBeNull();
    expect(sitePathOf('#section')).toBeNull();
    expect(isSitePath('/contact/')).toBe(true);
    expect(isSitePath('/sports-betting/match/12/bets')).toBe(true);
    expect(isSitePath('/sports-betting/match/abc')).toBe(false);
  });
});
