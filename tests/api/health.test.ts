// /api/health tells anyone only whether the service is up; the operator token (the admin
// API's, as a bearer token) unlocks the details an operator or a bench reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/client.ts';
import { createOfferWriter } from '../../src/server/feed/writer.ts';
import { ADMIN_TOKEN, startHarness, type Harness } from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('/api/health', () => {
  it('answers the public only its status', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-wrong-token', `Basic ${ADMIN_TOKEN}`, `Bearer ${ADMIN_TOKEN}x`]) {
      const res = await h.request('/api/health', { headers: authorization ? { authorization } : {} });
      expect(res.status, authorization).toBe(200);
      expect(await res.json(), authorization).toEqual({ status: 'ok' });
    }
  });

  it('gives the operator the details', async () => {
    const res = await h.request('/api/health', { admin: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'ok', database: { kind: h.rt.database.kind, ok: true }, feed: { running: true } });
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body).toHaveProperty('memory.rss_bytes');
    expect(body).toHaveProperty('event_loop_delay_p99_ms');
    expect(body).toHaveProperty('sockets');
  });

  it("splits the node's memory per part: the embedded database's WASM memory and thread heap (PGlite only), and each cache", async () => {
    const body = (await (await h.request('/api/health', { admin: true })).json()) as { memory: Record<string, unknown> & { parts: Record<string, number> } };
    const pglite = h.rt.database.kind === 'pglite';
    expect(body.memory.heap_total_bytes).toBeGreaterThan(0);
    expect(body.memory.database_wasm_bytes === null).toBe(!pglite);
    // The engine's WASM memory starts at PGlite's 128 MiB; with shared_buffers sized to the data it need not grow past it.
    if (pglite) expect(body.memory.database_wasm_bytes).toBeGreaterThanOrEqual(128 * 1024 * 1024);
    if (pglite) expect(body.memory.database_thread_heap_bytes).toBeGreaterThan(0);
    for (const bytes of Object.values(body.memory.parts)) expect(bytes).toBeGreaterThanOrEqual(0);
    // The embedded engine runs with buffers sized to the data, not a server's 128 MB.
    if (pglite) expect(await rowsOf(h.rt.db, sql`show shared_buffers`)).toEqual([{ shared_buffers: '16MB' }]);
  });

  it('tells the operator how many offer writes are still queued, none once the feed is idle', async () => {
    await h.rt.feed.idle();
    const body = (await (await h.request('/api/health', { admin: true })).json()) as { feed: { pending_writes: number } };
    expect(body.feed.pending_writes).toBe(0);
    const writer = createOfferWriter(h.rt.db, h.rt.log, () => h.rt.feed.epoch());
    const writes = [writer.setState('health-test-a', 1), writer.setState('health-test-b', 2)];
    expect(writer.pending()).toBe(2);
    await writes[0];
    expect(writer.pending()).toBe(1);
    await writes[1];
    expect(writer.pending()).toBe(0);
  });

  it('says degraded, with no leader, while no node holds the feed lease though the lease row has not run out (PostgreSQL)', async () => {
    if (h.rt.database.kind !== 'postgres') return;
    // A leader whose connection is gone (as after a PostgreSQL restart) left a lease that runs for a while yet.
    await h.rt.db.execute(sql`update leader_lease set holder = 'gone', epoch = epoch + 1, expires_at = now() + interval '1 hour', holder_pid = null where id = 1`);
    await expect.poll(() => h.rt.feed.lease().held, { timeout: 10_000 }).toBe(false);
    const res = await h.request('/api/health');
    expect([res.status, await res.json()]).toEqual([503, { status: 'degraded' }]);
    const details = (await (await h.request('/api/health', { admin: true })).json()) as { status: string; cluster: { lease: Record<string, unknown> } };
    expect(details.status).toBe('degraded');
    expect(details.cluster.lease).toMatchObject({ held_here: false, leader_current: false, holder_connected: false });
    // The lease runs out (here: at once): this node takes it again and health is ok.
    await h.rt.db.execute(sql`update leader_lease set expires_at = now() - interval '1 millisecond' where id = 1`);
    await expect.poll(async () => ((await (await h.request('/api/health')).json()) as { status: string }).status, { timeout: 20_000 }).toBe('ok');
    expect(h.rt.feed.lease().held).toBe(true);
  });

  it('is declared in the OpenAPI document with both answers and the operator token as optional', async () => {
    const doc = (await (await h.request('/api/openapi.json')).json()) as {
      paths: Record<string, { get: { security?: unknown[]; responses: Record<string, { content: { 'application/json': { schema: unknown } } }> } }>;
      components: { schemas: Record<string, { properties?: Record<string, unknown>; oneOf?: unknown[]; anyOf?: unknown[] }> };
    };
    const get = doc.paths['/api/health']!.get;
    expect(get.security).toEqual([{}, { operator: [] }]);
    expect(Object.keys(get.responses)).toEqual(expect.arrayContaining(['200', '503']));
    const schema = JSON.stringify(get.responses['200']!.content['application/json'].schema);
    expect(schema).toContain('PublicHealth');
    expect(schema).toContain('HealthDetails');
    expect(Object.keys(doc.components.schemas.PublicHealth!.properties!)).toEqual(['status']);
  });
});
