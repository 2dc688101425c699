// Deposits bench (issue 13): 20 players, each with a daily deposit limit, sending 10.00
// play-money deposits as fast as the server answers, on PGlite and on a throwaway PostgreSQL.
// Every deposit is a read-check-write under the player's lock (limits and the daily cap), so
// this measures what the lock costs and proves it holds: no player's deposits pass the limit.
// Reports deposits per second (accepted and answered), latency, refusals by code and the
// operator ledger check afterwards.
// Run alone: node scripts/bench/deposits.ts (after a build; SITE_DIST_DIR is honoured).
// Tuning: BENCH_DEPOSIT_PLAYERS (20), BENCH_DEPOSIT_SECONDS (10), BENCH_DEPOSIT_WARMUP_S (2),
// BENCH_DEPOSIT_DBS ("pglite,postgres"), BENCH_DEPOSIT_LIMIT ("1500.00").
import { startBenchServer } from './server.ts';
import { createPlayers, jsonClient, loginPlayer, newAdminToken, percentile, type JsonClient } from './accounts.ts';
import { checksTable, ms, rate, type Check } from './report.ts';
import { benchDatabases, databaseName, onEachDatabase, refusalsText } from './databases.ts';

const PLAYERS = Number(process.env.BENCH_DEPOSIT_PLAYERS ?? 20);
const SECONDS = Number(process.env.BENCH_DEPOSIT_SECONDS ?? 10);
const WARMUP_S = Number(process.env.BENCH_DEPOSIT_WARMUP_S ?? 2);
const DATABASES = benchDatabases(process.env.BENCH_DEPOSIT_DBS);
const LIMIT = process.env.BENCH_DEPOSIT_LIMIT ?? '1500.00';
const AMOUNT = '10.00';

export interface DepositRun {
  database: 'pglite' | 'postgres';
  skipped?: string;
  /** Accepted in the measured phase. */
  deposits: number;
  /** Answered in the measured phase (accepted and refused). */
  answered: number;
  seconds: number;
  p50: number;
  p95: number;
  refusals: Record<string, number>;
  /** The most any player deposited (whole run), in major units, against the limit. */
  mostDeposited: number;
  ledger: { ok: boolean; players_checked: number; entries_checked: number; mismatches: unknown[] } | null;
}

async function depositFor(client: JsonClient, players: Array<{ id: number; token: string }>) {
  const latencies: number[] = [];
  const refusals: Record<string, number> = {};
  const depositedBy = new Map<number, number>();
  let measuring = false;
  let stopAt = performance.now() + (WARMUP_S + SECONDS) * 1000;
  let deposits = 0;
  const worker = async (p: { id: number; token: string }) => {
    while (performance.now() < stopAt) {
      const started = performance.now();
      let status: number;
      let code = 'network';
      try {
        const res = await client.call('POST', '/api/deposit', { amount: AMOUNT }, p.token);
        status = res.status;
        code = String(res.body.error?.code ?? res.status);
      } catch {
        status = 0;
      }
      if (status === 200) depositedBy.set(p.id, (depositedBy.get(p.id) ?? 0) + Number(AMOUNT));
      if (!measuring) continue;
      latencies.push(performance.now() - started);
      if (status === 200) deposits++;
      else refusals[`${status} ${code}`] = (refusals[`${status} ${code}`] ?? 0) + 1;
    }
  };
  const running = Promise.all(players.map(worker));
  await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
  measuring = true;
  const measureFrom = performance.now();
  stopAt = measureFrom + SECONDS * 1000;
  await running;
  const seconds = (performance.now() - measureFrom) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    deposits,
    answered: latencies.length,
    seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    refusals,
    mostDeposited: Math.max(0, ...depositedBy.values()),
  };
}

async function runOn(database: 'pglite' | 'postgres', env: Record<string, string>): Promise<DepositRun> {
  const adminToken = newAdminToken();
  const server = await startBenchServer({ env: { ...env, ADMIN_TOKEN: adminToken } });
  const client = jsonClient(server.url, PLAYERS + 2);
  try {
    const created = await createPlayers(client, adminToken, PLAYERS, '0.00', 'benchdeposit');
    const players: Array<{ id: number; token: string }> = [];
    for (const p of created) {
      const token = await loginPlayer(client, p);
      const limits = await client.call('PUT', '/api/account/limits', { deposit: { daily: LIMIT } }, token);
      if (limits.status !== 200) throw new Error(`setting the deposit limit answered ${limits.status}`);
      players.push({ id: p.id, token });
    }
    const run = await depositFor(client, players);
    const check = await client.call('GET', '/api/admin/ledger-check', undefined, adminToken);
    return { database, ...run, ledger: check.status === 200 ? (check.body as DepositRun['ledger']) : null };
  } finally {
    client.close();
    await server.stop();
  }
}

export async function runDepositsBench(): Promise<DepositRun[]> {
  const empty = { deposits: 0, answered: 0, seconds: 0, p50: NaN, p95: NaN, refusals: {}, mostDeposited: 0, ledger: null };
  return onEachDatabase(DATABASES, runOn, (database, skipped) => ({ database, skipped, ...empty }));
}

export function depositsChecks(runs: DepositRun[]): Check[] {
  return runs.flatMap((r): Check[] => {
    const name = databaseName(r.database);
    if (r.skipped) return [{ target: `deposits (${name})`, measured: `skipped: ${r.skipped}`, verdict: 'n/a' }];
    const refusals = refusalsText(r.refusals);
    const ledger = r.ledger;
    return [
      {
        target: `deposits (${name}): ${PLAYERS} players in parallel, daily limit ${LIMIT} each`,
        measured: `${rate(r.deposits / r.seconds)}/s accepted, ${rate(r.answered / r.seconds)}/s answered (${r.deposits} of ${r.answered} in ${r.seconds.toFixed(1)} s)`,
        verdict: 'INFO',
      },
      { target: `deposits (${name}): latency`, measured: `p50 ${ms(r.p50)}, p95 ${ms(r.p95)}`, verdict: 'INFO' },
      {
        target: `deposits (${name}): refusals (only the limit may refuse)`,
        measured: refusals || 'none',
        verdict: Object.keys(r.refusals).every((k) => k === '409 deposit_limit_reached') ? 'PASS' : 'FAIL',
      },
      {
        target: `deposits (${name}): no player deposits more than the limit`,
        measured: `most by one player: ${r.mostDeposited.toFixed(2)} of ${LIMIT}`,
        verdict: r.mostDeposited <= Number(LIMIT) ? 'PASS' : 'FAIL',
      },
      {
        target: `deposits (${name}): ledger check afterwards`,
        measured: ledger
          ? `ok ${ledger.ok}, ${ledger.players_checked} players, ${ledger.entries_checked} entries, ${ledger.mismatches.length} mismatches`
          : 'ledger check did not answer',
        verdict: ledger?.ok ? 'PASS' : 'FAIL',
      },
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = await runDepositsBench();
  process.stdout.write(`${checksTable(depositsChecks(runs))}\n`);
  process.exit(0);
}
