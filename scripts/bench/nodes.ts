// Nodes bench (issue 20): one, then two nodes over one throwaway PostgreSQL behind a local
// round-robin proxy (scripts/bench/round-robin-proxy.ts). Each phase places tickets (20
// players, 10.00 singles, as the tickets bench) and then loads the cached league page (50
// connections), both through the proxy, and reports tickets/s and pages/s, the scaling factor
// of two nodes over one (targets 1.7x and 1.9x), and where it stops: each node's CPU, the
// database's CPU (the postmaster and its backends, from /proc), what its active backends
// waited on (pg_stat_activity sampled every 200 ms: Lock, LWLock, IO), the bus lag, and the
// machine's load average, which on a shared 2-core machine caps any scaling.
// Run alone: node scripts/bench/nodes.ts (after a build).
// Tuning: BENCH_NODES_SECONDS (8 per measurement), BENCH_NODES_CONNECTIONS (50).
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import pg from 'pg';
import { startBenchServer, waitForStoredOffer, type BenchServer } from './server.ts';
import { createPlayers, jsonClient, loginPlayer } from './accounts.ts';
import { placeFor } from './tickets.ts';
import { upcomingSelections } from './databases.ts';
import { findLeague } from './league.ts';
import { runLoad } from './load.ts';
import { spawnRoundRobinProxy, type ProxyProcess } from './round-robin-proxy.ts';
import { checksTable, ms, pct, rate, type Check } from './report.ts';
import { startThrowawayPostgres } from '../test-support/postgres.ts';

const SECONDS = Number(process.env.BENCH_NODES_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_NODES_CONNECTIONS ?? 50);
const PLAYERS = 20;
const TARGET = { tickets: 1.7, pages: 1.9 };
const MOBILE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

interface Where {
  /** Share of a core per node, in start order. */
  nodeCpu: number[];
  databaseCpu: number | null;
  /** Mean active backends per sample, and the share of those waiting on each kind. */
  activeBackends: number;
  waits: Record<string, number>;
  busLagMaxMs: number | null;
  /** Share of a core used by the proxy process and by this bench process (the load client). */
  proxyCpu: number;
  clientCpu: number;
  load: string;
}

interface Phase {
  nodes: number;
  ticketsPerSecond: number;
  ticketP95: number;
  refusals: Record<string, number>;
  ticketsWhere: Where;
  pagesPerSecond: number;
  pageP99: number;
  pageErrors: number;
  pagesWhere: Where;
}

export interface NodesBenchResult {
  phases: Phase[];
  cores: number;
}

function ticksOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

/** The postmaster's own CPU ticks plus those of its children that have exited (cutime, cstime). */
function ownAndReapedTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  } catch {
    return 0;
  }
}

/**
 * CPU seconds of the postmaster and every process it started (backends, WAL writer,
 * checkpointer), counting backends that have ended since (a closed connection's time moves
 * to the postmaster's reaped-children fields).
 */
function databaseCpuSeconds(postmaster: number): number {
  let ticks = ownAndReapedTicks(postmaster);
  for (const name of readdirSync('/proc')) {
    const pid = Number(name);
    if (Number.isInteger(pid) && parentOf(pid) === postmaster) ticks += ticksOf(pid);
  }
  return ticks / 100;
}

/** Samples pg_stat_activity and the nodes' CPU while `work` runs. */
async function observe(nodes: BenchServer[], db: pg.Client, postmaster: number | null, proxyPid: number, work: () => Promise<unknown>): Promise<Where> {
  const cpu0 = nodes.map((n) => n.cpuSeconds() ?? 0);
  const proxy0 = ticksOf(proxyPid);
  const client0 = process.cpuUsage();
  const db0 = postmaster ? databaseCpuSeconds(postmaster) : null;
  for (const n of nodes) await n.health();
  const t0 = performance.now();
  let samples = 0;
  let active = 0;
  const waits: Record<string, number> = {};
  let running = true;
  const sampler = (async () => {
    while (running) {
      const { rows } = await db.query<{ wait_event_type: string | null }>(
        "select wait_event_type from pg_stat_activity where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid() and datname = current_database()",
      );
      samples++;
      active += rows.length;
      for (const r of rows) waits[r.wait_event_type ?? 'CPU'] = (waits[r.wait_event_type ?? 'CPU'] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  await work();
  running = false;
  await sampler;
  const seconds = (performance.now() - t0) / 1000;
  const lags = await Promise.all(nodes.map(async (n) => ((await n.health()).cluster as { bus?: { lag_max_ms?: number } } | undefined)?.bus?.lag_max_ms ?? null));
  const known = lags.filter((l): l is number => l !== null);
  return {
    nodeCpu: nodes.map((n, i) => ((n.cpuSeconds() ?? 0) - cpu0[i]!) / seconds),
    databaseCpu: postmaster && db0 !== null ? (databaseCpuSeconds(postmaster) - db0) / seconds : null,
    activeBackends: samples ? active / samples : 0,
    waits: Object.fromEntries(Object.entries(waits).map(([k, v]) => [k, active ? v / active : 0])),
    busLagMaxMs: known.length ? Math.max(...known) : null,
    proxyCpu: (ticksOf(proxyPid) - proxy0) / 100 / seconds,
    clientCpu: ((u) => (u.user + u.system) / 1e6 / seconds)(process.cpuUsage(client0)),
    load: loadavg()
      .map((l) => l.toFixed(2))
      .join(' '),
  };
}

export async function runNodesBench(): Promise<NodesBenchResult> {
  const database = await startThrowawayPostgres();
  const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(48).toString('base64'), ADMIN_TOKEN: randomBytes(24).toString('hex') };
  const nodes: BenchServer[] = [];
  const db = new pg.Client({ connectionString: database.url });
  let proxy: ProxyProcess | undefined;
  try {
    await db.connect();
    const backendPid = (await db.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const postmaster = parentOf(backendPid) || null;
    nodes.push(await startBenchServer({ env }));
    await waitForStoredOffer(nodes[0]!);
    const portOf = (n: BenchServer) => Number(new URL(n.url).port);
    proxy = await spawnRoundRobinProxy([portOf(nodes[0]!)]);
    const client = jsonClient(proxy.url, PLAYERS + 2);
    const created = await createPlayers(client, env.ADMIN_TOKEN, PLAYERS, '1000000.00', 'benchnodes');
    const players: Array<{ id: number; token: string }> = [];
    for (const p of created) players.push({ id: p.id, token: await loginPlayer(client, p) });
    const selections = await upcomingSelections(client, 40);
    if (selections.length === 0) throw new Error('no upcoming soccer event with a full-time market');
    const league = await findLeague(proxy.url, 50);
    if (!league.ok) throw new Error(`no league page: ${league.reason}`);

    const phases: Phase[] = [];
    for (const count of [1, 2]) {
      if (nodes.length < count) {
        nodes.push(await startBenchServer({ env }));
        await waitForStoredOffer(nodes[nodes.length - 1]!);
      }
      await proxy.setBackends(nodes.map(portOf));
      // Fresh keep-alive connections, so they spread over the nodes of this phase.
      const phaseClient = jsonClient(proxy.url, PLAYERS + 2);
      const cpuOfAll = {
        cpuSeconds: () => nodes.reduce((s, n) => s + (n.cpuSeconds() ?? 0), 0),
        mainThreadCpuSeconds: () => nodes.reduce((s, n) => s + (n.mainThreadCpuSeconds() ?? 0), 0),
      };
      let placed: Awaited<ReturnType<typeof placeFor>> | undefined;
      const ticketsWhere = await observe(nodes, db, postmaster, proxy.pid, async () => {
        placed = await placeFor(cpuOfAll, phaseClient, players, selections);
      });
      phaseClient.close();
      let load: Awaited<ReturnType<typeof runLoad>> | undefined;
      // Each node renders the page once into its cache first: the figure is cached pages.
      const pagesWhere = await observe(nodes, db, postmaster, proxy.pid, async () => {
        load = await runLoad({
          url: `${proxy!.url}${league.league.path}`,
          connections: CONNECTIONS,
          durationMs: SECONDS * 1000,
          warmupMs: 2000,
          headers: { 'user-agent': MOBILE_UA },
        });
      });
      phases.push({
        nodes: count,
        ticketsPerSecond: placed!.tickets / placed!.seconds,
        ticketP95: placed!.p95,
        refusals: placed!.refusals,
        ticketsWhere,
        pagesPerSecond: load!.rps,
        pageP99: load!.p99,
        pageErrors: load!.errors + load!.non2xx,
        pagesWhere,
      });
    }
    client.close();
    return { phases, cores: (await import('node:os')).availableParallelism() };
  } finally {
    await proxy?.close();
    for (const n of nodes.reverse()) await n.stop();
    await db.end().catch(() => undefined);
    await database.stop();
  }
}

function whereText(w: Where): string {
  const waits = Object.entries(w.waits)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${pct(v)}`)
    .join(', ');
  return `nodes CPU ${w.nodeCpu.map(pct).join(' + ')}, database CPU ${w.databaseCpu === null ? 'n/a' : pct(w.databaseCpu)}; ${w.activeBackends.toFixed(1)} active backends (${waits || 'none'}); bus lag max ${w.busLagMaxMs === null ? 'n/a' : ms(w.busLagMaxMs)}; proxy CPU ${pct(w.proxyCpu)}, bench client CPU ${pct(w.clientCpu)}; load ${w.load}`;
}

export function nodesChecks(r: NodesBenchResult): Check[] {
  const [one, two] = r.phases;
  if (!one || !two) return [{ target: 'nodes', measured: 'incomplete', verdict: 'FAIL' }];
  const tickets = two.ticketsPerSecond / one.ticketsPerSecond;
  const pages = two.pagesPerSecond / one.pagesPerSecond;
  const rows: Check[] = [];
  for (const p of r.phases) {
    rows.push(
      {
        target: `nodes: ${p.nodes} node(s), tickets through the proxy (${PLAYERS} players)`,
        measured: `${rate(p.ticketsPerSecond)}/s, p95 ${ms(p.ticketP95)}, refused: ${
          Object.entries(p.refusals)
            .map(([k, v]) => `${k} x${v}`)
            .join(', ') || 'none'
        }; ${whereText(p.ticketsWhere)}`,
        verdict: 'INFO',
      },
      {
        target: `nodes: ${p.nodes} node(s), cached league page through the proxy (${CONNECTIONS} connections)`,
        measured: `${rate(p.pagesPerSecond)}/s, p99 ${ms(p.pageP99)}, ${p.pageErrors} errors; ${whereText(p.pagesWhere)}`,
        verdict: 'INFO',
      },
    );
  }
  rows.push(
    {
      target: `nodes: tickets/s with two nodes >= ${TARGET.tickets}x one`,
      measured: `${tickets.toFixed(2)}x on ${r.cores} cores`,
      verdict: tickets >= TARGET.tickets ? 'PASS' : 'FAIL',
    },
    { target: `nodes: pages/s with two nodes >= ${TARGET.pages}x one`, measured: `${pages.toFixed(2)}x on ${r.cores} cores`, verdict: pages >= TARGET.pages ? 'PASS' : 'FAIL' },
  );
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runNodesBench();
  process.stdout.write(`${checksTable(nodesChecks(result))}\n`);
  process.exit(0);
}
