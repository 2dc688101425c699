// The one HTTP client of the islands: fetch against /api (a few lines of our own in place of
// ky, whose 10 KB gzipped every page calling the API paid: issue 15's JS budget), the
// player's access token when logged in, one retry of a GET as ky did it, a 15 s timeout,
// API errors as a typed ApiFailure, and the spec's browser cache (GET answers kept in
// session storage, 60 s by default; cache-policy.ts names the calls kept longer or never,
// the player's own calls among them, and says why).
import { $session } from '../../stores/session.ts';
import { browserStorage } from '../../stores/storage.ts';
import { cacheKey, clearCache, readCached, writeCached } from '../../lib/http-cache/index.ts';
import { cacheTtlFor } from './cache-policy.ts';
import { apiErrorOf } from './json.ts';
import { announceTermsRequired, TERMS_REQUIRED_CODE } from '../terms/required.ts';

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

/** An answer outside 2xx; toFailure reads the API's error body from it. */
class HttpError extends Error {
  readonly response: Response;
  constructor(response: Response) {
    super(`HTTP ${response.status}`);
    this.response = response;
  }
}

class TimeoutError extends Error {}

const TIMEOUT_MS = 15_000;
/** Answers worth one more try (a proxy or the server briefly unwell), as ky retried them. */
const RETRY_STATUSES = new Set([408, 413, 429, 500, 502, 503, 504]);
/** Statuses whose Retry-After header says when to try again. */
const RETRY_AFTER_STATUSES = new Set([413, 429, 503]);
const RETRY_DELAY_MS = 300;

interface Attempt {
  method: 'GET' | 'POST' | 'DELETE';
  searchParams?: URLSearchParams;
  json?: unknown;
  signal?: AbortSignal;
  cache?: RequestCache;
  /** Extra tries after the first: only GET is retried (POST and DELETE never are). */
  retries: number;
}

function retryDelay(response: Response | undefined): number {
  const header = response && RETRY_AFTER_STATUSES.has(response.status) ? response.headers.get('Retry-After') : null;
  if (header) {
    const seconds = Number(header);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const at = Date.parse(header);
    if (Number.isFinite(at)) return Math.max(0, at - Date.now());
  }
  return RETRY_DELAY_MS;
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** One attempt: the player's token when logged in, a 15 s timeout, the caller's abort signal. */
async function once(path: string, attempt: Attempt): Promise<Response> {
  const query = attempt.searchParams?.toString();
  const headers = new Headers();
  const token = $session.get()?.access_token;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (attempt.json !== undefined) headers.set('Content-Type', 'application/json');
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(new TimeoutError(`Request timed out: ${attempt.method} /api/${path}`)), TIMEOUT_MS);
  const signal = attempt.signal ? AbortSignal.any([attempt.signal, timeout.signal]) : timeout.signal;
  try {
    const response = await fetch(`/api/${path}${query ? `?${query}` : ''}`, {
      method: attempt.method,
      headers,
      body: attempt.json === undefined ? undefined : JSON.stringify(attempt.json),
      signal,
      ...(attempt.cache ? { cache: attempt.cache } : {}),
    });
    if (!response.ok) throw new HttpError(response);
    return response;
  } catch (error) {
    if (timeout.signal.aborted && !attempt.signal?.aborted) throw timeout.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** Sends the call, once more after a short pause when the answer or the network failed in a way worth retrying. */
async function send(path: string, attempt: Attempt): Promise<Response> {
  for (let tries = 0; ; tries++) {
    try {
      return await once(path, attempt);
    } catch (error) {
      const aborted = attempt.signal?.aborted || error instanceof TimeoutError;
      const worthRetry = error instanceof HttpError ? RETRY_STATUSES.has(error.response.status) : error instanceof TypeError;
      if (tries >= attempt.retries || aborted || !worthRetry) throw error;
      await wait(retryDelay(error instanceof HttpError ? error.response : undefined), attempt.signal);
    }
  }
}

function toParams(query: Query | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.set(name, String(value));
  return params;
}

async function toFailure(error: unknown): Promise<ApiFailure> {
  if (error instanceof ApiFailure) return error;
  if (error instanceof HttpError) {
    const { status } = error.response;
    // Not the API's JSON (an answer from something in between) reads as code 'http_error'.
    const { code, message } = apiErrorOf(
      await error.response
        .clone()
        .json()
        .catch(() => null),
    );
    // Whatever made the call, the terms prompt opens for a player who must accept changed terms.
    if (code === TERMS_REQUIRED_CODE) announceTermsRequired();
    if (code !== 'http_error') return new ApiFailure(status, code, message ?? code);
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
    const response = await send(clean(path), {
      method: 'GET',
      searchParams: params,
      signal: options.signal,
      retries: 1,
      ...(options.noCache ? { cache: 'no-store' as const } : {}),
    });
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
    const response = await send(clean(path), { method: 'POST', json, signal: options.signal, retries: 0 });
    return parseJson<T>(await response.text());
  } catch (error) {
    throw await toFailure(error);
  }
}

/** A DELETE; never cached, never retried. Returns the parsed answer (undefined when empty). */
export async function apiDelete<T = unknown>(path: string, options: PostOptions = {}): Promise<T> {
  try {
    const response = await send(clean(path), { method: 'DELETE', signal: options.signal, retries: 0 });
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
