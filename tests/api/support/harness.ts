// Starts an isolated runtime for one API test file: an in-memory PGlite by default, or a
// fresh database on the PostgreSQL named by TEST_PG_URL (npm test sets it for the second pass).
// Either is a copy of a migrated template made once per run (global-setup.ts), not a new
// database migrated per file.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createRuntime, type Runtime } from '../../../src/server/runtime.ts';
import { checkContract } from './contract.ts';
import { ADMIN_TOKEN, TEST_CONFIG } from './test-config.ts';

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

async function freshPostgresDatabase(adminUrl: string, template: string | null): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A second node on the harness's PostgreSQL (a follower while the harness leads), configured as
 * the harness is but without test control; `env` adds to that, `deps` goes to createRuntime.
 */
export async function startSecondNode(h: Harness, env: Record<string, string> = {}, deps?: Parameters<typeof createRuntime>[1]): Promise<Runtime> {
  const { FEED_CONTROL: _testControl, ...config } = TEST_CONFIG;
  return createRuntime({ ...config, DATABASE_URL: h.rt.config.databaseUrl!, ...env }, deps);
}

export async function startHarness(env: Record<string, string> = {}): Promise<Harness> {
  const pgAdmin = process.env.TEST_PG_URL;
  const database = pgAdmin ? await freshPostgresDatabase(pgAdmin, inject('postgresTemplate') ?? null) : undefined;
  const config = { ...TEST_CONFIG, ...(database ? { DATABASE_URL: database.url } : {}), ...env };
  const rt = await createRuntime(config, { databaseTemplate: inject('pgliteTemplate') });
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
      await rt.close();
      await database?.drop();
    },
  };
}
