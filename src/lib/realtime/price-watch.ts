// The price subscriptions of the live socket (/api/live), one definition for the page script
// that sends them (src/scripts/price-push.ts) and the hub that reads them
// (src/server/realtime/subscriptions.ts). A page names the events it shows:
//   -> { "type": "subscribe", "events": [1000038, 1000041] }
//   -> { "type": "unsubscribe", "events": [1000041] }
// From its first subscribe on, the socket receives the changes of those events only, batched:
//   <- { "type": "prices", "events": [{ "id": 1000038, "status"?: "live", "odds"?: [["main.1", 185, false]] }] }
// each odd as [custom id, hundredths, suspended (its own or its market's)]. The answer to a
// subscribe is the same message with every odd of each newly named event: the page's prices
// (perhaps from a cache or the back-forward cache) are reconciled with it. A message that
// cannot be read is answered { "type": "error", "code", "message" } and the socket stays open.

/** The most events one socket may watch at once: a league page of the biggest league and the slip fit. */
export const MAX_WATCHED_EVENTS = 200;

export type PriceTriple = [customId: string, value: number, suspended: boolean];

/** One event's prices in a push: its status when it changed, the odds that changed (all of them in a subscribe's answer). */
export interface EventPrices {
  id: number;
  status?: string;
  odds?: PriceTriple[];
}

export type WatchRequest = { type: 'subscribe' | 'unsubscribe'; events: number[] };

export type WatchRefusal = { error: 'bad_message' | 'too_many_events'; message: string };

const isEventId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

/**
 * Reads one text message of a page; undefined for text that is no watch request at all (the
 * keep-alive). Ids are deduplicated; more than MAX_WATCHED_EVENTS in one message is refused.
 */
export function readWatchRequest(text: string): WatchRequest | WatchRefusal | undefined {
  if (!text.startsWith('{')) return undefined;
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { error: 'bad_message', message: 'The message is not JSON.' };
  }
  const { type, events } = (message ?? {}) as { type?: unknown; events?: unknown };
  if (type !== 'subscribe' && type !== 'unsubscribe') return { error: 'bad_message', message: 'The type must be subscribe or unsubscribe.' };
  if (!Array.isArray(events) || !events.every(isEventId)) return { error: 'bad_message', message: 'events must be a list of event ids.' };
  const ids = [...new Set(events)];
  if (ids.length > MAX_WATCHED_EVENTS) return { error: 'too_many_events', message: `A socket watches at most ${MAX_WATCHED_EVENTS} events.` };
  return { type, events: ids };
}

/** The pushed prices of a message from the socket, or undefined when it is not a prices message. */
export function pricesOf(message: Record<string, unknown>): EventPrices[] | undefined {
  if (message.type !== 'prices' || !Array.isArray(message.events)) return undefined;
  return (message.events as unknown[]).filter((e): e is EventPrices => typeof e === 'object' && e !== null && isEventId((e as EventPrices).id));
}
