// The API: one Hono app under /api, composed of one sub-app per resource.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Runtime } from '../runtime.ts';
import { applySecurityHeaders } from '../http/security-headers.ts';
import { errorJson, toErrorResponse, validationHook } from './errors.ts';
import { offerApi } from './offer.ts';
import { adminApi } from './admin.ts';
import { contactApi } from './contact.ts';
import { testControlApi } from './test-control.ts';
import { authApi } from './auth.ts';
import { accountApi } from './account.ts';
import { ticketsApi } from './tickets.ts';
import { adminEventsApi } from './admin-events.ts';
import { casinoApi } from './casino.ts';

export const MAX_BODY_BYTES = 64 * 1024;

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

/** A sub-app with the shared validation hook, so every route answers bad input alike. */
export function subApp(): OpenAPIHono {
  return new OpenAPIHono({ defaultHook: validationHook as never });
}

const Health = z
  .object({
    status: z.enum(['ok', 'degraded', 'starting']).openapi({ description: '"starting" (with 503) while start-up work goes on after the site is served: the database opening, demo players.' }),
    version: z.string(),
    uptime_seconds: z.number(),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      ok: z.boolean(),
      durable: z.boolean().openapi({ description: 'A commit is acknowledged only once it is on disk (fsync and synchronous_commit on).' }),
      disk_syncs: z.number().nullable().openapi({ description: 'fsync(2) calls the embedded database has made since start; null on PostgreSQL.' }),
    }),
    feed: z.object({ running: z.boolean(), leader: z.boolean(), events: z.number(), offer_version: z.number() }),
    memory: z.object({ rss_bytes: z.number(), heap_used_bytes: z.number() }),
    event_loop_delay_p99_ms: z.number().openapi({ description: 'Event-loop delay p99 since the previous health call (or start): how late a 10 ms timer fired, beyond its 10 ms.' }),
    event_loop_delay_max_ms: z.number(),
    sockets: z.number(),
  })
  .openapi('Health');

const LOOP_RESOLUTION_MS = 10;

export function createApi(rt: Runtime): OpenAPIHono {
  // Health reports event-loop delay since its previous call, so a bench can read it per run.
  // Each sample is the time between two ticks of a timer set every LOOP_RESOLUTION_MS, so an
  // idle process records the interval itself: the delay is what lies beyond it (as
  // @fastify/under-pressure reads it too).
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loopDelay.enable();
  const app = new OpenAPIHono({ defaultHook: validationHook as never }).basePath('/api') as unknown as OpenAPIHono;

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    applySecurityHeaders(c.res.headers);
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
    const tooLarge = () => errorJson(c, 413, 'payload_too_large', `The request body is larger than ${MAX_BODY_BYTES / 1024} KB.`);
    const length = c.req.header('content-length');
    if (length !== undefined) {
      if (!/^\d+$/.test(length) || Number(length) > MAX_BODY_BYTES) return tooLarge();
    } else if (c.req.raw.body) {
      const body = await readCapped(c.req.raw.body, MAX_BODY_BYTES);
      if (!body) return tooLarge();
      (c.req as unknown as { bodyCache: Record<string, Promise<ArrayBuffer>> }).bodyCache.arrayBuffer = Promise.resolve(body);
    }
    await next();
  });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['platform'],
      summary: 'Reports the database, the feed and the version.',
      responses: {
        200: { description: 'Healthy or degraded', content: { 'application/json': { schema: Health } } },
        503: { description: 'Still starting', content: { 'application/json': { schema: Health } } },
      },
    }),
    async (c) => {
      // While starting, the database may not answer yet: do not wait for it.
      const dbOk = rt.ready && (await rt.database.ping().catch(() => false));
      const feed = rt.feed.status();
      const memory = process.memoryUsage();
      const beyond = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);
      const p99 = loopDelay.count > 0 ? beyond(loopDelay.percentile(99)) : 0;
      const max = loopDelay.count > 0 ? beyond(loopDelay.max) : 0;
      loopDelay.reset();
      return c.json(
        {
          status: !rt.ready ? ('starting' as const) : dbOk ? ('ok' as const) : ('degraded' as const),
          version: rt.config.version,
          uptime_seconds: Math.round((Date.now() - rt.startedAt) / 1000),
          database: { kind: rt.database.kind, ok: dbOk, durable: rt.database.durable, disk_syncs: rt.ready ? await rt.database.diskSyncs().catch(() => null) : null },
          feed: { running: feed.running, leader: feed.leader, events: rt.offer.eventCount(), offer_version: rt.offer.version() },
          memory: { rss_bytes: memory.rss, heap_used_bytes: memory.heapUsed },
          event_loop_delay_p99_ms: Math.round(p99 * 100) / 100,
          event_loop_delay_max_ms: Math.round(max * 100) / 100,
          sockets: rt.hub.connectionCount(),
        },
        rt.ready ? 200 : 503,
      );
    },
  );

  app.route('/', offerApi(rt));
  app.route('/', contactApi(rt));
  app.route('/', authApi(rt));
  app.route('/', accountApi(rt) as unknown as OpenAPIHono);
  app.route('/', ticketsApi(rt) as unknown as OpenAPIHono);
  app.route('/', casinoApi(rt) as unknown as OpenAPIHono);
  app.route('/admin', adminApi(rt));
  app.route('/admin', adminEventsApi(rt));
  if (rt.config.feedControl) app.route('/test', testControlApi(rt));

  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: 'Sportsbook API', version: rt.config.version, description: 'Pages, islands and operators use this API. Money is in minor units unless a field says otherwise.' },
    servers: [{ url: '/' }],
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
  app.openAPIRegistry.registerComponent('securitySchemes', 'operator', { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN' });

  app.notFound((c) => errorJson(c, 404, 'not_found', `No API route ${c.req.method} ${c.req.path}.`));
  app.onError((err, c) => toErrorResponse(err, c, (fault) => rt.log.error('unhandled error', { path: c.req.path, err: fault })));
  return app;
}
