// Once per API test run: the migrated templates every test worker's database is copied from,
// and at the end the PostgreSQL databases the workers kept (database-pool.ts) are dropped.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { pgliteTemplate, postgresTemplate } from './templates.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory archive. */
    pgliteTemplate: string;
    /** A migrated template database on TEST_PG_URL's server, when set. */
    postgresTemplate: string | null;
    /** The name every PostgreSQL database this run's workers create starts with. */
    postgresPrefix: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('pgliteTemplate', await pgliteTemplate());
  const pgUrl = process.env.TEST_PG_URL;
  project.provide('postgresTemplate', pgUrl ? await postgresTemplate(pgUrl) : null);
  const prefix = `t_pool_${randomBytes(4).toString('hex')}_`;
  project.provide('postgresPrefix', prefix);
  return async () => {
    if (!pgUrl) return;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
      for (const { datname } of rows) await admin.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await admin.end();
    }
  };
}
