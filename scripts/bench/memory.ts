// Memory and uncached pages bench (issues 20, 30). For PGlite and a throwaway PostgreSQL,
// BENCH_MEMORY_RUNS (5) fresh nodes one after another (each started as npm start starts it,
// scripts/server-flags.ts, on an empty database) are asked where their memory goes once the
// offer is stored and the RSS is steady: the operator's health details (V8 heap, the embedded
// database's WASM memory and thread heap, each cache's bytes) and /proc/PID/smaps by kind
// (smaps.ts). Then each is loaded with pages and page misses while its RSS is sampled, and the
// smaps split is read again whenever the RSS reaches a new peak. The targets hold over the runs:
// the median RSS after start, and the highest peak. A run that measured nothing fails them.
// The page misses: a league page URL the cache has not seen (a bet type of its own, which the
// page reads and, unknown, renders as the default market: the same page; an unknown parameter
// would be the cached page itself) rendered on one request after another (p50 of the render
// the server reports in Server-Timing, and of the whole request as the client sees it), and 50
// requests for one such URL at once, which must cause one render (x-page-cache: miss) and
// 49 answers from it.
// Run alone: node scripts/bench/memory.ts (after a build). Tuning: BENCH_MEMORY_DBS ("pglite,postgres"),
// BENCH_MEMORY_RUNS (5), BENCH_MEMORY_LOAD_S (8), BENCH_MEMORY_CONNECTIONS (50), BENCH_MISS_REQUESTS (100),
// BENCH_MISS_WARMUP (100); BENCH_MEMORY_SMAPS_DIR keeps each run's smaps at start and at its peak.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startBenchServer, waitForStoredOffer, type BenchServer } from './server.ts';
import { runLoad, type LoadResult } from './load.ts';
import { findLeague } from './league.ts';
import { benchDatabases, onEachDatabase, type BenchDatabase } from './databases.ts';
import { checksTable, mb, median, ms, table, type Check } from './report.ts';
import { readResidentSplit, RESIDENT_KINDS, type ResidentSplit } from './smaps.ts';

const DATABASES = benchDatabases(process.env.BENCH_MEMORY_DBS);
const RUNS = Math.max(1, Number(process.env.BENCH_MEMORY_RUNS ?? 5));
const LOAD_MS = Number(process.env.BENCH_MEMORY_LOAD_S ?? 8) * 1000;
const CONNECTIONS = Number(process.env.BENCH_MEMORY_CONNECTIONS ?? 50);
const MISSES = Number(process.env.BENCH_MISS_REQUESTS ?? 100);
/** Misses rendered before the measured ones: a node that has served a while has its render code optimised (the first misses of a fresh node take up to twice as long; measured after 20 of them, 40 misses read p50 3.9-5.9 ms from run to run; 200 measured after 8 s more of serving read 3.1 ms twice). */
const MISS_WARMUP = Number(process.env.BENCH_MISS_WARMUP ?? 100);
const SMAPS_DIR = process.env.BENCH_MEMORY_SMAPS_DIR;
const PARALLEL_MISSES = 50;
const MEMORY_TARGETS = { rssStart: 300 * 1024 * 1024, rssLoad: 400 * 1024 * 1024, missP50Ms: 5 };
const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

export interface MemorySplit {
  rss: number | null;
  parts: Array<[string, number | null]>;
  /** Resident memory by kind from /proc/PID/smaps (null where it could not be read). */
  resident: ResidentSplit | null;
}

export interface MemoryRun {
  database: BenchDatabase;
  /** 1 to BENCH_MEMORY_RUNS: the fresh node of this database it was. */
  run: number;
  skipped?: string;
  events: number | null;
  atStart?: MemorySplit;
  afterLoad?: MemorySplit;
  rssPeak: number | null;
  /** Resident memory by kind when the RSS was at its peak (read again at each new peak, at most once a second). */
  atPeak: ResidentSplit | null;
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

const loadavg = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Keeps a run's smaps text for a reader to compare a lean run with a fat one (BENCH_MEMORY_SMAPS_DIR). */
function keepSmaps(run: MemoryRun, moment: string, smaps: string): void {
  if (!SMAPS_DIR) return;
  mkdirSync(SMAPS_DIR, { recursive: true });
  writeFileSync(join(SMAPS_DIR, `${run.database}-run${run.run}-${moment}.smaps`), smaps);
}

/** The operator's memory details as rows (what V8, the database thread and each cache hold), and the smaps split. */
async function split(server: BenchServer, run: MemoryRun, moment: string): Promise<MemorySplit> {
  const m = (await server.health()).memory as Record<string, unknown> & { parts?: Record<string, number> };
  const n = (key: string) => (typeof m[key] === 'number' ? (m[key] as number) : null);
  const read = readResidentSplit(server.pid, n('database_wasm_bytes'));
  if (read) keepSmaps(run, moment, read.smaps);
  return {
    rss: server.rssBytes(),
    resident: read?.split ?? null,
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
  atPeak: null,
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

async function runOnce(database: BenchDatabase, env: Record<string, string>, number: number): Promise<MemoryRun> {
  const server = await startBenchServer({ env });
  const run: MemoryRun = { database, run: number, ...NO_FIGURES };
  try {
    await waitForStoredOffer(server);
    // The demo players' password hashes (128 MiB of scrypt each) end a few seconds after start,
    // and the seeding leaves garbage behind: measured once read right after it, the same code
    // gave 387 and 694 MiB. "At start" is the steady state after it.
    await steadyRss(server);
    run.events = ((await server.health()).feed as { events?: number } | undefined)?.events ?? null;
    run.atStart = await split(server, run, 'start');
    const found = await findLeague(server.url, 50);
    if (!found.ok) return { ...run, skipped: found.reason };
    const base = `${server.url}${found.league.path}`;
    run.leaguePath = found.league.path;
    await get(base);

    // Misses one after another: each URL is new to the cache, so each is a render. A URL with a
    // query is kept (and its answer marked a miss, with the render's Server-Timing) from its
    // second request on (src/server/http/page-cache.ts): each URL is asked once unmeasured, which
    // renders it too, and then measured.
    const stamp = Date.now();
    for (let i = 0; i < MISS_WARMUP; i++) await get(`${base}?bet=warm-${stamp}-${i}`);
    const times: number[] = [];
    const renders: number[] = [];
    const totals: number[] = [];
    let cpu: number | null = 0;
    let mainCpu: number | null = 0;
    const add = (sum: number | null, before: number | null, after: number | null) => (sum === null || before === null || after === null ? null : sum + after - before);
    for (let i = 0; i < MISSES; i++) {
      const url = `${base}?bet=miss-${stamp}-${i}`;
      await get(url);
      const cpuBefore = server.cpuSeconds();
      const mainBefore = server.mainThreadCpuSeconds();
      const r = await get(url);
      cpu = add(cpu, cpuBefore, server.cpuSeconds());
      mainCpu = add(mainCpu, mainBefore, server.mainThreadCpuSeconds());
      if (r.status === 200) times.push(r.ms);
      if (Number.isFinite(r.renderMs)) renders.push(r.renderMs);
      if (Number.isFinite(r.totalMs)) totals.push(r.totalMs);
      if (r.cache === 'miss') run.missesSeen += 1;
    }
    if (cpu !== null) run.missCpuMs = (cpu * 1000) / MISSES;
    if (mainCpu !== null) run.missMainCpuMs = (mainCpu * 1000) / MISSES;
    times.sort((a, b) => a - b);
    run.missCount = times.length;
    run.missP50 = percentile(times, 0.5);
    run.missP95 = percentile(times, 0.95);
    for (const list of [renders, totals]) list.sort((a, b) => a - b);
    run.renderP50 = percentile(renders, 0.5);
    run.renderP95 = percentile(renders, 0.95);
    run.serverTotalP50 = percentile(totals, 0.5);

    run.loadavg = loadavg();
    // Many misses of one key at once: one render, the rest wait for it.
    const together = await Promise.all(Array.from({ length: PARALLEL_MISSES }, () => get(`${base}?bet=together-${stamp}`)));
    run.parallelOk = together.filter((r) => r.status === 200).length;
    run.parallelRenders = together.filter((r) => r.cache === 'miss').length;

    // Load: the league page and the home page, with a miss every few requests, RSS sampled.
    let peak = server.rssBytes();
    let peakSmaps = '';
    let peakReadAt = 0;
    const wasmBytes = run.atStart.parts.find(([name]) => name === 'database WASM memory (PGlite)')?.[1] ?? null;
    const sampler = setInterval(() => {
      const rss = server.rssBytes();
      if (rss === null || (peak !== null && rss <= peak)) return;
      peak = rss;
      if (performance.now() - peakReadAt < 1000) return;
      peakReadAt = performance.now();
      // The WASM memory only grows: at start it is at least what it was.
      const read = readResidentSplit(server.pid, wasmBytes);
      if (read) [run.atPeak, peakSmaps] = [read.split, read.smaps];
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
    if (peakSmaps) keepSmaps(run, 'peak', peakSmaps);
    run.afterLoad = await split(server, run, 'after-load');
    run.loadavg = loadavg();
    return run;
  } finally {
    await server.stop();
  }
}

/** A database of its own in the throwaway cluster for each PostgreSQL run: every node starts on an empty one, as every PGlite node does. */
async function freshPostgresDatabase(url: string, number: number): Promise<string> {
  const name = `bench_memory_${process.pid}_${number}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return fresh.toString();
}

async function runsOn(database: BenchDatabase, env: Record<string, string>): Promise<MemoryRun[]> {
  const runs: MemoryRun[] = [];
  for (let number = 1; number <= RUNS; number++) {
    try {
      const runEnv = env.DATABASE_URL ? { ...env, DATABASE_URL: await freshPostgresDatabase(env.DATABASE_URL, number) } : env;
      runs.push(await runOnce(database, runEnv, number));
    } catch (err) {
      runs.push({ database, run: number, skipped: `failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`, ...NO_FIGURES });
    }
  }
  return runs;
}

export async function runMemoryBench(): Promise<MemoryRun[]> {
  return (await onEachDatabase(DATABASES, runsOn, (database, skipped) => [{ database, run: 1, skipped, ...NO_FIGURES }])).flat();
}

/** The run of a database whose RSS after start is the median one (its health split is printed). */
function medianRun(runs: MemoryRun[]): MemoryRun | undefined {
  const measured = runs.filter((r) => r.atStart?.rss).sort((a, b) => a.atStart!.rss! - b.atStart!.rss!);
  return measured[Math.floor((measured.length - 1) / 2)];
}

const residentCells = (split: ResidentSplit | null | undefined) => RESIDENT_KINDS.map(([kind]) => (split ? mb(split[kind]) : 'n/a'));

/** One row per run, with each database's median and highest of each column: RSS and its smaps split after start and at the peak under load. */
function runsTable(runs: MemoryRun[], moment: 'start' | 'peak'): string {
  const rssOf = (r: MemoryRun) => (moment === 'start' ? r.atStart!.rss : r.rssPeak) ?? 0;
  const splitOf = (r: MemoryRun) => (moment === 'start' ? r.atStart!.resident : r.atPeak);
  const rows: string[][] = [];
  for (const database of [...new Set(runs.map((r) => r.database))]) {
    const mine = runs.filter((r) => r.database === database);
    for (const r of mine) {
      if (r.skipped || !r.atStart) {
        rows.push([`${r.database} ${r.run}`, r.skipped ?? 'no figures', ...RESIDENT_KINDS.map(() => ''), '']);
        continue;
      }
      const extra = moment === 'start' ? `${r.events ?? '?'} events` : r.load ? `${r.load.rps.toFixed(0)} req/s, p99 ${ms(r.load.p99)}` : 'n/a';
      rows.push([`${r.database} ${r.run}`, mb(rssOf(r)), ...residentCells(splitOf(r)), `${extra}; load ${r.loadavg}`]);
    }
    const measured = mine.filter((r) => r.atStart && (moment === 'start' || r.atPeak));
    if (measured.length === 0) continue;
    for (const [label, pick] of [
      ['median', median],
      ['max', (values: number[]) => Math.max(...values)],
    ] as const) {
      rows.push([
        `${database} ${label}`,
        mb(pick(measured.map(rssOf))),
        ...RESIDENT_KINDS.map(([kind]) => {
          const values = measured.map((r) => splitOf(r)?.[kind]).filter((v): v is number => v !== undefined);
          return values.length === 0 ? 'n/a' : mb(pick(values));
        }),
        '',
      ]);
    }
  }
  const title = moment === 'start' ? 'RSS after start' : 'RSS peak under load';
  return table(['run', title, ...RESIDENT_KINDS.map(([, name]) => name), ''], rows);
}

/** Per part, at start and after the load, for the median run of each database. */
function healthTable(runs: MemoryRun[]): string {
  const measured = [...new Set(runs.map((r) => r.database))].map((database) => medianRun(runs.filter((r) => r.database === database))).filter((r) => r?.afterLoad) as MemoryRun[];
  if (measured.length === 0) return '';
  const names = [...new Set(measured.flatMap((r) => [...r.atStart!.parts, ...r.afterLoad!.parts].map(([name]) => name)))];
  const value = (s: MemorySplit, name: string) => {
    const found = s.parts.find(([n]) => n === name);
    return found && found[1] !== null ? mb(found[1]) : 'n/a';
  };
  const header = ['part (the health details)', ...measured.flatMap((r) => [`${r.database} ${r.run} at start`, `${r.database} ${r.run} after load`])];
  const rows = [
    ['RSS (whole process)', ...measured.flatMap((r) => [mb(r.atStart!.rss), `${mb(r.afterLoad!.rss)} (peak ${mb(r.rssPeak)})`])],
    ...names.map((name) => [name, ...measured.flatMap((r) => [value(r.atStart!, name), value(r.afterLoad!, name)])]),
  ];
  return table(header, rows);
}

/** The runs' figures: each run after start and at its peak (RSS split by kind from smaps), then the health split of the median run. */
export function memoryTable(runs: MemoryRun[]): string {
  return [runsTable(runs, 'start'), runsTable(runs, 'peak'), healthTable(runs)].filter(Boolean).join('\n\n');
}

/** A figure every run must have measured: the runs that have none (failed, or read zero) name themselves instead. */
function everyRun(runs: MemoryRun[], asked: number, figure: (r: MemoryRun) => number | null | undefined): { values: number[]; missing: string[] } {
  const values: number[] = [];
  const missing: string[] = [];
  for (let number = 1; number <= asked; number++) {
    const r = runs.find((run) => run.run === number);
    const value = r && !r.skipped ? figure(r) : null;
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) values.push(value);
    else missing.push(`run ${number}: ${r?.skipped ?? 'no figure'}`);
  }
  return { values, missing };
}

export function memoryChecks(runs: MemoryRun[], options: { runs: number; misses: number } = { runs: RUNS, misses: MISSES }): Check[] {
  const checks: Check[] = [];
  for (const database of [...new Set(runs.map((r) => r.database))]) {
    const mine = runs.filter((r) => r.database === database);
    if (mine.every((r) => r.skipped?.startsWith('no PostgreSQL'))) {
      checks.push({ target: `${database}: memory and page misses`, measured: `skipped: ${mine[0]!.skipped}`, verdict: 'n/a' });
      continue;
    }
    const over = `${options.runs} fresh node${options.runs === 1 ? '' : 's'}`;
    const list = (values: number[]) => values.map((v) => mb(v).replace(' MiB', '')).join(', ');
    const start = everyRun(mine, options.runs, (r) => r.atStart?.rss);
    const startMedian = start.values.length > 0 ? median(start.values) : null;
    const peak = everyRun(mine, options.runs, (r) => r.rssPeak);
    const peakMax = peak.values.length > 0 ? Math.max(...peak.values) : null;
    const renders = everyRun(mine, options.runs, (r) => r.renderP50);
    const seen = everyRun(mine, options.runs, (r) => r.missesSeen);
    const parallel = everyRun(mine, options.runs, (r) => r.parallelRenders);
    const loads = mine.map((r) => r.loadavg).filter(Boolean);
    checks.push(
      {
        target: `${database}: RSS after start, median of ${over} < ${mb(MEMORY_TARGETS.rssStart)} (${mine[0]?.events ?? '?'} events in the offer)`,
        measured: `median ${mb(startMedian)} (${list(start.values)} MiB)${start.missing.length ? `; ${start.missing.join('; ')}` : ''}`,
        verdict: start.missing.length === 0 && startMedian !== null && startMedian < MEMORY_TARGETS.rssStart ? 'PASS' : 'FAIL',
      },
      {
        target: `${database}: RSS peak under load, every one of ${over} < ${mb(MEMORY_TARGETS.rssLoad)} (league at ${CONNECTIONS} + home at 10 connections, misses, ${LOAD_MS / 1000} s)`,
        measured: `max ${mb(peakMax)}, median ${mb(peak.values.length ? median(peak.values) : null)} (${list(peak.values)} MiB)${peak.missing.length ? `; ${peak.missing.join('; ')}` : ''}; load average ${loads.join(' / ')}`,
        verdict: peak.missing.length === 0 && peakMax !== null && peakMax < MEMORY_TARGETS.rssLoad ? 'PASS' : 'FAIL',
      },
      {
        target: `${database}: league page miss render (one request at a time, after ${MISS_WARMUP} unmeasured; the server's Server-Timing) p50 < ${ms(MEMORY_TARGETS.missP50Ms)}, median of the runs`,
        measured: `render p50 ${renders.values.map((v) => v.toFixed(1)).join(', ')} ms; ${mine
          .filter((r) => !r.skipped && r.atStart)
          .map(
            (r) =>
              `run ${r.run}: client p50 ${ms(r.missP50)}, CPU ${r.missCpuMs === null ? 'n/a' : ms(r.missCpuMs)} per miss (main ${r.missMainCpuMs === null ? 'n/a' : ms(r.missMainCpuMs)}), ${r.missesSeen}/${options.misses} marked miss`,
          )
          .join('; ')}`,
        verdict:
          renders.missing.length === 0 && median(renders.values) < MEMORY_TARGETS.missP50Ms && seen.missing.length === 0 && seen.values.every((v) => v === options.misses)
            ? 'PASS'
            : 'FAIL',
      },
      {
        target: `${database}: ${PARALLEL_MISSES} parallel misses of one page cause 1 render, in every run`,
        measured: mine.map((r) => `${r.parallelRenders ?? 'n/a'} render(s), ${r.parallelOk}/${PARALLEL_MISSES} answered 200`).join('; '),
        verdict: parallel.missing.length === 0 && parallel.values.every((v) => v === 1) && mine.every((r) => r.parallelOk === PARALLEL_MISSES) ? 'PASS' : 'FAIL',
      },
    );
  }
  return checks;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = await runMemoryBench();
  process.stdout.write(`${memoryTable(runs)}\n\n${checksTable(memoryChecks(runs))}\n`);
}
