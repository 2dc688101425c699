// The API: one Hono app under /api, composed of one sub-app per resource.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { applySecurityHeaders } from '../http/security-headers.ts';
import { rejectControlCharacters } from '../http/reject-control-characters.ts';
import { databaseGate, RETRY_AFTER_SECONDS, type GateDeps } from '../http/database-gate.ts';
import { databaseGuard, unavailableAnswer } from '../http/database-guard.ts';
import { createHealthReporter, HealthDetails, isOperator, PublicHealth, type HealthDeps } from '../http/health.ts';
import { errorJson, toErrorResponse, validationHook } from './errors.ts';
import { authenticateFirst, type AuthenticateDeps } from './authenticate.ts';
import { offerApi, type OfferApiDeps } from './offer.ts';
import { adminApi, type AdminApiDeps } from './admin.ts';
import { contactApi, type ContactApiDeps } from './contact.ts';
import { testControlApi, type TestControlApiDeps } from './test-control.ts';
import { authApi, type AuthApiDeps } from './auth.ts';
import { accountApi, type AccountApiDeps } from './account.ts';
import { ticketsApi, type TicketsApiDeps } from './tickets.ts';
import { betBuilderApi } from './bet-builder.ts';
import { cashOutApi, type CashOutApiDeps } from './cash-out.ts';
import { notificationsApi } from './notifications.ts';
import { adminCashOutApi, type AdminCashOutApiDeps } from './admin-cash-out.ts';
import { adminEventsApi, type AdminEventsApiDeps } from './admin-events.ts';
import { casinoApi, type CasinoApiDeps } from './casino.ts';
import { completeContract } from './contract-defaults.ts';
import { adminAffiliatesApi, signupApi, type AdminAffiliatesApiDeps, type SignupApiDeps } from './signup.ts';
import { trackerApi, type TrackerApiDeps } from './tracker.ts';
import { adminAtRiskApi, type AdminAtRiskApiDeps } from './admin-at-risk.ts';
import { sessionPlayApi } from './session-play.ts';
import { adminContentApi, EDITOR_MAX_BODY_BYTES, editorApi, termsApi, type ContentApiDeps } from './content.ts';

export const MAX_BODY_BYTES = 64 * 1024;
const API_BASE = '/api';

/** Reads a body stream, giving up (null) as soon as it passes the limit. */
async function readCapped(stream: ReadableStream<Uint8Array>, limit: number): Promise<ArrayBuffer | null> {
  const reader = stream.getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    parts.push(value);
  }
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.byteLength;
  }
  return out.buffer;
}

/**
 * What the API uses: the parts each sub-app declares, the database gate and health, and the
 * app's own settings and log. The composition (runtime.ts) hands in the one object that has them all.
 */
export type ApiDeps = GateDeps &
  HealthDeps &
  OfferApiDeps &
  ContactApiDeps &
  AuthApiDeps &
  AccountApiDeps &
  TicketsApiDeps &
  CashOutApiDeps &
  CasinoApiDeps &
  AdminApiDeps &
  AdminEventsApiDeps &
  SignupApiDeps &
  AdminAffiliatesApiDeps &
  AdminCashOutApiDeps &
  TrackerApiDeps &
  AdminAtRiskApiDeps &
  TestControlApiDeps &
  ContentApiDeps &
  AuthenticateDeps & {
    config: Pick<Config, 'publicOrigin' | 'adminToken' | 'version' | 'feedControl'>;
    log: Logger;
  };

export function createApi(rt: ApiDeps): OpenAPIHono {
  const gate = databaseGate(rt);
  const health = createHealthReporter(rt, gate);
  const app = new OpenAPIHono({ defaultHook: validationHook as never }).basePath(API_BASE) as unknown as OpenAPIHono;

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    applySecurityHeaders(c.res.headers, { publicOrigin: rt.config.publicOrigin });
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
    const ms = Math.round((performance.now() - started) * 10) / 10;
    // A 503 is an answer (still starting, or busy: come back later), not a fault.
    if (c.res.status >= 500 && c.res.status !== 503) rt.log.error('request failed', { method: c.req.method, path: c.req.path, status: c.res.status, ms });
    else rt.log.debug('request', { method: c.req.method, path: c.req.path, status: c.res.status, ms });
  });
  // A declared length is the limit Node's parser holds the client to, so checking it bounds
  // the body without reading it; a body of unknown length is read up to the limit and kept
  // for the route (Hono answers later reads from its body cache).
  app.use('*', async function bodyLimitHandler(c, next) {
    // An editor's page may take 200 KB: their routes take larger bodies than the rest.
    const limit = c.req.path.startsWith('/api/editor/') ? EDITOR_MAX_BODY_BYTES : MAX_BODY_BYTES;
    const tooLarge = () => errorJson(c, 413, 'payload_too_large', `The request body is larger than ${limit / 1024} KB.`);
    const length = c.req.header('content-length');
    if (length !== undefined) {
      if (!/^\d+$/.test(length) || Number(length) > limit) return tooLarge();
    } else if (c.req.raw.body) {
      const body = await readCapped(c.req.raw.body, limit);
      if (!body) return tooLarge();
      (c.req as unknown as { bodyCache: Record<string, Promise<ArrayBuffer>> }).bodyCache.arrayBuffer = Promise.resolve(body);
    }
    await next();
  });
  // While the database is down every route but health answers 503 at once.
  app.use('*', databaseGuard(gate, { exempt: (path) => path === '/api/health' }));
  // Credentials before input: a secured route answers 401 before anything reads its path, query or body.
  const authentication = authenticateFirst(rt);
  app.use('*', authentication.middleware);
  // Control characters are refused on every route; the contact message, the affiliate
  // application and an editor's Markdown are the multiline fields.
  app.use(
    '*',
    rejectControlCharacters({
      multiline: { 'POST /api/contact': ['content'], 'POST /api/affiliate-applications': ['message'], 'POST /api/editor/preview': ['body'], 'POST /api/editor/publish': ['body'] },
    }),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['platform'],
      summary: 'Whether the service is up; with the operator token, the database, the feed, memory and the event loop.',
      security: [{}, { operator: [] }],
      responses: {
        200: {
          description: 'Serving. The public gets PublicHealth, the operator HealthDetails.',
          content: { 'application/json': { schema: z.union([HealthDetails, PublicHealth]) } },
        },
        503: {
          description: 'Starting or degraded (the database cannot be reached); Retry-After says when to look again.',
          content: { 'application/json': { schema: z.union([HealthDetails, PublicHealth]) } },
        },
      },
    }),
    async (c) => {
      const body = isOperator(c.req.header('authorization'), rt.config.adminToken) ? await health.details() : { status: await health.status() };
      if (body.status === 'ok') return c.json(body, 200);
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return c.json(body, 503);
    },
  );

  app.route('/', offerApi(rt));
  app.route('/', contactApi(rt));
  app.route('/', authApi(rt));
  app.route('/', accountApi(rt) as unknown as OpenAPIHono);
  app.route('/', ticketsApi(rt) as unknown as OpenAPIHono);
  app.route('/', betBuilderApi(rt));
  app.route('/', cashOutApi(rt) as unknown as OpenAPIHono);
  app.route('/', notificationsApi(rt) as unknown as OpenAPIHono);
  app.route('/', casinoApi(rt) as unknown as OpenAPIHono);
  app.route('/admin', adminApi(rt));
  app.route('/admin', adminEventsApi(rt));
  app.route('/', signupApi(rt));
  app.route('/admin', adminAffiliatesApi(rt));
  app.route('/admin', adminCashOutApi(rt));
  app.route('/', trackerApi(rt));
  app.route('/admin', adminAtRiskApi(rt));
  app.route('/', sessionPlayApi(rt) as unknown as OpenAPIHono);
  app.route('/', editorApi(rt) as unknown as OpenAPIHono);
  app.route('/', termsApi(rt) as unknown as OpenAPIHono);
  app.route('/admin', adminContentApi(rt));
  if (rt.config.feedControl) app.route('/test', testControlApi(rt));
  completeContract(app);
  authentication.learn(app, API_BASE);

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Sportsbook API', version: rt.config.version, description: 'Pages, islands and operators use this API. Money is in minor units unless a field says otherwise.' },
    servers: [{ url: '/' }],
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  app.openAPIRegistry.registerComponent('securitySchemes', 'operator', { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN' });

  app.notFound((c) => errorJson(c, 404, 'not_found', `No API route ${c.req.method} ${c.req.path}.`));
  app.onError(async (err, c) => {
    let fault = false;
    const answer = toErrorResponse(err, c, () => {
      fault = true;
    });
    if (!fault) return answer;
    // A fault while the database cannot be reached is the database's: 503, not 500.
    const unavailable = await unavailableAnswer(err, c, gate);
    if (unavailable) {
      rt.log.warn('database unavailable', { path: c.req.path, err });
      return unavailable;
    }
    rt.log.error('unhandled error', { path: c.req.path, err });
    return answer;
  });
  return app;
}
