// Cash-outs bench (issue 17): 20 players each with open 10.00 singles on upcoming soccer
// events, cashing them out as fast as the server answers (each with its own Idempotency-Key,
// "any" value change accepted, as a player who confirms whatever the value now is), on PGlite
// and on a throwaway PostgreSQL. Every cash out re-prices under the ticket's and the player's
// locks and credits through the ledger. Reports cash-outs per second, latency, refusals and
// the operator ledger check afterwards. Follows the tickets bench (tickets.ts).
// Run alone: node scripts/bench/cash-outs.ts (after a build; SITE_DIST_DIR is honoured).
// Tuning: BENCH_CASHOUT_PLAYERS (20), BENCH_CASHOUT_TICKETS (40 per player), BENCH_CASHOUT_DBS ("pglite,postgres"),
// BENCH_PG_URL (unset; an empty database of your own instead of the throwaway one).
import { startBenchServer } from './server.ts';
import { createPlayers, jsonClient, loginPlayer, newAdminToken, percentile } from './accounts.ts';
import { checksTable, ms, rate, type Check } from './report.ts';
import { benchDatabases, databaseName, onEachDatabase, refusalsText, upcomingSelections } from './databases.ts';

const PLAYERS = Number(process.env.BENCH_CASHOUT_PLAYERS ?? 20);
const TICKETS = Number(process.env.BENCH_CASHOUT_TICKETS ?? 40);
const DATABASES = benchDatabases(process.env.BENCH_CASHOUT_DBS);
const RATE_TARGET = { pglite: 100, postgres: 150 } as const;

export interface CashOutRun {
  database: 'pglite' | 'postgres';
  skipped?: string;
  cashOuts: number;
  seconds: number;
  p50: number;
  p95: number;
  max: number;
  refusals: Record<string, number>;
  ledger: { ok: boolean; mismatches: unknown[] } | null;
  /** The server process's CPU time over the cash-out phase per cash out, ms (PGlite's engine runs in it; PostgreSQL's own processes are not counted); null without /proc. */
  cpuMsPerCashOut: number | null;
}

async function runOn(database: 'pglite' | 'postgres', env: Record<string, string>): Promise<CashOutRun> {
  const adminToken = newAdminToken();
  const server = await startBenchServer({ env: { ...env, ADMIN_TOKEN: adminToken } });
  const client = jsonClient(server.url, PLAYERS + 2);
  try {
    const created = await createPlayers(client, adminToken, PLAYERS, '1000000.00', 'benchcashout');
    const players: Array<{ id: number; token: string }> = [];
    for (const p of created) players.push({ id: p.id, token: await loginPlayer(client, p) });
    // Upcoming events with a full-time market: one single per event per player.
    const selections = await upcomingSelections(client, TICKETS);
    if (selections.length === 0) throw new Error('no upcoming soccer event with a full-time market in the offer');
    const open = new Map<number, number[]>();
    await Promise.all(
      players.map(async (p) => {
        const ids: number[] = [];
        for (let i = 0; i < TICKETS; i++) {
          const res = await client.call(
            'POST',
            '/api/create_ticket',
            { stake: '10.00', player_id: p.id, odds_change: 'any', ticket_events: [selections[i % selections.length]] },
            p.token,
            {
              'idempotency-key': `bench-co-${p.id}-${i}`,
            },
          );
          if (res.status === 201) ids.push(Number(res.body.ticket.id));
        }
        open.set(p.id, ids);
      }),
    );
    const latencies: number[] = [];
    const refusals: Record<string, number> = {};
    const started = performance.now();
    const cpuBefore = server.cpuSeconds();
    await Promise.all(
      players.map(async (p) => {
        for (const id of open.get(p.id) ?? []) {
          const t0 = performance.now();
          const res = await client.call('POST', `/api/tickets/${id}/cash-out`, { amount: '0.01', odds_change: 'any' }, p.token, { 'idempotency-key': `bench-co-${id}` });
          if (res.status === 200) latencies.push(performance.now() - t0);
          else {
            const key = `${res.status} ${String(res.body.error?.code ?? '')}`;
            refusals[key] = (refusals[key] ?? 0) + 1;
          }
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const cpuAfter = server.cpuSeconds();
    latencies.sort((a, b) => a - b);
    const check = await client.call('GET', '/api/admin/ledger-check', undefined, adminToken);
    return {
      database,
      cashOuts: latencies.length,
      seconds,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      max: latencies.at(-1) ?? Number.NaN,
      refusals,
      ledger: check.status === 200 ? (check.body as CashOutRun['ledger']) : null,
      cpuMsPerCashOut: cpuBefore === null || cpuAfter === null || latencies.length === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / latencies.length,
    };
  } finally {
    client.close();
    await server.stop();
  }
}

export async function runCashOutsBench(): Promise<CashOutRun[]> {
  return onEachDatabase(DATABASES, runOn, (database, skipped) => ({
    database,
    skipped,
    cashOuts: 0,
    seconds: 0,
    p50: NaN,
    p95: NaN,
    max: NaN,
    refusals: {},
    ledger: null,
    cpuMsPerCashOut: null,
  }));
}

export function cashOutsChecks(runs: CashOutRun[]): Check[] {
  return runs.flatMap((r): Check[] => {
    const name = databaseName(r.database);
    if (r.skipped) return [{ target: `cash-outs (${name})`, measured: `skipped: ${r.skipped}`, verdict: 'n/a' }];
    const perSecond = r.cashOuts / r.seconds;
    const refusals = refusalsText(r.refusals);
    return [
      {
        target: `cash-outs (${name}): >= ${RATE_TARGET[r.database]} cash-outs/s, ${PLAYERS} players`,
        measured: `${rate(perSecond)}/s (${r.cashOuts} in ${r.seconds.toFixed(1)} s); p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, max ${ms(r.max)}${
          r.cpuMsPerCashOut === null ? '' : `; server CPU ${r.cpuMsPerCashOut.toFixed(2)} ms per cash out`
        }`,
        verdict: perSecond >= RATE_TARGET[r.database] ? 'PASS' : 'FAIL',
      },
      { target: `cash-outs (${name}): refusals`, measured: refusals || 'none', verdict: refusals ? 'FAIL' : 'PASS' },
      {
        target: `cash-outs (${name}): ledger check afterwards`,
        measured: r.ledger ? `ok ${r.ledger.ok}, ${r.ledger.mismatches.length} mismatches` : 'ledger check did not answer',
        verdict: r.ledger?.ok ? 'PASS' : 'FAIL',
      },
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = await runCashOutsBench();
  process.stdout.write(`${checksTable(cashOutsChecks(runs))}\n`);
  process.exit(0);
}
