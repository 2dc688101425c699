// The bus carries change messages between the parts of a node and, over PostgreSQL
// LISTEN/NOTIFY, between nodes. Messages are small JSON objects on named topics.
import { EventEmitter } from 'node:events';
import type { Logger } from '../log.ts';

export type Topic = 'balance' | 'offer' | 'live' | 'player';
export type Handler = (message: Record<string, unknown>) => void;

export interface Bus {
  publish(topic: Topic, message: Record<string, unknown>): void;
  subscribe(topic: Topic, handler: Handler): () => void;
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
    async close() {
      emitter.removeAllListeners();
    },
  };
}

const CHANNEL = 'sportsbook_bus';

/** Several nodes over one PostgreSQL: every publish reaches every node's subscribers. */
export async function createPostgresBus(url: string, log: Logger): Promise<Bus> {
  const pg = await import('pg');
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const listener = new pg.default.Client({ connectionString: url });
  const sender = new pg.default.Pool({ connectionString: url, max: 2 });
  sender.on('error', () => undefined);
  listener.on('error', (err) => log.error('bus listener error', { err }));
  await listener.connect();
  await listener.query(`LISTEN ${CHANNEL}`);
  listener.on('notification', (n) => {
    if (!n.payload) return;
    try {
      const { topic, message } = JSON.parse(n.payload) as { topic: Topic; message: Record<string, unknown> };
      local.emit(topic, message);
    } catch (err) {
      log.warn('bus message dropped', { err });
    }
  });
  return {
    publish(topic, message) {
      const payload = JSON.stringify({ topic, message }, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));
      sender.query('select pg_notify($1, $2)', [CHANNEL, payload]).catch((err: unknown) => log.error('bus publish failed', { err }));
    },
    subscribe(topic, handler) {
      local.on(topic, handler);
      return () => local.off(topic, handler);
    },
    async close() {
      local.removeAllListeners();
      await listener.end().catch(() => undefined);
      await sender.end().catch(() => undefined);
    },
  };
}
