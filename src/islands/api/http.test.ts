import { afterEach, describe, expect, it, vi } from 'vitest';
import type { KeyValueStorage } from '../../lib/http-cache/index.ts';
import { ApiFailure } from './failure.ts';
import { createHttp, exchangeWith, failureOf, TIMEOUT_MS, type HttpDeps } from './http.ts';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

interface Seen {
  url: string;
  method: string;
  auth: string | null;
}

/** An answer that never comes; the request's signal ends the wait as fetch does. */
const hang = (request: Request) =>
  new Promise<Response>((_, reject) => {
    const stop = () => reject(request.signal.reason as Error);
    if (request.signal.aborted) stop();
    else request.signal.addEventListener('abort', stop, { once: true });
  });

/** A client over a scripted server: each answer in turn (the last one repeats), every request seen. */
function setup(answers: Array<(request: Request) => Response | Promise<Response>>, overrides: Partial<HttpDeps> = {}) {
  const seen: Seen[] = [];
  let now = 1_000_000;
  let token: string | undefined = 'token-1';
  let partition = '7';
  const storage = memoryStorage();
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push({ url: request.url, method: request.method, auth: request.headers.get('authorization') });
    const answer = answers[Math.min(seen.length - 1, answers.length - 1)]!;
    return answer(request);
  });
  const http = createHttp({
    baseUrl: 'http://book.test/',
    fetch: fetchStub as typeof fetch,
    storage: () => storage,
    now: () => now,
    token: () => token,
    partition: () => partition,
    freshen: async () => undefined,
    ...overrides,
  });
  return {
    http,
    seen,
    storage,
    advance: (ms: number) => (now += ms),
    setToken: (t: string | undefined) => (token = t),
    setPartition: (p: string) => (partition = p),
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiFailure> {
  try {
    await promise;
  } catch (error) {
    return failureOf(error);
  }
  throw new Error('the call did not fail');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the islands’ HTTP client (ky)', () => {
  it('calls /api/<path> with the player’s token, and none on an anonymous call', async () => {
    const t = setup([() => json({ ok: true })]);
    await t.http.get('sports', { searchParams: { lang: 'de' } }).json();
    await t.http.post('token/refresh', { json: { refresh: 'r' }, context: { anonymous: true } }).json();
    t.setToken(undefined);
    await t.http.get('sports').json();
    expect(t.seen).toEqual([
      { url: 'http://book.test/api/sports?lang=de', method: 'GET', auth: 'Bearer token-1' },
      { url: 'http://book.test/api/token/refresh', method: 'POST', auth: null },
      { url: 'http://book.test/api/sports', method: 'GET', auth: null },
    ]);
  });

  it('renews a due token before the request and sends the new one', async () => {
    let token = 'old';
    const freshen = vi.fn(async () => {
      token = 'renewed';
    });
    const t = setup([() => json({})], { freshen, token: () => token });
    await t.http.get('account').json();
    expect(freshen).toHaveBeenCalledOnce();
    expect(t.seen[0]?.auth).toBe('Bearer renewed');
  });

  it('keeps a 2xx GET for its time to live in storage, per player, without extending it on a hit', async () => {
    let n = 0;
    const t = setup([() => json({ n: ++n })]);
    const ask = () => t.http.get('get_sports', { searchParams: { b: 2, a: 1 }, context: { ttlMs: 60_000 } }).json<{ n: number }>();
    expect(await ask()).toEqual({ n: 1 });
    t.advance(59_000);
    expect(await ask()).toEqual({ n: 1 });
    expect(t.seen).toHaveLength(1);
    // The hit did not start the 60 s again.
    t.advance(1_000);
    expect(await ask()).toEqual({ n: 2 });
    // Another player in the tab does not read the first one's answer.
    t.setPartition('8');
    expect(await ask()).toEqual({ n: 3 });
    expect([...t.storage.map.keys()]).toEqual(['http-cache:v1:7|GET /api/get_sports?a=1&b=2', 'http-cache:v1:8|GET /api/get_sports?a=1&b=2']);
  });

  it('caches nothing without a time to live, nor a refusal', async () => {
    const t = setup([() => json({ error: { code: 'nope', message: 'No' } }, 400), () => json({ ok: 1 })]);
    await failure(t.http.get('get_sports', { context: { ttlMs: 60_000 } }).json());
    await t.http.get('get_tickets').json();
    expect(t.storage.map.size).toBe(0);
  });

  it('turns the API’s error body into an ApiFailure with its status, code and message', async () => {
    const t = setup([() => json({ error: { code: 'stake_too_low', message: 'Minimum stake is 1.00' } }, 400)]);
    const f = await failure(t.http.post('tickets', { json: {} }).json());
    expect(f).toBeInstanceOf(ApiFailure);
    expect([f.status, f.code, f.message]).toEqual([400, 'stake_too_low', 'Minimum stake is 1.00']);
  });

  it('reads an answer that is not the API’s JSON as http_error (not_found for a 404)', async () => {
    const t = setup([() => new Response('<html>bad gateway</html>', { status: 502, statusText: 'Bad Gateway' })]);
    const f = await failure(t.http.post('tickets', { json: {} }).json());
    expect([f.status, f.code, f.message]).toEqual([502, 'http_error', 'Bad Gateway']);
    const g = setup([() => new Response('', { status: 404 })]);
    expect((await failure(g.http.get('nothing').json())).code).toBe('not_found');
  });

  it('reports no answer as status 0: network_error, aborted', async () => {
    const t = setup([() => Promise.reject(new TypeError('Failed to fetch'))]);
    const f = await failure(t.http.post('tickets', { json: {} }).json());
    expect([f.status, f.code]).toEqual([0, 'network_error']);
    const controller = new AbortController();
    const a = setup([hang]);
    const pending = failure(a.http.post('tickets', { json: {}, signal: controller.signal }).json());
    controller.abort();
    expect([(await pending).status, (await pending).code]).toEqual([0, 'aborted']);
  });

  it(`gives up after ${TIMEOUT_MS / 1000} s without an answer (timeout)`, async () => {
    vi.useFakeTimers();
    const t = setup([hang]);
    const pending = failure(t.http.post('tickets', { json: {} }).json());
    await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const f = await pending;
    expect([f.status, f.code]).toEqual([0, 'timeout']);
  });

  it('tries a GET once more after a 5xx or a network failure, never a POST or a DELETE', async () => {
    const t = setup([() => new Response('', { status: 500 }), () => json({ ok: true })]);
    expect(await t.http.get('sports').json()).toEqual({ ok: true });
    const net = setup([() => Promise.reject(new TypeError('Failed to fetch')), () => json({ ok: 2 })]);
    expect(await net.http.get('sports').json()).toEqual({ ok: 2 });
    const twice = setup([() => new Response('', { status: 503 })]);
    expect((await failure(twice.http.get('sports').json())).status).toBe(503);
    expect(twice.seen).toHaveLength(2);
    const post = setup([() => new Response('', { status: 503 }), () => json({})]);
    await failure(post.http.post('tickets', { json: {} }).json());
    const del = setup([() => new Response('', { status: 503 }), () => json({})]);
    await failure(del.http.delete('account/sessions/x').json());
    expect([post.seen.length, del.seen.length]).toEqual([1, 1]);
    // A refusal is an answer: not asked again.
    const refused = setup([() => json({ error: { code: 'bad', message: 'Bad' } }, 400)]);
    await failure(refused.http.get('sports').json());
    expect(refused.seen).toHaveLength(1);
  });

  it('waits for the Retry-After of a 429 or 503 before the second try', async () => {
    vi.useFakeTimers();
    const t = setup([() => json({ error: { code: 'busy', message: 'Busy' } }, 503, { 'Retry-After': '3' }), () => json({ ok: true })]);
    const pending = t.http.get('sports').json();
    await vi.advanceTimersByTimeAsync(2_900);
    expect(t.seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(200);
    expect(t.seen).toHaveLength(2);
    expect(await pending).toEqual({ ok: true });
  });

  it('answers an empty body as undefined', async () => {
    const t = setup([() => new Response(null, { status: 204 })]);
    expect(await t.http.delete('account/sessions/x').json()).toBeUndefined();
  });
});

describe('exchanging a refresh token', () => {
  it('returns the new pair, refused on a 4xx, offline on no answer or a server error', async () => {
    const ok = setup([() => json({ access: 'a2', refresh: 'r2' })]);
    expect(await exchangeWith(ok.http)('r1')).toEqual({ access: 'a2', refresh: 'r2' });
    expect(ok.seen[0]).toEqual({ url: 'http://book.test/api/token/refresh', method: 'POST', auth: null });
    const reused = setup([() => json({ error: { code: 'refresh_reused', message: 'Ended' } }, 401)]);
    expect(await exchangeWith(reused.http)('r1')).toBe('refused');
    const down = setup([() => json({ error: { code: 'database_unavailable', message: 'Later' } }, 503)]);
    expect(await exchangeWith(down.http)('r1')).toBe('offline');
    const gone = setup([() => Promise.reject(new TypeError('Failed to fetch'))]);
    expect(await exchangeWith(gone.http)('r1')).toBe('offline');
  });
});
