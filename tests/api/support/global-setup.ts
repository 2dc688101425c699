// Once per API test run: the migrated templates every test file's database is copied from.
import type { TestProject } from 'vitest/node';
import { pgliteTemplate, postgresTemplate } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory archive. */
    pgliteTemplate: string;
    /** A migrated template database on TEST_PG_URL's server, when set. */
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject): Promise<void> {
  project.provide('pgliteTemplate', await pgliteTemplate());
  const pgUrl = process.env.TEST_PG_URL;
  project.provide('postgresTemplate', pgUrl ? await postgresTemplate(pgUrl) : null);
}
