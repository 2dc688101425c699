// Memory and uncached pages bench (issue 20). For PGlite and a throwaway PostgreSQL, a fresh
// node (started as npm start starts it, scripts/server-flags.ts) is asked where its memory
// goes once its offer is stored (the operator's health details: V8 heap, the embedded
// database's WASM memory and thread heap, each cache's bytes), then loaded with pages and
// page misses while its RSS is sampled. The page misses: a league page URL the cache has not
// seen (a bet type of its own, which the page reads and, unknown, renders as the default
// market: the same page; an unknown parameter would be the cached page itself) rendered on one
// request after another (p50 of the render
// the server reports in Server-Timing, and of the whole request as the client sees it), and 50
// requests for one such URL at once, which must cause one render (x-page-cache: miss) and
// 49 answers from it.
// Run alone: node scripts/bench/memory.ts (after a build). Tuning: BENCH_MEMORY_DBS ("pglite,postgres"),
// BENCH_MEMORY_LOAD_S (8), BENCH_MEMORY_CONNECTIONS (50), BENCH_MISS_REQUESTS (100), BENCH_MISS_WARMUP (100).
import { startBenchServer, waitForStoredOffer, type BenchServer } from './server.ts';
import { runLoad, type LoadResult } from './load.ts';
import { findLeague } from './league.ts';
import { benchDatabases, onEachDatabase } from './databases.ts';
import { checksTable, mb, ms, table, type Check } from './report.ts';

const DATABASES = benchDatabases(process.env.BENCH_MEMORY_DBS);
const LOAD_MS = Number(process.env.BENCH_MEMORY_LOAD_S ?? 8) * 1000;
const CONNECTIONS = Number(process.env.BENCH_MEMORY_CONNECTIONS ?? 50);
const MISSES = Number(process.env.BENCH_MISS_REQUESTS ?? 100);
/** Misses rendered before the measured ones: a node that has served a while has its render code optimised (the first misses of a fresh node take up to twice as long; measured after 20 of them, 40 misses read p50 3.9-5.9 ms from run to run; 200 measured after 8 s more of serving read 3.1 ms twice). */
const MISS_WARMUP = Number(process.env.BENCH_MISS_WARMUP ?? 100);
const PARALLEL_MISSES = 50;
const TARGETS = { rssStart: 300 * 1024 * 1024, rssLoad: 400 * 1024 * 1024, missP50Ms: 5 };
const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

interface MemorySplit {
  rss: number | null;
  parts: Array<[string, number | null]>;
}

export interface MemoryRun {
  database: 'pglite' | 'postgres';
  skipped?: string;
  events: number | null;
  atStart?: MemorySplit;
  afterLoad?: MemorySplit;
  rssPeak: number | null;
  load?: LoadResult;
  leaguePath?: string;
  /** As the bench's client sees a miss: the server's time, the loopback and the client's own fetch and decompression. */
  missP50: number;
  missP95: number;
  missCount: number;
  /** The server's render of a miss (Server-Timing render: page handler to whole HTML) and its whole answer with the compression (total). */
  renderP50: number;
  renderP95: number;
  serverTotalP50: number;
  /** Server CPU time per miss: the render's cost whatever else the machine runs. */
  missCpuMs: number | null;
  /** The main thread's CPU time per miss (the render itself; the process figure adds compression on zlib's threads). */
  missMainCpuMs: number | null;
  missesSeen: number;
  parallelRenders: number | null;
  parallelOk: number;
  loadavg: string;
}

const loadavg = async () => (await import('node:fs')).readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** The operator's memory details as rows: what V8, the database thread and each cache hold. */
async function split(server: BenchServer): Promise<MemorySplit> {
  const m = (await server.health()).memory as Record<string, unknown> & { parts?: Record<string, number> };
  const n = (key: string) => (typeof m[key] === 'number' ? (m[key] as number) : null);
  return {
    rss: server.rssBytes(),
    parts: [
      ['main thread JS heap (total)', n('heap_total_bytes')],
      ['  of which used', n('heap_used_bytes')],
      ['external (Buffers, C++ objects)', n('external_bytes')],
      ['database WASM memory (PGlite)', n('database_wasm_bytes')],
      ['database thread JS heap (PGlite)', n('database_thread_heap_bytes')],
      ...Object.entries(m.parts ?? {}).map(([name, bytes]) => [`cache: ${name}`, bytes] as [string, number]),
    ],
  };
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!);

/** A Server-Timing metric's duration in ms (src/server/http/page-cache.ts), or NaN. */
const timing = (header: string | null, name: string): number => Number(new RegExp(`(?:^|,\\s*)${name};dur=([\\d.]+)`).exec(header ?? '')?.[1] ?? Number.NaN);

async function get(url: string): Promise<{ status: number; cache: string | null; ms: number; renderMs: number; totalMs: number }> {
  const t = performance.now();
  const res = await fetch(url, { headers: { accept: 'text/html', 'user-agent': MOBILE_UA } });
  await res.arrayBuffer();
  const server = res.headers.get('server-timing');
  return { status: res.status, cache: res.headers.get('x-page-cache'), ms: performance.now() - t, renderMs: timing(server, 'render'), totalMs: timing(server, 'total') };
}

/** A run's figures before anything is measured. */
const NO_FIGURES = {
  events: null,
  rssPeak: null,
  missP50: Number.NaN,
  missP95: Number.NaN,
  missCount: 0,
  renderP50: Number.NaN,
  renderP95: Number.NaN,
  serverTotalP50: Number.NaN,
  missCpuMs: null,
  missMainCpuMs: null,
  missesSeen: 0,
  parallelRenders: null,
  parallelOk: 0,
  loadavg: '',
};

/** Waits (3 s at least, 30 s at most) until the RSS of the last 2 s, sampled every 0.5 s, varies by less than 3%. */
async function steadyRss(server: BenchServer): Promise<void> {
  const samples: number[] = [];
  const started = performance.now();
  for (;;) {
    await new Promise((r) => setTimeout(r, 500));
    samples.push(server.rssBytes() ?? 0);
    const last = samples.slice(-4);
    const steady = last.length === 4 && Math.max(...last) - Math.min(...last) < 0.03 * Math.max(...last);
    const waited = performance.now() - started;
    if ((steady && waited >= 3000) || waited >= 30_000) return;
  }
}

async function runOn(database: 'pglite' | 'postgres', env: Record<string, string>): Promise<MemoryRun> {
  const server = await startBenchServer({ env });
  const run: MemoryRun = { database, ...NO_FIGURES };
  try {
    await waitForStoredOffer(server);
    // The demo players' password hashes (128 MiB of scrypt each) end a few seconds after start,
    // and the seeding leaves garbage behind: measured once read right after it, the same code
    // gave 387 and 694 MiB. "At start" is the steady state after it.
    await steadyRss(server);
    run.events = ((await server.health()).feed as { events?: number } | undefined)?.events ?? null;
    run.atStart = await split(server);
    const found = await findLeague(server.url, 50);
    if (!found.ok) return { ...run, skipped: found.reason };
    const base = `${server.url}${found.league.path}`;
    run.leaguePath = found.league.path;
    await get(base);

    // Misses one after another: each URL is new to the cache, so each is a render.
    const stamp = Date.now();
    for (let i = 0; i < MISS_WARMUP; i++) await get(`${base}?bet=warm-${stamp}-${i}`);
    const times: number[] = [];
    const renders: number[] = [];
    const totals: number[] = [];
    const cpuBefore = server.cpuSeconds();
    const mainBefore = server.mainThreadCpuSeconds();
    for (let i = 0; i < MISSES; i++) {
      const r = await get(`${base}?bet=miss-${stamp}-${i}`);
      if (r.status === 200) times.push(r.ms);
      if (Number.isFinite(r.renderMs)) renders.push(r.renderMs);
      if (Number.isFinite(r.totalMs)) totals.push(r.totalMs);
      if (r.cache === 'miss') run.missesSeen += 1;
    }
    const cpuAfter = server.cpuSeconds();
    const mainAfter = server.mainThreadCpuSeconds();
    if (cpuBefore !== null && cpuAfter !== null) run.missCpuMs = ((cpuAfter - cpuBefore) * 1000) / MISSES;
    if (mainBefore !== null && mainAfter !== null) run.missMainCpuMs = ((mainAfter - mainBefore) * 1000) / MISSES;
    times.sort((a, b) => a - b);
    run.missCount = times.length;
    run.missP50 = percentile(times, 0.5);
    run.missP95 = percentile(times, 0.95);
    for (const list of [renders, totals]) list.sort((a, b) => a - b);
    run.renderP50 = percentile(renders, 0.5);
    run.renderP95 = percentile(renders, 0.95);
    run.serverTotalP50 = percentile(totals, 0.5);

    run.loadavg = await loadavg();
    // Many misses of one key at once: one render, the rest wait for it.
    const together = await Promise.all(Array.from({ length: PARALLEL_MISSES }, () => get(`${base}?bet=together-${stamp}`)));
    run.parallelOk = together.filter((r) => r.status === 200).length;
    run.parallelRenders = together.filter((r) => r.cache === 'miss').length;

    // Load: the league page and the home page, with a miss every few requests, RSS sampled.
    let peak = server.rssBytes();
    const sampler = setInterval(() => {
      const rss = server.rssBytes();
      if (rss !== null && (peak === null || rss > peak)) peak = rss;
    }, 200);
    let missLoop = true;
    const misses = (async () => {
      for (let i = 0; missLoop; i++) await get(`${base}?bet=load-${stamp}-${i}`).catch(() => undefined);
    })();
    const [league] = await Promise.all([
      runLoad({ url: base, connections: CONNECTIONS, durationMs: LOAD_MS, warmupMs: 1000, headers: { 'user-agent': MOBILE_UA, 'accept-encoding': 'br' } }),
      runLoad({ url: `${server.url}/`, connections: 10, durationMs: LOAD_MS, warmupMs: 1000, headers: { 'accept-encoding': 'gzip' } }),
    ]);
    missLoop = false;
    await misses;
    clearInterval(sampler);
    run.load = league;
    run.rssPeak = peak;
    run.afterLoad = await split(server);
    run.loadavg = await loadavg();
    return run;
  } finally {
    await server.stop();
  }
}

export function runMemoryBench(): Promise<MemoryRun[]> {
  return onEachDatabase(DATABASES, runOn, (database, skipped) => ({ database, skipped, ...NO_FIGURES }));
}

/** Per part, at start and after the load, one column pair per database. */
export function memoryTable(runs: MemoryRun[]): string {
  const measured = runs.filter((r) => r.atStart && r.afterLoad);
  if (measured.length === 0) return '';
  const names = [...new Set(measured.flatMap((r) => [...r.atStart!.parts, ...r.afterLoad!.parts].map(([name]) => name)))];
  const value = (s: MemorySplit, name: string) => {
    const found = s.parts.find(([n]) => n === name);
    return found && found[1] !== null ? mb(found[1]) : 'n/a';
  };
  const header = ['part', ...measured.flatMap((r) => [`${r.database} at start`, `${r.database} after load`])];
  const rows = [
    ['RSS (whole process)', ...measured.flatMap((r) => [mb(r.atStart!.rss), `${mb(r.afterLoad!.rss)} (peak ${mb(r.rssPeak)})`])],
    ...names.map((name) => [name, ...measured.flatMap((r) => [value(r.atStart!, name), value(r.afterLoad!, name)])]),
  ];
  return table(header, rows);
}

export function memoryChecks(runs: MemoryRun[]): Check[] {
  const checks: Check[] = [];
  for (const r of runs) {
    if (r.skipped || !r.atStart) {
      checks.push({ target: `${r.database}: memory and page misses`, measured: `skipped: ${r.skipped ?? 'no figures'}`, verdict: 'n/a' });
      continue;
    }
    const rssStart = r.atStart.rss;
    checks.push(
      {
        target: `${r.database}: RSS after start < ${mb(TARGETS.rssStart)} (${r.events ?? '?'} events in the offer)`,
        measured: mb(rssStart),
        verdict: rssStart !== null && rssStart < TARGETS.rssStart ? 'PASS' : 'FAIL',
      },
      {
        target: `${r.database}: RSS peak under load < ${mb(TARGETS.rssLoad)} (league at ${CONNECTIONS} + home at 10 connections, misses, ${LOAD_MS / 1000} s)`,
        measured: `${mb(r.rssPeak)} (league ${r.load ? `${r.load.rps.toFixed(0)} req/s, p99 ${ms(r.load.p99)}` : 'n/a'}; load average ${r.loadavg})`,
        verdict: r.rssPeak !== null && r.rssPeak < TARGETS.rssLoad ? 'PASS' : 'FAIL',
      },
      {
        target: `${r.database}: league page miss render (one request at a time, after ${MISS_WARMUP} unmeasured; the server's Server-Timing) p50 < ${ms(TARGETS.missP50Ms)}`,
        measured: `render p50 ${ms(r.renderP50)}, p95 ${ms(r.renderP95)}; with the compression p50 ${ms(r.serverTotalP50)}; as the client sees it p50 ${ms(r.missP50)}, p95 ${ms(r.missP95)} over ${r.missCount} misses (${r.missesSeen} marked miss); server CPU ${r.missCpuMs === null ? 'n/a' : ms(r.missCpuMs)} per miss (main thread ${r.missMainCpuMs === null ? 'n/a' : ms(r.missMainCpuMs)}); load average ${r.loadavg}`,
        verdict: r.renderP50 < TARGETS.missP50Ms && r.missesSeen === MISSES ? 'PASS' : 'FAIL',
      },
      {
        target: `${r.database}: ${PARALLEL_MISSES} parallel misses of one page cause 1 render`,
        measured: `${r.parallelRenders ?? 'n/a'} render(s), ${r.parallelOk}/${PARALLEL_MISSES} answered 200`,
        verdict: r.parallelRenders === 1 && r.parallelOk === PARALLEL_MISSES ? 'PASS' : 'FAIL',
      },
    );
  }
  return checks;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = await runMemoryBench();
  process.stdout.write(`${memoryTable(runs)}\n\n${checksTable(memoryChecks(runs))}\n`);
}
