// Casino bench: 20 players each play one slot session as fast as the server answers, for
// BENCH_CASINO_S seconds (after 2 s unmeasured), through the API in this process, on PGlite (on
// disk) and on a throwaway PostgreSQL; then the ledger check. Every round is a money rule: the
// player's row lock, the limits, a debit, a credit and the round's row in one transaction.
// Reports rounds/s, latency and the statements (round trips to the database) per round.
// With BENCH_COMPARE_REF (compare.ts) the same run goes to that build too, interleaved over
// BENCH_CASINO_ROUNDS rounds (3 then, else 1), each run in a process of its own with that
// build's runtime, and the medians are compared.
// Run alone: node scripts/bench/casino.ts. Tuning: BENCH_CASINO_S (10), BENCH_CASINO_DBS ("pglite,postgres"),
// BENCH_CASINO_STAKE_LIMIT (unset; an amount such as "1000000.00" gives every player a daily
// stake limit that never binds, so every round takes the locked way that checks it).
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gameUuid } from '../../src/server/casino/catalogue.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import type { createRuntime, Runtime } from '../../src/server/runtime.ts';
import { createPlayers, loginPlayer, percentile } from './accounts.ts';
import { interleaved, medianComparisons, thisTree, treesToRun } from './compare.ts';
import { benchDatabases, databaseName, onEachDatabase, type BenchDatabase } from './databases.ts';
import { startInProcess } from './in-process.ts';
import { checksTable, median, ms, rate, table, type Check } from './report.ts';

const SECONDS = Number(process.env.BENCH_CASINO_S ?? 10);
const WARMUP_S = 2;
const DATABASES = benchDatabases(process.env.BENCH_CASINO_DBS);
const PLAYERS = 20;
const RATE_TARGET = 300;
const P95_TARGET_MS = 100;
const ROUNDS = Number(process.env.BENCH_CASINO_ROUNDS ?? (process.env.BENCH_COMPARE_REF ? 3 : 1));
/** Set by the comparing parent: the root of the build whose runtime this (child) process runs, and that it answers in JSON. */
const CHILD_TREE = process.env.BENCH_CASINO_CHILD_TREE;
const STAKE_LIMIT = process.env.BENCH_CASINO_STAKE_LIMIT;

export interface CasinoRun {
  database: BenchDatabase;
  /** The build that ran it: this tree's label or the compared ref's. */
  tree: string;
  round: number;
  load: string;
  skipped?: string;
  rounds: number;
  seconds: number;
  p50: number;
  p95: number;
  refused: number;
  /** Round trips to the database per round while measured (a transaction's begin and commit count). */
  statementsPerRound: number;
  ledgerOk: boolean;
}

/**
 * Counts the round trips the runtime makes to its database: its named statements, and Drizzle's
 * queries with a transaction's begin and commit. Reaches into Drizzle's session for its client
 * (a bench may; the server never does): PGlite's thread handle, or node-postgres's pool.
 */
function countStatements(rt: Runtime): { count(): number } {
  let n = 0;
  const client = (rt.db as unknown as { session: { client: Record<string, unknown> } }).session.client;
  if (rt.database.kind === 'pglite') {
    const prepared = rt.database.prepared;
    rt.database.prepared = ((query) => (n++, prepared(query))) as typeof prepared;
    type Query = (...args: unknown[]) => Promise<unknown>;
    const query = client.query as Query;
    const transaction = client.transaction as (cb: (tx: { query: Query }) => Promise<unknown>) => Promise<unknown>;
    client.query = (...args: unknown[]) => (n++, query(...args));
    client.transaction = (cb: (tx: { query: Query }) => Promise<unknown>) => {
      n += 2;
      return transaction((tx) => cb({ query: (...args: unknown[]) => (n++, tx.query(...args)) }));
    };
  } else {
    // Every client of the pool, those open now and those it opens later: pool.query and a
    // transaction's lent client both end in a client's query, counted there once.
    type Client = { query: (...args: unknown[]) => unknown };
    const pool = client as unknown as { _clients: Client[]; on(event: 'connect', listener: (c: Client) => void): void };
    const count = (c: Client) => {
      const own = c.query.bind(c);
      c.query = (...args: unknown[]) => (n++, own(...args));
    };
    pool._clients.forEach(count);
    pool.on('connect', count);
  }
  return { count: () => n };
}

async function runOn(database: BenchDatabase, env: Record<string, string>, create?: typeof createRuntime): Promise<Omit<CasinoRun, 'tree' | 'round'>> {
  const { rt, client, adminToken, close } = await startInProcess('casino', { FEED: 'off', ...env }, create);
  try {
    const slot = gameUuid('ember-sevens');
    const sessions: string[] = [];
    for (const p of await createPlayers(client, adminToken, PLAYERS, '1000000.00', 'casino')) {
      const access = await loginPlayer(client, p);
      if (STAKE_LIMIT) {
        const limit = await client.call('PUT', '/api/account/limits', { stake: { daily: STAKE_LIMIT } }, access);
        if (limit.status !== 200) throw new Error(`setting the stake limit answered ${limit.status}`);
      }
      const game = await client.call('POST', '/api/init-demo', { game_uuid: slot, player_id: p.id, player_name: p.username }, access);
      const session = game.status === 200 ? new URL(game.body.url as string, 'http://x').searchParams.get('session') : null;
      if (!session) throw new Error(`opening the game answered ${game.status}`);
      sessions.push(session);
    }
    const statements = countStatements(rt);
    const latencies: number[] = [];
    let refused = 0;
    let key = 0;
    let measureFrom = Number.POSITIVE_INFINITY;
    let statementsFrom = 0;
    const stopAt = performance.now() + (WARMUP_S + SECONDS) * 1000;
    const play = async (session: string) => {
      while (performance.now() < stopAt) {
        const started = performance.now();
        const answer = await client.call('POST', '/api/casino/rounds', { idempotency_key: `bench-${++key}`, bet: '1.00' }, session);
        if (started < measureFrom) continue;
        if (answer.status === 200) latencies.push(performance.now() - started);
        else refused++;
      }
    };
    const running = Promise.all(sessions.map(play));
    await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
    measureFrom = performance.now();
    statementsFrom = statements.count();
    await running;
    const seconds = (performance.now() - measureFrom) / 1000;
    // Rounds started before the measure and answered in it made a few statements more: within a round's worth per player.
    const statementsPerRound = (statements.count() - statementsFrom) / Math.max(1, latencies.length + refused);
    latencies.sort((a, b) => a - b);
    const check = await ledgerCheck(rt.db);
    return {
      database,
      load: loadText(),
      rounds: latencies.length,
      seconds,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      refused,
      statementsPerRound,
      ledgerOk: check.mismatches.length === 0,
    };
  } finally {
    await close();
  }
}

const loadText = () =>
  loadavg()
    .map((v) => v.toFixed(1))
    .join('/');

const skippedRun = (database: BenchDatabase, skipped: string): Omit<CasinoRun, 'tree' | 'round'> => ({
  database,
  skipped,
  load: '',
  rounds: 0,
  seconds: 0,
  p50: NaN,
  p95: NaN,
  refused: 0,
  statementsPerRound: NaN,
  ledgerOk: false,
});

/** One run in a process of its own, with the runtime of the build at `root` (the comparing parent's child). */
function runInChild(root: string, database: BenchDatabase): Omit<CasinoRun, 'tree' | 'round'> {
  const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_CASINO_CHILD_TREE: root, BENCH_CASINO_DBS: database, BENCH_COMPARE_REF: '' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  });
  const line = out.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as Omit<CasinoRun, 'tree' | 'round'>;
}

export async function runCasinoBench(): Promise<CasinoRun[]> {
  const trees = await treesToRun();
  const runs: CasinoRun[] = [];
  for (const database of DATABASES) {
    for (let round = 1; round <= ROUNDS; round++) {
      for (const tree of interleaved(trees, round)) {
        const label = { tree: tree.label, round };
        if (trees.length === 1) {
          runs.push(...(await onEachDatabase([database], runOn, skippedRun)).map((r) => ({ ...r, ...label })));
          continue;
        }
        process.stdout.write(`  casino: ${databaseName(database)}, ${tree.label}, round ${round}/${ROUNDS}…\n`);
        runs.push({ ...runInChild(tree.root, database), ...label });
      }
    }
  }
  return runs;
}

/** Every run: the build, the round, rounds/s, latency, statements per round and the load. */
export function casinoTable(runs: CasinoRun[]): string {
  return table(
    ['database', 'build', 'round', 'rounds/s', 'p50', 'p95', 'statements/round', 'load (1/5/15)'],
    runs
      .filter((r) => !r.skipped)
      .map((r) => [databaseName(r.database), r.tree, String(r.round), rate(r.rounds / r.seconds), ms(r.p50), ms(r.p95), r.statementsPerRound.toFixed(2), r.load]),
  );
}

export function casinoChecks(runs: CasinoRun[]): Check[] {
  const mine = runs.filter((r) => r.tree === thisTree.label);
  const checks = DATABASES.flatMap((database): Check[] => {
    const name = databaseName(database);
    const of = mine.filter((r) => r.database === database);
    const skipped = of.find((r) => r.skipped);
    if (skipped) return [{ target: `casino rounds (${name})`, measured: `skipped: ${skipped.skipped}`, verdict: 'n/a' }];
    const measured = of.filter((r) => r.rounds > 0);
    const perSecond = median(measured.map((r) => r.rounds / r.seconds));
    const p95 = median(measured.map((r) => r.p95));
    const refused = of.reduce((n, r) => n + r.refused, 0);
    const sound = measured.length === of.length && of.length > 0;
    const runsText =
      of.length > 1
        ? ` (median of ${of.length} runs: ${of.map((r) => rate(r.rounds / r.seconds)).join(', ')})`
        : ` (${of[0]?.rounds ?? 0} in ${(of[0]?.seconds ?? 0).toFixed(1)} s)`;
    return [
      {
        target: `casino rounds (${name}): >= ${RATE_TARGET} rounds/s, ${PLAYERS} players`,
        measured: sound ? `${rate(perSecond)}/s${runsText}${refused ? `, ${refused} refused` : ''}` : 'measurement failed: a run played no round',
        verdict: sound && perSecond >= RATE_TARGET && refused === 0 ? 'PASS' : 'FAIL',
      },
      {
        target: `casino rounds (${name}): p95 < ${P95_TARGET_MS} ms`,
        measured: sound ? `p95 ${ms(p95)}, statements per round ${median(measured.map((r) => r.statementsPerRound)).toFixed(2)}` : 'n/a',
        verdict: sound && p95 < P95_TARGET_MS ? 'PASS' : 'FAIL',
      },
      {
        target: `casino rounds (${name}): ledger check afterwards`,
        measured: of.every((r) => r.ledgerOk) ? 'every balance equals its ledger' : 'mismatches',
        verdict: of.length > 0 && of.every((r) => r.ledgerOk) ? 'PASS' : 'FAIL',
      },
    ];
  });
  return [...checks, ...comparisonChecks(runs)];
}

/** This build's medians against the compared build's, per database: rounds/s may not fall. */
function comparisonChecks(runs: CasinoRun[]): Check[] {
  const statements = (of: CasinoRun[]) => median(of.map((r) => r.statementsPerRound)).toFixed(2);
  return medianComparisons({
    runs,
    databases: DATABASES,
    rounds: ROUNDS,
    allowance: 0,
    measured: (r) => !r.skipped && r.rounds > 0,
    perSecond: (r) => r.rounds / r.seconds,
    target: (database, other) => `casino rounds (${databaseName(database)}): not slower than ${other} (medians of ${ROUNDS} interleaved rounds)`,
    detail: (mine, theirs) => `${statements(mine)} against ${statements(theirs)} statements per round`,
    failed: 'measurement failed: a run played no round',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (CHILD_TREE) {
    const { createRuntime: create } = (await import(pathToFileURL(join(CHILD_TREE, 'src/server/runtime.ts')).href)) as { createRuntime: typeof createRuntime };
    const [run] = await onEachDatabase(DATABASES.slice(0, 1), (database, env) => runOn(database, env, create), skippedRun);
    process.stdout.write(`${JSON.stringify(run)}\n`);
    process.exit(0);
  }
  const runs = await runCasinoBench();
  process.stdout.write(`${casinoTable(runs)}\n\n${checksTable(casinoChecks(runs))}\n`);
  process.exit(0);
}
