// Once per API test run: the migrated templates every test file's database is copied from.
import type { TestProject } from 'vitest/node';
import { pgliteTemplate, postgresTemplate, seededPgliteTemplate, seededPostgresTemplate } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory archive. */
    pgliteTemplate: string;
    /** A migrated template database on TEST_PG_URL's server, when set. */
    postgresTemplate: string | null;
    /** The PGlite archive with the simulator's first offer and the casino catalogue stored too. */
    seededPgliteTemplate: string;
    /** The same on TEST_PG_URL's server, when set. */
    seededPostgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const migrated = await pgliteTemplate();
  project.provide('pgliteTemplate', migrated);
  const pgUrl = process.env.TEST_PG_URL;
  const migratedPostgres = pgUrl ? await postgresTemplate(pgUrl) : null;
  project.provide('postgresTemplate', migratedPostgres);
  // Seeded once per run: each file with the feed on then loads the offer instead of writing it.
  const seeded = pgUrl && migratedPostgres ? undefined : await seededPgliteTemplate(migrated);
  const seededPostgres = pgUrl && migratedPostgres ? await seededPostgresTemplate(pgUrl, migratedPostgres) : undefined;
  project.provide('seededPgliteTemplate', seeded?.path ?? migrated);
  project.provide('seededPostgresTemplate', seededPostgres?.name ?? null);
  return async () => {
    seeded?.remove();
    await seededPostgres?.remove();
  };
}
