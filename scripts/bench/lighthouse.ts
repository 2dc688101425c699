// Lighthouse bench (issues 4, 30): Lighthouse's default mobile preset (a mid-range phone's
// screen, simulated slow 4G and a 4x slower CPU) on the home page, a league page with 50+
// events and a company page, in the Chromium npm test uses (scripts/test-support/chromium.ts).
// The pages take turns (home, league, company, home, …), so a burst of load on the machine
// falls on every page alike, and each page's median LCP is judged against 1.2 s, TBT and CLS
// against their targets; the spread (min, quartiles, max) and, for the median and the slowest
// run, the LCP element and the requests that LCP waited on are printed (lighthouse-report.ts).
// With BENCH_COMPARE_REF the compared build's server runs beside this one's, and each page is
// audited on both in alternating order (compare.ts).
// Run alone: node scripts/bench/lighthouse.ts (after a build; SITE_DIST_DIR is honoured).
// Tuning: BENCH_LH_RUNS (9), CHROMIUM_PATH (else the system's, else Playwright's); BENCH_LH_REPORT_DIR=<dir> writes
// every run's Lighthouse JSON report there, for diagnosis.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { startBenchServer, type BenchServer } from './server.ts';
import { findLeague } from './league.ts';
import { diagnose, type SimulatedLcp } from './lighthouse-report.ts';
import { simulateLcp } from './lighthouse-lantern.ts';
import { LH_TARGETS, lighthouseChecks, lighthouseNotes, lighthouseTable, pageFigures, type LighthouseBenchResult, type LighthouseRun, type Page } from './lighthouse-figures.ts';
import { checksTable, median } from './report.ts';
import { interleaved, thisTree, treesToRun } from './compare.ts';
import { cpuGroupsUnavailable, enterRunGroup, loadAverage } from './cpu-groups.ts';
import { CHROMIUM_FLAGS, findChromium, MISSING_CHROMIUM } from '../test-support/chromium.ts';

export const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 9);
/** Attempts beyond LH_RUNS per page: under CPU contention Chrome now and then loses the trace (NO_NAVSTART). */
const SPARE_ATTEMPTS = 3;
const REPORT_DIR = process.env.BENCH_LH_REPORT_DIR;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

export { lighthouseChecks, lighthouseNotes, lighthouseTable, type LighthouseBenchResult };

const metric = (lhr: Result, audit: string): number => lhr.audits[audit]?.numericValue ?? Number.NaN;

function runOf(lhr: Result, simulated: SimulatedLcp | null): LighthouseRun {
  return {
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    fcpMs: metric(lhr, 'first-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    siMs: metric(lhr, 'speed-index'),
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    diagnosis: diagnose(lhr, simulated),
    warnings: lhr.runWarnings ?? [],
  };
}

/** A page on one build's server, with what its runs gave so far. */
interface Target {
  tree: string;
  server: BenchServer;
  page: Page;
  good: LighthouseRun[];
  errors: string[];
  attempts: number;
}

const healthy = (server: BenchServer) =>
  server.health().then(
    () => true,
    () => false,
  );

/** One good run of a page, retrying a failed attempt while spare attempts are left. */
async function auditOnce(chrome: LaunchedChrome, target: Target, round: number, benchmarks: number[]): Promise<void> {
  const flags: Flags = { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' };
  while (target.attempts < LH_RUNS + SPARE_ATTEMPTS) {
    target.attempts++;
    try {
      const result = await lighthouse(`${target.server.url}${target.page.path}`, flags);
      const lhr = result?.lhr;
      if (!lhr) target.errors.push('no result');
      else if (lhr.runtimeError) target.errors.push(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
      else {
        target.good.push(runOf(lhr, await simulateLcp(result, lhr)));
        benchmarks.push(lhr.environment.benchmarkIndex);
        if (REPORT_DIR) {
          mkdirSync(REPORT_DIR, { recursive: true });
          writeFileSync(join(REPORT_DIR, `${target.page.key}-${target.tree.replace(/\W+/g, '-')}-${round + 1}.json`), JSON.stringify(lhr));
        }
        return;
      }
    } catch (err) {
      target.errors.push(err instanceof Error ? err.message : String(err));
    }
    // A failed run is Chrome's error page when the server has gone; the runs left would all fail the same way.
    if (!(await healthy(target.server))) {
      target.errors.push('the server stopped answering');
      target.attempts = Number.POSITIVE_INFINITY;
    }
  }
}

/** The pages to audit on one server: the home page, its league page with 50+ events, a company page. */
async function pagesOf(server: BenchServer, tree: string, notes: string[]): Promise<Page[]> {
  const pages: Page[] = [{ key: 'home', label: 'home page', path: '/' }];
  const found = await findLeague(server.url, LH_TARGETS.leagueEvents);
  if (found.ok) pages.push({ key: 'league', label: `league page (${found.league.events} events)`, path: found.league.path });
  else notes.push(`No league page to audit on ${tree}: ${found.reason}.`);
  pages.push({ key: 'company', label: 'company page', path: '/about-us' });
  // Each page once before the runs: the first render of a page (and its first compression) is not what a visitor meets.
  for (const page of pages) await fetch(`${server.url}${page.path}`).then((res) => res.arrayBuffer());
  return pages;
}

/** Starts a fresh production server per build and audits each page LH_RUNS times, pages and builds taking turns; skips (does not throw) without a Chromium. */
export async function runLighthouseBench(): Promise<LighthouseBenchResult> {
  const startedAt = Date.now();
  // In the bench's run group (cpu-groups.ts), with Chromium and the servers it starts: on a
  // shared machine other work then cannot starve the recording Lantern's figure is made from.
  enterRunGroup();
  const loadBefore = loadAverage();
  const elapsed = () => (Date.now() - startedAt) / 1000;
  const runGroup = cpuGroupsUnavailable() ?? 'yes';
  const empty = { runGroup, runsWanted: LH_RUNS, pages: [], compared: [], notes: [], benchmarkIndex: Number.NaN, loadBefore, loadAfter: loadBefore };
  const chromiumPath = findChromium();
  if (!chromiumPath) return { ...empty, skipped: MISSING_CHROMIUM, seconds: elapsed() };

  const trees = await treesToRun();
  const servers: BenchServer[] = [];
  const notes: string[] = [];
  try {
    const targets = new Map<string, Target[]>();
    for (const tree of trees) {
      const server = await startBenchServer({ tree });
      servers.push(server);
      const pages = await pagesOf(server, tree.label, notes);
      targets.set(
        tree.label,
        pages.map((page) => ({ tree: tree.label, server, page, good: [], errors: [], attempts: 0 })),
      );
    }

    let chrome: LaunchedChrome;
    try {
      chrome = await launch({ chromePath: chromiumPath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
    } catch (err) {
      return { ...empty, notes, skipped: `Chromium at ${chromiumPath} did not start: ${err instanceof Error ? err.message : String(err)}`, seconds: elapsed() };
    }
    const benchmarks: number[] = [];
    const pageKeys = [...new Set([...targets.values()].flat().map((t) => t.page.key))];
    try {
      for (let round = 0; round < LH_RUNS; round++) {
        process.stdout.write(`  lighthouse: round ${round + 1}/${LH_RUNS} (load ${loadAverage()})…\n`);
        // Each round starts one page later (home, league, company; league, company, home; …) and
        // alternates the builds' order, so no page or build always runs first on a machine that just idled.
        const keys = pageKeys.map((_, i) => pageKeys[(i + round) % pageKeys.length]!);
        for (const key of keys) {
          for (const tree of interleaved(trees, round)) {
            const target = targets.get(tree.label)?.find((t) => t.page.key === key);
            if (target) await auditOnce(chrome, target, round, benchmarks);
          }
        }
      }
    } finally {
      chrome.kill();
    }
    const figures = (label: string) => (targets.get(label) ?? []).map(pageFigures);
    return {
      runGroup,
      runsWanted: LH_RUNS,
      pages: figures(thisTree.label),
      compared: trees.filter((t) => t !== thisTree).flatMap((t) => figures(t.label)),
      notes,
      benchmarkIndex: median(benchmarks),
      loadBefore,
      loadAfter: loadAverage(),
      seconds: elapsed(),
    };
  } finally {
    for (const server of servers) await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runLighthouseBench();
  if (result.skipped) process.stdout.write(`The Lighthouse bench was skipped: ${result.skipped}\n`);
  else process.stdout.write(`\n${lighthouseTable(result)}\n\n`);
  process.stdout.write(`${checksTable(lighthouseChecks(result))}\n`);
  for (const note of lighthouseNotes(result)) process.stdout.write(`Note: ${note}\n`);
  process.exit(0);
}
