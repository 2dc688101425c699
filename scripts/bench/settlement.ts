// Settlement bench (issue 5): thousands of tickets from 20 players on one match, then the
// match's result, timed until every ticket is closed and paid, on PGlite (on disk) and on a
// throwaway PostgreSQL, with the ledger check afterwards. The runtime runs in this process.
// Then the backlog sweep settlement runs every 10 s, timed with a long settled history
// (BENCH_SETTLE_HISTORY settled tickets written at once): it must cost what is open, not
// what was ever placed. Run alone: node scripts/bench/settlement.ts. Tuning:
// BENCH_SETTLE_TICKETS (5000), BENCH_SETTLE_HISTORY (200000), BENCH_SETTLE_DBS ("pglite,postgres").
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { tickets } from '../../src/server/db/schema.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { settleBacklog } from '../../src/server/tickets/settle.ts';
import { startThrowawayPostgres } from '../test-support/postgres.ts';
import { checksTable, ms, rate, type Check } from './report.ts';

const TICKETS = Number(process.env.BENCH_SETTLE_TICKETS ?? 5000);
const DATABASES = (process.env.BENCH_SETTLE_DBS ?? 'pglite,postgres').split(',').map((s) => s.trim()) as Array<'pglite' | 'postgres'>;
const PLAYERS = 20;
const ADMIN = 'settlement-bench-admin-token-0123456789';
const TARGET_PER_SECOND = 1000;
const HISTORY = Number(process.env.BENCH_SETTLE_HISTORY ?? 200_000);
const SWEEP_TARGET_MS = 20;

export interface SettlementRun {
  database: 'pglite' | 'postgres';
  skipped?: string;
  tickets: number;
  settleMs: number;
  ledgerOk: boolean;
  mismatches: number;
  /** Median of five backlog sweeps with HISTORY settled tickets in the tables. */
  sweepMs: number;
}

/** Writes `n` settled single tickets of one player on one decided match, as years of history would leave them. */
async function writeHistory(rt: Runtime, playerId: number, eventId: number, n: number): Promise<void> {
  await rt.db.execute(sql`insert into tickets (player_id, stake, stake_per_bet, number_of_bets, max_coefficient, payment, status, win_amount, created_at, settled_at)
    select ${playerId}, 1000, 1000, 1, 200, 2000, 'failed', 0, now(), now() from generate_series(1, ${n})`);
  await rt.db.execute(sql`insert into ticket_events (ticket_id, event_id, bet_name, odd_name, odd_custom_id, odd_value, status, home_team, away_team, event_time)
    select t.id, ${eventId}, 'Full Time Result', '2', 'main.2', 200, 'failed', 'H', 'A', now() from tickets t
    where t.player_id = ${playerId} and not exists (select 1 from ticket_events s where s.ticket_id = t.id)`);
  await rt.db.execute(sql`analyze tickets`);
  await rt.db.execute(sql`analyze ticket_events`);
}

async function medianSweepMs(rt: Runtime): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const started = performance.now();
    await settleBacklog(rt);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2]!;
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
    await writeHistory(rt, players[0]!.id, event.fi, HISTORY);
    const sweepMs = await medianSweepMs(rt);
    return { database, tickets: ids.length, settleMs, ledgerOk: check.mismatches.length === 0, mismatches: check.mismatches.length, sweepMs };
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
      runs.push({ database, skipped: 'no PostgreSQL binaries (initdb) on this machine', tickets: 0, settleMs: NaN, ledgerOk: false, mismatches: 0, sweepMs: NaN });
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
        target: `settlement (${name}): backlog sweep (every 10 s) < ${SWEEP_TARGET_MS} ms with ${HISTORY.toLocaleString('en-US')} settled tickets in history`,
        measured: `${ms(r.sweepMs)} (median of 5)`,
        verdict: r.sweepMs < SWEEP_TARGET_MS ? 'PASS' : 'FAIL',
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
