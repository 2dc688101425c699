// /api/health: the public gets only { status }; the operator (ADMIN_TOKEN as a bearer token)
// gets the details below. Every detail is built in healthDetails, so a new part of the
// runtime (bus, feed lease) adds its fields there and to HealthDetails.
import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { z } from '@hono/zod-openapi';
import type { Database } from '../db/client.ts';
import type { Config } from '../config.ts';
import type { Feed } from '../feed/feed.ts';
import type { OfferReader } from '../feed/types.ts';
import type { Hub } from '../realtime/hub.ts';
import type { DatabaseGate } from './database-gate.ts';
import { ClusterHealth, clusterHealth, type ClusterHealthDeps } from '../feed/cluster-health.ts';
import { memoryParts } from '../memory-parts.ts';

export const HealthStatus = z
  .enum(['ok', 'starting', 'degraded'])
  .openapi({ description: 'ok: serving; starting: not ready yet; degraded: the database, the bus or the feed lease cannot be reached.' });
export type HealthStatus = z.infer<typeof HealthStatus>;

export const PublicHealth = z.object({ status: HealthStatus }).openapi('PublicHealth');

export const HealthDetails = z
  .object({
    status: HealthStatus,
    version: z.string(),
    uptime_seconds: z.number(),
    database: z.object({
      kind: z.enum(['pglite', 'postgres']),
      ok: z.boolean(),
      durable: z.boolean().openapi({ description: 'A commit is acknowledged only once it is on disk (fsync and synchronous_commit on).' }),
      disk_syncs: z.number().nullable().openapi({ description: 'fsync(2) calls the embedded database has made since start; null on PostgreSQL.' }),
    }),
    feed: z.object({
      running: z.boolean(),
      leader: z.boolean(),
      events: z.number(),
      offer_version: z.number(),
      pending_writes: z.number().openapi({ description: 'Offer write jobs queued and not yet stored: the first seeding after start, or a database falling behind.' }),
    }),
    memory: z.object({
      rss_bytes: z.number(),
      heap_used_bytes: z.number(),
      heap_total_bytes: z.number(),
      external_bytes: z.number().openapi({ description: 'Memory of C++ objects bound to JS (Buffers included), main thread and workers.' }),
      array_buffers_bytes: z.number(),
      database_wasm_bytes: z.number().nullable().openapi({ description: "The embedded database engine's WASM memory; null on PostgreSQL." }),
      database_thread_heap_bytes: z.number().nullable().openapi({ description: "The embedded database thread's JS heap; null on PostgreSQL." }),
      parts: z.record(z.string(), z.number()).openapi({ description: 'Bytes held by each named cache (pages, built files, offer).' }),
    }),
    event_loop_delay_p99_ms: z
      .number()
      .openapi({ description: 'Event-loop delay p99 since the previous detailed health call (or start): how late a 10 ms timer fired, beyond its 10 ms.' }),
    event_loop_delay_max_ms: z.number(),
    sockets: z.number(),
    live_relays: z.array(z.object({ pid: z.number(), sockets: z.number(), rss_bytes: z.number() })).openapi({
      description: 'Relay processes holding anonymous live sockets (LIVE_RELAYS), each with its sockets and memory; empty until this node holds LIVE_RELAY_AFTER sockets.',
    }),
    cluster: ClusterHealth,
  })
  .openapi('HealthDetails');
export type HealthDetails = z.infer<typeof HealthDetails>;

const LOOP_RESOLUTION_MS = 10;
const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether the Authorization header carries the operator token (the admin API's rule), compared in constant time. */
export function isOperator(authorization: string | undefined, token: string): boolean {
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(authorization ?? '');
  return !!match?.[1] && timingSafeEqual(digest(match[1]), digest(token));
}

export interface HealthReporter {
  /** The status, from a fresh database probe. */
  status(): Promise<HealthStatus>;
  /** Everything the operator sees; resets the event-loop histogram, so a bench reads it per run. */
  details(): Promise<HealthDetails>;
}

/** What health reads: the cluster's parts, whether start-up is over and since when the node runs, the database, the feed, the offer and the hub's sockets. */
export type HealthDeps = ClusterHealthDeps & {
  ready: boolean;
  startedAt: number;
  config: Pick<Config, 'version'>;
  database: Pick<Database, 'kind' | 'durable' | 'diskSyncs' | 'threadMemory'>;
  feed: Pick<Feed, 'status'>;
  offer: Pick<OfferReader, 'eventCount' | 'version'>;
  hub: Pick<Hub, 'connectionCount' | 'relays'>;
};

export function createHealthReporter(rt: HealthDeps, gate: DatabaseGate): HealthReporter {
  // Each sample is the time between two ticks of a timer set every LOOP_RESOLUTION_MS, so an
  // idle process records the interval itself: the delay is what lies beyond it (as
  // @fastify/under-pressure reads it too).
  const loopDelay = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  loopDelay.enable();
  // While starting (rt.ready false) the database may not answer yet: do not wait for it.
  const statusOf = (dbOk: boolean, clusterDegraded: boolean): HealthStatus => (!rt.ready ? 'starting' : !dbOk || clusterDegraded ? 'degraded' : 'ok');

  return {
    async status() {
      if (!rt.ready) return 'starting';
      const dbOk = await gate.probe();
      return statusOf(dbOk, dbOk && (await clusterHealth(rt)).degraded);
    },
    async details() {
      const dbOk = rt.ready && (await gate.probe());
      const cluster = await clusterHealth(rt);
      const feed = rt.feed.status();
      const memory = process.memoryUsage();
      const thread = dbOk && rt.database.threadMemory ? await rt.database.threadMemory().catch(() => null) : null;
      const beyond = (ns: number) => Math.max(0, ns / 1e6 - LOOP_RESOLUTION_MS);
      const p99 = loopDelay.count > 0 ? beyond(loopDelay.percentile(99)) : 0;
      const max = loopDelay.count > 0 ? beyond(loopDelay.max) : 0;
      loopDelay.reset();
      return {
        status: statusOf(dbOk, cluster.degraded),
        version: rt.config.version,
        uptime_seconds: Math.round((Date.now() - rt.startedAt) / 1000),
        database: { kind: rt.database.kind, ok: dbOk, durable: rt.database.durable, disk_syncs: dbOk ? await rt.database.diskSyncs().catch(() => null) : null },
        feed: { running: feed.running, leader: feed.leader, events: rt.offer.eventCount(), offer_version: rt.offer.version(), pending_writes: feed.pendingWrites },
        memory: {
          rss_bytes: memory.rss,
          heap_used_bytes: memory.heapUsed,
          heap_total_bytes: memory.heapTotal,
          external_bytes: memory.external,
          array_buffers_bytes: memory.arrayBuffers,
          database_wasm_bytes: thread?.wasm_bytes ?? null,
          database_thread_heap_bytes: thread?.heap_total_bytes ?? null,
          parts: memoryParts(),
        },
        event_loop_delay_p99_ms: Math.round(p99 * 100) / 100,
        event_loop_delay_max_ms: Math.round(max * 100) / 100,
        sockets: rt.hub.connectionCount(),
        live_relays: rt.hub.relays(),
        cluster: cluster.details,
      };
    },
  };
}
