// The embedded database's own thread. Postgres's work (the WASM engine, its file writes and the
// fsync of every commit) used to run on the event loop that serves pages, the API and the live
// socket; here it runs beside it, and the main thread only sends SQL and receives rows.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getHeapStatistics } from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { DurableNodeFS, durableStartParams, syncDataDirectoryOnce } from './pglite-durable.ts';
import { namedStatements } from './pglite-statements.ts';
import { createGroupCommit, FLUSH_SQL, mayWrite } from './pglite-group-commit.ts';
import { collectStartGarbage, memoryStartParams } from './pglite-memory.ts';
import { toWorkerError, type WorkerQueryResult, type WorkerReply, type WorkerRequest, type WorkerStarted, type WorkerMemory } from './pglite-messages.ts';

interface OpenTransaction {
  tx: Transaction;
  decide(commit: boolean): void;
  finished: Promise<void>;
}

const port = parentPort!;
const { dataDir, template } = workerData as { dataDir: string; template?: string };

let fs: DurableNodeFS | null = null;
let pg: PGlite;
try {
  if (dataDir === ':memory:') {
    // A template (a migrated database's archive) spares the seconds initdb takes; tests use it.
    const startParams = [...PGlite.defaultStartParams, ...memoryStartParams()];
    pg = template ? new PGlite({ startParams, loadDataDir: new Blob([readFileSync(template)]) }) : new PGlite({ startParams });
  } else {
    mkdirSync(dataDir, { recursive: true });
    fs = new DurableNodeFS(dataDir);
    // On a new directory a template is unpacked there instead of running initdb (restart tests).
    const load = template && !existsSync(join(dataDir, 'PG_VERSION')) ? { loadDataDir: new Blob([readFileSync(template)]) } : {};
    pg = new PGlite({ fs, startParams: [...durableStartParams, ...memoryStartParams()], ...load });
  }
  await pg.waitReady;
  if (fs) syncDataDirectoryOnce(dataDir);
  collectStartGarbage();
} catch (err) {
  port.postMessage({ started: false, error: toWorkerError(err) } satisfies WorkerStarted);
  process.exit(1);
}

const runStatement = namedStatements(pg);
// On disk, commits are grouped: one WAL flush answers every write since the last one
// (pglite-group-commit.ts; durableStartParams turn the commit's own wait off).
const group = fs
  ? createGroupCommit<WorkerReply>({
      flush: async () => {
        await pg.exec(FLUSH_SQL);
      },
      send: (reply) => port.postMessage(reply),
      failed: (reply, err) => ({ id: reply.id, ok: false, error: toWorkerError(err) }),
    })
  : null;
const transactions = new Map<number, OpenTransaction>();
let nextTransaction = 1;

// Drizzle hands PGlite parsers that keep some types as Postgres text; functions do not cross
// threads, so the main thread names the type ids and they are rebuilt here.
// Drizzle sends the same few sets on every query, so each set is built once.
const keepText = (value: string) => value;
const parserSets = new Map<string, Record<number, (value: string) => string>>();
function textParsers(types: number[]): Record<number, (value: string) => string> {
  const key = types.join(',');
  let parsers = parserSets.get(key);
  if (!parsers) parserSets.set(key, (parsers = Object.fromEntries(types.map((type) => [type, keepText]))));
  return parsers;
}

/** Opens a transaction and keeps it open until the main thread says commit or roll back. */
function begin(): Promise<number> {
  return new Promise((resolve, reject) => {
    const id = nextTransaction++;
    let decide!: (commit: boolean) => void;
    const decision = new Promise<boolean>((r) => (decide = r));
    let opened = false;
    const finished = pg
      .transaction(async (tx) => {
        opened = true;
        transactions.set(id, { tx, decide, finished });
        resolve(id);
        if (!(await decision)) await tx.rollback();
      })
      .then(() => undefined)
      .finally(() => transactions.delete(id));
    finished.catch((err: unknown) => {
      if (!opened) reject(err);
    });
  });
}

function transaction(id: number): OpenTransaction {
  const open = transactions.get(id);
  if (!open) throw new Error(`transaction ${id} is not open`);
  return open;
}

async function handle(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const target = request.tx === undefined ? pg : transaction(request.tx).tx;
      const result = await target.query(request.sql, request.params, { rowMode: request.rowMode, parsers: textParsers(request.rawTypes) });
      return { rows: result.rows, affectedRows: result.affectedRows, fields: result.fields.map((f) => ({ name: f.name, dataTypeID: f.dataTypeID })) } satisfies WorkerQueryResult;
    }
    case 'begin':
      return begin();
    case 'end': {
      const open = transaction(request.tx);
      open.decide(request.commit);
      await open.finished;
      return null;
    }
    case 'statement':
      return runStatement(request.name, request.text, request.params);
    case 'syncs':
      return fs?.syncs ?? null;
    case 'memory': {
      // This isolate's heap only (the main thread's is its own); the WASM memory is the engine's.
      const heap = getHeapStatistics();
      return {
        wasm_bytes: pg.Module.HEAPU8.byteLength,
        heap_used_bytes: heap.used_heap_size,
        heap_total_bytes: heap.total_heap_size,
        external_bytes: heap.external_memory,
      } satisfies WorkerMemory;
    }
    case 'close':
      await group?.drain();
      await pg.close();
      return null;
  }
}

/** Whether a request may have written, and whether its reply may wait for the WAL's flush. */
function kind(request: WorkerRequest): { wrote: boolean; holdable: boolean } {
  switch (request.op) {
    case 'statement':
      return { wrote: mayWrite(request.text), holdable: true };
    case 'query':
      // Inside a transaction the commit is the write, and the statement answers at once.
      return request.tx === undefined ? { wrote: mayWrite(request.sql), holdable: true } : { wrote: false, holdable: false };
    case 'end':
      return { wrote: request.commit, holdable: true };
    default:
      return { wrote: false, holdable: false };
  }
}

port.on('message', (request: WorkerRequest) => {
  group?.started();
  const answer = (reply: WorkerReply, wrote: boolean) => {
    if (group) group.finished(reply, { ...kind(request), wrote });
    else port.postMessage(reply);
  };
  handle(request).then(
    (result) => answer({ id: request.id, ok: true, result }, kind(request).wrote),
    // A failed statement wrote nothing of its own; what it read may still be unflushed.
    (err: unknown) => answer({ id: request.id, ok: false, error: toWorkerError(err) }, false),
  );
});
port.postMessage({ started: true } satisfies WorkerStarted);
