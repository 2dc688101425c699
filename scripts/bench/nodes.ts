// Nodes bench (issues 20 and 30): does throughput grow with the number of nodes? One
// throwaway PostgreSQL, up to BENCH_NODES_MAX nodes over it behind a round-robin proxy in its
// own process (round-robin-proxy.ts), and the bench client (players placing 10.00 singles in a
// closed loop, then 50 connections loading the cached league page), all on one machine.
//
// Each node runs under a CPU cap of its own (cpu-groups.ts: BENCH_NODES_QUOTA of a core, 0.18
// by default), so the nodes, not the machine, are the limit; PostgreSQL, the proxy and the
// client run uncapped in the same high-weight run group. The figure is then a property of the
// design: tickets/s and pages/s with 1, 2 and 3 capped nodes, interleaved over
// BENCH_NODES_ROUNDS rounds (1, 2, 3, 3, 2, 1, …; each round's ratio over its own one-node
// figure, the median of those compared: >= 1.8x at two nodes and >= 2.6x at three), with every
// part's CPU printed per measurement (its system share, and the machine's soft interrupts and
// stolen time).
//
// Then where it stops: PostgreSQL itself capped at BENCH_NODES_DB_QUOTA of a core (0.5), and
// capped nodes added one at a time until tickets/s stop growing (< 10% for one more node) or
// the nodes run out. Printed: how many node-cores one database core carried there, and what
// its busy backends waited on (pg_stat_activity sampled every 100 ms: CPU, IO:WALSync is the
// commit's fsync, LWLock:WALWrite the WAL lock, Lock:tuple/transactionid a hot row) and the
// WAL flushes per ticket (pg_stat_io; pg_stat_wal before PostgreSQL 18). With fsync the first
// wait, the last step runs again with group commit (commit_delay, commit_siblings) to show what
// grouping buys.
//
// Where the cgroup cpu controller is not usable, the section says why and skips.
// Run alone: node scripts/bench/nodes.ts (after a build; as root for the groups).
// Tuning: BENCH_NODES_QUOTA (0.18), BENCH_NODES_PAGE_QUOTA (0.15 while serving pages), BENCH_NODES_COUNTS ("1,2,3"), BENCH_NODES_ROUNDS (4),
// BENCH_NODES_SECONDS (8 per measurement), BENCH_NODES_PLAYERS (24), BENCH_NODES_CONNECTIONS
// (50), BENCH_NODES_MAX (5), BENCH_NODES_DB_QUOTA (0.5), BENCH_NODES_COMMIT_DELAY_US (200).
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import { startBenchServer, waitForStoredOffer, type BenchServer } from './server.ts';
import { createPlayers, jsonClient, loginSession, refreshSession } from './accounts.ts';
import { placeFor } from './tickets.ts';
import { postmasterOf, upcomingSelections } from './databases.ts';
import { findLeague } from './league.ts';
import { runLoadInProcess } from './load-process.ts';
import { failuresText } from './load.ts';
import { spawnRoundRobinProxy, type ProxyProcess } from './round-robin-proxy.ts';
import { checksTable, median, ms, pct, rate, table, type Check } from './report.ts';
import { loadAverage, openCpuGroups, starvedParts, type CpuFigures, type CpuGroups } from './cpu-groups.ts';
import { startThrowawayPostgres } from '../test-support/postgres.ts';

/**
 * The cap of each node while it places tickets. Since the bus sends its notifications in one
 * statement a batch (2026-11-29) a node spends about 0.54 ms of CPU a ticket (0.72 before): at
 * 0.25 of a core three nodes took PostgreSQL to 84-93% and left the machine 3-8% idle, and the
 * three-node figure measured the machine (2.42-2.46x). At 0.18 three nodes leave 25-29% idle,
 * PostgreSQL at 63-70%: 2.71x and 3.13x in the same conditions.
 */
const QUOTA = Number(process.env.BENCH_NODES_QUOTA ?? 0.18);
/**
 * The cap of each node while it serves cached pages. A cached page costs the node about 33 µs,
 * the proxy 26 µs and the bench client 55 µs (2026-11-28): at 0.25 of a core, three nodes
 * wanted about 2.6 cores in all, the client and proxy starved on two, and the figure measured
 * them (1.72x and 2.08x). At 0.15 three nodes and their load fit in about 1.6 cores.
 */
const PAGE_QUOTA = Number(process.env.BENCH_NODES_PAGE_QUOTA ?? 0.15);
const COUNTS = (process.env.BENCH_NODES_COUNTS ?? '1,2,3').split(',').map(Number);
const ROUNDS = Number(process.env.BENCH_NODES_ROUNDS ?? 4);
const SECONDS = Number(process.env.BENCH_NODES_SECONDS ?? 8);
const PLAYERS = Number(process.env.BENCH_NODES_PLAYERS ?? 24);
const CONNECTIONS = Number(process.env.BENCH_NODES_CONNECTIONS ?? 50);
const MAX_NODES = Number(process.env.BENCH_NODES_MAX ?? 5);
const DB_QUOTA = Number(process.env.BENCH_NODES_DB_QUOTA ?? 0.5);
const COMMIT_DELAY_US = Number(process.env.BENCH_NODES_COMMIT_DELAY_US ?? 200);
const GROUP_ROUNDS = Number(process.env.BENCH_NODES_GROUP_ROUNDS ?? 3);
const WARMUP_S = 2;
const TARGET = { two: 1.8, three: 2.6 };
/** A phone's request: compressed (each node keeps the page compressed in its cache), as browsers ask. */
const PAGE_HEADERS = {
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  'accept-encoding': 'br',
};

/** What the database did during one measurement. */
interface DatabaseSide {
  /** Mean active client backends per sample, and the share of those waiting on each event. */
  activeBackends: number;
  waits: Record<string, number>;
  /** WAL flushes (fsync) in the interval, from pg_stat_wal. */
  walSyncs: number | null;
}

interface Measurement {
  /** The interleaved round it belongs to (1, 2, …): the one-node figure of the same round is its pair. */
  round: number;
  nodes: number;
  perSecond: number;
  p: number;
  errors: string;
  cpu: CpuFigures;
  db: DatabaseSide;
}

interface LimitStep {
  nodes: number;
  /** null: the growth steps; a number: the interleaved group-commit comparison at the top step. */
  commitDelayUs: number | null;
  ticketsPerSecond: number;
  p95: number;
  /** Tickets refused while measured, by status and code ('' for none). */
  errors: string;
  cpu: CpuFigures;
  db: DatabaseSide;
}

export interface NodesBenchResult {
  skipped?: string;
  quota: number;
  pageQuota: number;
  cores: number;
  shares: number;
  /** The nodes with no load: what the feed's leader (node 1) spends on the feed alone. */
  idle: CpuFigures | null;
  tickets: Measurement[];
  pages: Measurement[];
  limit: { dbQuota: number; steps: LimitStep[]; stoppedBy: string };
  loadBefore: string;
}

/** Samples pg_stat_activity every 100 ms while `work` runs, and the CPU groups around it. */
async function observe<T>(groups: CpuGroups, db: pg.Client, work: () => Promise<T>): Promise<{ result: T; cpu: CpuFigures; db: DatabaseSide }> {
  const wal0 = await walSyncs(db);
  const before = groups.sample();
  let samples = 0;
  let active = 0;
  const waits: Record<string, number> = {};
  let running = true;
  const sampler = (async () => {
    while (running) {
      const { rows } = await db.query<{ wait: string }>(
        "select coalesce(wait_event_type || ':' || wait_event, 'CPU') as wait from pg_stat_activity where state = 'active' and backend_type = 'client backend' and pid <> pg_backend_pid() and datname = current_database()",
      );
      samples++;
      active += rows.length;
      for (const r of rows) waits[r.wait] = (waits[r.wait] ?? 0) + 1;
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const result = await work();
  const after = groups.sample();
  running = false;
  await sampler;
  const wal1 = await walSyncs(db);
  return {
    result,
    cpu: groups.figures(before, after),
    db: {
      activeBackends: samples ? active / samples : 0,
      waits: Object.fromEntries(Object.entries(waits).map(([k, v]) => [k, active ? v / active : 0])),
      walSyncs: wal0 === null || wal1 === null ? null : wal1 - wal0,
    },
  };
}

/** WAL fsyncs so far: pg_stat_io's WAL rows from PostgreSQL 18 on (pg_stat_wal lost wal_sync then), else pg_stat_wal's. */
async function walSyncs(db: pg.Client): Promise<number | null> {
  for (const sql of ["select sum(fsyncs) as n from pg_stat_io where object = 'wal'", 'select wal_sync as n from pg_stat_wal']) {
    try {
      const n = Number((await db.query<{ n: string | null }>(sql)).rows[0]?.n ?? Number.NaN);
      if (Number.isFinite(n)) return n;
    } catch {
      // The other view, on an older PostgreSQL.
    }
  }
  return null;
}

const refusalsText = (refusals: Record<string, number>) =>
  Object.entries(refusals)
    .map(([k, v]) => `${k} x${v}`)
    .join(', ');

const topWaits = (d: DatabaseSide, n = 3) =>
  Object.entries(d.waits)
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `${k} ${pct(v)}`)
    .join(', ') || 'none';

export async function runNodesBench(): Promise<NodesBenchResult> {
  const loadBefore = loadAverage();
  const empty = {
    quota: QUOTA,
    pageQuota: PAGE_QUOTA,
    cores: availableParallelism(),
    shares: 0,
    idle: null,
    tickets: [],
    pages: [],
    limit: { dbQuota: DB_QUOTA, steps: [], stoppedBy: '' },
    loadBefore,
  };
  const groups = openCpuGroups('nodes');
  if ('unavailable' in groups) return { ...empty, skipped: `no CPU caps: ${groups.unavailable}` };
  const database = await startThrowawayPostgres();
  const env = { DATABASE_URL: database.url, JWT_SECRET: randomBytes(48).toString('base64'), ADMIN_TOKEN: randomBytes(24).toString('hex') };
  const nodes: BenchServer[] = [];
  const db = new pg.Client({ connectionString: database.url });
  let proxy: ProxyProcess | undefined;
  try {
    await db.connect();
    const postmaster = await postmasterOf(database.url);
    if (!postmaster) throw new Error('the throwaway PostgreSQL has no postmaster to cap');
    const dbPart = groups.part('postgres');
    dbPart.addTree(postmaster);
    const nodePart = (i: number) => groups.part(`node-${i + 1}`);
    // Nodes start uncapped (a capped start takes minutes) and are capped once every one is up.
    const startNode = async (i: number) => {
      const node = await startBenchServer({ env });
      nodePart(i).add(node.pid);
      await waitForStoredOffer(node);
      return node;
    };
    const wanted = Math.max(MAX_NODES, ...COUNTS);
    nodes.push(await startNode(0));
    process.stdout.write(`  nodes: node 1 up (the feed's leader); starting ${wanted - 1} more…\n`);
    nodes.push(...(await Promise.all(Array.from({ length: wanted - 1 }, (_, i) => startNode(i + 1)))));
    const portOf = (n: BenchServer) => Number(new URL(n.url).port);
    proxy = await spawnRoundRobinProxy(nodes.map(portOf));
    groups.part('proxy').add(proxy.pid);
    const setup = jsonClient(proxy.url, 8);
    const created = await createPlayers(setup, env.ADMIN_TOKEN, PLAYERS, '1000000.00', 'benchnodes');
    const players: Array<{ id: number; token: string; refresh: string }> = [];
    for (const p of created) {
      const session = await loginSession(setup, p);
      players.push({ id: p.id, token: session.access, refresh: session.refresh });
    }
    const selections = await upcomingSelections(setup, 40);
    if (selections.length === 0) throw new Error('no upcoming soccer event with a full-time market');
    const league = await findLeague(proxy.url, 50);
    if (!league.ok) throw new Error(`no league page: ${league.reason}`);
    setup.close();
    for (let i = 0; i < nodes.length; i++) nodePart(i).setQuota(QUOTA);

    const tickets = async (count: number) => {
      await proxy!.setBackends(nodes.slice(0, count).map(portOf));
      // Tokens renewed before every measurement: an access token lives five minutes, and every
      // step after the fifth minute of the section was refused (401 invalid_token) before.
      const renew = jsonClient(proxy!.url, 8);
      try {
        await Promise.all(
          players.map(async (p) => {
            const next = await refreshSession(renew, p.refresh);
            p.token = next.access;
            p.refresh = next.refresh;
          }),
        );
      } finally {
        renew.close();
      }
      // Fresh keep-alive connections, so they spread over this step's nodes.
      const client = jsonClient(proxy!.url, players.length + 2);
      const none = { cpuSeconds: () => null, mainThreadCpuSeconds: () => null };
      try {
        return await observe(groups, db, () => placeFor(none, client, players, selections, { seconds: SECONDS, warmupS: WARMUP_S }));
      } finally {
        client.close();
      }
    };
    // Every node's code warmed up (JIT, statement plans, page cache) before the first measurement.
    process.stdout.write(`  nodes: warming up all ${nodes.length} nodes…\n`);
    await tickets(nodes.length);
    await runLoadInProcess({ url: `${proxy.url}${league.league.path}`, connections: CONNECTIONS, durationMs: 1000, warmupMs: WARMUP_S * 1000, headers: PAGE_HEADERS }, 'client');
    const idle = await observe(groups, db, () => new Promise((r) => setTimeout(r, 4000)));
    const measured: NodesBenchResult = { ...empty, shares: groups.shares, idle: idle.cpu, tickets: [], pages: [] };
    for (let round = 1; round <= ROUNDS; round++) {
      // Every other round in reverse (1, 2, 3, 3, 2, 1, …): a host that speeds up or slows down
      // over the run favours neither end of the ratios.
      for (const count of round % 2 ? COUNTS : [...COUNTS].reverse()) {
        process.stdout.write(`  nodes: round ${round}/${ROUNDS}, ${count} node(s) at ${pct(QUOTA)} of a core each…\n`);
        const t = await tickets(count);
        measured.tickets.push({
          round,
          nodes: count,
          perSecond: t.result.tickets / t.result.seconds,
          p: t.result.p95,
          errors: refusalsText(t.result.refusals),
          cpu: t.cpu,
          db: t.db,
        });
        // Each node renders the page once into its cache in the warm-up: the figure is cached pages.
        for (let i = 0; i < nodes.length; i++) nodePart(i).setQuota(PAGE_QUOTA);
        // The pages are loaded from a fresh process (in the client's CPU part): inside `npm run
        // bench`, the bench process, after the sections before this one, spent 102% of a core on
        // 9,163 pages/s where a fresh one spends 42% on 14,322, and set the three-node figure.
        const p = await observe(groups, db, () =>
          runLoadInProcess(
            { url: `${proxy!.url}${league.league.path}`, connections: CONNECTIONS, durationMs: SECONDS * 1000, warmupMs: WARMUP_S * 1000, headers: PAGE_HEADERS },
            'client',
          ),
        );
        for (let i = 0; i < nodes.length; i++) nodePart(i).setQuota(QUOTA);
        measured.pages.push({
          round,
          nodes: count,
          perSecond: p.result.rps,
          p: p.result.p99,
          errors: p.result.errors + p.result.non2xx ? failuresText(p.result) : '',
          cpu: p.cpu,
          db: p.db,
        });
      }
    }

    // Where it stops: the database capped, capped nodes added until tickets/s stop growing.
    dbPart.setQuota(DB_QUOTA);
    const steps: LimitStep[] = [];
    let stoppedBy = `the ${nodes.length} nodes this bench starts (BENCH_NODES_MAX) before the database`;
    for (let count = 1; count <= nodes.length; count++) {
      process.stdout.write(`  nodes: PostgreSQL capped at ${pct(DB_QUOTA)}, ${count} node(s)…\n`);
      const t = await tickets(count);
      steps.push({
        nodes: count,
        commitDelayUs: null,
        ticketsPerSecond: t.result.tickets / t.result.seconds,
        p95: t.result.p95,
        errors: refusalsText(t.result.refusals),
        cpu: t.cpu,
        db: t.db,
      });
      const last = steps.at(-1)!;
      const previous = steps.at(-2);
      if (previous && last.ticketsPerSecond < previous.ticketsPerSecond * 1.1) {
        stoppedBy = `one more node added < 10% (${rate(previous.ticketsPerSecond)} -> ${rate(last.ticketsPerSecond)}/s)`;
        break;
      }
    }
    const top = steps.at(-1)!;
    const firstWait = Object.entries(top.db.waits).sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
    if (firstWait.startsWith('IO:WAL') || firstWait.startsWith('LWLock:WAL')) {
      // Commits wait on the WAL's flush: the same step with and without group commit, interleaved.
      const setDelay = async (us: number) => {
        await db.query(`alter system set commit_delay = ${us}`);
        await db.query(`alter system set commit_siblings = ${us ? 2 : 5}`);
        await db.query('select pg_reload_conf()');
      };
      for (let round = 1; round <= GROUP_ROUNDS; round++) {
        for (const delay of [COMMIT_DELAY_US, 0]) {
          process.stdout.write(`  nodes: commits wait on the WAL (${firstWait}); ${top.nodes} node(s), commit_delay ${delay} µs, round ${round}/${GROUP_ROUNDS}…\n`);
          await setDelay(delay);
          const t = await tickets(top.nodes);
          steps.push({
            nodes: top.nodes,
            commitDelayUs: delay,
            ticketsPerSecond: t.result.tickets / t.result.seconds,
            p95: t.result.p95,
            errors: refusalsText(t.result.refusals),
            cpu: t.cpu,
            db: t.db,
          });
        }
      }
      await db.query('alter system reset commit_delay');
      await db.query('alter system reset commit_siblings');
      await db.query('select pg_reload_conf()');
    }
    measured.limit = { dbQuota: DB_QUOTA, steps, stoppedBy };
    return measured;
  } finally {
    await proxy?.close();
    await Promise.all(nodes.map((n) => n.stop()));
    await db.end().catch(() => undefined);
    await database.stop();
    groups.close();
  }
}

const partCpu = (f: CpuFigures, name: string) => f.parts.find((p) => p.name === name)?.cpu ?? 0;
/** The CPU of the nodes (the first `serving` of them when given), in cores. */
const nodeCores = (f: CpuFigures, serving?: number) =>
  f.parts
    .filter((p) => p.name.startsWith('node-'))
    .slice(0, serving)
    .reduce((s, p) => s + p.cpu, 0);

/** One row of the nodes table: the figure, then each part's CPU, the machine, the database's waits. */
function row(label: string, nodes: number, perSecond: number, latency: string, f: CpuFigures, db: DatabaseSide): string[] {
  const all = f.parts.filter((p) => p.name.startsWith('node-'));
  const nodeParts = all.slice(0, nodes);
  // The nodes out of the proxy still hear the bus: what they spend is each ticket's cost on every node.
  const listening = all.slice(nodes);
  const starved = starvedParts(f);
  const nodeCpu = nodeParts.reduce((sum, p) => sum + p.cpu, 0);
  return [
    label,
    String(nodes),
    rate(perSecond),
    latency,
    nodeParts.map((p) => pct(p.cpu)).join(' ') + (listening.length ? ` (${listening.map((p) => pct(p.cpu, 1)).join(' ')})` : ''),
    nodeCpu > 0 ? pct(nodeParts.reduce((sum, p) => sum + p.system, 0) / nodeCpu) : '-',
    pct(partCpu(f, 'postgres')),
    pct(partCpu(f, 'proxy')),
    pct(partCpu(f, 'client')),
    pct(f.machineIdle),
    pct(f.others),
    `${pct(f.softirq, 1)} / ${pct(f.steal, 1)}`,
    f.load.split(' ')[0] ?? '',
    `${db.activeBackends.toFixed(1)}: ${topWaits(db, 2)}`,
    starved.join(' ') || '-',
  ];
}

/** Every measurement, with the CPU of every part (node caps and the database's cap in the labels). */
export function nodesTable(r: NodesBenchResult): string {
  if (r.skipped) return '';
  const header = [
    'measurement',
    'nodes',
    'per s',
    'p95/p99',
    'node CPU each (the others, listening)',
    'of it sys',
    'PG',
    'proxy',
    'client',
    'idle',
    'others',
    'softirq / steal',
    'load',
    'db active: waits',
    'starved',
  ];
  const rows = [
    ...(r.idle
      ? [row('no load (the leader runs the feed)', r.idle.parts.filter((p) => p.name.startsWith('node-')).length, 0, '', r.idle, { activeBackends: 0, waits: {}, walSyncs: null })]
      : []),
    ...r.tickets.map((m) => row('tickets', m.nodes, m.perSecond, `p95 ${ms(m.p)}`, m.cpu, m.db)),
    ...r.pages.map((m) => row('cached pages', m.nodes, m.perSecond, `p99 ${ms(m.p)}`, m.cpu, m.db)),
    ...r.limit.steps.map((s) =>
      row(
        `tickets, PG cap ${pct(r.limit.dbQuota)}${s.commitDelayUs === null ? '' : `, commit_delay ${s.commitDelayUs} µs`}`,
        s.nodes,
        s.ticketsPerSecond,
        `p95 ${ms(s.p95)}`,
        s.cpu,
        s.db,
      ),
    ),
  ];
  return table(header, rows);
}

/**
 * Each round's figure with n nodes over the same round's one-node figure, and the median of those
 * ratios against the target. Paired by round because the host's speed drifts over minutes: on
 * 2026-11-29 a node spent 0.54-0.69 ms of CPU a ticket at 18:04 and 1.0-1.7 ms at 20:07-20:45,
 * almost all of it user time (system 7-11%, steal under 1%), and in one run two slow rounds among three set
 * the three-node median. The ratio of the medians is printed beside it.
 */
function scaling(kind: 'tickets' | 'pages', list: Measurement[], quota: number): Check[] {
  const by = (n: number) => median(list.filter((m) => m.nodes === n).map((m) => m.perSecond));
  const one = by(1);
  return [2, 3]
    .filter((n) => list.some((m) => m.nodes === n))
    .map((n) => {
      const paired = list
        .filter((m) => m.nodes === n)
        .flatMap((m) => {
          const base = list.find((b) => b.nodes === 1 && b.round === m.round);
          return base && base.perSecond > 0 ? [m.perSecond / base.perSecond] : [];
        });
      const ratio = paired.length ? median(paired) : Number.NaN;
      const target = n === 2 ? TARGET.two : TARGET.three;
      // A run with failed requests, or one that read nothing, proves nothing.
      const broken = !Number.isFinite(ratio) || !(one > 0) || list.some((m) => m.errors);
      const starved = list.filter((m) => m.nodes <= n && starvedParts(m.cpu).length > 0).length;
      return {
        target: `nodes: ${kind}/s with ${n} nodes >= ${target}x one (each capped at ${pct(quota)} of a core; median of the rounds' ratios)`,
        measured: `${broken ? 'measurement failed or read zero' : `${ratio.toFixed(2)}x`} (rounds ${paired.map((r) => `${r.toFixed(2)}x`).join(', ')}; medians ${rate(by(n))} against ${rate(one)}/s, ${(by(n) / one).toFixed(2)}x)${starved ? `; ${starved} measurement(s) with a starved part` : ''}`,
        verdict: broken ? 'FAIL' : ratio >= target ? 'PASS' : 'FAIL',
      };
    });
}

/**
 * What a ticket placed elsewhere costs a node that holds none of the player's sockets: its
 * balance message travels on the player's shard channel, which such a node does not listen to
 * (30-70 µs a ticket on every node when all heard every balance). Read from the nodes out of
 * the proxy (they only listen) and the one-node rounds.
 */
function busCost(r: NodesBenchResult): Check | null {
  const perTicket = r.tickets.flatMap((m) => {
    const listening = m.cpu.parts.filter((p) => p.name.startsWith('node-')).slice(m.nodes);
    return listening.length && m.perSecond > 0 ? [listening.reduce((sum, p) => sum + p.cpu, 0) / listening.length / m.perSecond] : [];
  });
  const ones = r.tickets.filter((m) => m.nodes === 1 && m.perSecond > 0).map((m) => nodeCores(m.cpu, 1) / m.perSecond);
  if (!perTicket.length || !ones.length) return null;
  const listen = median(perTicket);
  return {
    target: 'nodes: what a ticket placed on another node costs a node without the player (its balance message on the bus)',
    measured: `${(listen * 1e6).toFixed(0)} µs of CPU a ticket on each listening node, against ${(median(ones) * 1e6).toFixed(0)} µs on the one node that places it`,
    verdict: 'INFO',
  };
}

/**
 * What a ticket cost the nodes placing it, round by round: a slow round that spends more CPU a
 * ticket in the kernel (system time, soft interrupts of the loopback traffic) or loses it to the
 * hypervisor (steal) is the machine's hour, not the code's.
 */
function roundCosts(r: NodesBenchResult): Check | null {
  const rounds = r.tickets.filter((m) => m.perSecond > 0);
  if (!rounds.length) return null;
  const text = COUNTS.map((n) => {
    const mine = rounds.filter((m) => m.nodes === n);
    const each = mine.map((m) => {
      const cpu = nodeCores(m.cpu, n);
      const system = m.cpu.parts
        .filter((p) => p.name.startsWith('node-'))
        .slice(0, n)
        .reduce((sum, p) => sum + p.system, 0);
      return `${rate(m.perSecond)}/s ${((cpu / m.perSecond) * 1e6).toFixed(0)} µs sys ${pct(cpu > 0 ? system / cpu : 0)} steal ${pct(m.cpu.steal, 1)}`;
    });
    return `${n} node(s): ${each.join('; ')}`;
  });
  return { target: "nodes: node CPU a ticket in each round (the share in the kernel; the machine's stolen cores)", measured: text.join(' | '), verdict: 'INFO' };
}

export function nodesChecks(r: NodesBenchResult): Check[] {
  if (r.skipped) return [{ target: 'nodes: scaling on capped CPU shares', measured: `skipped: ${r.skipped}`, verdict: 'n/a' }];
  const rows: Check[] = [
    {
      target: 'nodes: the run',
      measured: `${r.cores} CPUs; run group cpu.shares ${r.shares} against the root's 1024 per busy process; each node capped at ${pct(r.quota)} of a core for tickets, ${pct(r.pageQuota)} for pages; load average ${r.loadBefore} before`,
      verdict: 'INFO',
    },
    ...scaling('tickets', r.tickets, r.quota),
    ...scaling('pages', r.pages, r.pageQuota),
    ...[busCost(r), roundCosts(r)].filter((c): c is Check => c !== null),
  ];
  const growth = r.limit.steps.filter((s) => s.commitDelayUs === null);
  const flushes = (s: LimitStep) => (s.db.walSyncs === null ? 'n/a' : (s.db.walSyncs / Math.max(1, s.ticketsPerSecond * (SECONDS + WARMUP_S))).toFixed(2));
  for (const s of growth) {
    const dbCpu = partCpu(s.cpu, 'postgres');
    rows.push({
      target: `nodes: PostgreSQL capped at ${pct(r.limit.dbQuota)}, ${s.nodes} node(s)`,
      measured: `${rate(s.ticketsPerSecond)} tickets/s; ${(nodeCores(s.cpu) / Math.max(dbCpu, 1e-9)).toFixed(2)} node-cores per database core (${nodeCores(s.cpu).toFixed(2)} / ${dbCpu.toFixed(2)}); ${flushes(s)} WAL flushes per ticket${s.errors ? `; refused: ${s.errors}` : ''}`,
      // Tickets refused while measured: the figure is not the database's.
      verdict: s.errors ? 'FAIL' : 'INFO',
    });
  }
  const top = growth.at(-1);
  if (top) {
    const dbCpu = partCpu(top.cpu, 'postgres');
    rows.push({
      target: 'nodes: where it stops with the database capped',
      measured: `${r.limit.stoppedBy}; the database at ${pct(dbCpu)} of its ${pct(r.limit.dbQuota)} cap, its backends' first waits: ${topWaits(top.db)}; one database core carried ${(nodeCores(top.cpu) / Math.max(dbCpu, 1e-9)).toFixed(2)} node-cores`,
      verdict: dbCpu > 0 && !growth.some((s) => s.errors) ? 'INFO' : 'FAIL',
    });
  }
  const grouped = r.limit.steps.filter((s) => s.commitDelayUs !== null && s.commitDelayUs > 0);
  const plain = r.limit.steps.filter((s) => s.commitDelayUs === 0);
  const refused = [...grouped, ...plain].some((s) => s.errors) ? [...grouped, ...plain].map((s) => s.errors || 'none').join(' | ') : '';
  if (grouped.length && plain.length) {
    const on = median(grouped.map((s) => s.ticketsPerSecond));
    const off = median(plain.map((s) => s.ticketsPerSecond));
    rows.push({
      target: `nodes: group commit at the top step (commit_delay ${grouped[0]!.commitDelayUs} µs against 0, ${grouped.length} interleaved rounds, medians)`,
      measured: `${rate(on)} against ${rate(off)} tickets/s (${on >= off ? '+' : ''}${pct(on / off - 1)}); WAL flushes per ticket ${median(grouped.map((s) => Number(flushes(s)))).toFixed(2)} against ${median(plain.map((s) => Number(flushes(s)))).toFixed(2)}${refused ? `; refused: ${refused}` : ''}`,
      verdict: refused ? 'FAIL' : 'INFO',
    });
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runNodesBench();
  process.stdout.write(`${nodesTable(result)}\n\n${checksTable(nodesChecks(result))}\n`);
  process.exit(0);
}
