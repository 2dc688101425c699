// What the main thread and the embedded database's worker thread say to each other.

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'object' | 'array'; rawTypes: number[]; tx?: number }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'statement'; name: string; text: string; params: unknown[] }
  | { id: number; op: 'syncs' }
  | { id: number; op: 'memory' }
  | { id: number; op: 'close' };

/** A Postgres error's fields, carried across the thread boundary (an Error's own fields do not clone). */
export interface WorkerError {
  message: string;
  fields: Record<string, string | undefined>;
}

export type WorkerReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: WorkerError };

/** What the database's thread holds: the engine's WASM memory and the thread's own JS heap. */
export interface WorkerMemory {
  /** The WASM engine's linear memory (it only grows; Postgres's shared buffers and work memory live in it). */
  wasm_bytes: number;
  heap_used_bytes: number;
  heap_total_bytes: number;
  /** Memory outside the heap that the thread's JS objects hold (ArrayBuffers, Blobs): freed only when they are collected. */
  external_bytes: number;
}

export type WorkerStarted = { started: true } | { started: false; error: WorkerError };

export interface WorkerQueryResult {
  rows: unknown[];
  affectedRows?: number;
  fields: Array<{ name: string; dataTypeID: number }>;
}

/** The SQLSTATE and friends a caller may look at (wallet/db-errors.ts reads `code`). */
export const ERROR_FIELDS = ['code', 'severity', 'detail', 'hint', 'position', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'routine'] as const;

export function toWorkerError(err: unknown): WorkerError {
  const fields: Record<string, string | undefined> = {};
  if (err && typeof err === 'object') {
    for (const key of ERROR_FIELDS) {
      const value = (err as Record<string, unknown>)[key];
      if (typeof value === 'string') fields[key] = value;
    }
  }
  return { message: err instanceof Error ? err.message : String(err), fields };
}
