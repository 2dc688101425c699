// Logins bench (issues 13 and 20): logins per second under a burst of parallel logins, and
// what that burst does to page latency. Password hashes run in libuv's pool behind a bounded
// queue (src/server/auth/hash-queue.ts), so the page p99 during the burst should stay near
// the p99 without it; a login past the queue answers 503 and the client retries after a pause.
// Run alone: node scripts/bench/logins.ts (after a build; SITE_DIST_DIR is honoured).
// Tuning: BENCH_LOGIN_BURST_PLAYERS (16), BENCH_LOGIN_BURST_CLIENTS (32), BENCH_LOGIN_BURST_SECONDS (10),
// BENCH_LOGIN_PAGE_CONNECTIONS (10).
import { availableParallelism } from 'node:os';
import { startBenchServer } from './server.ts';
import { runLoad, type LoadResult } from './load.ts';
import { createPlayers, jsonClient, newAdminToken, percentile, type BenchPlayer, type JsonClient } from './accounts.ts';
import { checksTable, ms, pct, rate, type Check } from './report.ts';

const PLAYERS = Number(process.env.BENCH_LOGIN_BURST_PLAYERS ?? 16);
const CLIENTS = Number(process.env.BENCH_LOGIN_BURST_CLIENTS ?? 32);
const SECONDS = Number(process.env.BENCH_LOGIN_BURST_SECONDS ?? 10);
const PAGE_CONNECTIONS = Number(process.env.BENCH_LOGIN_PAGE_CONNECTIONS ?? 10);
const PAGE_PATH = '/';
// Page p99 during the burst may exceed the p99 without it by this much.
const PAGE_P99_ALLOWANCE_MS = 50;
const BUSY_PAUSE_MS = 250;

export interface LoginsBenchResult {
  logins: number;
  seconds: number;
  loginP50: number;
  loginP95: number;
  busy: number;
  throttled: number;
  otherFailures: number;
  cpuShare: number | null;
  pageQuiet: LoadResult;
  pageBurst: LoadResult;
  rssPeak: number | null;
}

const sleep = (msToWait: number) => new Promise((resolve) => setTimeout(resolve, msToWait));

async function burst(client: JsonClient, players: BenchPlayer[], stopAt: number) {
  const latencies: number[] = [];
  const counts = { busy: 0, throttled: 0, other: 0 };
  let next = 0;
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
  await Promise.all(Array.from({ length: CLIENTS }, worker));
  latencies.sort((a, b) => a - b);
  return { latencies, ...counts };
}

export async function runLoginsBench(): Promise<LoginsBenchResult> {
  const adminToken = newAdminToken();
  const server = await startBenchServer({ env: { ADMIN_TOKEN: adminToken } });
  const client = jsonClient(server.url, CLIENTS);
  try {
    const players = await createPlayers(client, adminToken, PLAYERS, '10.00', 'benchburst');
    const page = (durationMs: number) => runLoad({ url: `${server.url}${PAGE_PATH}`, connections: PAGE_CONNECTIONS, durationMs, warmupMs: 1000 });
    const pageQuiet = await page(SECONDS * 1000);
    let rssPeak = server.rssBytes();
    const sampler = setInterval(() => {
      const rss = server.rssBytes();
      if (rss !== null && (rssPeak === null || rss > rssPeak)) rssPeak = rss;
    }, 250);
    const cpuBefore = server.cpuSeconds();
    const started = performance.now();
    // The page load warms up for a second, then measures while the burst runs.
    const [logins, pageBurst] = await Promise.all([burst(client, players, started + (SECONDS + 1) * 1000), page(SECONDS * 1000)]);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const cpuAfter = server.cpuSeconds();
    return {
      logins: logins.latencies.length,
      seconds,
      loginP50: percentile(logins.latencies, 0.5),
      loginP95: percentile(logins.latencies, 0.95),
      busy: logins.busy,
      throttled: logins.throttled,
      otherFailures: logins.other,
      cpuShare: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / seconds,
      pageQuiet,
      pageBurst,
      rssPeak,
    };
  } finally {
    client.close();
    await server.stop();
  }
}

export function loginsChecks(r: LoginsBenchResult): Check[] {
  const allowed = r.pageQuiet.p99 + PAGE_P99_ALLOWANCE_MS;
  return [
    {
      target: `logins/s, ${CLIENTS} clients at once (scrypt N=2^17, ${availableParallelism()} CPUs)`,
      measured: `${(r.logins / r.seconds).toFixed(2)}/s (${r.logins} in ${r.seconds.toFixed(1)} s; p50 ${ms(r.loginP50)}, p95 ${ms(r.loginP95)}; server CPU ${r.cpuShare === null ? 'n/a' : pct(r.cpuShare)})`,
      verdict: 'INFO',
    },
    {
      target: 'logins past the hash queue: 503 with Retry-After, retried after a pause',
      measured: `${r.busy} busy, ${r.throttled} throttled, ${r.otherFailures} other failures`,
      verdict: r.otherFailures === 0 ? 'PASS' : 'FAIL',
    },
    {
      target: `page p99 during the burst <= quiet p99 + ${PAGE_P99_ALLOWANCE_MS} ms (${PAGE_PATH}, ${PAGE_CONNECTIONS} connections)`,
      measured: `${ms(r.pageBurst.p99)} during (${rate(r.pageBurst.rps)} req/s), ${ms(r.pageQuiet.p99)} quiet (${rate(r.pageQuiet.rps)} req/s); ${r.pageBurst.errors + r.pageBurst.non2xx} failed`,
      verdict: r.pageBurst.p99 <= allowed && r.pageBurst.errors + r.pageBurst.non2xx === 0 ? 'PASS' : 'FAIL',
    },
    {
      target: 'server RSS peak during the burst',
      measured: r.rssPeak === null ? 'n/a' : `${(r.rssPeak / 1024 / 1024).toFixed(0)} MiB`,
      verdict: 'INFO',
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runLoginsBench();
  process.stdout.write(`${checksTable(loginsChecks(result))}\n`);
}
