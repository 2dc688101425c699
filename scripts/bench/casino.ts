// Casino bench: 20 players each play one slot session as fast as the server answers, for
// BENCH_CASINO_S seconds (after 2 s unmeasured), through the API in this process, on PGlite (on
// disk) and on a throwaway PostgreSQL; then the ledger check. Every round is a money rule: the
// player's lock, the limits, a debit, a credit and the round's row in one transaction.
// Run alone: node scripts/bench/casino.ts. Tuning: BENCH_CASINO_S (10), BENCH_CASINO_DBS ("pglite,postgres").
import { gameUuid } from '../../src/server/casino/catalogue.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { createPlayers, loginPlayer, percentile } from './accounts.ts';
import { benchDatabases, databaseName, onEachDatabase, type BenchDatabase } from './databases.ts';
import { startInProcess } from './in-process.ts';
import { checksTable, ms, rate, type Check } from './report.ts';

const SECONDS = Number(process.env.BENCH_CASINO_S ?? 10);
const WARMUP_S = 2;
const DATABASES = benchDatabases(process.env.BENCH_CASINO_DBS);
const PLAYERS = 20;
const RATE_TARGET = 300;
const P95_TARGET_MS = 100;

export interface CasinoRun {
  database: BenchDatabase;
  skipped?: string;
  rounds: number;
  seconds: number;
  p50: number;
  p95: number;
  refused: number;
  ledgerOk: boolean;
}

async function runOn(database: BenchDatabase, env: Record<string, string>): Promise<CasinoRun> {
  const { rt, client, adminToken, close } = await startInProcess('casino', { FEED: 'off', ...env });
  try {
    const slot = gameUuid('ember-sevens');
    const sessions: string[] = [];
    for (const p of await createPlayers(client, adminToken, PLAYERS, '1000000.00', 'casino')) {
      const game = await client.call('POST', '/api/init-demo', { game_uuid: slot, player_id: p.id, player_name: p.username }, await loginPlayer(client, p));
      const session = game.status === 200 ? new URL(game.body.url as string, 'http://x').searchParams.get('session') : null;
      if (!session) throw new Error(`opening the game answered ${game.status}`);
      sessions.push(session);
    }
    const latencies: number[] = [];
    let refused = 0;
    let key = 0;
    let measureFrom = Number.POSITIVE_INFINITY;
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
    await running;
    const seconds = (performance.now() - measureFrom) / 1000;
    latencies.sort((a, b) => a - b);
    const check = await ledgerCheck(rt.db);
    return { database, rounds: latencies.length, seconds, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), refused, ledgerOk: check.mismatches.length === 0 };
  } finally {
    await close();
  }
}

export function runCasinoBench(): Promise<CasinoRun[]> {
  return onEachDatabase(DATABASES, runOn, (database, skipped) => ({ database, skipped, rounds: 0, seconds: 0, p50: NaN, p95: NaN, refused: 0, ledgerOk: false }));
}

export function casinoChecks(runs: CasinoRun[]): Check[] {
  return runs.flatMap((r): Check[] => {
    const name = databaseName(r.database);
    if (r.skipped) return [{ target: `casino rounds (${name})`, measured: `skipped: ${r.skipped}`, verdict: 'n/a' }];
    const perSecond = r.rounds / r.seconds;
    return [
      {
        target: `casino rounds (${name}): >= ${RATE_TARGET} rounds/s, ${PLAYERS} players`,
        measured: `${rate(perSecond)}/s (${r.rounds} in ${r.seconds.toFixed(1)} s${r.refused ? `, ${r.refused} refused` : ''})`,
        verdict: perSecond >= RATE_TARGET && r.refused === 0 ? 'PASS' : 'FAIL',
      },
      { target: `casino rounds (${name}): p95 < ${P95_TARGET_MS} ms`, measured: `p50 ${ms(r.p50)}, p95 ${ms(r.p95)}`, verdict: r.p95 < P95_TARGET_MS ? 'PASS' : 'FAIL' },
      {
        target: `casino rounds (${name}): ledger check afterwards`,
        measured: r.ledgerOk ? 'every balance equals its ledger' : 'mismatches',
        verdict: r.ledgerOk ? 'PASS' : 'FAIL',
      },
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${checksTable(casinoChecks(await runCasinoBench()))}\n`);
  process.exit(0);
}
