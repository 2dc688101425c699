// Casino bench: 20 players each play one slot session as fast as the server answers, for
// BENCH_CASINO_S seconds (after 2 s unmeasured), through the API in this process, on PGlite (on
// disk) and on a throwaway PostgreSQL; then the ledger check. Every round is a money rule: the
// player's lock, the limits, a debit, a credit and the round's row in one transaction.
// Run alone: node scripts/bench/casino.ts. Tuning: BENCH_CASINO_S (10), BENCH_CASINO_DBS ("pglite,postgres").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { gameUuid } from '../../src/server/casino/catalogue.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { startThrowawayPostgres } from '../test-support/postgres.ts';
import { percentile } from './accounts.ts';
import { checksTable, ms, rate, type Check } from './report.ts';

const SECONDS = Number(process.env.BENCH_CASINO_S ?? 10);
const WARMUP_S = 2;
const DATABASES = (process.env.BENCH_CASINO_DBS ?? 'pglite,postgres').split(',').map((s) => s.trim()) as Array<'pglite' | 'postgres'>;
const PLAYERS = 20;
const ADMIN = 'casino-bench-admin-token-0123456789';
const RATE_TARGET = 300;
const P95_TARGET_MS = 100;

export interface CasinoRun {
  database: 'pglite' | 'postgres';
  skipped?: string;
  rounds: number;
  seconds: number;
  p50: number;
  p95: number;
  refused: number;
  ledgerOk: boolean;
}

type Json = Record<string, any>;

async function call(rt: Runtime, path: string, body: unknown, token?: string): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await rt.api.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Json };
}

async function runOn(database: 'pglite' | 'postgres', url?: string): Promise<CasinoRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-casino-'));
  const rt = await createRuntime({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_TOKEN: ADMIN,
    JWT_SECRET: 'casino-bench-jwt-secret-0123456789abcdef0123',
    FEED: 'off',
    DEMO_ACCOUNTS: '0',
    LOG_LEVEL: 'silent',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  try {
    const slot = gameUuid('ember-sevens');
    const sessions: string[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const username = `casino${i}`;
      const made = await call(rt, '/api/admin/players', { username, password: 'Passw0rd123', balance: '1000000.00', has_logged_in_before: true }, ADMIN);
      if (made.status !== 201) throw new Error(`creating a player answered ${made.status}`);
      const login = await call(rt, '/api/login', { username, password: 'Passw0rd123' });
      const game = await call(rt, '/api/init-demo', { game_uuid: slot, player_id: made.body.id, player_name: username }, login.body.access_token as string);
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
        const answer = await call(rt, '/api/casino/rounds', { idempotency_key: `bench-${++key}`, bet: '1.00' }, session);
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
    await rt.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runCasinoBench(): Promise<CasinoRun[]> {
  const runs: CasinoRun[] = [];
  for (const database of DATABASES) {
    if (database === 'pglite') {
      runs.push(await runOn('pglite'));
      continue;
    }
    const pg = await startThrowawayPostgres();
    if (!pg) {
      runs.push({ database, skipped: 'no PostgreSQL binaries (initdb) on this machine', rounds: 0, seconds: 0, p50: NaN, p95: NaN, refused: 0, ledgerOk: false });
      continue;
    }
    try {
      runs.push(await runOn('postgres', pg.url));
    } finally {
      await pg.stop();
    }
  }
  return runs;
}

export function casinoChecks(runs: CasinoRun[]): Check[] {
  return runs.flatMap((r): Check[] => {
    const name = r.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
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
