// The hub's price subscriptions (protocol in src/lib/realtime/price-watch.ts): reads what a
// socket asks to watch, answers with the current prices of the events it adds, and sends each
// batch of changes to the sockets that watch them, one frame per group of sockets that watch
// the same changed events. Where a subscriber's socket lives (here or in a relay) is the
// caller's business: it is handed the frames.
import type { OfferReader } from '../feed/types.ts';
import { readWatchRequest, type EventPrices } from '../../lib/realtime/price-watch.ts';
import { prepareFrame, type PreparedFrame } from './frame.ts';
import type { PushPatch } from './live-batch.ts';
import { currentPrices, pushedPrices } from './prices.ts';
import { createSubscriptions } from './subscriptions.ts';

export interface PriceWatchDeps {
  offer?: OfferReader | undefined;
}

/** Writes one frame to these sockets; `selective` when it answers a subscribe they made. */
export type Deliver<S> = (subscribers: S[], frame: PreparedFrame, selective: boolean) => void;

export interface PriceWatch<S> {
  /** One text message of a socket; what is no watch request (the keep-alive) is left alone. */
  receive(subscriber: S, text: string, nowMs: number): void;
  /** A batch of changes (live-batch.ts) for the sockets that watch its events. */
  push(patches: readonly PushPatch[]): void;
  /** Every watched event's current prices again, to the sockets that watch it (after a bus gap). */
  resend(): void;
  /** Whether the socket chose its events (it then gets no full live batch). */
  selective(subscriber: S): boolean;
  drop(subscriber: S): void;
  /** Sockets that chose their events. */
  size(): number;
}

export function createPriceWatch<S>(deps: PriceWatchDeps, deliver: Deliver<S>): PriceWatch<S> {
  const subs = createSubscriptions<S>();
  const refuse = (subscriber: S, code: string, message: string) => deliver([subscriber], prepareFrame({ type: 'error', code, message }), false);

  /** One message per group of subscribers watching the same events; `prices` says what each event sends. */
  const send = (ids: Iterable<number>, prices: (id: number) => EventPrices | undefined) => {
    const cache = new Map<number, EventPrices | undefined>();
    const of = (id: number) => {
      if (!cache.has(id)) cache.set(id, prices(id));
      return cache.get(id);
    };
    for (const audience of subs.audiences(ids)) {
      const events = audience.ids.map(of).filter((e) => e !== undefined);
      if (events.length) deliver(audience.subscribers, prepareFrame({ type: 'prices', events }), false);
    }
  };

  const current = (id: number) => {
    const event = deps.offer?.event(id);
    return event ? currentPrices(event) : undefined;
  };

  return {
    receive(subscriber, text, nowMs) {
      const request = readWatchRequest(text);
      if (!request) return;
      if ('error' in request) return refuse(subscriber, request.error, request.message);
      if (request.type === 'unsubscribe') return subs.unwatch(subscriber, request.events);
      if (!subs.allow(subscriber, nowMs)) return refuse(subscriber, 'too_many_messages', 'Too many subscribe messages: wait a moment.');
      const added = subs.watch(subscriber, request.events);
      if (added === 'too_many_events') return refuse(subscriber, 'too_many_events', 'A socket watches at most the allowed number of events: unsubscribe some first.');
      // Events the offer does not hold (yet, on this node) are watched, but have no prices to send.
      const events = added.flatMap((id) => current(id) ?? []);
      deliver([subscriber], prepareFrame({ type: 'prices', events }), true);
    },
    push(patches) {
      if (subs.size() === 0) return;
      const byId = new Map(patches.map((p) => [p.id, p]));
      send(byId.keys(), (id) => pushedPrices(byId.get(id)!, deps.offer?.event(id)));
    },
    resend() {
      send([...subs.watched()], current);
    },
    selective: subs.selective,
    drop: subs.drop,
    size: subs.size,
  };
}
