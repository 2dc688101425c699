// What the contract says of every operation, in one place. Statuses an operation can answer
// whatever its handler does: invalid input where it validates any (400, the shared validation
// hook), a body over the limit on any write (413, the body-limit middleware in app.ts), an
// unexpected fault (500, app.onError), the database out of reach (503, app.ts), and on a secured
// operation missing credentials (401) or an account that may not act (403), both answered by the
// authentication step before the route (authenticate.ts). And the
// operations open to anyone, which say so with an empty security list. Tools that hold
// answers to the contract (a validating proxy, a generated client, a linter) otherwise see
// breaches or omissions.
import type { OpenAPIHono } from '@hono/zod-openapi';
import { ErrorBody } from './errors.ts';

const errorContent = { 'application/json': { schema: ErrorBody } };

/**
 * Operations anyone may call (paths without the /api prefix). Any other operation must name its
 * security scheme itself, so a route that forgets to is caught by the contract lint.
 */
const OPEN_TO_ANYONE = [
  /^\/health$/,
  /^\/(get_sports|get_leagues|get_events_for_league|get_highlights|get_last_minute_events|prematch_odds_by_id|get_live_events|search|results)$/,
  /^\/(contact|login|token\/refresh|get_all_games_and_providers)$/,
  // The test-control routes exist only with FEED_CONTROL=1, never in production.
  /^\/test\//,
];

/** Completes each route registered so far: the common statuses (a route's own declaration wins) and the open routes' empty security. */
export function completeContract(app: OpenAPIHono): void {
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const route = definition.route;
    // The schemes the route requires (an empty alternative makes its credentials optional).
    const required = route.security?.length && route.security.every((s) => Object.keys(s).length > 0) ? route.security : undefined;
    const secured = required ? { operator: required.some((s) => 'operator' in s) } : undefined;
    // Every operation: 400 invalid_characters (control characters in any query, path or body
    // string, src/server/http/reject-control-characters.ts) and 503 service_unavailable while
    // the database cannot be reached (src/server/http/database-guard.ts); 415 where a JSON body
    // is declared and another content type arrives (the body validator).
    route.responses = {
      400: { description: 'Invalid input (invalid_characters: a control character in the query, path or body)', content: errorContent },
      ...(route.request?.body ? { 415: { description: 'The body is not sent as application/json', content: errorContent } } : {}),
      ...(route.method !== 'get' && route.method !== 'head' ? { 413: { description: 'The request body is over the size limit', content: errorContent } } : {}),
      ...(secured ? { 401: { description: 'The credentials are missing or not valid (checked before the input: src/server/api/authenticate.ts)', content: errorContent } } : {}),
      ...(secured && !secured.operator
        ? { 403: { description: 'The account is locked, or the one-time password must be changed first (password_change_required)', content: errorContent } }
        : {}),
      500: { description: 'Unexpected fault', content: errorContent },
      503: { description: 'The database cannot be reached (or the node is starting); Retry-After says when to try again', content: errorContent },
      ...route.responses,
    };
    const path = route.path.replace(/^\/api(?=\/)/, '');
    if (route.security === undefined && OPEN_TO_ANYONE.some((open) => open.test(path))) route.security = [];
  }
}
