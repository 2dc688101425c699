// The islands' HTTP client: ky against /api with its hooks doing our part. Before a request:
// the spec's session-storage cache answers a fresh GET (60 s by default; cache-policy.ts names
// the calls kept longer or never), and the player's access token goes along, renewed first
// when a late timer left it due (a sleeping or throttled tab). After a response: 2xx GET
// answers are cached; a failure leaves as a typed ApiFailure. In between ky does what it does:
// a 15 s timeout per try, one more try of a GET on a network failure or a 408/413/429/5xx
// answer (after its Retry-After when the answer has one). client.ts loads this module on the
// first call, so a page pays for ky only once it talks to the API.
import ky, { isHTTPError, isTimeoutError, type KyInstance } from 'ky';
import { cacheKey, readCached, writeCached, type KeyValueStorage } from '../../lib/http-cache/index.ts';
import { $session, $sessionMeta } from '../../stores/session.ts';
import { refreshSessionTokens, tokensDue, type Exchange, type RefreshOutcome } from '../../stores/session-refresh.ts';
import { browserStorage } from '../../stores/storage.ts';
import { ApiFailure } from './failure.ts';
import { apiErrorOf } from './json.ts';
import { announceTermsRequired, TERMS_REQUIRED_CODE } from '../terms/required.ts';

export const TIMEOUT_MS = 15_000;
/** Marks an answer served from the cache, so that it is not written back (which would extend its life). */
const FROM_CACHE = 'x-session-cache';

/** What a call tells the hooks (ky's `context`). */
export interface CallContext {
  /** How long a 2xx GET answer is kept; 0 or absent: not cached. */
  ttlMs?: number;
  /** Sent without the player's token and never waits for a refresh (the refresh itself). */
  anonymous?: boolean;
}

export interface HttpDeps {
  /** Where `/api/` resolves; the page's own origin in the browser. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The cache's storage; undefined: nothing cached. */
  storage: () => KeyValueStorage | undefined;
  now: () => number;
  /** The player's access token, undefined for a visitor. */
  token: () => string | undefined;
  /** The cache's partition: one player's answers are never served to the next one in the tab. */
  partition: () => string;
  /** Renews the tokens first when they are due; resolves when the current token may be sent. */
  freshen: () => Promise<void>;
}

const contextOf = (options: { context: Record<string, unknown> }): CallContext => options.context as CallContext;

function keyOf(request: Request, deps: HttpDeps): string | undefined {
  const url = new URL(request.url);
  return cacheKey(request.method, url.pathname, url.searchParams, deps.partition());
}

/** Any error of a call as the ApiFailure the islands read. */
export function failureOf(error: unknown): ApiFailure {
  if (error instanceof ApiFailure) return error;
  if (isHTTPError(error)) {
    const { status, statusText } = error.response;
    // Not the API's JSON (an answer from something in between) reads as code 'http_error'.
    const { code, message } = apiErrorOf(error.data);
    // Whatever made the call, the terms prompt opens for a player who must accept changed terms.
    if (code === TERMS_REQUIRED_CODE) announceTermsRequired();
    if (code !== 'http_error') return new ApiFailure(status, code, message ?? code);
    return new ApiFailure(status, status === 404 ? 'not_found' : 'http_error', statusText || `HTTP ${status}`);
  }
  if (isTimeoutError(error)) return new ApiFailure(0, 'timeout', error.message);
  if (error instanceof Error && error.name === 'AbortError') return new ApiFailure(0, 'aborted', error.message);
  return new ApiFailure(0, 'network_error', error instanceof Error ? error.message : String(error));
}

/** The islands' ky instance over the given storage, clock and session. */
export function createHttp(deps: HttpDeps): KyInstance {
  return ky.create({
    prefix: '/api/',
    ...(deps.baseUrl ? { baseUrl: deps.baseUrl } : {}),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    timeout: TIMEOUT_MS,
    // ky's delays (0.3 s, or the answer's Retry-After on 413/429/503); POST and DELETE are never sent twice.
    retry: { limit: 1, methods: ['get'] },
    parseJson: (text) => (text ? JSON.parse(text) : undefined),
    hooks: {
      beforeRequest: [
        ({ request, options }) => {
          const ttl = contextOf(options).ttlMs ?? 0;
          const storage = ttl > 0 ? deps.storage() : undefined;
          const key = storage && keyOf(request, deps);
          const cached = storage && key ? readCached(storage, key, deps.now()) : undefined;
          if (cached) return new Response(cached.body, { status: cached.status, headers: { 'content-type': 'application/json', [FROM_CACHE]: '1' } });
          return undefined;
        },
        async ({ request, options }) => {
          if (contextOf(options).anonymous) return;
          await deps.freshen();
          const token = deps.token();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        async ({ request, options, response }) => {
          const ttl = contextOf(options).ttlMs ?? 0;
          if (ttl <= 0 || !response.ok || response.headers.has(FROM_CACHE)) return;
          const storage = deps.storage();
          const key = storage && keyOf(request, deps);
          if (storage && key) writeCached(storage, key, { status: response.status, body: await response.text() }, ttl, deps.now());
        },
      ],
      beforeError: [({ error }) => failureOf(error)],
    },
  });
}

/** Sends the refresh token: the new pair, 'refused' when the server says no, 'offline' when it could not be asked. */
export function exchangeWith(http: KyInstance): Exchange {
  return async (refresh) => {
    try {
      const answer = await http.post('token/refresh', { json: { refresh }, context: { anonymous: true } satisfies CallContext }).json<{ access?: unknown; refresh?: unknown }>();
      return typeof answer?.access === 'string' && typeof answer.refresh === 'string' ? { access: answer.access, refresh: answer.refresh } : 'refused';
    } catch (error) {
      // A server error or no answer is no verdict on the session: try again soon.
      const { status } = failureOf(error);
      return status === 0 || status >= 500 ? 'offline' : 'refused';
    }
  };
}

let exchange: Exchange | undefined;

/** The tokens renewed now, once for all tabs of the session. */
export function refreshTokens(): Promise<RefreshOutcome> {
  return refreshSessionTokens((exchange ??= exchangeWith(http)));
}

export const http = createHttp({
  storage: () => browserStorage('session'),
  now: () => Date.now(),
  token: () => $session.get()?.access_token,
  partition: () => String($session.get()?.id ?? ''),
  freshen: async () => {
    const user = $session.get();
    const meta = $sessionMeta.get();
    if (user && meta?.id === user.id && tokensDue(meta.refreshed_at, Date.now())) await refreshTokens();
  },
});
