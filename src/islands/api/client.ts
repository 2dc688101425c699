// The one HTTP client of the islands: ky against /api, the player's access token when
// logged in, API errors as a typed ApiFailure, and the spec's browser cache (GET
// answers kept in session storage, 60 s by default; cache-policy.ts names the calls kept
// longer or never, the player's own calls among them, and says why).
import ky, { HTTPError, TimeoutError } from 'ky';
import { $session } from '../../stores/session.ts';
import { browserStorage } from '../../stores/storage.ts';
import { cacheKey, clearCache, readCached, writeCached } from '../../lib/http-cache/index.ts';
import { cacheTtlFor } from './cache-policy.ts';

export { GAME_LIST_TTL_MS } from '../../lib/http-cache/index.ts';

/** Why a call failed: the API's `{ error: { code, message } }`, or status 0 when no answer came. */
export class ApiFailure extends Error {
  readonly status: number;
  readonly code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.code = code;
  }
}

export type Query = Record<string, string | number | boolean | undefined>;

export interface GetOptions {
  searchParams?: Query;
  /** Time to live of the cached answer; by default the call's (cache-policy.ts). */
  ttlMs?: number;
  /** Ask the server whatever the policy says (the player's own calls and live events never are cached anyway). */
  noCache?: boolean;
  signal?: AbortSignal;
}

export interface PostOptions {
  signal?: AbortSignal;
}

const http = ky.create({
  prefix: '/api',
  timeout: 15_000,
  retry: { limit: 1 },
  hooks: {
    beforeRequest: [
      ({ request }) => {
        const token = $session.get()?.access_token;
        if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
  },
});

function toParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(name, String(value));
  return params;
}

async function toFailure(error: unknown): Promise<ApiFailure> {
  if (error instanceof ApiFailure) return error;
  if (error instanceof HTTPError) {
    const { status } = error.response;
    try {
      const body = (await error.response.clone().json()) as { error?: { code?: unknown; message?: unknown } };
      if (typeof body.error?.code === 'string') {
        return new ApiFailure(status, body.error.code, typeof body.error.message === 'string' ? body.error.message : body.error.code);
      }
    } catch {
      // Not the API's JSON: an answer from something in between.
    }
    return new ApiFailure(status, status === 404 ? 'not_found' : 'http_error', error.response.statusText || `HTTP ${status}`);
  }
  if (error instanceof TimeoutError) return new ApiFailure(0, 'timeout', error.message);
  if (error instanceof DOMException && error.name === 'AbortError') return new ApiFailure(0, 'aborted', error.message);
  return new ApiFailure(0, 'network_error', error instanceof Error ? error.message : String(error));
}

const clean = (path: string): string => path.replace(/^\/+/, '');

function parseJson<T>(text: string): T {
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Partition of the cache: one player's answers are never served to the next one in the tab. */
const partition = (): string => String($session.get()?.id ?? '');

/** A GET whose JSON answer is cached per the spec; throws ApiFailure. */
export async function apiGet<T>(path: string, options: GetOptions = {}): Promise<T> {
  const params = toParams(options.searchParams);
  const ttl = options.ttlMs ?? cacheTtlFor(path);
  const storage = options.noCache || ttl <= 0 ? undefined : browserStorage('session');
  const key = storage ? cacheKey('GET', `/api/${clean(path)}`, params, partition()) : undefined;
  if (storage && key) {
    const cached = readCached(storage, key, Date.now());
    if (cached) return parseJson<T>(cached.body);
  }
  try {
    // noCache asks the server itself: not the browser's HTTP cache either (offer answers carry max-age).
    const response = await http.get(clean(path), { searchParams: params, signal: options.signal, ...(options.noCache ? { cache: 'no-store' as const } : {}) });
    const body = await response.text();
    if (storage && key) writeCached(storage, key, { status: response.status, body }, ttl, Date.now());
    return parseJson<T>(body);
  } catch (error) {
    throw await toFailure(error);
  }
}

/** A POST with a JSON body; never cached, never retried. Returns the parsed answer (undefined when empty). */
export async function apiPost<T = unknown>(path: string, json: unknown, options: PostOptions = {}): Promise<T> {
  try {
    const response = await http.post(clean(path), { json, signal: options.signal, retry: { limit: 0 } });
    return parseJson<T>(await response.text());
  } catch (error) {
    throw await toFailure(error);
  }
}

/** A DELETE; never cached, never retried. Returns the parsed answer (undefined when empty). */
export async function apiDelete<T = unknown>(path: string, options: PostOptions = {}): Promise<T> {
  try {
    const response = await http.delete(clean(path), { signal: options.signal, retry: { limit: 0 } });
    return parseJson<T>(await response.text());
  } catch (error) {
    throw await toFailure(error);
  }
}

/** Forgets every cached answer, e.g. at logout so the next person at this browser sees none of them. */
export function clearApiCache(): void {
  const storage = browserStorage('session');
  if (storage) clearCache(storage);
}
