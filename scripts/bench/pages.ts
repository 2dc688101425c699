// Pages section of npm run bench (issue 2, "Must show"): a fresh production server; the home
// page, a league page and the same league HTML served as a static file by the same server (the
// ceiling of any page) under load; the JS each page ships, the server's event-loop delay and
// memory, against the platform targets. A target whose measurement failed or read zero is
// FAIL (issue 30): the static ceiling once answered 404 and "league >= 30% of static" read PASS.
// Run alone: node scripts/bench/pages.ts (after a build).
// Tuning: BENCH_CONNECTIONS (50), BENCH_DURATION_S (10), BENCH_WARMUP_S (2).
import { rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { startBenchServer, type BenchServer } from './server.ts';
import { runLoad, type LoadResult } from './load.ts';
import { measurePageJs, type JsSize } from './js-size.ts';
import { findLeague } from './league.ts';
import { checksTable, kb, mb, ms, pct, rate, table, type Check } from './report.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 10) * 1000;
const WARMUP_MS = Number(process.env.BENCH_WARMUP_S ?? 2) * 1000;
const IDLE_MS = 3000;
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const STATIC_NAME = 'bench-static.html';
const staticFile = new URL(`../../dist/client/${STATIC_NAME}`, import.meta.url);

export const PAGE_TARGETS = {
  homeJsBytes: 90_000,
  leagueRps: 500,
  leagueP99Ms: 50,
  leagueShareOfStatic: 0.3,
  loopP99Ms: 20,
  leagueEvents: 50,
};

/** One loaded page: its load figures and the server's event-loop delay meanwhile. */
export interface LoadedPage {
  load: LoadResult;
  loopP99Ms: number | null;
}

export interface PagesFigures {
  connections: number;
  /** The larger of the home page's JS for a desktop and a phone, gzip bytes; NaN when the page did not answer. */
  homeJs: number;
  leagueJs: JsSize | null;
  leagueEvents: number | null;
  home?: LoadedPage;
  league?: LoadedPage;
  static?: LoadedPage;
  /** Whether the server reports its event-loop delay at all. */
  reportsLoop: boolean;
  rssAfter: number | null;
}

/** Why a load's figures say nothing (no answer, failed or non-2xx answers), or null when they are sound. */
export function unsound(page: LoadedPage | undefined): string | null {
  if (!page) return 'not measured';
  const { requests, errors, non2xx, rps } = page.load;
  if (!(requests > 0) || !(rps > 0)) return 'no request measured';
  if (errors + non2xx > 0) return `${errors} failed and ${non2xx} non-2xx of ${requests} answers`;
  return null;
}

export function pagesChecks(f: PagesFigures): Check[] {
  const T = PAGE_TARGETS;
  const leagueBad = f.league ? unsound(f.league) : 'no league page';
  const staticBad = unsound(f.static);
  const leagueR = leagueBad ? undefined : f.league;
  const ratio = !leagueBad && !staticBad ? f.league!.load.rps / f.static!.load.rps : Number.NaN;
  const leagueLoop = leagueR?.loopP99Ms ?? null;
  const jsLeague = f.leagueJs;
  return [
    {
      target: `home page JS <= ${kb(T.homeJsBytes)} gz`,
      measured: Number.isFinite(f.homeJs) ? kb(f.homeJs) : 'home page not available',
      verdict: Number.isFinite(f.homeJs) ? (f.homeJs <= T.homeJsBytes ? 'PASS' : 'FAIL') : 'FAIL',
    },
    {
      target: `league page JS <= ${kb(T.homeJsBytes)} gz`,
      measured: jsLeague?.status === 200 ? `${kb(jsLeague.totalGzBytes)} (${jsLeague.islands} islands on a page of ${f.leagueEvents ?? '?'} events)` : 'no league page',
      verdict: jsLeague?.status === 200 ? (jsLeague.totalGzBytes <= T.homeJsBytes ? 'PASS' : 'FAIL') : 'FAIL',
    },
    {
      target: `league page >= ${T.leagueRps} req/s at ${f.connections} connections`,
      measured: leagueR ? `${rate(leagueR.load.rps)} req/s` : `measurement failed: ${leagueBad}`,
      verdict: leagueR && leagueR.load.rps >= T.leagueRps ? 'PASS' : 'FAIL',
    },
    {
      target: `league page p99 < ${T.leagueP99Ms} ms`,
      measured: leagueR ? ms(leagueR.load.p99) : `measurement failed: ${leagueBad}`,
      verdict: leagueR && leagueR.load.p99 < T.leagueP99Ms ? 'PASS' : 'FAIL',
    },
    {
      target: `league page >= ${pct(T.leagueShareOfStatic)} of static req/s`,
      measured: Number.isFinite(ratio)
        ? `${pct(ratio)} (${rate(f.league!.load.rps)} against ${rate(f.static!.load.rps)} req/s)`
        : `measurement failed: ${leagueBad ? `league page ${leagueBad}` : `static file ${staticBad}`}`,
      verdict: Number.isFinite(ratio) && ratio >= T.leagueShareOfStatic ? 'PASS' : 'FAIL',
    },
    {
      target: `event-loop delay p99 < ${T.loopP99Ms} ms (league load)`,
      measured: !f.reportsLoop
        ? 'n/a (server does not report it)'
        : leagueLoop === null
          ? `no league page${f.home?.loopP99Ms != null ? ` (home load: ${ms(f.home.loopP99Ms)})` : ''}`
          : ms(leagueLoop),
      verdict: !f.reportsLoop ? 'n/a' : leagueLoop === null ? 'FAIL' : leagueLoop < T.loopP99Ms ? 'PASS' : 'FAIL',
    },
    { target: 'server RSS after the run', measured: mb(f.rssAfter), verdict: 'INFO' },
  ];
}

interface PageTarget {
  key: string;
  label: string;
  path: string;
  headers: Record<string, string>;
}

interface Measured {
  target: PageTarget;
  load: LoadResult;
  loopP99Ms: number | null;
  loopMaxMs: number | null;
  rssAfter: number | null;
  /** Server CPU time per measured request, ms: the cost of one response, whatever else runs on the machine. */
  cpuMsPerRequest: number | null;
  /** Server CPU use during the measured phase, as a share of one core. */
  cpuShare: number | null;
}

type Log = (line?: string) => void;

function loopDelay(health: Record<string, unknown>): { p99: number | null; max: number | null } {
  const p99 = health.event_loop_delay_p99_ms;
  const max = health.event_loop_delay_max_ms;
  return { p99: typeof p99 === 'number' ? p99 : null, max: typeof max === 'number' ? max : null };
}

async function fetchPage(url: string, headers: Record<string, string>): Promise<{ status: number; html: string; location: string | null }> {
  const res = await fetch(url, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
  return { status: res.status, html: await res.text(), location: res.headers.get('location') };
}

/** Loads one target; the health call between warm-up and measurement resets the server's event-loop histogram. */
async function measure(log: Log, server: BenchServer, target: PageTarget): Promise<Measured> {
  let cpuBefore: number | null = null;
  log(`  loading ${target.label} (${target.path}) ${WARMUP_MS / 1000}+${DURATION_MS / 1000} s at ${CONNECTIONS} connections…`);
  const load = await runLoad({
    url: `${server.url}${target.path}`,
    connections: CONNECTIONS,
    durationMs: DURATION_MS,
    warmupMs: WARMUP_MS,
    headers: target.headers,
    onMeasureStart: async () => {
      await server.health();
      cpuBefore = server.cpuSeconds();
    },
  });
  const cpuAfter = server.cpuSeconds();
  const cpu = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
  const delay = loopDelay(await server.health());
  return {
    target,
    load,
    loopP99Ms: delay.p99,
    loopMaxMs: delay.max,
    rssAfter: server.rssBytes(),
    cpuMsPerRequest: cpu !== null && load.requests > 0 ? (cpu * 1000) / load.requests : null,
    cpuShare: cpu !== null ? cpu / load.seconds : null,
  };
}

function jsRow(label: string, size: JsSize | null, note = ''): string[] {
  if (!size) return [label, 'n/a', '', '', '', note];
  if (size.status !== 200) return [label, `HTTP ${size.status}`, '', '', '', note];
  const raw = size.files.reduce((s, f) => s + f.rawBytes, 0);
  const missing = size.missing.length > 0 ? `${size.missing.length} missing file(s)` : '';
  return [label, kb(size.totalGzBytes), String(size.files.length), kb(raw), String(size.islands), [note, missing].filter(Boolean).join('; ')];
}

/**
 * The static twin: the league HTML (or, without a league page, the home HTML) of a first
 * server, written into the build's client folder before the measured server starts, since a
 * server reads that folder once, at start, and serves it from memory.
 */
async function writeStaticTwin(log: Log): Promise<'league' | 'home'> {
  const first = await startBenchServer();
  try {
    const found = await findLeague(first.url, PAGE_TARGETS.leagueEvents);
    const league = found.ok ? await fetchPage(`${first.url}${found.league.path}`, { 'user-agent': MOBILE_UA }) : null;
    const source = league?.status === 200 ? league : await fetchPage(`${first.url}/`, { 'user-agent': DESKTOP_UA });
    writeFileSync(staticFile, source.html);
    log(`  static twin: ${league?.status === 200 ? 'league' : 'home'} HTML, ${kb(Buffer.byteLength(source.html))}`);
    return league?.status === 200 ? 'league' : 'home';
  } finally {
    await first.stop();
  }
}

/** The whole section, logged as it goes. */
export async function runPagesSection(log: Log): Promise<Check[]> {
  const startedAt = Date.now();
  log('  a first server for the static twin of the league page…');
  const staticSource = await writeStaticTwin(log);
  log(`  starting the measured server (NODE_ENV=production, fresh DATA_DIR, LOG_LEVEL=warn)…`);
  const serverStartedAt = Date.now();
  const server = await startBenchServer().catch((err: unknown) => {
    rmSync(staticFile, { force: true });
    throw err;
  });
  const rssIdle = server.rssBytes();
  log(`  ready at ${server.url} (pid ${server.pid}) after ${((Date.now() - serverStartedAt) / 1000).toFixed(1)} s`);

  const notes: string[] = [];
  try {
    // A few idle seconds give the event-loop baseline: delay the server causes itself, without load.
    await server.health();
    await new Promise((r) => setTimeout(r, IDLE_MS));
    const healthAtStart = await server.health();
    const idleLoop = loopDelay(healthAtStart);

    // The league page: a mobile route, so it is requested with a phone's user agent.
    const found = await findLeague(server.url, PAGE_TARGETS.leagueEvents);
    let leaguePage: { status: number; html: string; location: string | null } | null = null;
    if (found.ok) {
      const l = found.league;
      log(`  league: ${l.sportName} / ${l.leagueName} (league ${l.leagueId}, ${l.events} upcoming events) at ${l.path}`);
      leaguePage = await fetchPage(`${server.url}${l.path}`, { 'user-agent': MOBILE_UA });
      if (leaguePage.status !== 200) {
        notes.push(
          `League page not available: GET ${l.path} answered ${leaguePage.status}${leaguePage.location ? ` (redirect to ${leaguePage.location})` : ''}. League figures are skipped.`,
        );
      }
    } else {
      notes.push(`No league to measure: ${found.reason}. League figures are skipped.`);
    }
    const leagueOk = found.ok && leaguePage?.status === 200;

    const home = await fetchPage(`${server.url}/`, { 'user-agent': DESKTOP_UA });
    if (home.status !== 200) notes.push(`Home page answered ${home.status}.`);

    const staticCheck = await fetchPage(`${server.url}/${STATIC_NAME}`, {});
    if (staticCheck.status !== 200) notes.push(`The static file answered ${staticCheck.status}: the static figures are not meaningful.`);

    log('  measuring shipped JS…');
    const jsHomeDesktop = await measurePageJs(`${server.url}/`, { 'user-agent': DESKTOP_UA });
    const jsHomeMobile = await measurePageJs(`${server.url}/`, { 'user-agent': MOBILE_UA });
    const jsLeague = leagueOk && found.ok ? await measurePageJs(`${server.url}${found.league.path}`, { 'user-agent': MOBILE_UA }) : null;

    const targets: PageTarget[] = [{ key: 'home', label: 'home page', path: '/', headers: { 'user-agent': DESKTOP_UA } }];
    if (leagueOk && found.ok) targets.push({ key: 'league', label: 'league page', path: found.league.path, headers: { 'user-agent': MOBILE_UA } });
    targets.push({ key: 'static', label: `static file (${staticSource} HTML)`, path: `/${STATIC_NAME}`, headers: { 'user-agent': MOBILE_UA } });

    const results: Measured[] = [];
    for (const target of targets) results.push(await measure(log, server, target));
    const rssAfter = server.rssBytes();
    const healthAfter = await server.health();

    const byKey = (key: string) => results.find((r) => r.target.key === key);
    const homeR = byKey('home');
    const leagueR = byKey('league');
    const staticR = byKey('static');
    const reportsLoop = 'event_loop_delay_p99_ms' in healthAtStart;

    log('');
    log(
      `Load: ${CONNECTIONS} keep-alive connections, ${WARMUP_MS / 1000} s warm-up, ${DURATION_MS / 1000} s measured per target, loopback, client and server on the same ${availableParallelism()}-CPU machine.`,
    );
    log('');
    log(
      table(
        ['target', 'req/s', 'p50', 'p95', 'p99', 'max', 'errors', 'non-2xx', 'body', 'CPU/req', 'CPU use', 'loop p99', 'loop max'],
        results.map((r) => [
          r.target.label,
          rate(r.load.rps),
          ms(r.load.p50),
          ms(r.load.p95),
          ms(r.load.p99),
          ms(r.load.max),
          String(r.load.errors),
          String(r.load.non2xx),
          kb(r.load.meanBytes),
          r.cpuMsPerRequest === null ? 'n/a' : ms(r.cpuMsPerRequest),
          r.cpuShare === null ? 'n/a' : pct(r.cpuShare),
          r.loopP99Ms === null ? 'n/a' : ms(r.loopP99Ms),
          r.loopMaxMs === null ? 'n/a' : ms(r.loopMaxMs),
        ]),
      ),
    );
    const ratio = leagueR && staticR ? leagueR.load.rps / staticR.load.rps : Number.NaN;
    if (leagueR && staticR) log(`\nleague / static throughput: ${pct(ratio)}`);
    else if (homeR && staticR) log(`\nhome / static throughput: ${pct(homeR.load.rps / staticR.load.rps)} (no league page; the static file holds the home HTML)`);

    log('\nJavaScript shipped (gzip, default level; each file once; static imports followed):\n');
    log(
      table(
        ['page', 'JS gz', 'files', 'JS raw', 'islands', 'note'],
        [
          jsRow('home (desktop UA)', jsHomeDesktop, jsHomeDesktop.inlineCount > 0 ? `incl. ${jsHomeDesktop.inlineCount} inline script(s) ${kb(jsHomeDesktop.inlineGzBytes)}` : ''),
          jsRow('home (mobile UA)', jsHomeMobile, jsHomeMobile.inlineCount > 0 ? `incl. ${jsHomeMobile.inlineCount} inline script(s) ${kb(jsHomeMobile.inlineGzBytes)}` : ''),
          jsRow(
            'league (mobile UA)',
            jsLeague,
            jsLeague ? (jsLeague.inlineCount > 0 ? `incl. ${jsLeague.inlineCount} inline script(s) ${kb(jsLeague.inlineGzBytes)}` : '') : 'no league page',
          ),
        ],
      ),
    );

    if (jsHomeDesktop.files.length > 0) {
      log('\nHome page JS files (desktop UA), largest first:\n');
      const files = [...jsHomeDesktop.files].sort((a, b) => b.gzBytes - a.gzBytes);
      log(
        table(
          ['file', 'gz', 'raw'],
          files.map((f) => [new URL(f.url).pathname, kb(f.gzBytes), kb(f.rawBytes)]),
        ),
      );
    }

    const memAfter = healthAfter.memory as { heap_used_bytes?: number } | undefined;
    log(
      `\nServer memory: RSS ${mb(rssIdle)} after start, ${mb(rssAfter)} after the run${memAfter?.heap_used_bytes ? ` (JS heap used ${mb(memAfter.heap_used_bytes)})` : ''}; database ${String((healthAtStart.database as { kind?: string } | undefined)?.kind ?? 'n/a')}, ${String((healthAtStart.feed as { events?: number } | undefined)?.events ?? 'n/a')} events in the offer.`,
    );
    if (!reportsLoop) log('Event-loop delay: n/a (server does not report it)');
    else
      log(
        `Event-loop delay at idle (${IDLE_MS / 1000} s, no load): p99 ${idleLoop.p99 === null ? 'n/a' : ms(idleLoop.p99)}, max ${idleLoop.max === null ? 'n/a' : ms(idleLoop.max)}.`,
      );

    const homeJs = jsHomeDesktop.status === 200 || jsHomeMobile.status === 200 ? Math.max(jsHomeDesktop.totalGzBytes, jsHomeMobile.totalGzBytes) : Number.NaN;
    const loaded = (r: Measured | undefined) => (r ? { load: r.load, loopP99Ms: r.loopP99Ms } : undefined);
    const checks = pagesChecks({
      connections: CONNECTIONS,
      homeJs,
      leagueJs: jsLeague,
      leagueEvents: found.ok ? found.league.events : null,
      home: loaded(homeR),
      league: loaded(leagueR),
      static: loaded(staticR),
      reportsLoop,
      rssAfter,
    });
    for (const note of notes) log(`Note: ${note}`);
    if (availableParallelism() <= 2) log('Note: on 2 CPUs the load generator and the server compete for the same cores; figures are a lower bound.');
    log(`Pages section finished in ${((Date.now() - startedAt) / 1000).toFixed(0)} s.\n`);
    return checks;
  } finally {
    rmSync(staticFile, { force: true });
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const log = (line = '') => process.stdout.write(`${line}\n`);
  log(checksTable(await runPagesSection(log)));
  process.exit(0);
}
