// The Lighthouse bench's figures (issue 30): each page's medians and spread from its runs, the
// table, and the checks against the targets. A median over fewer good runs than asked is FAIL:
// a run that failed is not dropped from the figure quietly.
import { describeDiagnosis, type LcpDiagnosis } from './lighthouse-report.ts';
import { median, ms, quantile, table, type Check } from './report.ts';

export const LH_TARGETS = { lcpMs: 1200, tbtMs: 150, cls: 0.05, leagueEvents: 50 };

/** What Lighthouse measures of a page load (score: performance, 0 to 100). */
interface LighthouseMetrics {
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  siMs: number;
  score: number;
}

/** One good run, kept small (a whole report with its screenshots is a megabyte or two). */
export interface LighthouseRun extends LighthouseMetrics {
  diagnosis: LcpDiagnosis;
  warnings: string[];
}

/** A page's figures on one build: the metrics are the medians over the good runs (NaN when there were none). */
export interface PageFigures extends LighthouseMetrics {
  key: string;
  label: string;
  path: string;
  /** The build measured: this tree's label or the compared ref's. */
  tree: string;
  /** Runs that produced a report without a runtime error. */
  runs: number;
  /** Why attempts failed, one entry per failed attempt. */
  errors: string[];
  /** The LCP values of every good run, in the order they ran. */
  lcpRuns: number[];
  /** The run with the median LCP and the slowest run, diagnosed. */
  median: LcpDiagnosis | null;
  slowest: LcpDiagnosis | null;
  /** Lighthouse's warnings of the median run (e.g. a slow host). */
  warnings: string[];
}

export interface LighthouseBenchResult {
  /** Why the section did not run, when it did not. */
  skipped?: string;
  /** Good runs wanted per page: fewer is a FAIL. */
  runsWanted: number;
  /** This tree's pages. */
  pages: PageFigures[];
  /** The compared build's pages (BENCH_COMPARE_REF), audited interleaved with these. */
  compared: PageFigures[];
  notes: string[];
  /** Lighthouse's CPU benchmark of this machine (median): below 1000 Lighthouse warns the host is slower than it expects, and TBT reads high. */
  benchmarkIndex: number;
  /** 'yes' when the runs had the bench's run group (cpu-groups.ts), else why not. */
  runGroup: string;
  /** /proc/loadavg's 1/5/15-minute figures when the runs started and when they ended. */
  loadBefore: string;
  loadAfter: string;
  seconds: number;
}

/** A page as the bench names it. */
export interface Page {
  key: string;
  label: string;
  path: string;
}

/** The figures of one page on one build from its runs. */
export function pageFigures(target: { tree: string; page: Page; good: LighthouseRun[]; errors: string[] }): PageFigures {
  const { good } = target;
  const byLcp = [...good].sort((a, b) => a.lcpMs - b.lcpMs);
  const medianRun = byLcp[Math.floor((byLcp.length - 1) / 2)];
  return {
    ...target.page,
    tree: target.tree,
    runs: good.length,
    errors: target.errors,
    lcpMs: median(good.map((r) => r.lcpMs)),
    fcpMs: median(good.map((r) => r.fcpMs)),
    tbtMs: median(good.map((r) => r.tbtMs)),
    cls: median(good.map((r) => r.cls)),
    siMs: median(good.map((r) => r.siMs)),
    score: median(good.map((r) => r.score)),
    lcpRuns: good.map((r) => r.lcpMs),
    median: medianRun?.diagnosis ?? null,
    slowest: byLcp.at(-1)?.diagnosis ?? null,
    warnings: medianRun?.warnings ?? [],
  };
}

const seconds = (value: number): string => (Number.isFinite(value) ? `${(value / 1000).toFixed(2)} s` : 'n/a');
const fixed = (value: number, digits: number): string => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

/** The per-page medians and spread as a table, then each page's median and slowest run diagnosed. */
export function lighthouseTable(r: LighthouseBenchResult): string {
  const all = [...r.pages, ...r.compared];
  const withTree = r.compared.length > 0;
  const rows = all.map((p) => [
    `${p.label} ${p.path}${withTree ? ` [${p.tree}]` : ''}`,
    `${p.runs}/${r.runsWanted}`,
    seconds(p.lcpMs),
    `${seconds(quantile(p.lcpRuns, 0))} / ${seconds(quantile(p.lcpRuns, 0.25))} / ${seconds(quantile(p.lcpRuns, 0.75))} / ${seconds(quantile(p.lcpRuns, 1))}`,
    seconds(p.fcpMs),
    ms(p.tbtMs),
    fixed(p.cls, 3),
    seconds(p.siMs),
    fixed(p.score, 0),
  ]);
  const lines = [table(['page', 'runs', 'LCP median', 'LCP min / p25 / p75 / max', 'FCP', 'TBT', 'CLS', 'Speed Index', 'score'], rows), ''];
  for (const p of all) {
    lines.push(`${p.key}${withTree ? ` [${p.tree}]` : ''}: LCP per run (in order) ${p.lcpRuns.map((v) => (v / 1000).toFixed(2)).join(' ')}`);
    for (const [which, d] of [
      ['median run', p.median],
      ['slowest run', p.slowest],
    ] as const) {
      if (d) lines.push(`  ${which}: ${describeDiagnosis(d).join('\n    ')}`);
    }
  }
  return lines.join('\n');
}

export function lighthouseChecks(r: LighthouseBenchResult): Check[] {
  if (r.skipped) return [{ target: 'lighthouse: mobile preset', measured: `skipped: ${r.skipped}`, verdict: 'n/a' }];
  // A median over fewer runs than asked is not the figure the target names: FAIL, whatever it reads.
  const verdict = (p: PageFigures, value: number, limit: number) => (p.runs < r.runsWanted || !Number.isFinite(value) ? 'FAIL' : value < limit ? 'PASS' : 'FAIL');
  const checks: Check[] = r.pages.flatMap((p) => {
    const failed = p.errors.length > 0 ? `; ${p.errors.length} attempt(s) failed: ${[...new Set(p.errors)].join(' | ')}` : '';
    const spread = `min ${seconds(quantile(p.lcpRuns, 0))}, p25-p75 ${seconds(quantile(p.lcpRuns, 0.25))}-${seconds(quantile(p.lcpRuns, 0.75))}, max ${seconds(quantile(p.lcpRuns, 1))}`;
    return [
      {
        target: `lighthouse ${p.key}: median LCP < ${seconds(LH_TARGETS.lcpMs)} over ${r.runsWanted} runs`,
        measured: `${seconds(p.lcpMs)} (${p.runs}/${r.runsWanted} runs; ${spread}${failed})`,
        verdict: verdict(p, p.lcpMs, LH_TARGETS.lcpMs),
      },
      { target: `lighthouse ${p.key}: median TBT < ${ms(LH_TARGETS.tbtMs)}`, measured: ms(p.tbtMs), verdict: verdict(p, p.tbtMs, LH_TARGETS.tbtMs) },
      { target: `lighthouse ${p.key}: median CLS < ${LH_TARGETS.cls}`, measured: fixed(p.cls, 3), verdict: verdict(p, p.cls, LH_TARGETS.cls) },
    ];
  });
  for (const old of r.compared) {
    const mine = r.pages.find((p) => p.key === old.key);
    if (!mine) continue;
    checks.push({
      target: `lighthouse ${old.key}: median LCP, this tree against ${old.tree} (interleaved)`,
      measured: `${seconds(mine.lcpMs)} against ${seconds(old.lcpMs)} (${fixed(((mine.lcpMs - old.lcpMs) / old.lcpMs) * 100, 0)}%)`,
      verdict: 'INFO',
    });
  }
  checks.push({
    target: 'lighthouse: CPU benchmark index (median); load average (1/5/15 min) before and after the runs; run group',
    measured: `${fixed(r.benchmarkIndex, 0)}; ${r.loadBefore} -> ${r.loadAfter}; ${r.runGroup === 'yes' ? 'in the run group' : `no run group: ${r.runGroup}`}; ${r.seconds.toFixed(0)} s for the section`,
    verdict: 'INFO',
  });
  return checks;
}

/** Lighthouse's own warnings and the pages it could not audit, one line each. */
export function lighthouseNotes(r: LighthouseBenchResult): string[] {
  return [...r.notes, ...r.pages.flatMap((p) => [...new Set(p.warnings)].map((w) => `${p.key}: ${w}`))];
}
