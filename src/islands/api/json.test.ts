import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiErrorOf, sendJson } from './json.ts';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: string, headers: Record<string, string> = { 'Content-Type': 'application/json' }) =>
  vi.fn(async (_url: string, _init?: RequestInit) => new Response(body, { status, headers }));

describe('sendJson', () => {
  it('sends the JSON body with the token and extra headers to /api', async () => {
    const fetch = answer(201, '{"id":3}');
    vi.stubGlobal('fetch', fetch);
    const result = await sendJson<{ id: number }>('POST', 'create_ticket', { a: 1 }, { token: 'tok', headers: { 'Idempotency-Key': 'k' } });
    expect(result).toMatchObject({ status: 201, ok: true, body: { id: 3 } });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/create_ticket');
    expect(init).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer tok', 'Idempotency-Key': 'k' } });
  });

  it('passes the abort signal and keepalive to fetch', async () => {
    const fetch = answer(200, '{}');
    vi.stubGlobal('fetch', fetch);
    const controller = new AbortController();
    await sendJson('PUT', 'account/odds-format', {}, { signal: controller.signal, keepalive: true });
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'PUT', signal: controller.signal, keepalive: true });
  });

  it('sends no authorization without a token, and reads a refusal with its headers', async () => {
    const fetch = answer(429, '{"error":{"code":"too_many","message":"m","details":{"retry_after_seconds":60}}}', { 'Content-Type': 'application/json', 'Retry-After': '60' });
    vi.stubGlobal('fetch', fetch);
    const result = await sendJson('PUT', 'login', {});
    expect(fetch.mock.calls[0]![1]!.headers).not.toHaveProperty('Authorization');
    expect(result.status).toBe(429);
    expect(result.ok).toBe(false);
    expect(result.headers?.get('retry-after')).toBe('60');
    expect(apiErrorOf(result.body)).toEqual({ code: 'too_many', message: 'm', details: { retry_after_seconds: 60 } });
  });

  it('answers a body that is not JSON as null, and a lost connection as status 0', async () => {
    vi.stubGlobal('fetch', answer(502, '<html>bad gateway</html>', { 'Content-Type': 'text/html' }));
    expect(await sendJson('POST', 'x', {})).toMatchObject({ status: 502, ok: false, body: null });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await sendJson('POST', 'x', {})).toEqual({ status: 0, ok: false, body: null, headers: null });
  });
});

describe('apiErrorOf', () => {
  it('reads http_error and no details from anything that is not the API error shape', () => {
    for (const body of [null, undefined, 'text', 3, {}, { error: 'x' }, { error: { code: 4, details: 'd' } }]) {
      expect(apiErrorOf(body)).toEqual({ code: 'http_error', message: undefined, details: {} });
    }
  });
});
