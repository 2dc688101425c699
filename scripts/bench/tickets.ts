// Tickets bench (issue 5): 20 players placing 10.00 singles on upcoming soccer events as fast
// as the server answers, each with its own Idempotency-Key like the site's slip, on PGlite and
// on a throwaway PostgreSQL. Reports tickets per second, latency, refusals by code and the
// operator ledger check afterwards.
// Run alone: node scripts/bench/tickets.ts (after a build; SITE_DIST_DIR is honoured).
// Tuning: BENCH_TICKET_PLAYERS (20), BENCH_TICKET_SECONDS (10), BENCH_TICKET_WARMUP_S (2),
// BENCH_TICKET_DBS ("pglite,postgres"), BENCH_TICKET_STAKE_LIMIT (unset; an amount such as
// "1000000.00" gives every player a daily stake limit that never binds, so every ticket takes
// the locked path that checks it), BENCH_PG_URL (unset; an empty database of your own instead of
// the throwaway one, e.g. with pg_stat_statements loaded to see where the time goes).
import { loadavg } from 'node:os';
import { startBenchServer, waitForStoredOffer, type BenchServer } from './server.ts';
import { createPlayers, jsonClient, loginPlayer, newAdminToken, percentile, type JsonClient } from './accounts.ts';
import { checksTable, ms, pct, rate, type Check } from './report.ts';
import { startThrowawayPostgres } from '../test-support/postgres.ts';

const PLAYERS = Number(process.env.BENCH_TICKET_PLAYERS ?? 20);
const SECONDS = Number(process.env.BENCH_TICKET_SECONDS ?? 10);
const WARMUP_S = Number(process.env.BENCH_TICKET_WARMUP_S ?? 2);
const DATABASES = (process.env.BENCH_TICKET_DBS ?? 'pglite,postgres').split(',').map((s) => s.trim()) as Array<'pglite' | 'postgres'>;
const STAKE_LIMIT = process.env.BENCH_TICKET_STAKE_LIMIT;
const P95_TARGET_MS = 50;
const RATE_TARGET = { pglite: 300, postgres: 500 } as const;
// Starts at least this far ahead, so no event kicks off (and refuses bets) during the run.
const MIN_LEAD_MS = 3 * 3600_000;

interface Selection {
  event_id: number;
  bet_name: string;
  bet_name_second: string;
  odd_name: string;
  odd_custom_id: string;
  odd_value: string;
  is_live: 'false';
}

export interface TicketRun {
  database: 'pglite' | 'postgres';
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
  ledger: { ok: boolean; players_checked: number; entries_checked: number; mismatches: unknown[] } | null;
  /** From /api/health: whether commits wait for the disk, and PGlite's fsyncs per accepted ticket. */
  disk: { durable: boolean; syncsPerTicket: number | null } | null;
}

/** Upcoming soccer events with a full-time market, one selection each. */
export async function upcomingSelections(client: JsonClient, want: number): Promise<Selection[]> {
  const leagues = (await client.call('GET', '/api/get_leagues?sport_id=1')).body.leagues as Array<{ id: number }> | undefined;
  const found: Selection[] = [];
  for (const league of leagues ?? []) {
    const events = (await client.call('GET', `/api/get_events_for_league?league_id=${league.id}`)).body.events as
      Array<{ fi: number; time: number; fullTimeBet: { realName: string; odds: Array<{ name: string; custom_id: string; odds: string }> } | null }> | undefined;
    for (const e of events ?? []) {
      const odd = e.fullTimeBet?.odds[0];
      if (!e.fullTimeBet || !odd || e.time * 1000 < Date.now() + MIN_LEAD_MS) continue;
      found.push({
        event_id: e.fi,
        bet_name: e.fullTimeBet.realName,
        bet_name_second: '',
        odd_name: odd.name,
        odd_custom_id: odd.custom_id,
        odd_value: odd.odds,
        is_live: 'false',
      });
      if (found.length >= want) return found;
    }
  }
  return found;
}

export async function placeFor(server: Pick<BenchServer, 'cpuSeconds'>, client: JsonClient, players: Array<{ id: number; token: string }>, selections: Selection[]) {
  const latencies: number[] = [];
  const refusals: Record<string, number> = {};
  let measuring = false;
  let measureFrom = 0;
  let stopAt = performance.now() + (WARMUP_S + SECONDS) * 1000;
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
  await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
  const cpuBefore = server.cpuSeconds();
  measuring = true;
  measureFrom = performance.now();
  stopAt = measureFrom + SECONDS * 1000;
  await running;
  const seconds = (performance.now() - measureFrom) / 1000;
  const cpuAfter = server.cpuSeconds();
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
  };
}

async function runOn(database: 'pglite' | 'postgres', env: Record<string, string>): Promise<TicketRun> {
  const adminToken = newAdminToken();
  const server = await startBenchServer({ env: { ...env, ADMIN_TOKEN: adminToken } });
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
    return { database, ...placed, seedingWaitS: seeding, events: selections.length, ledger: check.status === 200 ? (check.body as TicketRun['ledger']) : null, disk };
  } finally {
    client.close();
    await server.stop();
  }
}

export async function runTicketsBench(): Promise<TicketRun[]> {
  const runs: TicketRun[] = [];
  const empty = { tickets: 0, seconds: 0, p50: NaN, p95: NaN, p99: NaN, max: NaN, refusals: {}, events: 0, cpuShare: null, ledger: null, disk: null };
  for (const database of DATABASES) {
    if (database === 'pglite') {
      runs.push(await runOn('pglite', {}));
      continue;
    }
    const pg = process.env.BENCH_PG_URL ? { url: process.env.BENCH_PG_URL, stop: () => Promise.resolve() } : await startThrowawayPostgres();
    if (!pg) {
      runs.push({ database, skipped: 'no PostgreSQL binaries (initdb) on this machine', ...empty });
      continue;
    }
    try {
      runs.push(await runOn('postgres', { DATABASE_URL: pg.url }));
    } finally {
      await pg.stop();
    }
  }
  return runs;
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
    ...runs.flatMap((r): Check[] => {
      const name = r.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
      if (r.skipped) return [{ target: `tickets (${name})`, measured: `skipped: ${r.skipped}`, verdict: 'n/a' }];
      const perSecond = r.tickets / r.seconds;
      const refusals = Object.entries(r.refusals)
        .map(([k, v]) => `${k}: ${v}`)
        .join(', ');
      const ledger = r.ledger;
      return [
        {
          target: `tickets (${name}): >= ${RATE_TARGET[r.database]} tickets/s, ${PLAYERS} players${STAKE_LIMIT ? `, each with a daily stake limit of ${STAKE_LIMIT}` : ''}`,
          measured: `${rate(perSecond)}/s (${r.tickets} in ${r.seconds.toFixed(1)} s on ${r.events} events, after ${(r.seedingWaitS ?? 0).toFixed(0)} s of seeding; server CPU ${r.cpuShare === null ? 'n/a' : `${pct(r.cpuShare)}, ${ms((r.cpuShare * r.seconds * 1000) / Math.max(1, r.tickets))}/ticket`})`,
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
    machine,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const runs = await runTicketsBench();
  process.stdout.write(`${checksTable(ticketsChecks(runs))}\n`);
  process.exit(0);
}
