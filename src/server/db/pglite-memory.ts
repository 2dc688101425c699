// The embedded engine's memory settings. PGlite starts Postgres with a server's defaults
// (shared_buffers 128 MB, maintenance_work_mem 64 MB), and its WASM memory, which only ever
// grows, reached 189 MiB on a fresh node with the demo offer (1,840 events) while the whole
// database is a few MiB. The node's RSS target is 300 MiB, so the buffers are sized to the data.
// On disk the files are also in the OS page cache; in memory (tests) they live in the WASM
// memory itself, whatever shared_buffers says. PGLITE_SHARED_BUFFERS overrides (e.g. 64MB).

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
export const DATABASE_THREAD_LIMITS = { maxYoungGenerationSizeMb: 6 } as const;
