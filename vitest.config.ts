import { defineConfig } from 'vitest/config';
import { SlowestFirst } from './tests/api/support/sequencer.ts';

export default defineConfig({
  test: {
    // The slowest API files start first, so neither worker is left with a long one at the end
    // (tests/api/support/sequencer.ts); it only moves files it names.
    sequence: { sequencer: SlowestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          // The unit suite runs beside the build and the browser suite on two cores: its heaviest
          // tests (a whole ten-day offer twice, casino RTP over 100,000 rounds, chi-square checks of
          // the goal model) take 2-5 s alone and 7 s there (CI of 04d114b: the offer's, at 5 s).
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Files named *.pglite.test.ts start embedded databases of their own and never touch
          // PostgreSQL (restarts on disk, the database thread, the data folder's lock): the
          // PostgreSQL pass (TEST_PG_URL) would only run them a second time, the same way.
          exclude: process.env.TEST_PG_URL ? ['tests/api/**/*.pglite.test.ts'] : [],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Migrated template databases each worker's database is copied from (tests/api/support/templates.ts).
          globalSetup: ['tests/api/support/global-setup.ts'],
          // A failed test prints the server's warnings and errors logged while it ran (tests/api/support/server-log.ts).
          setupFiles: ['tests/api/support/failure-log.ts'],
          // The files of a worker share one module graph: the server's modules (Hono, zod, Drizzle,
          // the simulator) load once per worker, not once per file, and so does the worker's database
          // (tests/api/support/database-pool.ts), put back to a kept state before each file. Each file
          // still starts its own runtime, and the server keeps per-runtime state in WeakMaps keyed by it.
          isolate: false,
          // Each file runs its own runtime (feed, offer, database thread): two at once fill two cores.
          maxWorkers: 2,
        },
      },
    ],
  },
});
