// The bus carries change messages between the parts of a node and, over PostgreSQL
// LISTEN/NOTIFY, between nodes. Messages are small JSON objects on named topics.
//
// Between nodes a message can be lost: the LISTEN connection drops (a PostgreSQL restart, a
// terminated backend) or the node cannot keep up. The bus then heals itself: it reconnects
// with backoff, listens again, and tells its resync handlers, which reload what the node
// serves from the database. A node that falls too far behind stops applying messages one by
// one (memory would grow without bound) and resyncs from a snapshot instead.
//
// A message can also be lost on the way out while the listeners stay connected: a node cut
// off from the database for longer than its retries drops what it could not send. Each bus
// numbers what it sends, so a listener that sees a number skipped from a sender knows it
// missed something and resyncs; a sender that dropped a batch keeps sending a bare number
// until one gets through, so the others learn of the gap even if it publishes nothing else.
import { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';
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
  /** Messages found missing by their number (a node could not send them): each gap brought a resync. */
  missed: number;
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
    health: () => ({ connected: true, lag_ms: 0, lag_max_ms: 0, resyncs: 0, dropped: 0, missed: 0, down_ms: null }),
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
/** After a dropped batch, the wait before the bare number that tells the others of it is sent (again). */
const GAP_NOTICE_MS = 1_000;
/** Senders whose last number a listener keeps (nodes restart with new ids); the oldest are forgotten. */
const SENDERS_MAX = 1_000;
/** The topic of a bare number: it reaches no subscriber. */
const GAP_NOTICE_TOPIC = 'bus-sequence';

interface Envelope {
  topic: Topic | typeof GAP_NOTICE_TOPIC;
  message?: Record<string, unknown>;
  at?: number;
  /** The sending bus, and its number for this message: 1, 2, 3… with none skipped unless lost (the number also keeps two equal messages apart: PostgreSQL delivers one of identical notifications sent in one transaction). */
  from?: string;
  seq?: number;
}

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
  let missed = 0;
  let catchingUp = false;
  const busId = randomBytes(6).toString('hex');
  let sent = 0;
  const outbox: string[] = [];
  let sending: Promise<void> | undefined;
  /** A batch was dropped and no later one has gone out yet: the others do not know. */
  let owesNotice = false;
  let noticeTimer: NodeJS.Timeout | undefined;
  /** The last number heard from each sender since this listener connected. */
  const lastHeard = new Map<string, number>();

  const resync = (reason: string) => {
    resyncs++;
    log.info('bus resync', { reason });
    local.emit('resync', reason);
  };

  /** How many messages from this sender were skipped since the last one heard (0 for a sender first heard now). */
  const skipped = (from: string | undefined, seq: number | undefined): number => {
    if (from === undefined || seq === undefined) return 0;
    const last = lastHeard.get(from);
    lastHeard.delete(from);
    lastHeard.set(from, last === undefined ? seq : Math.max(last, seq));
    if (lastHeard.size > SENDERS_MAX) lastHeard.delete(lastHeard.keys().next().value!);
    return last === undefined ? 0 : Math.max(0, seq - last - 1);
  };

  const receive = (payload: string | undefined) => {
    if (!payload) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch (err) {
      log.warn('bus message dropped', { err });
      return;
    }
    const gap = skipped(envelope.from, envelope.seq);
    if (gap > 0 && !catchingUp) {
      missed += gap;
      log.warn('bus messages missed', { from: envelope.from, missed: gap });
      resync(`missed ${gap} message(s) from a node`);
    }
    if (envelope.topic === GAP_NOTICE_TOPIC || !envelope.message) return;
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
    // Whatever was sent while this listener was away is covered by the resync below: count from here.
    lastHeard.clear();
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
          owesNotice = false;
          break;
        } catch (err) {
          if (attempt >= PUBLISH_ATTEMPTS || closed) {
            log.warn('bus publish failed', { err, messages: batch.length });
            owesNotice = true;
            break;
          }
          await pause(200 * attempt);
        }
      }
    }
    sending = undefined;
    if (owesNotice && !closed && !noticeTimer) {
      noticeTimer = setTimeout(() => {
        noticeTimer = undefined;
        if (owesNotice && !closed) send(GAP_NOTICE_TOPIC);
      }, GAP_NOTICE_MS);
      noticeTimer.unref();
    }
  };

  const send = (topic: Envelope['topic'], message?: Record<string, unknown>) => {
    const envelope: Envelope = { topic, message, at: now(), from: busId, seq: sent + 1 };
    const payload = json(envelope);
    // Refused without a number: a message this long is a fault to mend from the log, and a resync on every node would not stop it coming back.
    if (Buffer.byteLength(payload) > PAYLOAD_MAX_BYTES) return log.warn('bus publish failed: message too long', { topic, bytes: Buffer.byteLength(payload) });
    sent++;
    outbox.push(payload);
    if (outbox.length > OUTBOX_MAX) {
      log.warn('bus publish failed', { topic, dropped: outbox.splice(0, outbox.length - OUTBOX_MAX).length });
      owesNotice = true;
    }
    sending ??= drain();
  };

  return {
    publish(topic, message) {
      send(topic, message);
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
      const h = { connected: downSince === null, lag_ms: lag, lag_max_ms: lagMax, resyncs, dropped, missed, down_ms: downSince === null ? null : now() - downSince };
      lagMax = lag;
      return h;
    },
    async close() {
      // What was published before closing still goes out (a result, a final balance), unless the database is away.
      if (sending) await Promise.race([sending, pause(2_000)]);
      closed = true;
      clearTimeout(retry);
      clearTimeout(noticeTimer);
      local.removeAllListeners();
      const c = listener;
      listener = undefined;
      await c?.end().catch(() => undefined);
      await sender.end().catch(() => undefined);
    },
  };
}
