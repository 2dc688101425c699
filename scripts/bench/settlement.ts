// Settlement bench (issue 5): thousands of tickets from 20 players on one match, then the
// match's result, timed until every ticket is closed and paid, on PGlite (on disk) and on a
// throwaway PostgreSQL, with the ledger check afterwards. The runtime runs in this process.
// Then the backlog sweep settlement runs every 10 s, timed with a long settled history
// (BENCH_SETTLE_HISTORY settled tickets written at once): it must cost what is open, not
// what was ever placed. Run alone: node scripts/bench/settlement.ts. Tuning:
// BENCH_SETTLE_TICKETS (5000), BENCH_SETTLE_HISTORY (200000), BENCH_SETTLE_DBS ("pglite,postgres").
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Runtime } from '../../src/server/runtime.ts';
import { tickets } from '../../src/server/db/schema.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { settleBacklog } from '../../src/server/tickets/settle.ts';
import { createPlayers, loginPlayer } from './accounts.ts';
import { benchDatabases, databaseName, onEachDatabase, type BenchDatabase } from './databases.ts';
import { startInProcess } from './in-process.ts';
import { checksTable, ms, rate, type Check } from './report.ts';

const TICKETS = Number(process.env.BENCH_SETTLE_TICKETS ?? 5000);
const DATABASES = benchDatabases(process.env.BENCH_SETTLE_DBS);
const PLAYERS = 20;
const TARGET_PER_SECOND = 1000;
const HISTORY = Number(process.env.BENCH_SETTLE_HISTORY ?? 200_000);
const SWEEP_TARGET_MS = 20;

export interface SettlementRun {
  database: BenchDatabase;
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

async function runOn(database: BenchDatabase, env: Record<string, string>): Promise<SettlementRun> {
  const { rt, client, adminToken, close } = await startInProcess('settle', { FEED_CONTROL: '1', ...env });
  try {
    const players: Array<{ id: number; token: string }> = [];
    for (const p of await createPlayers(client, adminToken, PLAYERS, '1000000.00', 'settle')) players.push({ id: p.id, token: await loginPlayer(client, p) });
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
          return client.call('POST', '/api/create_ticket', { stake: '10.00', player_id: p.id, odds_change: 'any', ticket_events: [selection] }, p.token);
        }),
      );
      for (const a of answers) if (a.status === 201) ids.push(Number(a.body.ticket.id));
    }
    const started = performance.now();
    const finished = await client.call('POST', `/api/test/events/${event.fi}/finish`, { home_goals: 2, away_goals: 0 });
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
    await close();
  }
}

export function runSettlementBench(): Promise<SettlementRun[]> {
  return onEachDatabase(DATABASES, runOn, (database, skipped) => ({ database, skipped, tickets: 0, settleMs: NaN, ledgerOk: false, mismatches: 0, sweepMs: NaN }));
}

export function settlementChecks(runs: SettlementRun[]): Check[] {
  return runs.flatMap((r): Check[] => {
    const name = databaseName(r.database);
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
