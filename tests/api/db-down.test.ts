// The database stopped mid-run: every API route answers 503 service_unavailable with
// Retry-After (never 500, never a hang), health says degraded, and once the database is back
// the same runtime serves again. On PostgreSQL a throwaway server of this file's own is
// stopped with pg_ctl stop -m fast and started again; on PGlite its thread is ended.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/test-support/postgres.ts';

const onPostgres = !!process.env.TEST_PG_URL;
let pg: ThrowawayPostgres | undefined;
let h: Harness;
let operations: Array<{ method: string; path: string }> = [];

beforeAll(async () => {
  if (onPostgres) {
    pg = await startThrowawayPostgres();
    if (!pg) throw new Error('TEST_PG_URL is set but no PostgreSQL binaries were found to start a server this test may stop');
  }
  h = await startHarness(pg ? { DATABASE_URL: pg.url } : {});
  const doc = (await (await h.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path: path.replace(/\{[^}]+\}/g, '1') })));
});
/** Whether the test closed the runtime itself (PostgreSQL: after the server came back). */
let closed = false;
afterAll(async () => {
  if (closed) return void (await pg?.stop());
  // An embedded database whose thread was ended: the runtime closes without it.
  const done = h?.close().then(
    () => true,
    () => true,
  );
  const inTime = await Promise.race([done, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 30_000).unref())]);
  if (!inTime) console.warn('db-down: the runtime did not close within 30 s after the outage');
  await pg?.stop();
});

/** The request with a deadline: a hang fails the test instead of stalling it. */
async function timed(path: string, init: Parameters<Harness['request']>[1] = {}): Promise<Response> {
  return Promise.race([h.request(path, init), new Promise<Response>((_, reject) => setTimeout(() => reject(new Error(`${path} hung`)), 10_000))]);
}

async function expectUnavailable(res: Response, label: string) {
  expect(res.status, label).toBe(503);
  expect(Number(res.headers.get('retry-after')), label).toBeGreaterThan(0);
  const body = (await res.json()) as { error?: { code?: string; message?: string } };
  expect(body.error?.code, label).toBe('service_unavailable');
  expect(body.error?.message, label).toMatch(/unavailable/i);
}

describe(`database stopped mid-run (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers 503 with Retry-After on every route while it is down, and serves again when it returns', async () => {
    const player = await createPlayer(h, { balance: 50_000n });
    const { access_token } = await login(h, player);
    expect((await timed('/api/account', { token: access_token })).status).toBe(200);

    if (pg) pg.halt();
    else await h.rt.database.close();

    // A route that reads only the in-memory offer learns of it too, within seconds of traffic.
    const watchDeadline = Date.now() + 8000;
    let offer = await timed('/api/get_sports');
    while (offer.status === 200 && Date.now() < watchDeadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      offer = await timed('/api/get_sports');
    }
    await expectUnavailable(offer, 'GET /api/get_sports (offer only)');
    // A request that reaches the database finds it gone.
    await expectUnavailable(await timed('/api/account', { token: access_token }), 'GET /api/account');
    await expectUnavailable(await timed('/api/login', { method: 'POST', json: { username: player.username, password: player.password } }), 'POST /api/login');
    for (const op of operations.filter((o) => o.path !== '/api/health')) {
      const init = op.method === 'GET' ? { token: access_token } : { method: op.method, json: {}, token: access_token };
      await expectUnavailable(await timed(op.path, init), `${op.method} ${op.path}`);
      await expectUnavailable(await timed(op.path, { ...init, admin: true }), `${op.method} ${op.path} as operator`);
    }
    const health = await timed('/api/health');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: 'degraded' });
    const details = (await (await timed('/api/health', { admin: true })).json()) as { status: string; database: { ok: boolean } };
    expect(details).toMatchObject({ status: 'degraded', database: { ok: false } });

    if (!pg) return; // An embedded database that stopped needs a restart of the process.
    pg.resume();
    const deadline = Date.now() + 20_000;
    while ((await timed('/api/health')).status !== 200) {
      if (Date.now() > deadline) throw new Error('health did not recover within 20 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await timed('/api/account', { token: access_token })).status).toBe(200);
    const again = await timed('/api/login', { method: 'POST', json: { username: player.username, password: player.password } });
    expect(again.status).toBe(200);
    expect((await timed('/api/deposit', { method: 'POST', token: access_token, json: { amount: '10.00' } })).status).toBeLessThan(500);

    // Closing waits for every client the pool lent out: one lost with a transaction begun during
    // the outage (drizzle never gave back a client whose `begin` failed) made this hang for good.
    const closing = h.close().then(() => true);
    closed = true;
    expect(await Promise.race([closing, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 20_000).unref())]), 'closed within 20 s').toBe(true);
  });
});
