// Relay processes for anonymous live sockets, over a real port with real child processes:
// once the server holds LIVE_RELAY_AFTER sockets, further anonymous sockets are handed to the
// least loaded relay; public pushes reach sockets here and in every relay; player sockets stay
// here; a relayed socket can watch its own events as one here can; a relay's socket that stops
// reading is dropped like one here; a relay that dies takes only its own sockets; closing the
// server stops its relays.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHarness, type Harness } from './support/harness.ts';
import { nextMessage, startSocketServer, type SocketServer } from './support/socket-server.ts';
import { createPlayer, login } from './support/players.ts';

let h: Harness;
let sockets: SocketServer | undefined;
const opened: WebSocket[] = [];

beforeAll(async () => {
  h = await startHarness({ LIVE_RELAYS: '2', LIVE_RELAY_AFTER: '2' });
  sockets = await startSocketServer(h);
});
afterAll(async () => {
  for (const ws of opened) ws.terminate();
  await sockets?.close();
  await h?.close();
});

function open(protocols?: string[]): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${sockets!.base}/api/live`, protocols);
    opened.push(ws);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const relayCounts = () => h.rt.hub.relays().map((r) => r.sockets);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('live relays', () => {
  let local: WebSocket[] = [];
  const relayed: WebSocket[] = [];

  it('keeps the first sockets here, then hands anonymous ones to the least loaded relay', async () => {
    local = [await open(), await open()];
    expect(h.rt.hub.relays()).toEqual([]);
    // The third socket starts the relays; it stays here while they boot.
    local.push(await open());
    expect(h.rt.hub.relays()).toHaveLength(2);
    // A relay reports its memory once it is ready to take sockets.
    await expect.poll(() => h.rt.hub.relays().filter((r) => r.rss_bytes > 0).length, { timeout: 10_000 }).toBe(2);
    for (let i = 0; i < 6; i++) relayed.push(await open());
    await expect.poll(relayCounts, { timeout: 5000 }).toEqual([3, 3]);
    expect(h.rt.hub.connectionCount()).toBe(local.length + relayed.length);
  });

  it('pushes public messages to the sockets here and in every relay, with player sockets kept here', async () => {
    const p = await createPlayer(h, { balance: 1_000n });
    const user = await login(h, p);
    const before = relayCounts();
    const player = await open(['bearer', user.access_token]);
    await expect.poll(() => h.rt.hub.playerIds()).toContain(p.id);
    expect(relayCounts()).toEqual(before);
    const everyone = [...local, ...relayed, player];
    const got = Promise.all(everyone.map((ws) => nextMessage(ws, 'odds')));
    h.rt.bus.publish('live', { type: 'odds', event_id: 7, value: 205 });
    const messages = await got;
    expect(messages).toHaveLength(everyone.length);
    for (const m of messages) expect(m).toEqual({ type: 'odds', event_id: 7, value: 205 });
  });

  it('lets a relayed socket watch its own events: their prices only, and no full live batch', async () => {
    const watcher = relayed[2]!;
    const plain = relayed[3]!;
    const [watched, other] = h.rt.offer.eventsForLeague(101).slice(10, 12);
    const seen: Array<{ type: string; events?: Array<{ id: number; odds?: Array<[string, number, boolean]> }> }> = [];
    const plainSeen: typeof seen = [];
    watcher.on('message', (data) => seen.push(JSON.parse(String(data))));
    plain.on('message', (data) => plainSeen.push(JSON.parse(String(data))));
    const before = h.rt.hub.watchingCount();
    watcher.send(JSON.stringify({ type: 'subscribe', events: [watched!.fi] }));
    await expect.poll(() => seen.filter((m) => m.type === 'prices').length).toBe(1);
    expect(seen[0]!.events!.map((e) => e.id)).toEqual([watched!.fi]);
    expect(h.rt.hub.watchingCount()).toBe(before + 1);

    for (const [event, value] of [
      [other!, 711],
      [watched!, 712],
    ] as const) {
      const res = await h.request('/api/test/odds', { method: 'POST', json: { event_id: event.fi, odd_custom_id: 'main.1', value } });
      expect(res.status).toBe(200);
    }
    const pushed = () => seen.flatMap((m) => (m.type === 'prices' ? (m.events ?? []) : []));
    await expect.poll(() => pushed().some((e) => e.id === watched!.fi && e.odds?.some(([, v]) => v === 712))).toBe(true);
    await expect.poll(() => plainSeen.some((m) => m.type === 'live' && m.events?.some((e) => e.id === other!.fi))).toBe(true);
    expect(seen.some((m) => m.type === 'live')).toBe(false);
    expect(pushed().some((e) => e.id === other!.fi)).toBe(false);

    // A bad message is answered there too, and the socket stays.
    watcher.send('{"type":"subscribe","events":"all"}');
    await expect.poll(() => seen.some((m) => m.type === 'error')).toBe(true);
    expect(watcher.readyState).toBe(WebSocket.OPEN);
    // Its close reaches the server: the subscription goes with it.
    watcher.close();
    await expect.poll(() => h.rt.hub.watchingCount()).toBe(before);
  });

  it('drops a relayed socket that stops reading and keeps a reading one', async () => {
    const slow = relayed[0]!;
    const normal = relayed[1]!;
    slow.pause();
    let seen = 0;
    normal.on('message', (data) => {
      if (String(data).startsWith('{"type":"relay-pad"')) seen++;
    });
    const pad = 'x'.repeat(64 * 1024);
    for (let n = 0; n < 300; n++) {
      h.rt.hub.broadcast({ type: 'relay-pad', n, pad });
      await new Promise((r) => setImmediate(r));
    }
    await expect.poll(() => h.rt.hub.stats().droppedSlow, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await expect.poll(() => seen, { timeout: 10_000 }).toBe(300);
    expect(normal.readyState).toBe(WebSocket.OPEN);
  });

  it('loses only the dead relay sockets when a relay dies', async () => {
    const [first] = h.rt.hub.relays();
    process.kill(first!.pid, 'SIGKILL');
    await expect.poll(() => h.rt.hub.relays().length, { timeout: 5000 }).toBe(1);
    // The drop counted before stays counted, whichever relay made it.
    expect(h.rt.hub.stats().droppedSlow).toBeGreaterThanOrEqual(1);
    const [second] = h.rt.hub.relays();
    // Every open relayed socket now belongs to the survivor; the dead relay's ones were closed
    // (the paused one, dropped before, cannot see its close: it reads nothing).
    const reading = relayed.slice(1);
    await expect.poll(() => reading.filter((ws) => ws.readyState === WebSocket.OPEN).length, { timeout: 5000 }).toBe(second!.sockets);
    expect(second!.sockets).toBeGreaterThan(0);
    for (const ws of local) expect(ws.readyState).toBe(WebSocket.OPEN);
    const survivor = reading.find((ws) => ws.readyState === WebSocket.OPEN)!;
    const got = nextMessage(survivor, 'odds');
    h.rt.bus.publish('live', { type: 'odds', event_id: 8, value: 190 });
    expect(await got).toEqual({ type: 'odds', event_id: 8, value: 190 });
  });

  it('stops its relays when the server closes', async () => {
    const pids = h.rt.hub.relays().map((r) => r.pid);
    expect(pids.length).toBeGreaterThan(0);
    h.rt.hub.close();
    await expect.poll(() => pids.filter(alive), { timeout: 5000 }).toEqual([]);
  });
});
