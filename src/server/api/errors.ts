// The API's one error shape: { error: { code, message } } with a 4xx status for bad input.
import { HTTPException } from 'hono/http-exception';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from '@hono/zod-openapi';
import { DomainError, type RefusalKind } from '../domain-error.ts';

export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: string;
  readonly details?: Record<string, unknown>;
  constructor(status: ContentfulStatusCode, code: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'validation_failed' }),
      message: z.string(),
      details: z.record(z.string(), z.unknown()).optional(),
    }),
  })
  .openapi('Error');

/** Standard error responses every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorBody } } },
} as const;

export function errorJson(c: Context, status: ContentfulStatusCode, code: string, message: string, details?: Record<string, unknown>) {
  return c.json({ error: { code, message, ...(details ? { details } : {}) } }, status);
}

const statusOfRefusal: Record<RefusalKind, ContentfulStatusCode> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  throttled: 429,
  unavailable: 503,
};

/** Turns any thrown value into the JSON error shape; only a real fault becomes a 500. */
export function toErrorResponse(err: unknown, c: Context, onFault: (err: unknown) => void) {
  if (err instanceof DomainError) {
    if (err.retryAfterSeconds !== undefined) c.header('Retry-After', String(Math.max(1, Math.ceil(err.retryAfterSeconds))));
    return errorJson(c, statusOfRefusal[err.kind], err.code, err.message, err.details);
  }
  if (err instanceof ApiError) return errorJson(c, err.status, err.code, err.message, err.details);
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    const code = status === 413 ? 'payload_too_large' : status === 400 ? 'malformed_request' : 'http_error';
    const message = status === 400 && /json/i.test(err.message) ? 'The request body is not valid JSON.' : err.message || 'Request refused.';
    return errorJson(c, status, code, message);
  }
  if (err instanceof SyntaxError) return errorJson(c, 400, 'malformed_request', 'The request body is not valid JSON.');
  onFault(err);
  return errorJson(c, 500, 'internal_error', 'Something went wrong on our side. Please try again.');
}

/** zod-openapi's hook: a failed validation answers 400 with the first problems named. */
export function validationHook(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }, c: Context) {
  if (result.success) return undefined;
  const issues = (result.error?.issues ?? []).slice(0, 5).map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  const summary = issues.map((i) => (i.path ? `${i.path}: ${i.message}` : i.message)).join('; ');
  return errorJson(c, 400, 'validation_failed', summary || 'Invalid input.', { issues });
}
