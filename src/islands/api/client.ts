// The one API client of the islands: apiGet, apiPost, apiDelete against /api, answering the
// parsed JSON or throwing an ApiFailure. The work is ky's (http.ts: token, refresh, cache,
// retry, timeout, errors), loaded on the first call: an island that imports this file pays a
// few hundred bytes with its page, and ky comes when the page first talks to the API.
import { cacheTtlFor } from './cache-policy.ts';
import { ApiFailure } from './failure.ts';
import type { CallContext } from './http.ts';
import type { RefreshOutcome } from '../../stores/session-refresh.ts';
import { browserStorage } from '../../stores/storage.ts';
import { clearCache } from '../../lib/http-cache/index.ts';

export { ApiFailure };
export { GAME_LIST_TTL_MS } from '../../lib/http-cache/index.ts';

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

const load = () => import('./http.ts');
const clean = (path: string): string => path.replace(/^\/+/, '');

/** Runs a call on the loaded client; anything thrown, the loading of the client included, leaves as an ApiFailure. */
async function call<T>(send: (http: Awaited<ReturnType<typeof load>>) => Promise<T>): Promise<T> {
  let module: Awaited<ReturnType<typeof load>>;
  try {
    module = await load();
  } catch (error) {
    throw new ApiFailure(0, 'network_error', error instanceof Error ? error.message : String(error));
  }
  try {
    return await send(module);
  } catch (error) {
    throw module.failureOf(error);
  }
}

/** A GET whose JSON answer is cached per the spec; throws ApiFailure. */
export function apiGet<T>(path: string, options: GetOptions = {}): Promise<T> {
  const ttlMs = options.noCache ? 0 : (options.ttlMs ?? cacheTtlFor(path));
  return call(({ http }) =>
    http
      .get(clean(path), {
        searchParams: options.searchParams ?? {},
        signal: options.signal,
        context: { ttlMs } satisfies CallContext,
        // noCache asks the server itself: not the browser's HTTP cache either (offer answers carry max-age).
        ...(options.noCache ? { cache: 'no-store' as const } : {}),
      })
      .json<T>(),
  );
}

/** A POST with a JSON body; never cached, never retried. Returns the parsed answer (undefined when empty). */
export function apiPost<T = unknown>(path: string, json: unknown, options: PostOptions = {}): Promise<T> {
  return call(({ http }) => http.post(clean(path), { json, signal: options.signal }).json<T>());
}

/** A DELETE; never cached, never retried. Returns the parsed answer (undefined when empty). */
export function apiDelete<T = unknown>(path: string, options: PostOptions = {}): Promise<T> {
  return call(({ http }) => http.delete(clean(path), { signal: options.signal }).json<T>());
}

/** Renews the player's tokens now, once for all the tabs of the session (the session keeper's timer). */
export async function refreshTokens(): Promise<RefreshOutcome> {
  try {
    return await (await load()).refreshTokens();
  } catch {
    return 'offline';
  }
}

/** Forgets every cached answer, e.g. at logout so the next person at this browser sees none of them. */
export function clearApiCache(): void {
  const storage = browserStorage('session');
  if (storage) clearCache(storage);
}
