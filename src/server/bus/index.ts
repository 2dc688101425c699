// The bus carries change messages between the parts of a node and, over PostgreSQL
// LISTEN/NOTIFY, between nodes. Messages are small JSON objects on named topics.
//
// Between nodes a message can be lost: the LISTEN connection drops (a PostgreSQL restart, a
// terminated backend) or the node cannot keep up. The bus then heals itself: it reconnects
// with backoff, listens again, and tells its resync handlers, which reload what the node
// serves from the database. A node that falls too far behind stops applying messages one by
// one (memory would grow without bound) and resyncs from a snapshot instead.
import { EventEmitter } from 'node:events';
import type { Logger } from '../log.ts';

export type Topic = 'balance' | 'offer' | 'live' | 'player' | 'operator' | 'content';
export type Handler = (message: Record<string, unknown>) => void;

export interface BusHealth {
  connected: boolean;
  /** Age of the newest message received when it arrived (send to delivery), ms. */
  lag_ms: number;
  /** Highest lag seen since the previous health read, ms. */
  lag_max_ms: number;
  /** Times the node lost messages and reloaded from the database instead. */
  resyncs: number;
  /** Messages dropped while catching up from a snapshot. */
  dropped: number;
  /** Milliseconds since the listening connection went down, null while connected. */
  down_ms: number | null;
}

export interface Bus {
  publish(topic: Topic, message: Record<string, unknown>): void;
  subscribe(topic: Topic, handler: Handler): () => void;
  /** Called after messages may have been missed (a reconnect, an overflow): reload from the database. */
  onResync(handler: (reason: string) => void): () => void;
  health(): BusHealth;
  close(): Promise<void>;
}

/** One node: publish delivers to this process's subscribers on the next tick. */
export function createLocalBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish(topic, message) {
      queueMicrotask(() => emitter.emit(topic, message));
    },
    subscribe(topic, handler) {
      emitter.on(topic, handler);
      return () => emitter.off(topic, handler);
    },
    onResync: () => () => undefined,
    health: () => ({ connected: true, lag_ms: 0, lag_max_ms: 0, resyncs: 0, dropped: 0, down_ms: null }),
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'sportsbook_bus';
const BACKOFF_FIRST_MS = 200;
const BACKOFF_MAX_MS = 1_000;
/** Beyond this lag the node stops applying messages and reloads a snapshot. */
export const LAG_LIMIT_MS = 5_000;
/** Back to applying messages once they arrive this fresh. */
const LAG_RESUME_MS = 1_000;

const PUBLISH_ATTEMPTS = 3;
/** Messages sent in one statement at most. */
const PUBLISH_BATCH = 200;
/** PostgreSQL refuses a notification of 8,000 bytes or more; one such would sink the batch it travels in. */
const PAYLOAD_MAX_BYTES = 7_999;
/** Messages waiting to be sent at most (the database down for long): beyond it the oldest are dropped. */
const OUTBOX_MAX = 20_000;

const json = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

export interface PostgresBusOptions {
  /** Milliseconds since epoch on this node; tests move it to fake a slow node. */
  now?: () => number;
}

/** Several nodes over one PostgreSQL: every publish reaches every node's subscribers. */
export async function createPostgresBus(url: string, log: Logger, options: PostgresBusOptions = {}): Promise<Bus> {
  const pg = await import('pg');
  const now = options.now ?? Date.now;
  const local = new EventEmitter();
  local.setMaxListeners(0);
  // One connection, one statement at a time: notifications reach the listeners in commit order,
  // so two sent at once on two connections could arrive swapped (a price that moved twice showed
  // the older value). What is published meanwhile goes out together in the next statement.
  const sender = new pg.default.Pool({ connectionString: url, max: 1, application_name: `${process.env.PGAPPNAME || 'sportsbook'} bus sender` });
  sender.on('error', () => undefined);

  let listener: import('pg').Client | undefined;
  let closed = false;
  let downSince: number | null = now();
  let backoff = BACKOFF_FIRST_MS;
  let retry: NodeJS.Timeout | undefined;
  let lag = 0;
  let lagMax = 0;
  let resyncs = 0;
  let dropped = 0;
  let catchingUp = false;
  let sent = 0;
  const outbox: string[] = [];
  let sending: Promise<void> | undefined;

  const resync = (reason: string) => {
    resyncs++;
    log.info('bus resync', { reason });
    local.emit('resync', reason);
  };

  const receive = (payload: string | undefined) => {
    if (!payload) return;
    let envelope: { topic: Topic; message: Record<string, unknown>; at?: number };
    try {
      envelope = JSON.parse(payload) as typeof envelope;
    } catch (err) {
      log.warn('bus message dropped', { err });
      return;
    }
    lag = Math.max(0, now() - (envelope.at ?? now()));
    lagMax = Math.max(lagMax, lag);
    if (catchingUp) {
      // Snapshot mode: what is queued is older than a reload; drop it until the stream is fresh.
      if (lag > LAG_RESUME_MS) {
        dropped++;
        return;
      }
      catchingUp = false;
      resync('caught up after falling behind');
    } else if (lag > LAG_LIMIT_MS) {
      catchingUp = true;
      dropped++;
      log.warn('bus lagging: dropping to snapshot mode', { lag_ms: lag });
      return;
    }
    local.emit(envelope.topic, envelope.message);
  };

  const scheduleReconnect = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      void connect();
    }, backoff);
    retry.unref();
    backoff = Math.min(BACKOFF_MAX_MS, backoff * 2);
  };

  const lost = (c: import('pg').Client, why: string) => {
    if (listener !== c) return;
    listener = undefined;
    downSince ??= now();
    log.warn('bus connection lost', { why });
    c.end().catch(() => undefined);
    scheduleReconnect();
  };

  async function connect(first = false): Promise<void> {
    const c = new pg.default.Client({ connectionString: url, application_name: `${process.env.PGAPPNAME || 'sportsbook'} bus listener`, connectionTimeoutMillis: 5_000 });
    c.on('error', (err) => lost(c, err.message));
    c.on('end', () => lost(c, 'closed'));
    c.on('notification', (n) => receive(n.payload));
    listener = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
    } catch (err) {
      if (first) throw err;
      lost(c, (err as Error).message);
      return;
    }
    if (closed) {
      await c.end().catch(() => undefined);
      return;
    }
    const wasDown = downSince;
    downSince = null;
    backoff = BACKOFF_FIRST_MS;
    if (!first) {
      log.info('bus reconnected', { down_ms: wasDown === null ? 0 : now() - wasDown });
      resync('reconnected');
    }
  }

  await connect(true);

  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
  /** Sends the outbox in order; a batch that fails is tried again before any later one (a pooled connection the server dropped fails once). */
  const drain = async () => {
    while (outbox.length > 0 && !closed) {
      const batch = outbox.splice(0, PUBLISH_BATCH);
      for (let attempt = 1; ; attempt++) {
        try {
          await sender.query('select pg_notify($1, payload) from unnest($2::text[]) as payload', [CHANNEL, batch]);
          break;
        } catch (err) {
          if (attempt >= PUBLISH_ATTEMPTS || closed) {
            log.warn('bus publish failed', { err, messages: batch.length });
            break;
          }
          await pause(200 * attempt);
        }
      }
    }
    sending = undefined;
  };

  return {
    publish(topic, message) {
      // `seq` keeps two equal messages apart: PostgreSQL delivers one of identical notifications sent in one transaction.
      const payload = json({ topic, message, at: now(), seq: ++sent });
      if (Buffer.byteLength(payload) > PAYLOAD_MAX_BYTES) return log.warn('bus publish failed: message too long', { topic, bytes: Buffer.byteLength(payload) });
      outbox.push(payload);
      if (outbox.length > OUTBOX_MAX) log.warn('bus publish failed', { topic, dropped: outbox.splice(0, outbox.length - OUTBOX_MAX).length });
      sending ??= drain();
    },
    subscribe(topic, handler) {
      local.on(topic, handler);
      return () => local.off(topic, handler);
    },
    onResync(handler) {
      local.on('resync', handler);
      return () => local.off('resync', handler);
    },
    health() {
      const h = { connected: downSince === null, lag_ms: lag, lag_max_ms: lagMax, resyncs, dropped, down_ms: downSince === null ? null : now() - downSince };
      lagMax = lag;
      return h;
    },
    async close() {
      // What was published before closing still goes out (a result, a final balance), unless the database is away.
      if (sending) await Promise.race([sending, pause(2_000)]);
      closed = true;
      clearTimeout(retry);
      local.removeAllListeners();
      const c = listener;
      listener = undefined;
      await c?.end().catch(() => undefined);
      await sender.end().catch(() => undefined);
    },
  };
}
