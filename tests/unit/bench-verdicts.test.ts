// A bench target whose measurement failed or read zero is FAIL, never PASS (issue 30): the
// static ceiling answered 404 yet "league page >= 30% of static" read PASS at 863%, and the
// tracker's memory read "0.0 kB" and PASS.
import { describe, expect, it } from 'vitest';
import { pagesChecks, type LoadedPage, type PagesFigures } from '../../scripts/bench/pages.ts';
import { trackerChecks, type TrackerRun } from '../../scripts/bench/tracker.ts';
import type { LoadResult } from '../../scripts/bench/load.ts';

const load = (over: Partial<LoadResult> = {}): LoadResult => ({
  requests: 10_000,
  errors: 0,
  non2xx: 0,
  seconds: 10,
  rps: 1000,
  p50: 5,
  p95: 10,
  p99: 20,
  max: 40,
  meanBytes: 20_000,
  ...over,
});
const page = (over: Partial<LoadResult> = {}, loopP99Ms = 5): LoadedPage => ({ load: load(over), loopP99Ms });

const figures = (over: Partial<PagesFigures> = {}): PagesFigures => ({
  connections: 50,
  homeJs: 60_000,
  leagueJs: { status: 200, files: [], inlineGzBytes: 0, inlineCount: 0, islands: 3, totalGzBytes: 60_000, missing: [] },
  leagueEvents: 60,
  home: page(),
  league: page(),
  static: page({ rps: 2000, requests: 20_000 }),
  reportsLoop: true,
  rssAfter: 200 * 1024 * 1024,
  ...over,
});

const verdictOf = (checks: Array<{ target: string; verdict: string }>, start: string) => checks.find((c) => c.target.startsWith(start))?.verdict;

describe('the page section', () => {
  it('passes sound figures', () => {
    const checks = pagesChecks(figures());
    expect(verdictOf(checks, 'league page >=')).toBe('PASS');
    expect(verdictOf(checks, 'league page p99')).toBe('PASS');
    expect(checks.filter((c) => c.verdict === 'FAIL')).toEqual([]);
  });

  it('fails the static ceiling when the static file answered 404', () => {
    const checks = pagesChecks(figures({ static: page({ rps: 116, non2xx: 1160, requests: 1160 }) }));
    expect(checks.find((c) => c.target.includes('of static'))?.verdict).toBe('FAIL');
  });

  it('fails the static ceiling when the static file was not measured or read zero', () => {
    expect(pagesChecks(figures({ static: undefined })).find((c) => c.target.includes('of static'))?.verdict).toBe('FAIL');
    const zero = pagesChecks(figures({ static: page({ rps: 0, requests: 0 }) }));
    expect(zero.find((c) => c.target.includes('of static'))?.verdict).toBe('FAIL');
  });

  it('fails the league figures when its requests failed, however fast they failed', () => {
    const checks = pagesChecks(figures({ league: page({ errors: 10, non2xx: 9990 }) }));
    expect(verdictOf(checks, 'league page p99')).toBe('FAIL');
    expect(verdictOf(checks, 'league page >=')).toBe('FAIL');
    expect(checks.find((c) => c.target.includes('of static'))?.verdict).toBe('FAIL');
  });

  it('fails the league figures when the load read no request at all', () => {
    const checks = pagesChecks(figures({ league: page({ requests: 0, rps: 0, p99: Number.NaN }) }));
    expect(verdictOf(checks, 'league page p99')).toBe('FAIL');
  });
});

describe('the tracker section', () => {
  const run = (heapBytes: number): TrackerRun => ({ matches: 100, heapBytes, perMatchBytes: heapBytes / 100, events: 1500, stepMicros: 4, snapshotBytes: 300 });

  it('passes a measured footprint under the target', () => {
    expect(trackerChecks(run(450_000))[0]?.verdict).toBe('PASS');
  });

  it('fails a footprint that read zero: the measurement failed', () => {
    expect(trackerChecks(run(0))[0]?.verdict).toBe('FAIL');
  });
});
