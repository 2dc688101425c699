// One JSON call for the islands that must read a refusal's details themselves (the slip's new
// odds, a limit's value, a login's Retry-After, a form's fields) and so cannot use client.ts,
// which turns every refusal into an ApiFailure: a JSON body sent with the player's token and
// any extra headers, the answer's JSON read whatever its status, and a network failure as
// status 0 instead of a throw. It imports only the terms-required announcement (a few bytes)
// and stays small: it is its own chunk (392
// gzipped bytes), which the pages that load a caller statically pay for whole (/login, the
// affiliate form, the casino's pages through client.ts, a pre-match page's bet builder).
import { announceTermsRequired, TERMS_REQUIRED_CODE } from '../terms/required.ts';

export interface JsonOptions {
  /** The player's access token, sent as a Bearer authorization when given. */
  token?: string | undefined;
  /** Extra headers, e.g. an Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The browser finishes the call even when the page is left at once. */
  keepalive?: boolean;
}

export interface JsonAnswer<T = Record<string, unknown>> {
  /** The HTTP status; 0 when no answer came (network failure or aborted). */
  status: number;
  ok: boolean;
  /** The answer's JSON object, or null when it had none (or no answer came). */
  body: Partial<T> | null;
  headers: Headers | null;
}

/** The API's error shape `{ error: { code, message, details } }` read from any body; code 'http_error' when it has none. */
export interface ApiError {
  code: string;
  message: string | undefined;
  details: Record<string, unknown>;
}

const objectOr = <T>(value: unknown, otherwise: T) => (typeof value === 'object' && value !== null ? value : otherwise);

/** Sends `json` to `/api/<path>` and answers with the status and the parsed body; never throws. */
export async function sendJson<T = Record<string, unknown>>(
  method: 'POST' | 'PUT',
  path: string,
  json: unknown,
  { token, headers, ...init }: JsonOptions = {},
): Promise<JsonAnswer<T>> {
  try {
    const response = await fetch(`/api/${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
      body: JSON.stringify(json),
      ...init,
    });
    const body: unknown = await response.json().catch(() => null);
    // Whatever made the call, the terms prompt opens for a player who must accept changed terms.
    if (response.status === 403 && apiErrorOf(body).code === TERMS_REQUIRED_CODE) announceTermsRequired();
    return { status: response.status, ok: response.ok, body: objectOr(body, null) as Partial<T> | null, headers: response.headers };
  } catch {
    return { status: 0, ok: false, body: null, headers: null };
  }
}

/** The error of an API answer's body. */
export function apiErrorOf(body: unknown): ApiError {
  const { code, message, details } = objectOr((objectOr(body, {}) as { error?: unknown }).error, {}) as { code?: unknown; message?: unknown; details?: unknown };
  return {
    code: typeof code === 'string' ? code : 'http_error',
    message: typeof message === 'string' ? message : undefined,
    details: objectOr(details, {}) as Record<string, unknown>,
  };
}
