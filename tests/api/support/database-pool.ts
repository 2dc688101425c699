// One database per test worker, lent to each test file's runtime in turn and put back as it
// was between files, instead of a new database per file. A new one cost each file about a
// second of the database thread's time (PGlite: a new thread, its WASM engine and a 40 MB
// archive; PostgreSQL: CREATE DATABASE ... TEMPLATE and its drop), and writing the simulated
// offer (1,900 matches, 40,000 odds) cost each file another three seconds.
//
// So each worker keeps two states of its database in schemas beside `public`: `pristine_empty`
// (the migrated template: what a file with FEED=off starts from) and `pristine_offer` (the
// offer a runtime of the test configuration wrote at the worker's start, with its marker, so a
// file's runtime reads that offer back, as a restarted server does, instead of writing a new
// one). Between files every table of `public` is emptied (TRUNCATE ... RESTART IDENTITY) and
// refilled from the state the next file asks for, sequences included, all in one transaction.
// The kept offer's open events are read back once per database, after its first restore, and
// each file's runtime gets a copy (Lease.storedOffer) instead of reading 40,000 odds again.
// A database that cannot be put back (a test ended its thread, a reset failed) is dropped and
// the next file gets a new one.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createRuntime } from '../../../src/server/runtime.ts';
import { drizzle } from 'drizzle-orm/node-postgres';
import { rowsOf, startDatabase, type Database, type Db } from '../../../src/server/db/client.ts';
import * as schema from '../../../src/server/db/schema.ts';
import { loadEvents } from '../../../src/server/feed/load.ts';
import type { OfferEvent } from '../../../src/server/feed/model.ts';
import { TEST_CONFIG } from './test-config.ts';

export type Start = 'empty' | 'offer';

/** Runs SQL on the pooled database: through the PGlite thread, or a client of the PostgreSQL database. */
type Run = <Row extends Record<string, unknown>>(text: string) => Promise<Row[]>;
/** Runs statements in one transaction. */
type Transact = (statements: string[]) => Promise<void>;

interface Pooled {
  /** PGlite: the open database the runtimes share. */
  pglite?: Database;
  /** PostgreSQL: the database's URL. */
  url?: string;
  drop(): Promise<void>;
  run: Run;
  transact: Transact;
  tables: string[];
  sequences: string[];
  /** Set once a runtime closed the database itself (a test ended it): it is not lent again. */
  broken: boolean;
  /** Whether `pristine_offer` has been written. */
  offerKept: boolean;
  /** Drizzle over the pooled database, to read the kept offer back once. */
  db: Db;
  /** The open events of `pristine_offer` as a runtime reads them back, read once after its first restore. */
  storedOffer?: OfferEvent[];
}

/** What a file borrows: PGlite's database to hand to createRuntime, or PostgreSQL's URL. */
export interface Lease {
  database?: Database;
  url?: string;
  /**
   * With the offer: its open events as the runtime would read them back, a copy of its own
   * (createRuntime's storedOffer). Reading 40,000 odds back cost each file about a second of
   * CPU, most of a file's start; the database holds exactly the state they were read from.
   */
  storedOffer?: OfferEvent[];
  /** Keeps the database for the next file, or drops it (`broken`: the runtime did not close cleanly). */
  giveBack(broken?: boolean): Promise<void>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const RESET_TIMEOUT_MS = 60_000;

/** Databases given back and not lent since; a file that starts two runtimes borrows two. */
const idle: Pooled[] = [];
const MAX_IDLE = 2;

async function openPglite(template: string): Promise<Pooled> {
  const database = await startDatabase({ dataDir: ':memory:', template });
  await database.ready;
  const run: Run = async (text) => rowsOf(database.db, sql.raw(text));
  const transact: Transact = (statements) =>
    database.db.transaction(async (tx) => {
      for (const text of statements) await tx.execute(sql.raw(text));
    });
  return { pglite: database, db: database.db, run, transact, tables: [], sequences: [], broken: false, offerKept: false, drop: () => database.close() };
}

async function openPostgres(adminUrl: string, template: string | null, prefix: string): Promise<Pooled> {
  const name = `${prefix}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  client.on('error', () => undefined);
  await client.connect();
  const run: Run = async (text) => (await client.query(text)).rows;
  const transact: Transact = async (statements) => {
    await client.query('begin');
    try {
      for (const text of statements) await client.query(text);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    }
  };
  return {
    url: url.toString(),
    db: drizzle({ client, schema }) as unknown as Db,
    run,
    transact,
    tables: [],
    sequences: [],
    broken: false,
    offerKept: false,
    async drop() {
      await client.end().catch(() => undefined);
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Copies every table of `public` (and the sequences' positions) into `schema`. */
async function keepState(p: Pooled, schema: string): Promise<void> {
  const statements = [`drop schema if exists ${schema} cascade`, `create schema ${schema}`];
  for (const t of p.tables) statements.push(`create table ${schema}.${quote(t)} as select * from public.${quote(t)}`);
  statements.push(`create table ${schema}.sequences as select sequencename as name, last_value, last_value is not null as called from pg_sequences where schemaname = 'public'`);
  await p.transact(statements);
}

/** Empties `public` and refills it from `schema`, in one transaction. */
async function restoreState(p: Pooled, schema: string): Promise<void> {
  const statements = [
    // Foreign keys are not checked while refilling (the rows were consistent when kept).
    `set local session_replication_role = replica`,
    `truncate table ${p.tables.map((t) => `public.${quote(t)}`).join(', ')} restart identity cascade`,
    ...p.tables.map((t) => `insert into public.${quote(t)} select * from ${schema}.${quote(t)}`),
    ...p.sequences.map((s) => `alter sequence public.${quote(s)} restart`),
  ];
  const kept = await p.run<{ name: string; last_value: string | null; called: boolean }>(`select name, last_value::text, called from ${schema}.sequences where called`);
  for (const s of kept) statements.push(`select setval('public.${quote(s.name)}', ${Number(s.last_value)}, true)`);
  await p.transact(statements);
}

async function prepare(p: Pooled): Promise<Pooled> {
  p.tables = (await p.run<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public' order by tablename`)).map((r) => r.name);
  p.sequences = (await p.run<{ name: string }>(`select sequencename as name from pg_sequences where schemaname = 'public' order by sequencename`)).map((r) => r.name);
  await keepState(p, 'pristine_empty');
  return p;
}

/** The offer a runtime of the test configuration writes at its first start, written once per database. */
async function keepOffer(p: Pooled): Promise<void> {
  await restoreState(p, 'pristine_empty');
  const lease = lend(p);
  const rt = await createRuntime({ ...TEST_CONFIG, ...(lease.url ? { DATABASE_URL: lease.url } : {}) }, lease.database ? { database: lease.database } : {});
  await rt.feed.idle();
  lease.release();
  await rt.close();
  // The lease as the template has it: a file's runtime takes it at once, as on a new database.
  await p.run(`update public.leader_lease set holder = e.holder, epoch = e.epoch, expires_at = e.expires_at from pristine_empty.leader_lease e where leader_lease.id = e.id`);
  await keepState(p, 'pristine_offer');
  p.offerKept = true;
}

/** The database handed to a runtime: closing it from a test (an outage) really ends it; the harness's own close keeps it. */
function lend(p: Pooled): Lease & { release(): void } {
  let releasing = false;
  const database = p.pglite
    ? Object.assign(Object.create(p.pglite) as Database, {
        close: async () => {
          if (releasing) return;
          p.broken = true;
          await p.pglite!.close();
        },
      })
    : undefined;
  return {
    database,
    url: p.url,
    release: () => (releasing = true),
    giveBack: async () => undefined,
  };
}

/**
 * Borrows the worker's database in the state `start` (a new one when none is idle). Call
 * `closing()` before closing the runtime (its close then keeps the database open), then `giveBack()`.
 */
export async function borrowDatabase(options: {
  pgliteTemplate: string;
  postgres?: { adminUrl: string; template: string | null; prefix: string };
  start: Start;
}): Promise<Lease & { closing(): void }> {
  const open = () =>
    (options.postgres ? openPostgres(options.postgres.adminUrl, options.postgres.template, options.postgres.prefix) : openPglite(options.pgliteTemplate)).then(prepare);
  const put = async (p: Pooled) => {
    if (options.start === 'offer' && !p.offerKept) await keepOffer(p);
    // A reset takes well under a second of the database's time; one stuck behind a lock left by a test gives up.
    await withTimeout(restoreState(p, options.start === 'offer' ? 'pristine_offer' : 'pristine_empty'));
    // Read from the restored tables, so in the order every later restore leaves their rows in.
    if (options.start === 'offer') p.storedOffer ??= await loadEvents(p.db);
  };
  let p = takeIdle(options.start) ?? (await open());
  try {
    await put(p);
  } catch {
    // Not usable (a previous file left it broken): a new one.
    await p.drop().catch(() => undefined);
    p = await open();
    await put(p);
  }
  const lease = lend(p);
  return {
    database: lease.database,
    url: lease.url,
    storedOffer: options.start === 'offer' && p.storedOffer ? structuredClone(p.storedOffer) : undefined,
    closing: lease.release,
    async giveBack(broken = false) {
      if (broken || p.broken) {
        await p.drop().catch(() => undefined);
        return;
      }
      if (idle.length >= MAX_IDLE) await p.drop().catch(() => undefined);
      else idle.push(p);
    },
  };
}

/**
 * An idle database, the one that fits `start` first: one whose offer is kept for a file that
 * wants the offer (else writing it again costs the simulator's whole first start, about 13 s of
 * CPU on PGlite), and one without for a file that starts empty, so the kept offer stays for a
 * later file. A file that holds two runtimes at once (auth-throttle, signup) leaves two idle.
 */
function takeIdle(start: Start): Pooled | undefined {
  const at = idle.findIndex((p) => p.offerKept === (start === 'offer'));
  return at >= 0 ? idle.splice(at, 1)[0] : idle.pop();
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('database reset timed out')), RESET_TIMEOUT_MS).unref())]);
}
