// Opens the database: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
// Both speak the same SQL, so the rest of the server sees one Drizzle type. PGlite runs in a
// worker thread of its own (pglite-thread.ts), off the event loop.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import * as schema from './schema.ts';
import { pgliteRunner, postgresRunner, type RunStatement } from './prepared.ts';
import { PgliteThread, type ThreadTransaction } from './pglite-thread.ts';
import type { WorkerMemory } from './pglite-messages.ts';
import { lockDataDir } from './data-dir-lock.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The rows of a raw statement, on the database or in a transaction: both drivers answer execute with `rows`. */
export async function rowsOf<Row extends Record<string, unknown>>(db: Pick<Db, 'execute'>, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A postgres connection string when the database is PostgreSQL (LISTEN/NOTIFY needs its own client). */
  url?: string;
  /** Runs a hot statement of fixed shape as a named prepared statement, outside any transaction. */
  prepared: RunStatement;
  /** Cheap liveness check for /api/health. */
  ping(): Promise<boolean>;
  /** Whether a commit waits for the disk (fsync and synchronous_commit both on), read at open (false until ready). */
  readonly durable: boolean;
  /**
   * Resolves once the database is open and migrated. Statements sent before wait for it, so a
   * caller may use `db` at once; only the embedded database's first start makes this wait long.
   */
  ready: Promise<void>;
  /** Nothing was stored before this start (a new embedded data directory, or one in memory): no need to ask. */
  fresh: boolean;
  /** fsync(2) calls made by the embedded database so far; null on PostgreSQL, which keeps its own. */
  diskSyncs(): Promise<number | null>;
  /** The embedded database's thread memory (WASM engine and the thread's JS heap); absent on PostgreSQL, whose memory is its own process's. */
  threadMemory?(): Promise<WorkerMemory>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
// Every node takes this lock while migrating, so two nodes starting together never race.
const MIGRATION_LOCK = 7_240_001;

export interface OpenOptions {
  dataDir: string;
  url?: string;
  onStopped?: (err: Error) => void;
  /** An in-memory PGlite starts from this data directory archive (see PgliteThread.start). */
  template?: string;
}

/** Opens the database and waits until it is migrated. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const database = await startDatabase(options);
  await database.ready;
  return database;
}

/**
 * Opens the database without waiting for the embedded one to be ready (its first start runs
 * initdb in its thread for seconds): statements queue until `ready`. PostgreSQL is migrated
 * before this resolves.
 */
export async function startDatabase(options: OpenOptions): Promise<Database> {
  if (options.url) return openPostgres(options.url);
  return openPglite(options.dataDir, options.onStopped, options.template);
}

/** `onStopped`: the database's thread ended without close() (a crash inside the engine). */
async function openPglite(dataDir: string, onStopped?: (err: Error) => void, template?: string): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  // One process at a time on a data folder: the server and every command take its lock.
  const lock = dataDir === ':memory:' ? null : lockDataDir(dataDir);
  const directory = dataDir === ':memory:' ? dataDir : join(dataDir, 'pglite');
  // A template may hold rows: only a database made here from nothing is known to be empty.
  const fresh = !template && (directory === ':memory:' || !existsSync(join(directory, 'PG_VERSION')));
  const { thread: client, started } = PgliteThread.start(directory, onStopped, template);
  let durable = false;
  const ready = (async () => {
    await started;
    await migrate(drizzle({ client: client as never, schema }) as never, { migrationsFolder });
    // On disk the database's thread answers a commit only after the WAL flush that covers it
    // (pglite-group-commit.ts): with fsync on, every acknowledged commit is on disk.
    durable = dataDir !== ':memory:' && (await commitsWaitForDisk((q) => client.query(q).then((r) => r.rows as Array<{ setting: string }>), { grouped: true }));
  })();
  // Whoever sends first sees the failure; nobody may have sent yet.
  ready.catch(() => lock?.release());
  // Everything else waits until the database is open and migrated.
  const gated = {
    query: (...args: Parameters<PgliteThread['query']>) => ready.then(() => client.query(...args)),
    transaction: <T>(callback: (tx: ThreadTransaction) => Promise<T>) => ready.then(() => client.transaction(callback)),
  };
  const db = drizzle({ client: gated as never, schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    get durable() {
      return durable;
    },
    ready,
    fresh,
    diskSyncs: () => ready.then(() => client.syncs()),
    threadMemory: () => ready.then(() => client.memory()),
    prepared: pgliteRunner((name, text, params) => ready.then(() => client.statement(name, text, params))),
    async ping() {
      await ready;
      await client.query('select 1');
      return true;
    },
    async close() {
      await ready.catch(() => undefined);
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** Pool clients lent out and not yet given back. */
const checkedOut = new WeakSet<object>();

/**
 * Drizzle's transaction (drizzle-orm 0.45, node-postgres session) sends `begin` before its
 * try/finally: when `begin` fails (the server went away), the client it took from the pool is
 * never given back. The pool counts it as lent for good, so every transaction begun during an
 * outage took one of its clients for ever, and pool.end() waited for them (closing a runtime
 * after an outage hung: the db-down test). A client whose `begin` fails is given back here, as
 * broken, so the pool drops it.
 */
function releaseWhenBeginFails(client: import('pg').PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const result = query(...args);
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | null)?.text;
    if (!(result instanceof Promise) || typeof text !== 'string' || !/^\s*begin\b/i.test(text)) return result;
    return result.catch((err: unknown) => {
      if (checkedOut.has(client)) client.release(err instanceof Error ? err : new Error(String(err)));
      throw err;
    });
  }) as typeof client.query;
}

async function openPostgres(url: string): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new pg.default.Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 20) });
  pool.on('error', () => {
    // An idle client dropped by the server: the pool replaces it on next use.
  });
  // A client checked out of the pool (a transaction between two statements) has no error
  // listener of the pool's: a server stopping then would throw from the socket and end the
  // process. The statement in flight fails anyway, and the pool drops the broken client.
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_err, client) => checkedOut.delete(client));
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
    releaseWhenBeginFails(client);
  });
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  const lockClient = await pool.connect();
  try {
    await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client: lockClient, schema }) as never, { migrationsFolder });
  } finally {
    await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    if (checkedOut.has(lockClient)) lockClient.release();
  }
  const durable = await commitsWaitForDisk((q) => pool.query<{ setting: string }>(q).then((r) => r.rows));
  return {
    db,
    kind: 'postgres',
    durable,
    ready: Promise.resolve(),
    fresh: false,
    diskSyncs: async () => null,
    prepared: postgresRunner(pool),
    url,
    async ping() {
      await db.execute(sql`select 1`);
      return true;
    },
    async close() {
      await pool.end();
    },
  };
}

/** fsync on, and each commit waits for its flush: its own (synchronous_commit), or its group's (`grouped`). */
async function commitsWaitForDisk(query: (sql: string) => Promise<Array<{ setting: string }>>, how: { grouped?: boolean } = {}): Promise<boolean> {
  const rows = await query(`select setting from pg_settings where name in ('fsync', 'synchronous_commit') order by name`);
  return rows.length === 2 && rows[0]!.setting === 'on' && (how.grouped === true || (rows[1]!.setting !== 'off' && rows[1]!.setting !== 'local'));
}
