// One JSON call for the islands that must read a refusal's details themselves (the slip's new
// odds, a limit's value, a login's Retry-After, a form's fields) and so cannot use client.ts,
// which turns every refusal into an ApiFailure: a JSON body sent with the player's token and
// any extra headers, the answer's JSON read whatever its status, and a network failure as
// status 0 instead of a throw. It imports nothing, so a page pays only for these few lines.

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

/** Sends `json` to `/api/<path>` and answers with the status and the parsed body; never throws. */
export async function sendJson<T = Record<string, unknown>>(method: 'POST' | 'PUT', path: string, json: unknown, options: JsonOptions = {}): Promise<JsonAnswer<T>> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\/+/, '')}`, {
      method,
      headers,
      body: JSON.stringify(json),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch {
    return { status: 0, ok: false, body: null, headers: null };
  }
  const body: unknown = await response.json().catch(() => null);
  return { status: response.status, ok: response.ok, body: typeof body === 'object' && body !== null ? (body as Partial<T>) : null, headers: response.headers };
}

/** The error of an API answer's body. */
export function apiErrorOf(body: unknown): ApiError {
  const error = typeof body === 'object' && body !== null ? (body as { error?: { code?: unknown; message?: unknown; details?: unknown } }).error : undefined;
  const details = error?.details;
  return {
    code: typeof error?.code === 'string' ? error.code : 'http_error',
    message: typeof error?.message === 'string' ? error.message : undefined,
    details: typeof details === 'object' && details !== null ? (details as Record<string, unknown>) : {},
  };
}
