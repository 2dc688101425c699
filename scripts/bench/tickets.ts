// Tickets bench (issue 5): 20 players placing 10.00 singles on upcoming soccer events as fast
// as the server answers, each with its own Idempotency-Key like the site's slip, on PGlite and
// on a throwaway PostgreSQL. Reports tickets per second, latency, refusals by code and the
// operator ledger check afterwards.
// With BENCH_COMPARE_REF (compare.ts) the same runs go to that build's server too, interleaved
// over BENCH_TICKET_ROUNDS rounds (3 then, else 1), and the medians are compared (issue 30:
// PGlite within 10% of the build before the trust core's locks, dba8084).
// Run alone: node scripts/bench/tickets.ts (after a build; SITE_DIST_DIR is honoured).
// Tuning: BENCH_TICKET_PLAYERS (20), BENCH_TICKET_SECONDS (10), BENCH_TICKET_WARMUP_S (2),
// BENCH_TICKET_DBS ("pglite,postgres"), BENCH_TICKET_STAKE_LIMIT (unset; an amount such as
// "1000000.00" gives every player a daily stake limit that never binds, so every ticket takes
// the locked path that checks it), BENCH_PG_URL (unset; an empty database of your own instead of
// the throwaway one, e.g. with pg_stat_statements loaded to see where the time goes).
import { loadavg } from 'node:os';
import { startBenchServer, waitForStoredOffer, type BenchServer } from './server.ts';
import { createPlayers, jsonClient, loginPlayer, newAdminToken, percentile, type JsonClient } from './accounts.ts';
import { checksTable, median, ms, pct, rate, table, type Check } from './report.ts';
import { interleaved, medianComparisons, thisTree, treesToRun, type Tree } from './compare.ts';
import { benchDatabases, databaseName, onEachDatabase, refusalsText, upcomingSelections, type Selection } from './databases.ts';

const PLAYERS = Number(process.env.BENCH_TICKET_PLAYERS ?? 20);
const SECONDS = Number(process.env.BENCH_TICKET_SECONDS ?? 10);
const WARMUP_S = Number(process.env.BENCH_TICKET_WARMUP_S ?? 2);
const DATABASES = benchDatabases(process.env.BENCH_TICKET_DBS);
const STAKE_LIMIT = process.env.BENCH_TICKET_STAKE_LIMIT;
const P95_TARGET_MS = 50;
const RATE_TARGET = { pglite: 300, postgres: 500 } as const;
const ROUNDS = Number(process.env.BENCH_TICKET_ROUNDS ?? (process.env.BENCH_COMPARE_REF ? 3 : 1));
/** How much slower than the compared build this one may be (issue 30). */
const COMPARE_ALLOWANCE = 0.1;

export interface TicketRun {
  database: 'pglite' | 'postgres';
  /** The build that served the run (compare.ts): this tree's label or the compared ref's. */
  tree: string;
  round: number;
  load: string;
  skipped?: string;
  tickets: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  refusals: Record<string, number>;
  events: number;
  /** Seconds the run waited for the fresh node to store its offer before measuring. */
  seedingWaitS?: number;
  cpuShare: number | null;
  /** The main thread's part of cpuShare (the rest: the embedded database's thread, GC and zlib threads). */
  mainShare: number | null;
  ledger: { ok: boolean; players_checked: number; entries_checked: number; mismatches: unknown[] } | null;
  /** From /api/health: whether commits wait for the disk, and PGlite's fsyncs per accepted ticket. */
  disk: { durable: boolean; syncsPerTicket: number | null } | null;
}

export async function placeFor(
  server: Pick<BenchServer, 'cpuSeconds' | 'mainThreadCpuSeconds'>,
  client: JsonClient,
  players: Array<{ id: number; token: string }>,
  selections: Selection[],
  timing: { seconds: number; warmupS: number } = { seconds: SECONDS, warmupS: WARMUP_S },
) {
  const { seconds: measureSeconds, warmupS } = timing;
  const latencies: number[] = [];
  const refusals: Record<string, number> = {};
  let measuring = false;
  let measureFrom = 0;
  let stopAt = performance.now() + (warmupS + measureSeconds) * 1000;
  let n = 0;
  let keys = 0;
  // Unique per call: a second run on the same database (the nodes bench) must not replay the first run's keys.
  const run = Math.random().toString(36).slice(2, 8);
  let accepted = 0;
  const worker = async (p: { id: number; token: string }) => {
    while (performance.now() < stopAt) {
      const selection = selections[n++ % selections.length]!;
      const started = performance.now();
      let status: number;
      let code = 'network';
      try {
        // A player who accepts any odds change: the production feed moves prices during the run.
        // A fresh Idempotency-Key per slip, as the site's bet slip sends one.
        const res = await client.call('POST', '/api/create_ticket', { stake: '10.00', player_id: p.id, odds_change: 'any', ticket_events: [selection] }, p.token, {
          'idempotency-key': `bench-${run}-${p.id}-${++keys}`,
        });
        status = res.status;
        code = String(res.body.error?.code ?? res.status);
      } catch {
        status = 0;
      }
      if (status === 201) accepted++;
      if (!measuring || started < measureFrom) continue;
      if (status === 201) latencies.push(performance.now() - started);
      else refusals[`${status} ${code}`] = (refusals[`${status} ${code}`] ?? 0) + 1;
    }
  };
  const running = Promise.all(players.map(worker));
  await new Promise((r) => setTimeout(r, warmupS * 1000));
  const cpuBefore = server.cpuSeconds();
  const mainBefore = server.mainThreadCpuSeconds();
  measuring = true;
  measureFrom = performance.now();
  stopAt = measureFrom + measureSeconds * 1000;
  await running;
  const seconds = (performance.now() - measureFrom) / 1000;
  const cpuAfter = server.cpuSeconds();
  const mainAfter = server.mainThreadCpuSeconds();
  latencies.sort((a, b) => a - b);
  return {
    tickets: latencies.length,
    seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    max: latencies.length ? latencies[latencies.length - 1]! : Number.NaN,
    refusals,
    accepted,
    cpuShare: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / seconds,
    mainShare: mainBefore === null || mainAfter === null ? null : (mainAfter - mainBefore) / seconds,
  };
}

/** "138%, 1.80 ms/ticket (main thread 0.90, other threads 0.90)": where a ticket's CPU goes. */
function cpuText(r: TicketRun): string {
  if (r.cpuShare === null) return 'n/a';
  const perTicket = (share: number) => ms((share * r.seconds * 1000) / Math.max(1, r.tickets));
  const split = r.mainShare === null ? '' : ` (main thread ${perTicket(r.mainShare)}, other threads ${perTicket(r.cpuShare - r.mainShare)})`;
  return `${pct(r.cpuShare)}, ${perTicket(r.cpuShare)}/ticket${split}`;
}

async function runOn(tree: Tree, round: number, database: 'pglite' | 'postgres', env: Record<string, string>): Promise<TicketRun> {
  const adminToken = newAdminToken();
  const server = await startBenchServer({ env: { ...env, ADMIN_TOKEN: adminToken }, tree });
  const client = jsonClient(server.url, PLAYERS + 2);
  try {
    const created = await createPlayers(client, adminToken, PLAYERS, '1000000.00', 'benchticket');
    const players: Array<{ id: number; token: string }> = [];
    for (const p of created) players.push({ id: p.id, token: await loginPlayer(client, p) });
    if (STAKE_LIMIT) {
      for (const p of players) {
        const res = await client.call('PUT', '/api/account/limits', { stake: { daily: STAKE_LIMIT } }, p.token);
        if (res.status !== 200) throw new Error(`setting the stake limit answered ${res.status}`);
      }
    }
    const selections = await upcomingSelections(client, 40);
    if (selections.length === 0) throw new Error('no upcoming soccer event with a full-time market in the offer');
    // Tickets are measured on a node at work, not on one still seeding its offer.
    const seeding = await waitForStoredOffer(server);
    const before = (await server.health()).database as { durable: boolean; disk_syncs: number | null } | undefined;
    const { accepted, ...placed } = await placeFor(server, client, players, selections);
    const after = (await server.health()).database as { durable: boolean; disk_syncs: number | null } | undefined;
    const check = await client.call('GET', '/api/admin/ledger-check', undefined, adminToken);
    const disk = after
      ? { durable: after.durable, syncsPerTicket: after.disk_syncs === null || !before?.disk_syncs ? null : (after.disk_syncs - before.disk_syncs) / Math.max(1, accepted) }
      : null;
    const load = loadavg()
      .map((v) => v.toFixed(2))
      .join(' ');
    return {
      database,
      tree: tree.label,
      round,
      load,
      ...placed,
      seedingWaitS: seeding,
      events: selections.length,
      ledger: check.status === 200 ? (check.body as TicketRun['ledger']) : null,
      disk,
    };
  } finally {
    client.close();
    await server.stop();
  }
}

export async function runTicketsBench(): Promise<TicketRun[]> {
  const trees = await treesToRun();
  const runs: TicketRun[] = [];
  for (const database of DATABASES) {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const tree of interleaved(trees, round)) {
        process.stdout.write(`  tickets: ${databaseName(database)}, ${tree.label}, round ${round}/${ROUNDS}…\n`);
        // A fresh database for every run (PostgreSQL: a throwaway cluster each): builds differ in schema.
        const empty = {
          tree: tree.label,
          round,
          load: '',
          tickets: 0,
          seconds: 0,
          p50: NaN,
          p95: NaN,
          p99: NaN,
          max: NaN,
          refusals: {},
          events: 0,
          cpuShare: null,
          mainShare: null,
          ledger: null,
          disk: null,
        };
        runs.push(
          ...(await onEachDatabase(
            [database],
            (db, env) => runOn(tree, round, db, env),
            (db, skipped) => ({ database: db, skipped, ...empty }),
          )),
        );
      }
    }
  }
  return runs;
}

const perTicketMs = (r: TicketRun, share: number | null) => (share === null || r.tickets === 0 ? Number.NaN : (share * r.seconds * 1000) / r.tickets);

/** Every run: the build, the round, tickets/s, latency, the CPU a ticket took (main thread and the others: the database's thread). */
export function ticketsTable(runs: TicketRun[]): string {
  return table(
    ['database', 'build', 'round', 'tickets/s', 'p50', 'p95', 'CPU/ticket', 'main', 'other threads', 'load (1/5/15)'],
    runs
      .filter((r) => !r.skipped)
      .map((r) => [
        databaseName(r.database),
        r.tree,
        String(r.round),
        rate(r.tickets / r.seconds),
        ms(r.p50),
        ms(r.p95),
        ms(perTicketMs(r, r.cpuShare)),
        ms(perTicketMs(r, r.mainShare)),
        ms(perTicketMs(r, r.cpuShare === null || r.mainShare === null ? null : r.cpuShare - r.mainShare)),
        r.load,
      ]),
  );
}

/** This build's medians against the compared build's, per database. */
function comparisonChecks(runs: TicketRun[]): Check[] {
  const cpu = (of: TicketRun[]) => ms(median(of.map((r) => perTicketMs(r, r.cpuShare))));
  return medianComparisons({
    runs,
    databases: DATABASES,
    rounds: ROUNDS,
    allowance: COMPARE_ALLOWANCE,
    measured: (r) => !r.skipped && r.tickets > 0,
    perSecond: (r) => r.tickets / r.seconds,
    target: (database, other) => `tickets (${databaseName(database)}): within ${pct(COMPARE_ALLOWANCE)} of ${other} (medians of ${ROUNDS} interleaved rounds)`,
    detail: (mine, theirs) => `CPU ${cpu(mine)} against ${cpu(theirs)} per ticket`,
    failed: 'measurement failed: a run did not place tickets',
  });
}

export function ticketsChecks(runs: TicketRun[]): Check[] {
  const machine: Check = {
    target: 'tickets: machine load average (1/5/15 min) after the runs',
    measured: loadavg()
      .map((v) => v.toFixed(2))
      .join(' / '),
    verdict: 'INFO',
  };
  return [
    ...runs
      .filter((r) => r.tree === thisTree.label)
      .flatMap((r): Check[] => {
        const name = `${databaseName(r.database)}${ROUNDS > 1 ? `, round ${r.round}` : ''}`;
        if (r.skipped) return [{ target: `tickets (${name})`, measured: `skipped: ${r.skipped}`, verdict: 'n/a' }];
        const perSecond = r.tickets / r.seconds;
        const refusals = refusalsText(r.refusals);
        const ledger = r.ledger;
        return [
          {
            target: `tickets (${name}): >= ${RATE_TARGET[r.database]} tickets/s, ${PLAYERS} players${STAKE_LIMIT ? `, each with a daily stake limit of ${STAKE_LIMIT}` : ''}`,
            measured: `${rate(perSecond)}/s (${r.tickets} in ${r.seconds.toFixed(1)} s on ${r.events} events, after ${(r.seedingWaitS ?? 0).toFixed(0)} s of seeding; server CPU ${cpuText(r)})`,
            verdict: perSecond >= RATE_TARGET[r.database] ? 'PASS' : 'FAIL',
          },
          {
            target: `tickets (${name}): p95 < ${P95_TARGET_MS} ms`,
            measured: `p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, max ${ms(r.max)}`,
            verdict: r.p95 < P95_TARGET_MS ? 'PASS' : 'FAIL',
          },
          { target: `tickets (${name}): refusals`, measured: refusals || 'none', verdict: refusals ? 'FAIL' : 'PASS' },
          {
            target: `tickets (${name}): an acknowledged ticket is on disk`,
            measured: r.disk
              ? `commits wait for the disk: ${r.disk.durable ? 'yes' : 'no'}${r.disk.syncsPerTicket === null ? ' (PostgreSQL: fsync on, synchronous_commit on)' : `; ${r.disk.syncsPerTicket.toFixed(2)} fsync per ticket`}`
              : 'health did not answer',
            verdict: r.disk?.durable ? 'PASS' : 'FAIL',
          },
          {
            target: `tickets (${name}): ledger check afterwards`,
            measured: ledger
              ? `ok ${ledger.ok}, ${ledger.players_checked} players, ${ledger.entries_checked} entries, ${ledger.mismatches.length} mismatches`
              : 'ledger check did not answer',
            verdict: ledger?.ok ? 'PASS' : 'FAIL',
          },
        ];
      }),
    ...comparisonChecks(runs),
    machine,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = await runTicketsBench();
  process.stdout.write(`${ticketsTable(runs)}\n\n${checksTable(ticketsChecks(runs))}\n`);
  process.exit(0);
}
