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
// missed something and resyncs; a sender that dropped messages sends a notice saying how many
// ahead of whatever it sends next, or alone (again each second until it gets through), so the
// others learn of the gap even if it publishes nothing else.
//
// A player's own messages (balance, player) go to that player's node only. Over PostgreSQL they
// travel on one of PLAYER_SHARDS channels, and a node listens to a shard only while it holds a
// socket (or a cash-out watch) of one of its players (hearPlayer). Before, every node parsed
// every ticket's balance message, which cost each node 30-70 µs a ticket it did not place and
// capped three nodes at about 2.7 times one (docs/performance.md). Numbers count per channel,
// so a node that hears some shards only sees no false gaps.
import { EventEmitter } from 'node:events';
import { randomBytes } from 'node:crypto';
import type { Logger } from '../log.ts';

export type Topic = 'balance' | 'offer' | 'live' | 'player' | 'operator' | 'content';
export type Handler = (message: Record<string, unknown>) => void;

/** Topics whose messages name one player (`player_id`) and matter only where that player is. */
const PLAYER_TOPICS: ReadonlySet<Topic> = new Set<Topic>(['balance', 'player']);
/**
 * Channels a player's messages are spread over. Shards, not a channel per player: PostgreSQL
 * compares each notification with every channel a connection listens to, one by one.
 */
export const PLAYER_SHARDS = 64;
/** A shard no one here needs is kept this long before UNLISTEN: a page reload closes a socket and opens the next at once. */
const SHARD_LINGER_MS = 10_000;

/** This node's interest in one player's messages, from `hearPlayer`. */
export interface PlayerInterest {
  /** Resolves once the player's messages from every node reach this node's subscribers. */
  ready: Promise<void>;
  release(): void;
}

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
  /**
   * Until released, this node hears the player's balance and player messages from every node
   * (subscribers of those topics hear only such players' messages from other nodes). Read the
   * player's state after `ready`, not before: a change in between would be neither read nor heard.
   */
  hearPlayer(playerId: number): PlayerInterest;
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
    hearPlayer: () => ({ ready: Promise.resolve(), release: () => undefined }),
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
/** After a dropped batch, the wait before the notice that tells the others of it is sent (again). */
const GAP_NOTICE_MS = 1_000;
/** Senders whose last number a listener keeps (nodes restart with new ids); the oldest are forgotten. */
const SENDERS_MAX = 1_000;
/** The topic of a notice of dropped messages: it reaches no subscriber. */
const GAP_NOTICE_TOPIC = 'bus-sequence';

interface Envelope {
  topic: Topic | typeof GAP_NOTICE_TOPIC;
  message?: Record<string, unknown>;
  at?: number;
  /** The sending bus, and its number for this message on its channel: 1, 2, 3… with none skipped unless lost (the number also keeps two equal messages apart: PostgreSQL delivers one of identical notifications sent in one transaction). */
  from?: string;
  seq?: number;
  /** A notice: how many messages the sender dropped (on any channel) since its last notice. */
  dropped?: number;
}

const shardChannel = (shard: number) => `${CHANNEL}_p${shard}`;
const shardOf = (playerId: number) => playerId % PLAYER_SHARDS;
/** The channel a message travels on: its player's shard, or the one every node hears. */
function channelOf(topic: Envelope['topic'], message: Record<string, unknown> | undefined): string {
  if (topic === GAP_NOTICE_TOPIC || !PLAYER_TOPICS.has(topic)) return CHANNEL;
  const id = Number(message?.player_id);
  return Number.isSafeInteger(id) && id >= 0 ? shardChannel(shardOf(id)) : CHANNEL;
}

const json = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

export interface PostgresBusOptions {
  /** Milliseconds since epoch on this node; tests move it to fake a slow node. */
  now?: () => number;
  /** How long a shard no one here needs any more is still listened to (SHARD_LINGER_MS). */
  shardLingerMs?: number;
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
  /** The last number sent on each channel. */
  const sentOn = new Map<string, number>();
  const outbox: Array<{ channel: string; payload: string }> = [];
  let sending: Promise<void> | undefined;
  /** Messages dropped that no notice has told the others of yet. */
  let unannounced = 0;
  let noticeTimer: NodeJS.Timeout | undefined;
  /** The last number heard from each sender on each channel ("sender channel") since this listener connected or began listening to the channel. */
  const lastHeard = new Map<string, number>();
  /** Channels the listener listens to now (a notification on another one, still on its way after an UNLISTEN, is ignored). */
  const listened = new Set<string>([CHANNEL]);
  /** Shards wanted here: how many interests hold each, and the wait before it is left once none does. */
  const shards = new Map<number, { holders: number; ready: Promise<void>; linger?: NodeJS.Timeout }>();

  const resync = (reason: string) => {
    resyncs++;
    log.info('bus resync', { reason });
    local.emit('resync', reason);
  };

  /** How many messages from this sender on this channel were skipped since the last one heard (0 for a sender first heard now). */
  const skipped = (channel: string, from: string | undefined, seq: number | undefined): number => {
    if (from === undefined || seq === undefined) return 0;
    const key = `${from} ${channel}`;
    const last = lastHeard.get(key);
    lastHeard.delete(key);
    lastHeard.set(key, last === undefined ? seq : Math.max(last, seq));
    if (lastHeard.size > SENDERS_MAX) lastHeard.delete(lastHeard.keys().next().value!);
    return last === undefined ? 0 : Math.max(0, seq - last - 1);
  };

  const receive = (channel: string, payload: string | undefined) => {
    if (!payload || !listened.has(channel)) return;
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch (err) {
      log.warn('bus message dropped', { err });
      return;
    }
    const gap = skipped(channel, envelope.from, envelope.seq);
    const announced = envelope.topic === GAP_NOTICE_TOPIC ? Number(envelope.dropped ?? 0) : 0;
    // The resync a notice brings covers the player channels' gaps before it: count them from here.
    if (announced > 0) for (const key of [...lastHeard.keys()]) if (key.startsWith(`${envelope.from} `) && key !== `${envelope.from} ${CHANNEL}`) lastHeard.delete(key);
    const lost = Math.max(gap, announced);
    if (lost > 0 && !catchingUp) {
      missed += lost;
      log.warn('bus messages missed', { from: envelope.from, missed: lost });
      resync(`missed ${lost} message(s) from a node`);
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
    c.on('notification', (n) => receive(n.channel, n.payload));
    listener = c;
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANNEL}`);
      // Every shard wanted here, whether asked for before or while this connection opened.
      for (const shard of shards.keys()) await c.query(`LISTEN ${shardChannel(shard)}`);
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

  /** Starts listening to a shard on the connection up now; a connection opened later listens to every wanted shard itself (connect). */
  const listenTo = (shard: number): Promise<void> => {
    const channel = shardChannel(shard);
    listened.add(channel);
    const c = listener;
    // Down: the reconnect listens to it and resyncs, which covers what was sent meanwhile.
    if (!c || downSince !== null) return Promise.resolve();
    return c.query(`LISTEN ${channel}`).then(
      () => undefined,
      // The connection failed under it: lost() reconnects, listens again and resyncs.
      () => undefined,
    );
  };

  const leave = (shard: number) => {
    const s = shards.get(shard);
    if (!s || s.holders > 0) return;
    shards.delete(shard);
    const channel = shardChannel(shard);
    listened.delete(channel);
    for (const key of [...lastHeard.keys()]) if (key.endsWith(` ${channel}`)) lastHeard.delete(key);
    listener?.query(`UNLISTEN ${channel}`).catch(() => undefined);
  };

  const hearPlayer = (playerId: number): PlayerInterest => {
    if (!Number.isSafeInteger(playerId) || playerId < 0) return { ready: Promise.resolve(), release: () => undefined };
    const shard = shardOf(playerId);
    let s = shards.get(shard);
    if (!s) {
      s = { holders: 0, ready: Promise.resolve() };
      shards.set(shard, s);
      s.ready = listenTo(shard);
    }
    const held = s;
    held.holders++;
    clearTimeout(held.linger);
    held.linger = undefined;
    let released = false;
    return {
      ready: held.ready,
      release() {
        if (released) return;
        released = true;
        held.holders--;
        if (held.holders > 0 || closed) return;
        held.linger = setTimeout(() => leave(shard), options.shardLingerMs ?? SHARD_LINGER_MS);
        held.linger.unref();
      },
    };
  };

  await connect(true);

  const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());
  /** The next number on a channel, taken. */
  const numberOn = (channel: string) => {
    const seq = (sentOn.get(channel) ?? 0) + 1;
    sentOn.set(channel, seq);
    return seq;
  };
  /** Tells every node (on the channel all hear) that `dropped` messages of this sender never went out. */
  const notice = (dropped: number) => ({
    channel: CHANNEL,
    payload: json({ topic: GAP_NOTICE_TOPIC, dropped, at: now(), from: busId, seq: numberOn(CHANNEL) } satisfies Envelope),
  });

  /**
   * Sends the outbox in order; a batch that fails is tried again before any later one (a pooled
   * connection the server dropped fails once). After a batch was dropped, the next one opens with
   * the notice of it; when it fails too, the rest waits for the next try, a second later.
   */
  const drain = async () => {
    while ((outbox.length > 0 || unannounced > 0) && !closed) {
      const batch = outbox.splice(0, PUBLISH_BATCH);
      const announcing = unannounced;
      if (announcing > 0) batch.unshift(notice(announcing));
      const channels = batch.map((m) => m.channel);
      const payloads = batch.map((m) => m.payload);
      let sent = false;
      for (let attempt = 1; ; attempt++) {
        try {
          await sender.query('select pg_notify(channel, payload) from unnest($1::text[], $2::text[]) as m(channel, payload)', [channels, payloads]);
          sent = true;
          break;
        } catch (err) {
          if (attempt >= PUBLISH_ATTEMPTS || closed) {
            log.warn('bus publish failed', { err, messages: batch.length });
            break;
          }
          await pause(200 * attempt);
        }
      }
      if (sent) {
        unannounced -= announcing;
        continue;
      }
      unannounced += batch.length - (announcing > 0 ? 1 : 0);
      break;
    }
    sending = undefined;
    if ((unannounced > 0 || outbox.length > 0) && !closed && !noticeTimer) {
      noticeTimer = setTimeout(() => {
        noticeTimer = undefined;
        if (!closed) sending ??= drain();
      }, GAP_NOTICE_MS);
      noticeTimer.unref();
    }
  };

  const send = (topic: Topic, message: Record<string, unknown>) => {
    const channel = channelOf(topic, message);
    const seq = (sentOn.get(channel) ?? 0) + 1;
    const envelope: Envelope = { topic, message, at: now(), from: busId, seq };
    const payload = json(envelope);
    // Refused without a number: a message this long is a fault to mend from the log, and a resync on every node would not stop it coming back.
    if (Buffer.byteLength(payload) > PAYLOAD_MAX_BYTES) return log.warn('bus publish failed: message too long', { topic, bytes: Buffer.byteLength(payload) });
    sentOn.set(channel, seq);
    outbox.push({ channel, payload });
    if (outbox.length > OUTBOX_MAX) {
      const dropped = outbox.splice(0, outbox.length - OUTBOX_MAX).length;
      log.warn('bus publish failed', { topic, dropped });
      unannounced += dropped;
    }
    // While a failed batch waits for its next try, what follows waits with it (in order).
    if (!noticeTimer) sending ??= drain();
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
    hearPlayer,
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
      for (const s of shards.values()) clearTimeout(s.linger);
      local.removeAllListeners();
      const c = listener;
      listener = undefined;
      await c?.end().catch(() => undefined);
      await sender.end().catch(() => undefined);
    },
  };
}
