import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonicalPageUrl, pageReads } from './page-query.ts';

const root = new URL('../../', import.meta.url).pathname;

function astroFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return astroFiles(path);
    return name.endsWith('.astro') ? [path] : [];
  });
}

describe('page query parameters', () => {
  it('keeps only the parameters the route reads, in its order, values as given', () => {
    expect(canonicalPageUrl('/')).toBe('/');
    expect(canonicalPageUrl('/?utm_source=x&fbclid=y')).toBe('/');
    expect(canonicalPageUrl('/?time=today&query=abcd')).toBe('/?query=abcd&time=today');
    expect(canonicalPageUrl('/sports-betting?league=2&junk=1&league=1&time=3h')).toBe('/sports-betting?time=3h&league=2&league=1');
    expect(canonicalPageUrl('/sports-betting/soccer/1/premier-league/5?bet=ou&time=today&x=1')).toBe('/sports-betting/soccer/1/premier-league/5?time=today&bet=ou');
    expect(canonicalPageUrl('/sports-betting/sport/soccer/1?time=today&bet=ou')).toBe('/sports-betting/sport/soccer/1?time=today');
    expect(canonicalPageUrl('/about-us?q1=1')).toBe('/about-us');
    expect(canonicalPageUrl('/responsible-gaming?q1=1&pgsi=1&zz=2')).toBe('/responsible-gaming?pgsi=1&q1=1');
  });

  it('lists every parameter a page or component asks its address for', () => {
    // Astro.url.searchParams read directly or through a local (params.get, query.has, ...).
    const read = /\b(?:searchParams|params|query)\.(?:get|getAll|has)\(\s*'([^']+)'/g;
    const listed = new Set(['/', '/search', '/results', '/responsible-gaming', '/sports-betting', '/sports-betting/highlights', '/sports-betting/my-favorites'].flatMap(pageReads));
    const missing: string[] = [];
    for (const file of [...astroFiles(join(root, 'pages')), ...astroFiles(join(root, 'components'))]) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('Astro.url')) continue;
      for (const m of text.matchAll(read)) if (!listed.has(m[1]!)) missing.push(`${file.slice(root.length)}: ${m[1]}`);
    }
    expect(missing).toEqual([]);
  });

  it('reads the time filter on every page with the desktop columns', () => {
    for (const path of ['/', '/live-betting', '/sports-betting/match/9', '/sports-betting/last-minute-events', '/sports-betting/soccer/1/premier-league/5'])
      expect(pageReads(path)).toContain('time');
  });
});
