// The embedded engine's memory settings, and what its thread lets go of after the start.
// PGlite starts Postgres with a server's defaults
// (shared_buffers 128 MB, maintenance_work_mem 64 MB), and its WASM memory, which only ever
// grows, reached 189 MiB on a fresh node with the demo offer (1,840 events) while the whole
// database is a few MiB. The node's RSS target is 300 MiB, so the buffers are sized to the data.
// On disk the files are also in the OS page cache; in memory (tests) they live in the WASM
// memory itself, whatever shared_buffers says. PGLITE_SHARED_BUFFERS overrides (e.g. 64MB).

import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** `-c` parameters added to PGlite's start parameters. */
export function memoryStartParams(env: NodeJS.ProcessEnv = process.env): string[] {
  const sharedBuffers = /^\d+(kB|MB|GB)$/.test(env.PGLITE_SHARED_BUFFERS ?? '') ? env.PGLITE_SHARED_BUFFERS! : '16MB';
  return ['-c', `shared_buffers=${sharedBuffers}`, '-c', 'maintenance_work_mem=16MB', '-c', 'temp_buffers=2MB', '-c', 'wal_buffers=1MB'];
}

/**
 * The database thread's V8 limits: its JS only moves rows between the engine and the main
 * thread, and V8's default young generation (up to 48 MiB per isolate on 64-bit) let the
 * thread's heap reach 90 MiB at start.
 */
export const DATABASE_THREAD_LIMITS = { maxYoungGenerationSizeMb: 3 } as const;

/**
 * A full garbage collection of the database thread, once its database is open. On a new data
 * folder PGlite runs initdb in a second engine in memory and copies the cluster over as an
 * archive (39 MiB); a template start reads one. The second engine's WASM memory and the archive
 * are garbage after that, yet outside the thread's small JS heap, so nothing made V8 collect
 * them: 5 of 34 fresh nodes still held the 39 MiB archive at start, and the thread reported
 * 349 MB of such memory beside its engine. V8 exposes `gc` only to contexts made after the flag.
 */
export function collectStartGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}
