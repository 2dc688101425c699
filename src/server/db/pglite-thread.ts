// The main thread's handle on the embedded database in its worker thread (pglite-worker.ts). It
// offers what Drizzle's PGlite driver calls (query and transaction) and the named statements of
// prepared.ts, so the rest of the server cannot tell it from an in-process PGlite.
import { Worker } from 'node:worker_threads';
import { DATABASE_THREAD_LIMITS } from './pglite-memory.ts';
import type { WorkerError, WorkerMemory, WorkerQueryResult, WorkerReply, WorkerRequest, WorkerStarted } from './pglite-messages.ts';

type Request = WorkerRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

interface QueryOptions {
  rowMode?: 'object' | 'array';
  parsers?: Record<number | string, unknown>;
}

/** The part of a PGlite transaction Drizzle uses. */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<WorkerQueryResult>;
}

/** A Postgres error from the worker, with its SQLSTATE in `code` as PGlite's own DatabaseError has it. */
export class DatabaseError extends Error {
  [field: string]: unknown;
  constructor(error: WorkerError) {
    super(error.message);
    this.name = 'DatabaseError';
    Object.assign(this, error.fields);
  }
}

export class PgliteThread {
  #worker: Worker;
  #pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  #nextId = 1;
  #stopped: Error | null = null;
  #closing = false;

  private constructor(worker: Worker, onStopped?: (err: Error) => void) {
    this.#worker = worker;
    worker.on('message', (reply: WorkerReply) => {
      const waiting = this.#pending.get(reply.id);
      if (!waiting) return;
      this.#pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(new DatabaseError(reply.error));
    });
    const stop = (err: Error) => {
      if (!this.#stopped && !this.#closing) onStopped?.(err);
      this.#stopped ??= err;
      for (const waiting of this.#pending.values()) waiting.reject(err);
      this.#pending.clear();
    };
    worker.on('error', stop);
    worker.on('exit', (code) => stop(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** Starts the worker and waits until its database is open (and, on disk, flushed once). */
  static async open(dataDir: string, onStopped?: (err: Error) => void, template?: string): Promise<PgliteThread> {
    const { thread, started } = PgliteThread.start(dataDir, onStopped, template);
    await started;
    return thread;
  }

  /**
   * Starts the worker and answers at once: `started` resolves when its database is open. The
   * engine's first start on an empty directory (initdb) takes seconds; the caller goes on
   * meanwhile and must not send before `started`. `template`: a data directory archive
   * (PGlite's dumpDataDir) an in-memory database starts from instead of running initdb.
   */
  static start(dataDir: string, onStopped?: (err: Error) => void, template?: string): { thread: PgliteThread; started: Promise<void> } {
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: { dataDir, template }, resourceLimits: DATABASE_THREAD_LIMITS });
    const thread = new PgliteThread(worker, onStopped);
    const started = new Promise<void>((resolve, reject) => {
      const failed = (err: Error) => reject(err);
      worker.once('error', failed);
      worker.once('message', (message: WorkerStarted) => {
        worker.off('error', failed);
        if (message.started) resolve();
        else reject(new DatabaseError(message.error));
      });
    });
    return { thread, started };
  }

  #send(request: Request): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  #query(sql: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx?: number): Promise<WorkerQueryResult> {
    const rawTypes = Object.keys(options?.parsers ?? {}).map(Number);
    return this.#send({ op: 'query', sql, params: params ?? [], rowMode: options?.rowMode ?? 'object', rawTypes, tx }) as Promise<WorkerQueryResult>;
  }

  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<WorkerQueryResult> {
    return this.#query(sql, params, options);
  }

  /** BEGIN, the callback's queries, then COMMIT, or ROLLBACK when the callback throws. */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const id = (await this.#send({ op: 'begin' })) as number;
    let result: T;
    try {
      result = await callback({ query: (sql, params, options) => this.#query(sql, params, options, id) });
    } catch (err) {
      await this.#send({ op: 'end', tx: id, commit: false }).catch(() => undefined);
      throw err;
    }
    await this.#send({ op: 'end', tx: id, commit: true });
    return result;
  }

  /** A named statement (see prepared.ts), run outside any transaction. */
  statement(name: string, text: string, params: unknown[]): Promise<Record<string, unknown>[]> {
    return this.#send({ op: 'statement', name, text, params }) as Promise<Record<string, unknown>[]>;
  }

  /** fsync(2) calls the database has made; null in memory. */
  syncs(): Promise<number | null> {
    return this.#send({ op: 'syncs' }) as Promise<number | null>;
  }

  /** The database thread's memory: the engine's WASM memory and the thread's JS heap. */
  memory(): Promise<WorkerMemory> {
    return this.#send({ op: 'memory' }) as Promise<WorkerMemory>;
  }

  async close(): Promise<void> {
    this.#closing = true;
    if (!this.#stopped) await this.#send({ op: 'close' }).catch(() => undefined);
    await this.#worker.terminate();
  }
}
