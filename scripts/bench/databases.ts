// What the money benches (tickets, cash-outs, deposits) share: a run on PGlite and on a
// throwaway PostgreSQL, the offer's upcoming selections to bet on, and how refusals read.
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { startThrowawayPostgres } from '../test-support/postgres.ts';
import type { JsonClient } from './accounts.ts';
import { joinRunGroup } from './cpu-groups.ts';

export type BenchDatabase = 'pglite' | 'postgres';

/** The databases a bench runs on, from its environment variable ("pglite,postgres" when unset). */
export function benchDatabases(value: string | undefined): BenchDatabase[] {
  return (value ?? 'pglite,postgres').split(',').map((s) => s.trim()) as BenchDatabase[];
}

/** The database's name in a report line. */
export const databaseName = (database: BenchDatabase): string => (database === 'pglite' ? 'PGlite' : 'PostgreSQL');

/**
 * Runs the bench once per database, PostgreSQL on a throwaway cluster that is stopped
 * afterwards; `skipped` says what stands in a run that could not happen.
 */
export async function onEachDatabase<R>(
  databases: BenchDatabase[],
  run: (database: BenchDatabase, env: Record<string, string>) => Promise<R>,
  skipped: (database: BenchDatabase, reason: string) => R,
): Promise<R[]> {
  const runs: R[] = [];
  for (const database of databases) {
    if (database === 'pglite') {
      runs.push(await run('pglite', {}));
      continue;
    }
    // BENCH_PG_URL: an empty database of your own instead (e.g. with pg_stat_statements loaded).
    let pg: { url: string; stop(): Promise<void> };
    try {
      pg = process.env.BENCH_PG_URL ? { url: process.env.BENCH_PG_URL, stop: () => Promise.resolve() } : await startThrowawayPostgres();
    } catch (err) {
      runs.push(skipped(database, `no PostgreSQL: ${err instanceof Error ? err.message : String(err)}`));
      continue;
    }
    try {
      await joinPostgres(pg.url);
      runs.push(await run('postgres', { DATABASE_URL: pg.url }));
    } finally {
      await pg.stop();
    }
  }
  return runs;
}

/** The postmaster of the database at `url` (the parent of a backend serving one connection). */
export async function postmasterOf(url: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const stat = readFileSync(`/proc/${backend}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) || null;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** PostgreSQL and the backends it will start, into the bench's run group (cpu-groups.ts) where there is one. */
async function joinPostgres(url: string): Promise<void> {
  const postmaster = await postmasterOf(url);
  if (postmaster) joinRunGroup(postmaster, 'postgres', true);
}

/** Refusals by "status code", as one line ("" when there were none). */
export function refusalsText(refusals: Record<string, number>): string {
  return Object.entries(refusals)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ');
}

export interface Selection {
  event_id: number;
  bet_name: string;
  bet_name_second: string;
  odd_name: string;
  odd_custom_id: string;
  odd_value: string;
  is_live: 'false';
}

// Starts at least this far ahead, so no event kicks off (and refuses bets) during the run.
const MIN_LEAD_MS = 3 * 3600_000;

/** Upcoming soccer events with a full-time market, one selection each, at most `want`. */
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
