// What a service raises when a rule refuses a request. Services speak in kinds, not HTTP
// statuses: the API's one mapping (src/server/api/errors.ts) turns a kind into a status, so
// no service imports from src/server/api.
export type RefusalKind =
  | 'invalid' // the input breaks a rule of its shape: 400
  | 'unauthenticated' // no valid credentials: 401
  | 'forbidden' // known caller, not allowed: 403
  | 'not_found' // 404
  | 'conflict' // the state of the world refuses it now (limits, funds, odds moved): 409
  | 'unprocessable' // well-formed but contradicts an earlier request (idempotency): 422
  | 'throttled' // too many attempts: 429 with Retry-After
  | 'unavailable'; // the service cannot take it now: 503 with Retry-After

export class DomainError extends Error {
  readonly kind: RefusalKind;
  readonly code: string;
  readonly details?: Record<string, unknown>;
  readonly retryAfterSeconds?: number;
  /** `code` is also the translation key players see the text of. */
  constructor(kind: RefusalKind, code: string, message: string, details?: Record<string, unknown>, retryAfterSeconds?: number) {
    super(message);
    this.kind = kind;
    this.code = code;
    this.details = details;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
