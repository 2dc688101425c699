// Which sockets watch which events (src/lib/realtime/price-watch.ts has the protocol). A
// subscriber is whatever names one socket: the socket itself here, a relay's number for a
// socket a relay process holds. A socket that has subscribed once is selective: it receives
// the changes of its events only, never the full live batch every other socket gets.
import { MAX_WATCHED_EVENTS } from '../../lib/realtime/price-watch.ts';

/** Subscribe messages one socket may send in a burst, and how many it earns back per second. */
const BURST = 20;
const REFILL_PER_SECOND = 5;

export interface Audience<S> {
  /** The changed events these subscribers watch, in the order they were named. */
  ids: number[];
  subscribers: S[];
}

export interface Subscriptions<S> {
  /**
   * Adds events to what the socket watches and returns those it did not watch yet; nothing
   * changes when the socket would then watch more than MAX_WATCHED_EVENTS events.
   */
  watch(subscriber: S, ids: readonly number[]): number[] | 'too_many_events';
  unwatch(subscriber: S, ids: readonly number[]): void;
  /** Whether a subscribe message is allowed now: a socket earns a few per second. */
  allow(subscriber: S, nowMs: number): boolean;
  /** Forgets a closed socket. */
  drop(subscriber: S): void;
  selective(subscriber: S): boolean;
  /** The subscribers of these changed events, grouped by the same list of events: one message per group. */
  audiences(changed: Iterable<number>): Array<Audience<S>>;
  /** Every event some socket watches. */
  watched(): IterableIterator<number>;
  /** Sockets that chose their events. */
  size(): number;
}

export function createSubscriptions<S>(): Subscriptions<S> {
  const bySubscriber = new Map<S, Set<number>>();
  const byEvent = new Map<number, Set<S>>();
  const buckets = new Map<S, { tokens: number; at: number }>();

  const unwatch = (subscriber: S, ids: Iterable<number>) => {
    const mine = bySubscriber.get(subscriber);
    for (const id of ids) {
      mine?.delete(id);
      const watchers = byEvent.get(id);
      watchers?.delete(subscriber);
      if (watchers?.size === 0) byEvent.delete(id);
    }
  };

  return {
    watch(subscriber, ids) {
      const mine = bySubscriber.get(subscriber) ?? new Set<number>();
      const added = ids.filter((id) => !mine.has(id));
      if (mine.size + added.length > MAX_WATCHED_EVENTS) return 'too_many_events';
      bySubscriber.set(subscriber, mine);
      for (const id of added) {
        mine.add(id);
        const watchers = byEvent.get(id) ?? new Set<S>();
        watchers.add(subscriber);
        byEvent.set(id, watchers);
      }
      return added;
    },
    unwatch,
    allow(subscriber, nowMs) {
      const bucket = buckets.get(subscriber) ?? { tokens: BURST, at: nowMs };
      bucket.tokens = Math.min(BURST, bucket.tokens + ((nowMs - bucket.at) / 1000) * REFILL_PER_SECOND);
      bucket.at = nowMs;
      buckets.set(subscriber, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    drop(subscriber) {
      const mine = bySubscriber.get(subscriber);
      if (mine) unwatch(subscriber, [...mine]);
      bySubscriber.delete(subscriber);
      buckets.delete(subscriber);
    },
    selective: (subscriber) => bySubscriber.has(subscriber),
    audiences(changed) {
      const lists = new Map<S, number[]>();
      for (const id of changed) {
        for (const subscriber of byEvent.get(id) ?? []) {
          const list = lists.get(subscriber);
          if (list) list.push(id);
          else lists.set(subscriber, [id]);
        }
      }
      const groups = new Map<string, Audience<S>>();
      for (const [subscriber, ids] of lists) {
        const key = ids.join(',');
        const group = groups.get(key);
        if (group) group.subscribers.push(subscriber);
        else groups.set(key, { ids, subscribers: [subscriber] });
      }
      return [...groups.values()];
    },
    watched: () => byEvent.keys(),
    size: () => bySubscriber.size,
  };
}
