// Starts an isolated runtime for one API test file: an in-memory PGlite by default, or a
// database on the PostgreSQL named by TEST_PG_URL (npm test sets it for the second pass).
// The database is the worker's own (database-pool.ts), put back to the migrated template's
// state before each file, or to that state plus the offer the test configuration's feed
// writes at its first start, which the file's runtime then takes up as a restarted server
// does instead of writing 40,000 odds again (a file with FEED=off gets none). It takes it as
// the worker read it back once (createRuntime's storedOffer), not by reading every odd again.
import { inject } from 'vitest';
import { createRuntime, type Runtime } from '../../../src/server/runtime.ts';
import { checkContract } from './contract.ts';
import { borrowDatabase } from './database-pool.ts';
import { ADMIN_TOKEN, TEST_CONFIG } from './test-config.ts';
import { testLogger } from './server-log.ts';

export { ADMIN_TOKEN };

export type Json = Record<string, any>;
export interface JsonAnswer {
  status: number;
  body: Json;
  headers: Headers;
}

export interface Harness {
  rt: Runtime;
  /** Calls the API without a port, like a browser would through the server. */
  request(path: string, init?: RequestInit & { json?: unknown; token?: string; admin?: boolean }): Promise<Response>;
  /** The same call, answered as its status, parsed JSON body and headers. */
  call(path: string, init?: RequestInit & { json?: unknown; token?: string; admin?: boolean }): Promise<JsonAnswer>;
  close(): Promise<void>;
}

/**
 * A second node on the harness's PostgreSQL (a follower while the harness leads), configured as
 * the harness is but without test control; `env` adds to that, `deps` goes to createRuntime.
 */
export async function startSecondNode(h: Harness, env: Record<string, string> = {}, deps?: Parameters<typeof createRuntime>[1]): Promise<Runtime> {
  const { FEED_CONTROL: _testControl, ...config } = TEST_CONFIG;
  return createRuntime({ ...config, DATABASE_URL: h.rt.config.databaseUrl!, ...env }, { log: testLogger(), ...deps });
}

/**
 * A runtime for one test file on the worker's database; `env` adds to TEST_CONFIG. A file that
 * needs no match or odd passes FEED: 'off': its runtime starts in a tenth of the time (no offer
 * to read back) and no simulator ticks compete with its tests for the CPU.
 */
export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const pgAdmin = process.env.TEST_PG_URL;
  // A file that names its own database (a server of its own it may stop) borrows none.
  const lease = env.DATABASE_URL
    ? undefined
    : await borrowDatabase({
        pgliteTemplate: inject('pgliteTemplate'),
        postgres: pgAdmin ? { adminUrl: pgAdmin, template: inject('postgresTemplate') ?? null, prefix: inject('postgresPrefix') } : undefined,
        start: (env.FEED ?? TEST_CONFIG.FEED) === 'off' ? 'empty' : 'offer',
      });
  const config = { ...TEST_CONFIG, ...(lease?.url ? { DATABASE_URL: lease.url } : {}), ...env };
  let rt: Runtime;
  try {
    rt = await createRuntime(config, {
      log: testLogger(),
      ...(lease?.database ? { database: lease.database } : { databaseTemplate: inject('pgliteTemplate') }),
      storedOffer: lease?.storedOffer,
    });
  } catch (err) {
    await lease?.giveBack(true);
    throw err;
  }
  const request: Harness['request'] = (path, init = {}) => {
    const { json, token, admin, ...rest } = init;
    const headers = new Headers(rest.headers);
    if (json !== undefined) {
      headers.set('content-type', 'application/json');
      rest.body = JSON.stringify(json);
    }
    if (token) headers.set('authorization', `Bearer ${token}`);
    if (admin) headers.set('authorization', `Bearer ${ADMIN_TOKEN}`);
    return Promise.resolve(rt.api.request(path, { ...rest, headers })).then(async (res) => (await checkContract(rt, rest.method ?? 'GET', path, json, res), res));
  };
  return {
    rt,
    request,
    async call(path, init) {
      const res = await request(path, init);
      return { status: res.status, body: (await res.json()) as Json, headers: res.headers };
    },
    async close() {
      lease?.closing();
      try {
        await rt.close();
      } catch (err) {
        await lease?.giveBack(true);
        throw err;
      }
      await lease?.giveBack();
    },
  };
}
