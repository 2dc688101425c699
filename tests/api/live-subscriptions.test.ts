// Price subscriptions on the live socket (issue 27, "Prices that go stale"; the protocol is in
// src/lib/realtime/price-watch.ts), over real sockets: a page names the events it shows and is
// answered with their current prices; from then on it receives the changes of those events
// only, batched, pre-match and live alike; it can unsubscribe; one socket watches a bounded
// number of events; and a message it gets wrong is answered with an error while the socket
// stays open. A socket that never subscribes still receives every live batch.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHarness, type Harness } from './support/harness.ts';
import { startSocketServer, type SocketServer } from './support/socket-server.ts';
import { LIVE_BATCH_MS } from '../../src/server/realtime/live-batch.ts';
import { MAX_WATCHED_EVENTS, type EventPrices } from '../../src/lib/realtime/price-watch.ts';
import type { WireEvent } from '../../src/server/feed/types.ts';

let h: Harness;
let sockets: SocketServer | undefined;
const opened: WebSocket[] = [];

beforeAll(async () => {
  h = await startHarness();
  sockets = await startSocketServer(h);
});
afterAll(async () => {
  for (const ws of opened) ws.terminate();
  await sockets?.close();
  await h?.close();
});

interface Client {
  ws: WebSocket;
  /** Every JSON message received, in order. */
  messages: Array<Record<string, unknown>>;
  prices(): EventPrices[][];
  errors(): string[];
  send(message: unknown): void;
}

function open(): Promise<Client> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${sockets!.base}/api/live`);
    opened.push(ws);
    const messages: Array<Record<string, unknown>> = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
    const client: Client = {
      ws,
      messages,
      prices: () => messages.filter((m) => m.type === 'prices').map((m) => m.events as EventPrices[]),
      errors: () => messages.filter((m) => m.type === 'error').map((m) => String(m.code)),
      send: (message) => ws.send(typeof message === 'string' ? message : JSON.stringify(message)),
    };
    ws.once('open', () => resolve(client));
    ws.once('error', reject);
  });
}

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/** Upcoming matches no other test here moves, a few at a time. */
let nextUpcoming = 2;
function upcoming(count: number): WireEvent[] {
  const list = h.rt.offer.eventsForLeague(101).slice(nextUpcoming, nextUpcoming + count);
  nextUpcoming += count;
  expect(list).toHaveLength(count);
  return list;
}

const setOdd = async (eventId: number, customId: string, value: number) => {
  const res = await h.request('/api/test/odds', { method: 'POST', json: { event_id: eventId, odd_custom_id: customId, value } });
  expect(res.status).toBe(200);
};
const pricesOf = (client: Client, id: number) => client.prices().flatMap((batch) => batch.filter((e) => e.id === id));
const oddsOf = (client: Client, id: number) => pricesOf(client, id).flatMap((e) => e.odds ?? []);

describe('price subscriptions', () => {
  it('answers a subscribe with every current price of the events it names', async () => {
    const [a, b] = upcoming(2);
    const client = await open();
    client.send({ type: 'subscribe', events: [a!.fi, b!.fi, a!.fi, 999_999_999] });
    await until(() => client.prices().length === 1);
    const answer = client.prices()[0]!;
    // Each event once; an event the offer does not hold has no prices to send.
    expect(answer.map((e) => e.id).sort()).toEqual([a!.fi, b!.fi].sort());
    const first = answer.find((e) => e.id === a!.fi)!;
    expect(first.status).toBe('scheduled');
    const all = a!.bets.flatMap((g) => g.odds.map((o) => [o.custom_id, o.value, o.suspended || g.suspended]));
    expect(first.odds).toEqual(all);
  });

  it('sends the changes of the watched events only, pre-match ones too, while an unsubscribed socket gets the full batch', async () => {
    const [watched, other] = upcoming(2);
    const client = await open();
    const everything = await open();
    client.send({ type: 'subscribe', events: [watched!.fi] });
    await until(() => client.prices().length === 1);
    await setOdd(other!.fi, 'main.1', 777);
    await setOdd(watched!.fi, 'main.2', 888);
    await until(() => oddsOf(client, watched!.fi).some(([id, v]) => id === 'main.2' && v === 888));
    // The full live batch carried both to the socket that chose nothing.
    await until(() => everything.messages.some((m) => m.type === 'live' && (m.events as Array<{ id: number }>).some((p) => p.id === other!.fi)));
    expect(client.messages.some((m) => m.type === 'live')).toBe(false);
    expect(pricesOf(client, other!.fi)).toEqual([]);
    expect(everything.messages.some((m) => m.type === 'prices')).toBe(false);
  });

  it('batches the changes of one window into one message, a suspended market as the state of each of its odds', async () => {
    const [event] = upcoming(1);
    const client = await open();
    client.send({ type: 'subscribe', events: [event!.fi] });
    await until(() => client.prices().length === 1);
    const sentAt = Date.now();
    // One odd changed twice: the second change is sent once the first is stored, so that the
    // last price is known (two requests at once may be stored in either order).
    await setOdd(event!.fi, 'main.1', 301);
    await Promise.all([
      setOdd(event!.fi, 'main.1', 302),
      setOdd(event!.fi, 'main.2', 303),
      h.request('/api/test/bet-group', { method: 'POST', json: { event_id: event!.fi, custom_id: 'double_chance', suspended: true } }),
    ]);
    await until(() => oddsOf(client, event!.fi).some(([id, , off]) => id.startsWith('double_chance.') && off));
    expect(Date.now() - sentAt).toBeLessThan(1000 + LIVE_BATCH_MS);
    // Four changes, fewer messages: they share the batching windows they fell in.
    expect(client.prices().length - 1).toBeLessThan(4);
    const last = new Map(oddsOf(client, event!.fi).map(([id, v, off]) => [id, [v, off]]));
    expect(last.get('main.1')).toEqual([302, false]);
    expect(last.get('main.2')).toEqual([303, false]);
    const market = event!.bets.find((g) => g.custom_id === 'double_chance')!;
    for (const o of market.odds) expect(last.get(o.custom_id)).toEqual([o.value, true]);

    // Reopened, its odds are open again.
    await h.request('/api/test/bet-group', { method: 'POST', json: { event_id: event!.fi, custom_id: 'double_chance', suspended: false } });
    await until(() => oddsOf(client, event!.fi).some(([id, , off]) => id === market.odds[0]!.custom_id && !off));
  });

  it('sends a watched match that starts as live, with its live prices and without its clock', async () => {
    const [event] = upcoming(1);
    const client = await open();
    client.send({ type: 'subscribe', events: [event!.fi] });
    await until(() => client.prices().length === 1);
    await h.request(`/api/test/events/${event!.fi}/start`, { method: 'POST' });
    await until(() => pricesOf(client, event!.fi).some((e) => e.status === 'live'));
    await setOdd(event!.fi, 'main.1', 444);
    await until(() => oddsOf(client, event!.fi).some(([id, v]) => id === 'main.1' && v === 444));
    expect(pricesOf(client, event!.fi).every((e) => !('live' in e) && !('tracker' in e))).toBe(true);
  });

  it('stops sending an event once unsubscribed', async () => {
    const [dropped, kept] = upcoming(2);
    const client = await open();
    client.send({ type: 'subscribe', events: [dropped!.fi, kept!.fi] });
    await until(() => client.prices().length === 1);
    client.send({ type: 'unsubscribe', events: [dropped!.fi] });
    // The socket reads its messages in order: a subscribe answered after the unsubscribe was read.
    client.send({ type: 'subscribe', events: [] });
    await until(() => client.prices().length === 2);
    await setOdd(dropped!.fi, 'main.1', 505);
    await setOdd(kept!.fi, 'main.1', 506);
    await until(() => oddsOf(client, kept!.fi).some(([, v]) => v === 506));
    expect(oddsOf(client, dropped!.fi).some(([, v]) => v === 505)).toBe(false);
  });

  it(`refuses to watch more than ${MAX_WATCHED_EVENTS} events on one socket and keeps it open`, async () => {
    const client = await open();
    const ids = (from: number, n: number) => Array.from({ length: n }, (_, i) => 5_000_000 + from + i);
    client.send({ type: 'subscribe', events: ids(0, MAX_WATCHED_EVENTS + 1) });
    await until(() => client.errors().length === 1);
    expect(client.errors()).toEqual(['too_many_events']);
    // Counted over the socket's messages: what it already watches plus what it adds.
    client.send({ type: 'subscribe', events: ids(0, MAX_WATCHED_EVENTS - 10) });
    await until(() => client.prices().length === 1);
    client.send({ type: 'subscribe', events: ids(MAX_WATCHED_EVENTS, 11) });
    await until(() => client.errors().length === 2);
    expect(client.errors()[1]).toBe('too_many_events');
    // Naming again what it watches adds nothing; room made by an unsubscribe can be used.
    client.send({ type: 'unsubscribe', events: ids(0, 1) });
    client.send({ type: 'subscribe', events: [...ids(1, 5), ...ids(MAX_WATCHED_EVENTS, 11)] });
    await until(() => client.prices().length === 2);
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('answers a bad message with an error and keeps the socket and its subscriptions', async () => {
    const [event] = upcoming(1);
    const client = await open();
    client.send({ type: 'subscribe', events: [event!.fi] });
    await until(() => client.prices().length === 1);
    const bad = [
      '{not json',
      JSON.stringify({ type: 'watch', events: [1] }),
      JSON.stringify({ type: 'subscribe', events: ['1'] }),
      JSON.stringify({ type: 'subscribe', events: [-3, 1.5] }),
      JSON.stringify({ type: 'subscribe' }),
    ];
    for (const text of bad) client.send(text);
    // What is no request at all is not answered: the keep-alive text, other JSON, binary data.
    client.send('Hello, I am still here.');
    client.send('null');
    client.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    await until(() => client.errors().length === bad.length);
    expect(new Set(client.errors())).toEqual(new Set(['bad_message']));
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
    await setOdd(event!.fi, 'main.1', 612);
    await until(() => oddsOf(client, event!.fi).some(([, v]) => v === 612));
    expect(client.errors()).toHaveLength(bad.length);
  });

  it('slows a socket that floods subscribe messages without closing it', async () => {
    const client = await open();
    for (let i = 0; i < 40; i++) client.send({ type: 'subscribe', events: [6_000_000 + i] });
    await until(() => client.prices().length + client.errors().length === 40);
    expect(client.errors().filter((c) => c === 'too_many_messages').length).toBeGreaterThan(0);
    expect(client.prices().length).toBeGreaterThanOrEqual(20);
    expect(client.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('sends every watched price again after a bus gap', async () => {
    const [event] = upcoming(1);
    const client = await open();
    client.send({ type: 'subscribe', events: [event!.fi] });
    await until(() => client.prices().length === 1);
    h.rt.hub.resendPrices();
    await until(() => client.prices().length === 2);
    expect(client.prices()[1]!.map((e) => e.id)).toEqual([event!.fi]);
    expect(client.prices()[1]![0]!.odds?.length).toBe(event!.bets.reduce((n, g) => n + g.odds.length, 0));
  });
});
