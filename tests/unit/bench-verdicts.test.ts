// A bench target whose measurement failed or read zero is FAIL, never PASS (issue 30): the
// static ceiling answered 404 yet "league page >= 30% of static" read PASS at 863%, and the
// tracker's memory read "0.0 kB" and PASS. A Lighthouse median over fewer runs than asked
// (a run failed) is FAIL too.
import { describe, expect, it } from 'vitest';
import { pagesChecks, type LoadedPage, type PagesFigures } from '../../scripts/bench/pages.ts';
import { trackerChecks, type TrackerRun } from '../../scripts/bench/tracker.ts';
import { failuresText, type LoadResult } from '../../scripts/bench/load.ts';
import { lighthouseChecks, pageFigures, type LighthouseBenchResult, type LighthouseRun } from '../../scripts/bench/lighthouse-figures.ts';
import { quantile } from '../../scripts/bench/report.ts';
import { medianComparisons, thisTree } from '../../scripts/bench/compare.ts';
import type { LcpDiagnosis } from '../../scripts/bench/lighthouse-report.ts';

const load = (over: Partial<LoadResult> = {}): LoadResult => ({
  requests: 10_000,
  errors: 0,
  non2xx: 0,
  non2xxStatuses: {},
  seconds: 10,
  rps: 1000,
  p50: 5,
  p95: 10,
  p99: 20,
  max: 40,
  meanBytes: 20_000,
  clientLagP99: 1,
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

describe("a load's failures", () => {
  it('says what failed: connection errors and each status answered', () => {
    expect(failuresText(load())).toBe('0 failed');
    expect(failuresText(load({ errors: 1, non2xx: 3, non2xxStatuses: { '503': 2, '429': 1 } }))).toBe('4 failed (1 connection error, 1 answered 429, 2 answered 503)');
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

describe('the Lighthouse section', () => {
  const diagnosis: LcpDiagnosis = { lcpMs: 1000, fcpMs: 900, observedLcpMs: 120, element: null, beforePaint: [], renderBlocking: [], mainThreadMs: 500, simulated: null };
  const run = (lcpMs: number): LighthouseRun => ({ lcpMs, fcpMs: 900, tbtMs: 20, cls: 0.01, siMs: 1000, score: 99, diagnosis: { ...diagnosis, lcpMs }, warnings: [] });
  const page = { key: 'home', label: 'home page', path: '/' };
  const result = (lcps: number[], errors: string[] = []): LighthouseBenchResult => ({
    runGroup: 'yes',
    runsWanted: 9,
    pages: [pageFigures({ tree: 'this tree', page, good: lcps.map(run), errors })],
    compared: [],
    notes: [],
    benchmarkIndex: 2000,
    loadBefore: '1.00 1.00 1.00',
    loadAfter: '1.00 1.00 1.00',
    seconds: 100,
  });
  const lcpCheck = (r: LighthouseBenchResult) => lighthouseChecks(r).find((c) => c.target.startsWith('lighthouse home: median LCP'));

  it('passes a median under 1.2 s over every run asked for, and prints the spread', () => {
    const check = lcpCheck(result([900, 950, 1000, 1050, 1100, 1150, 1190, 1500, 2000]));
    expect(check?.verdict).toBe('PASS');
    expect(check?.measured).toContain('1.10 s');
    expect(check?.measured).toContain('min 0.90 s');
    expect(check?.measured).toContain('max 2.00 s');
  });

  it('fails a median of 1.2 s or more', () => {
    expect(lcpCheck(result([1000, 1100, 1200, 1200, 1250, 1300, 1300, 1400, 1500]))?.verdict).toBe('FAIL');
  });

  it('fails a fast median when a run failed: the figure is over fewer runs than asked', () => {
    const check = lcpCheck(result([900, 950, 1000, 1050, 1100, 1150, 1190, 1190], ['NO_NAVSTART: no navigation']));
    expect(check?.verdict).toBe('FAIL');
    expect(check?.measured).toContain('8/9 runs');
    expect(check?.measured).toContain('NO_NAVSTART');
  });

  it('fails every figure of a page without a good run', () => {
    const checks = lighthouseChecks(result([], ['the server stopped answering'])).filter((c) => c.target.startsWith('lighthouse home'));
    expect(checks.map((c) => c.verdict)).toEqual(['FAIL', 'FAIL', 'FAIL']);
  });

  it('diagnoses the median and the slowest run', () => {
    const figures = pageFigures({ tree: 'this tree', page, good: [1300, 900, 1100].map(run), errors: [] });
    expect(figures.median?.lcpMs).toBe(1100);
    expect(figures.slowest?.lcpMs).toBe(1300);
    expect(figures.lcpRuns).toEqual([1300, 900, 1100]);
  });

  it('reads quartiles between the runs', () => {
    expect(quantile([4, 1, 3, 2], 0.5)).toBe(2.5);
    expect(quantile([1, 2, 3, 4, 5], 0.25)).toBe(2);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe('old against new (BENCH_COMPARE_REF)', () => {
  interface Run {
    tree: string;
    database: 'pglite';
    done: number;
  }
  const run = (tree: string, done: number): Run => ({ tree, database: 'pglite', done });
  const compare = (runs: Run[]) =>
    medianComparisons({
      runs,
      databases: ['pglite' as const],
      rounds: 3,
      allowance: 0.1,
      measured: (r) => r.done > 0,
      perSecond: (r) => r.done,
      target: (_, other) => `against ${other}`,
      detail: (mine, theirs) => `${mine.length} and ${theirs.length} runs`,
      failed: 'measurement failed',
    });
  const mine = thisTree.label;

  it('passes within the allowance and fails below it, on medians of the rounds', () => {
    const [within] = compare([run(mine, 91), run(mine, 95), run(mine, 10), run('old', 100), run('old', 100), run('old', 100)]);
    expect(within).toMatchObject({ verdict: 'PASS', measured: '91 against 100/s (-9%); 3 and 3 runs' });
    const [below] = compare([run(mine, 85), run(mine, 89), run(mine, 200), run('old', 100), run('old', 100), run('old', 100)]);
    expect(below!.verdict).toBe('FAIL');
  });

  it('fails when a round of either build measured nothing, however fast the rest', () => {
    const [missing] = compare([run(mine, 500), run(mine, 500), run(mine, 0), run('old', 100), run('old', 100), run('old', 100)]);
    expect(missing).toMatchObject({ verdict: 'FAIL', measured: 'measurement failed' });
    const [none] = compare([run(mine, 500), run(mine, 500), run(mine, 500), run('old', 0), run('old', 0), run('old', 0)]);
    expect(none).toMatchObject({ verdict: 'FAIL', measured: 'measurement failed' });
  });
});
