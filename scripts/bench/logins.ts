// Logins bench (issues 13, 20 and 30). Password hashes (scrypt N=2^17, ~0.27 s of a core each)
// run off the main thread behind a bounded queue (src/server/auth/hash-queue.ts). Two parts:
// - steady: BENCH_LOGIN_STEADY_CLIENTS (4) clients logging in one after another: logins/s,
//   p50/p95, and the server's CPU per login, split into the main thread and the others (the
//   hashes), so an extra hash or an extra cost per login shows (target: >= 5 logins/s with p95
//   under 1 s on two cores);
// - burst: BENCH_LOGIN_BURST_CLIENTS (32) at once while 10 connections load the home page, from
//   a process of their own (load-process.ts, its own CPU part where cgroups exist): the page p99
//   during the burst against the p99 without it (target: within 50 ms); a login past the queue
//   answers 503 and the client retries after a pause.
// With BENCH_COMPARE_REF (compare.ts) both parts also run on that build, interleaved.
// Run alone: node scripts/bench/logins.ts (after a build; SITE_DIST_DIR is honoured).
// Tuning: BENCH_LOGIN_BURST_PLAYERS (16), BENCH_LOGIN_BURST_CLIENTS (32), BENCH_LOGIN_BURST_SECONDS (10),
// BENCH_LOGIN_STEADY_CLIENTS (4), BENCH_LOGIN_PAGE_CONNECTIONS (10), BENCH_LOGIN_ROUNDS (1; 2 when comparing).
import { availableParallelism, loadavg } from 'node:os';
import { startBenchServer, type BenchServer } from './server.ts';
import { failuresText, type LoadResult } from './load.ts';
import { runLoadInProcess } from './load-process.ts';
import { createPlayers, jsonClient, newAdminToken, percentile, type BenchPlayer, type JsonClient } from './accounts.ts';
import { checksTable, ms, pct, rate, table, type Check } from './report.ts';
import { interleaved, thisTree, treesToRun, type Tree } from './compare.ts';

const PLAYERS = Number(process.env.BENCH_LOGIN_BURST_PLAYERS ?? 16);
const CLIENTS = Number(process.env.BENCH_LOGIN_BURST_CLIENTS ?? 32);
const STEADY_CLIENTS = Number(process.env.BENCH_LOGIN_STEADY_CLIENTS ?? 4);
const SECONDS = Number(process.env.BENCH_LOGIN_BURST_SECONDS ?? 10);
const PAGE_CONNECTIONS = Number(process.env.BENCH_LOGIN_PAGE_CONNECTIONS ?? 10);
const ROUNDS = Number(process.env.BENCH_LOGIN_ROUNDS ?? (process.env.BENCH_COMPARE_REF ? 2 : 1));
const PAGE_PATH = '/';
// Page p99 during the burst may exceed the p99 without it by this much.
const PAGE_P99_ALLOWANCE_MS = 50;
const BUSY_PAUSE_MS = 250;
const TARGET = { perSecond: 5, p95Ms: 1000 };

interface Logins {
  logins: number;
  seconds: number;
  p50: number;
  p95: number;
  busy: number;
  throttled: number;
  other: number;
  /** Server CPU in the interval, cores: the whole process and its main thread. */
  cpu: number | null;
  mainCpu: number | null;
}

export interface LoginRun {
  tree: string;
  round: number;
  steady: Logins;
  burst: Logins;
  pageQuiet: LoadResult;
  pageBurst: LoadResult;
  rssPeak: number | null;
  load: string;
}

export type LoginsBenchResult = LoginRun[];

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

async function logIn(server: BenchServer, client: JsonClient, players: BenchPlayer[], clients: number, seconds: number): Promise<Logins> {
  const latencies: number[] = [];
  const counts = { busy: 0, throttled: 0, other: 0 };
  let next = 0;
  const cpu0 = server.cpuSeconds();
  const main0 = server.mainThreadCpuSeconds();
  const started = performance.now();
  const stopAt = started + seconds * 1000;
  const worker = async () => {
    while (performance.now() < stopAt) {
      const p = players[next++ % players.length]!;
      const t = performance.now();
      try {
        const res = await client.call('POST', '/api/login', { username: p.username, password: p.password });
        if (res.status === 200) latencies.push(performance.now() - t);
        else if (res.status === 503) {
          counts.busy += 1;
          await sleep(BUSY_PAUSE_MS);
        } else if (res.status === 429) {
          counts.throttled += 1;
          await sleep(BUSY_PAUSE_MS);
        } else counts.other += 1;
      } catch {
        counts.other += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  const elapsed = (performance.now() - started) / 1000;
  const cpu1 = server.cpuSeconds();
  const main1 = server.mainThreadCpuSeconds();
  latencies.sort((a, b) => a - b);
  return {
    logins: latencies.length,
    seconds: elapsed,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    ...counts,
    cpu: cpu0 === null || cpu1 === null ? null : (cpu1 - cpu0) / elapsed,
    mainCpu: main0 === null || main1 === null ? null : (main1 - main0) / elapsed,
  };
}

async function runOn(tree: Tree, round: number): Promise<LoginRun> {
  const adminToken = newAdminToken();
  const server = await startBenchServer({ env: { ADMIN_TOKEN: adminToken }, tree });
  const client = jsonClient(server.url, CLIENTS);
  try {
    const players = await createPlayers(client, adminToken, PLAYERS, '10.00', 'benchburst');
    // Each player once, unmeasured: a first login may differ (an upgraded hash, a first session).
    for (const p of players) await client.call('POST', '/api/login', { username: p.username, password: p.password });
    const steady = await logIn(server, client, players, STEADY_CLIENTS, SECONDS);
    // The pages are loaded from a process of their own (load-process.ts): timed in this one, they
    // waited on the burst's clients as well as on the server.
    const page = (durationMs: number) => runLoadInProcess({ url: `${server.url}${PAGE_PATH}`, connections: PAGE_CONNECTIONS, durationMs, warmupMs: 1000 });
    const pageQuiet = await page(SECONDS * 1000);
    let rssPeak = server.rssBytes();
    const sampler = setInterval(() => {
      const rss = server.rssBytes();
      if (rss !== null && (rssPeak === null || rss > rssPeak)) rssPeak = rss;
    }, 250);
    // The page load warms up for a second, then measures while the burst runs.
    const [burst, pageBurst] = await Promise.all([logIn(server, client, players, CLIENTS, SECONDS + 1), page(SECONDS * 1000)]);
    clearInterval(sampler);
    const load = loadavg()
      .map((v) => v.toFixed(2))
      .join(' ');
    return { tree: tree.label, round, steady, burst, pageQuiet, pageBurst, rssPeak, load };
  } finally {
    client.close();
    await server.stop();
  }
}

export async function runLoginsBench(): Promise<LoginsBenchResult> {
  const trees = await treesToRun();
  const runs: LoginRun[] = [];
  for (let round = 1; round <= ROUNDS; round++)
    for (const tree of interleaved(trees, round)) {
      process.stdout.write(`  logins: ${tree.label}, round ${round}/${ROUNDS}…\n`);
      runs.push(await runOn(tree, round));
    }
  return runs;
}

const perLogin = (l: Logins, cores: number | null) => (cores === null || l.logins === 0 ? Number.NaN : (cores * l.seconds) / l.logins);
const seconds = (v: number) => (Number.isFinite(v) ? `${v.toFixed(2)} s` : 'n/a');

/** Each run's steady and burst logins: rate, latency and CPU per login (main thread, other threads). */
export function loginsTable(runs: LoginsBenchResult): string {
  const rows = runs.flatMap((r) =>
    (
      [
        ['steady', r.steady, STEADY_CLIENTS],
        ['burst', r.burst, CLIENTS],
      ] as const
    ).map(([kind, l, clients]) => [
      r.tree,
      String(r.round),
      `${kind} (${clients} clients)`,
      (l.logins / l.seconds).toFixed(2),
      ms(l.p50),
      ms(l.p95),
      `${l.busy}/${l.throttled}/${l.other}`,
      l.cpu === null ? 'n/a' : pct(l.cpu),
      seconds(perLogin(l, l.cpu)),
      seconds(perLogin(l, l.mainCpu)),
      seconds(perLogin(l, l.cpu === null || l.mainCpu === null ? null : l.cpu - l.mainCpu)),
      r.load,
    ]),
  );
  return table(['build', 'round', 'logins', 'per s', 'p50', 'p95', 'busy/429/other', 'server CPU', 'CPU/login', 'main', 'other threads', 'load (1/5/15)'], rows);
}

export function loginsChecks(runs: LoginsBenchResult): Check[] {
  const mine = runs.filter((r) => r.tree === thisTree.label);
  return mine.flatMap((r): Check[] => {
    const allowed = r.pageQuiet.p99 + PAGE_P99_ALLOWANCE_MS;
    const steadyRate = r.steady.logins / r.steady.seconds;
    const label = ROUNDS > 1 ? ` (round ${r.round})` : '';
    const pagesFailed = r.pageBurst.errors + r.pageBurst.non2xx + r.pageQuiet.errors + r.pageQuiet.non2xx;
    return [
      {
        target: `logins/s >= ${TARGET.perSecond} with p95 < ${ms(TARGET.p95Ms)}, ${STEADY_CLIENTS} clients (scrypt N=2^17, ${availableParallelism()} CPUs)${label}`,
        measured: `${steadyRate.toFixed(2)}/s, p95 ${ms(r.steady.p95)}; ${seconds(perLogin(r.steady, r.steady.cpu))} of CPU per login`,
        verdict: r.steady.logins > 0 && steadyRate >= TARGET.perSecond && r.steady.p95 < TARGET.p95Ms && r.steady.other === 0 ? 'PASS' : 'FAIL',
      },
      {
        target: `logins past the hash queue in a burst of ${CLIENTS}: 503 with Retry-After, retried after a pause${label}`,
        measured: `${(r.burst.logins / r.burst.seconds).toFixed(2)}/s answered, ${r.burst.busy} busy, ${r.burst.throttled} throttled, ${r.burst.other} other failures`,
        verdict: r.burst.logins > 0 && r.burst.other === 0 ? 'PASS' : 'FAIL',
      },
      {
        target: `page p99 during the burst <= quiet p99 + ${PAGE_P99_ALLOWANCE_MS} ms (${PAGE_PATH}, ${PAGE_CONNECTIONS} connections)${label}`,
        measured: `${ms(r.pageBurst.p99)} during (${rate(r.pageBurst.rps)} req/s, ${failuresText(r.pageBurst)}), ${ms(r.pageQuiet.p99)} quiet (${rate(r.pageQuiet.rps)} req/s, ${failuresText(r.pageQuiet)}); the measuring loop's own delay p99 ${ms(r.pageBurst.clientLagP99)} during, ${ms(r.pageQuiet.clientLagP99)} quiet`,
        verdict: r.pageBurst.requests > 0 && r.pageQuiet.requests > 0 && r.pageBurst.p99 <= allowed && pagesFailed === 0 ? 'PASS' : 'FAIL',
      },
      {
        target: `server RSS peak during the burst${label}`,
        measured: r.rssPeak === null ? 'n/a' : `${(r.rssPeak / 1024 / 1024).toFixed(0)} MiB`,
        verdict: 'INFO',
      },
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runLoginsBench();
  process.stdout.write(`${loginsTable(result)}\n\n${checksTable(loginsChecks(result))}\n`);
  process.exit(0);
}
