// npm run bench: starts the production server in a child process, loads the home page, a league
// page and the same league HTML served as a static file, and prints throughput, latency, the
// JS each page ships, the server's event-loop delay and memory against the platform targets.
// It reports; it does not gate (exit code 0 whatever the figures).
//
// Tuning: BENCH_CONNECTIONS (50), BENCH_DURATION_S (10), BENCH_WARMUP_S (2); BENCH_ONLY=pages
// stops after the page section (a quicker loop while working on page serving).
import { rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { buildIfNeeded } from './build-if-needed.ts';
import { startBenchServer, type BenchServer } from './bench/server.ts';
import { runLoad, type LoadResult } from './bench/load.ts';
import { measurePageJs, type JsSize } from './bench/js-size.ts';
import { findLeague } from './bench/league.ts';
import { liveChecks, runLiveBench } from './bench/live.ts';
import { prematchChecks, runPrematchBench } from './bench/prematch.ts';
import { lighthouseChecks, lighthouseNotes, lighthouseTable, runLighthouseBench } from './bench/lighthouse.ts';
import { installabilityChecks, runInstallabilityBench } from './bench/installability.ts';
import { accountsChecks, runAccountsBench } from './bench/accounts.ts';
import { loginsChecks, runLoginsBench } from './bench/logins.ts';
import { ticketsChecks, runTicketsBench } from './bench/tickets.ts';
import { cashOutsChecks, runCashOutsBench } from './bench/cash-outs.ts';
import { cashOutPushChecks, runCashOutPushBench } from './bench/cash-out-push.ts';
import { depositsChecks, runDepositsBench } from './bench/deposits.ts';
import { runSettlementBench, settlementChecks } from './bench/settlement.ts';
import { casinoChecks, runCasinoBench } from './bench/casino.ts';
import { failoverChecks, runFailoverBench } from './bench/failover.ts';
import { memoryChecks, memoryTable, runMemoryBench } from './bench/memory.ts';
import { runSocketsBench, socketsChecks } from './bench/sockets.ts';
import { fanOutChecks, runFanOutBench } from './bench/fan-out.ts';
import { nodesChecks, runNodesBench } from './bench/nodes.ts';
import { betBuilderChecks, runBetBuilderBench } from './bench/bet-builder.ts';
import { checksTable, kb, mb, ms, pct, rate, table, type Check } from './bench/report.ts';
import { runTrackerBench, trackerChecks } from './bench/tracker.ts';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_MS = Number(process.env.BENCH_DURATION_S ?? 10) * 1000;
const WARMUP_MS = Number(process.env.BENCH_WARMUP_S ?? 2) * 1000;
const IDLE_MS = 3000;
const PAGES_ONLY = process.env.BENCH_ONLY === 'pages';

const TARGETS = {
  homeJsBytes: 90_000,
  leagueRps: 500,
  leagueP99Ms: 50,
  leagueShareOfStatic: 0.3,
  loopP99Ms: 20,
  leagueEvents: 50,
};

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

const STATIC_NAME = 'bench-static.html';
const staticFile = new URL(`../dist/client/${STATIC_NAME}`, import.meta.url);

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

const log = (line = '') => process.stdout.write(`${line}\n`);

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
async function measure(server: BenchServer, target: PageTarget): Promise<Measured> {
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

async function main(): Promise<void> {
  const startedAt = Date.now();
  buildIfNeeded();
  log(`Starting the production server (NODE_ENV=production, fresh DATA_DIR, LOG_LEVEL=warn)…`);
  const serverStartedAt = Date.now();
  const server = await startBenchServer();
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
    const found = await findLeague(server.url, TARGETS.leagueEvents);
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

    // The static twin: the league HTML (or, without a league page, the home HTML) written into
    // the adapter's client directory, which its static handler serves from disk per request.
    const staticSource = leagueOk && leaguePage ? 'league' : 'home';
    writeFileSync(staticFile, staticSource === 'league' && leaguePage ? leaguePage.html : home.html);
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
    for (const target of targets) results.push(await measure(server, target));
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
    const leagueLoop = leagueR?.loopP99Ms ?? null;
    const checks: Check[] = [
      {
        target: `home page JS <= ${kb(TARGETS.homeJsBytes)} gz`,
        measured: Number.isFinite(homeJs) ? kb(homeJs) : 'home page not available',
        verdict: Number.isFinite(homeJs) ? (homeJs <= TARGETS.homeJsBytes ? 'PASS' : 'FAIL') : 'FAIL',
      },
      {
        target: `league page JS <= ${kb(TARGETS.homeJsBytes)} gz`,
        measured:
          jsLeague?.status === 200 ? `${kb(jsLeague.totalGzBytes)} (${jsLeague.islands} islands on a page of ${found.ok ? found.league.events : '?'} events)` : 'no league page',
        verdict: jsLeague?.status === 200 ? (jsLeague.totalGzBytes <= TARGETS.homeJsBytes ? 'PASS' : 'FAIL') : 'FAIL',
      },
      {
        target: `league page >= ${TARGETS.leagueRps} req/s at ${CONNECTIONS} connections`,
        measured: leagueR ? `${rate(leagueR.load.rps)} req/s` : 'no league page',
        verdict: leagueR ? (leagueR.load.rps >= TARGETS.leagueRps && leagueR.load.non2xx === 0 ? 'PASS' : 'FAIL') : 'FAIL',
      },
      {
        target: `league page p99 < ${TARGETS.leagueP99Ms} ms`,
        measured: leagueR ? ms(leagueR.load.p99) : 'no league page',
        verdict: leagueR ? (leagueR.load.p99 < TARGETS.leagueP99Ms ? 'PASS' : 'FAIL') : 'FAIL',
      },
      {
        target: `league page >= ${pct(TARGETS.leagueShareOfStatic)} of static req/s`,
        measured: leagueR ? pct(ratio) : 'no league page',
        verdict: leagueR ? (ratio >= TARGETS.leagueShareOfStatic ? 'PASS' : 'FAIL') : 'FAIL',
      },
      {
        target: `event-loop delay p99 < ${TARGETS.loopP99Ms} ms (league load)`,
        measured: !reportsLoop
          ? 'n/a (server does not report it)'
          : leagueLoop === null
            ? `no league page${homeR?.loopP99Ms != null ? ` (home load: ${ms(homeR.loopP99Ms)})` : ''}`
            : ms(leagueLoop),
        verdict: !reportsLoop ? 'n/a' : leagueLoop === null ? 'FAIL' : leagueLoop < TARGETS.loopP99Ms ? 'PASS' : 'FAIL',
      },
      { target: 'server RSS after the run', measured: mb(rssAfter), verdict: 'INFO' },
    ];
    log('\nTargets (issue 2, "Must show"):\n');
    log(checksTable(checks));
    for (const note of notes) log(`\nNote: ${note}`);
    if (availableParallelism() <= 2) log('\nNote: on 2 CPUs the load generator and the server compete for the same cores; figures are a lower bound.');
    log(`\nBench finished in ${((Date.now() - startedAt) / 1000).toFixed(0)} s.`);
  } finally {
    rmSync(staticFile, { force: true });
    await server.stop();
  }
  if (PAGES_ONLY) return;

  log('\nLighthouse (issue 4): a fresh server, mobile preset (simulated slow 4G, 4x CPU slowdown), median of several runs per page in the system Chromium.\n');
  try {
    const lh = await runLighthouseBench();
    if (!lh.skipped) log(`${lighthouseTable(lh)}\n`);
    log(checksTable(lighthouseChecks(lh)));
    for (const note of lighthouseNotes(lh)) log(`Note: ${note}`);
  } catch (err) {
    log(`The Lighthouse bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }

  log(
    "\nInstallable app (issue 31): a fresh server, each language in a fresh Chromium profile. Lighthouse 12+ has no PWA checks; installability is Chromium's own (DevTools Page.getInstallabilityErrors), as Lighthouse's old installable-manifest audit read it (docs/app.md).\n",
  );
  try {
    log(checksTable(installabilityChecks(await runInstallabilityBench())));
  } catch (err) {
    log(`The installability bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }

  log('\nLive betting (issue 6): a fresh server, live matches, odds pushed to a real Chromium page.\n');
  try {
    log(checksTable(liveChecks(await runLiveBench())));
  } catch (err) {
    log(`The live bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }
  log('\nPre-match prices (issue 27): the same live load, a league page open in Chromium while the prices of its matches move.\n');
  try {
    log(checksTable(prematchChecks(await runPrematchBench())));
  } catch (err) {
    log(`The pre-match bench could not run: ${err instanceof Error ? err.message : String(err)}`);
    log(checksTable(prematchChecks({ changes: 0, painted: 0, p50: NaN, p95: NaN })));
  }

  log('\nAccounts (issue 3): a fresh server, logins with scrypt N=2^17, then 1,000 sockets of one player receiving a balance push.\n');
  try {
    log(checksTable(accountsChecks(await runAccountsBench())));
  } catch (err) {
    log(`The accounts bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }

  log('\nTickets (issue 5): 20 players placing 10.00 singles, on PGlite and on a throwaway PostgreSQL, ledger check afterwards.\n');
  try {
    log(checksTable(ticketsChecks(await runTicketsBench())));
  } catch (err) {
    log(`The tickets bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }

  log('\nCash outs (issue 17): 20 players cashing out 40 open singles each, re-priced under the locks, on PGlite and on a throwaway PostgreSQL; ledger check afterwards.\n');
  try {
    log(checksTable(cashOutsChecks(await runCashOutsBench())));
  } catch (err) {
    log(`The cash-outs bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }

  log('\nCash-out values on screen (issue 17): 1,000 open tickets of 20 players with my bets open; odds move, each new value timed to its socket.\n');
  try {
    log(checksTable(cashOutPushChecks(await runCashOutPushBench())));
  } catch (err) {
    log(`The cash-out push bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }

  log("\nDeposits (issue 13): 20 players with a daily deposit limit sending 10.00 play-money deposits at once, each under the player's lock; ledger check afterwards.\n");
  try {
    log(checksTable(depositsChecks(await runDepositsBench())));
  } catch (err) {
    log(`The deposits bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }

  log('\nLogins (issues 13, 20): a burst of parallel logins through the hash queue, and the page p99 during it.\n');
  try {
    log(checksTable(loginsChecks(await runLoginsBench())));
  } catch (err) {
    log(`The logins bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }
  log('\nSettlement (issue 5): 5,000 tickets of 20 players on one match, then its result, timed until every ticket is closed and paid.\n');
  try {
    log(checksTable(settlementChecks(await runSettlementBench())));
  } catch (err) {
    log(`The settlement bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }
  log('\nCasino rounds: 20 players each playing a slot session as fast as the server answers, then the ledger check.\n');
  try {
    log(checksTable(casinoChecks(await runCasinoBench())));
  } catch (err) {
    log(`The casino bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }

  log(
    '\nSeveral nodes (issue 14): two nodes over a throwaway PostgreSQL, a price pushed every 100 ms through the leader; the leader killed, its connections dropped, PostgreSQL restarted.\n',
  );
  try {
    log(checksTable(failoverChecks(await runFailoverBench())));
  } catch (err) {
    log(`The failover bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }

  log(
    '\nMemory and uncached pages (issue 20): a fresh node per database (PGlite, throwaway PostgreSQL), where its memory goes after start and under page load; league page misses one at a time and 50 at once.\n',
  );
  try {
    const runs = await runMemoryBench();
    log(`${memoryTable(runs)}\n`);
    log(checksTable(memoryChecks(runs)));
  } catch (err) {
    log(`The memory bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }

  log('\nSockets (issue 20): a fresh node with 10,000 anonymous and 1,000 player live sockets, 200 odds changes/s through the feed, timed on the sockets opened last.\n');
  try {
    log(checksTable(socketsChecks(await runSocketsBench())));
  } catch (err) {
    log(`The sockets bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }
  try {
    log(checksTable(fanOutChecks(await runFanOutBench())));
  } catch (err) {
    log(`The fan-out bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }

  log('\nNodes (issue 20): one, then two nodes over a throwaway PostgreSQL behind a round-robin proxy; tickets/s and cached pages/s, and where the scaling stops.\n');
  try {
    log(checksTable(nodesChecks(await runNodesBench())));
  } catch (err) {
    log(`The nodes bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }

  log('\nMatch tracker (issue 19): 100 live matches played late into their time beside their trackers; memory of the feed side and the store of bounded timelines.\n');
  try {
    log(checksTable(trackerChecks(await runTrackerBench())));
  } catch (err) {
    log(`The tracker bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }

  log('\nBet builder (issue 19): pricing a 6-pick bet builder as the server does (score grid from the model, exact enumeration), over varied matches.\n');
  try {
    log(checksTable(betBuilderChecks(runBetBuilderBench())));
  } catch (err) {
    log(`The bet builder bench could not run: ${err instanceof Error ? err.message : String(err)}`);
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(`The bench could not run: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
