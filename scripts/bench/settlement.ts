// Settlement bench (issue 5): thousands of tickets from 20 players on one match, then the
// match's result, timed until every ticket is closed and paid, on PGlite (on disk) and on a
// throwaway PostgreSQL, with the ledger check afterwards. The runtime runs in this process.
// Run alone: node scripts/bench/settlement.ts. Tuning: BENCH_SETTLE_TICKETS (5000),
// BENCH_SETTLE_DBS ("pglite,postgres").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { tickets } from '../../src/server/db/schema.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { startThrowawayPostgres } from '../test-support/postgres.ts';
import { checksTable, ms, rate, type Check } from './report.ts';

const TICKETS = Number(process.env.BENCH_SETTLE_TICKETS ?? 5000);
const DATABASES = (process.env.BENCH_SETTLE_DBS ?? 'pglite,postgres').split(',').map((s) => s.trim()) as Array<'pglite' | 'postgres'>;
const PLAYERS = 20;
const ADMIN = 'settlement-bench-admin-token-0123456789';
const TARGET_PER_SECOND = 1000;

export interface SettlementRun {
  database: 'pglite' | 'postgres';
  skipped?: string;
  tickets: number;
  settleMs: number;
  ledgerOk: boolean;
  mismatches: number;
}

type Json = Record<string, any>;

async function call(rt: Runtime, method: string, path: string, body?: unknown, token?: string): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await rt.api.request(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Json };
}

async function runOn(database: 'pglite' | 'postgres', url?: string): Promise<SettlementRun> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sportsbook-settle-'));
  const rt = await createRuntime({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    ADMIN_TOKEN: ADMIN,
    JWT_SECRET: 'settlement-bench-jwt-secret-0123456789abcdef',
    FEED_CONTROL: '1',
    DEMO_ACCOUNTS: '0',
    LOG_LEVEL: 'silent',
    ...(url ? { DATABASE_URL: url } : {}),
  });
  try {
    const players: Array<{ id: number; token: string }> = [];
    for (let i = 0; i < PLAYERS; i++) {
      const username = `settle${i}`;
      const made = await call(rt, 'POST', '/api/admin/players', { username, password: 'Passw0rd123', balance: '1000000.00', has_logged_in_before: true }, ADMIN);
      if (made.status !== 201) throw new Error(`creating a player answered ${made.status}`);
      const login = await call(rt, 'POST', '/api/login', { username, password: 'Passw0rd123' });
      players.push({ id: Number(made.body.id), token: login.body.access_token as string });
    }
    const event = rt.offer
      .leagues(1)
      .flatMap((l) => rt.offer.eventsForLeague(l.id))
      .find((e) => e.fullTimeBet && e.fullTimeBet.odds.length === 3 && e.time * 1000 > rt.clock.now() + 6 * 3600_000);
    if (!event) throw new Error('no upcoming soccer match with a full-time market');
    const ids: number[] = [];
    for (let n = 0; n < TICKETS; n += PLAYERS) {
      const answers = await Promise.all(
        players.map((p, i) => {
          // Home, draw and away in turn: a third of the tickets win.
          const odd = event.fullTimeBet!.odds[(n + i) % 3]!;
          const selection = { event_id: event.fi, bet_name: event.fullTimeBet!.realName, bet_name_second: '', odd_name: odd.name, odd_custom_id: odd.custom_id, is_live: 'false' };
          return call(rt, 'POST', '/api/create_ticket', { stake: '10.00', player_id: p.id, odds_change: 'any', ticket_events: [selection] }, p.token);
        }),
      );
      for (const a of answers) if (a.status === 201) ids.push(Number(a.body.ticket.id));
    }
    const started = performance.now();
    const finished = await call(rt, 'POST', `/api/test/events/${event.fi}/finish`, { home_goals: 2, away_goals: 0 });
    if (finished.status !== 200) throw new Error(`finishing the match answered ${finished.status}`);
    for (;;) {
      const [left] = await rt.db
        .select({ n: count() })
        .from(tickets)
        .where(and(inArray(tickets.id, ids), eq(tickets.status, 'pending')));
      if (Number(left?.n ?? 0) === 0) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    const settleMs = performance.now() - started;
    const check = await ledgerCheck(rt.db);
    return { database, tickets: ids.length, settleMs, ledgerOk: check.mismatches.length === 0, mismatches: check.mismatches.length };
  } finally {
    await rt.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runSettlementBench(): Promise<SettlementRun[]> {
  const runs: SettlementRun[] = [];
  for (const database of DATABASES) {
    if (database === 'pglite') {
      runs.push(await runOn('pglite'));
      continue;
    }
    const pg = await startThrowawayPostgres();
    if (!pg) {
      runs.push({ database, skipped: 'no PostgreSQL binaries (initdb) on this machine', tickets: 0, settleMs: NaN, ledgerOk: false, mismatches: 0 });
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

export function settlementChecks(runs: SettlementRun[]): Check[] {
  return runs.flatMap((r): Check[] => {
    const name = r.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
    if (r.skipped) return [{ target: `settlement (${name})`, measured: `skipped: ${r.skipped}`, verdict: 'n/a' }];
    const perSecond = (r.tickets / r.settleMs) * 1000;
    return [
      {
        target: `settlement (${name}): one result settles >= ${TARGET_PER_SECOND} tickets/s`,
        measured: `${r.tickets} tickets closed and paid in ${ms(r.settleMs)} (${rate(perSecond)}/s)`,
        verdict: perSecond >= TARGET_PER_SECOND ? 'PASS' : 'FAIL',
      },
      {
        target: `settlement (${name}): ledger check afterwards`,
        measured: r.ledgerOk ? 'every balance equals its ledger' : `${r.mismatches} mismatches`,
        verdict: r.ledgerOk ? 'PASS' : 'FAIL',
      },
    ];
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${checksTable(settlementChecks(await runSettlementBench()))}\n`);
  process.exit(0);
}
