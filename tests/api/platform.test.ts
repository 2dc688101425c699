import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe('platform', () => {
  it('reports database, feed and version on /api/health to the operator', async () => {
    const res = await h.request('/api/health', { admin: true });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; version: string; database: { ok: boolean }; feed: { running: boolean } };
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.feed.running).toBe(true);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('publishes an OpenAPI 3 document', async () => {
    const res = await h.request('/api/openapi.json');
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await h.request('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('refuses a 5 MB body with 413 and keeps serving', async () => {
    const res = await h.request('/api/contact', { method: 'POST', body: 'x'.repeat(5 * 1024 * 1024), headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(413);
    expect((await h.request('/api/health')).status).toBe(200);
  });

  it('sets the security headers on API responses', async () => {
    const res = await h.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('content-security-policy')).toContain("object-src 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBeTruthy();
  });
});
