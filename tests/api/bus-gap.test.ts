// A node cut off from the database for longer than the bus's retries drops what it could not
// send. The other nodes' listeners stayed connected, so no reconnect told them: a price, a
// result or a balance was simply missing there until something else happened to resync them.
// Every message now carries its sender's number, and a listener that sees one skipped resyncs;
// the sender keeps sending a bare number until one gets through, so the others learn of the
// gap even when it publishes nothing else. (Over PGlite there is only one node and no such bus.)
import { createServer, connect, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { createPostgresBus, type Bus } from '../../src/server/bus/index.ts';
import { createLogger } from '../../src/server/log.ts';

let h: Harness;
const opened: Bus[] = [];
let proxy: CuttableProxy | undefined;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  for (const bus of opened) await bus.close();
  await proxy?.close();
  await h?.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(ms: number, check: () => boolean): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) await sleep(20);
}

interface CuttableProxy {
  url: string;
  /** Ends every connection through it and refuses new ones, as a node cut off from the database. */
  cut(): void;
  mend(): void;
  close(): Promise<void>;
}

/** A TCP proxy in front of the database that the test can cut, for one node only. */
async function cuttableProxy(databaseUrl: string): Promise<CuttableProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<Socket>();
  let down = false;
  const server: Server = createServer((inbound) => {
    if (down) return inbound.destroy();
    const outbound = connect(Number(target.port || 5432), target.hostname);
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    inbound.pipe(outbound).pipe(inbound);
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(typeof address === 'object' && address ? address.port : 0);
  return {
    url: url.toString(),
    cut() {
      down = true;
      for (const s of sockets) s.destroy();
    },
    mend() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('the bus across nodes', () => {
  it('a node that hears another’s messages resyncs when some of them were lost on the way out, and only then', async () => {
    if (h.rt.database.kind === 'pglite') {
      expect(h.rt.bus.health().missed).toBe(0);
      return;
    }
    const databaseUrl = h.rt.config.databaseUrl!;
    proxy = await cuttableProxy(databaseUrl);
    const sender = await createPostgresBus(proxy.url, createLogger('silent'));
    const listener = await createPostgresBus(databaseUrl, createLogger('silent'));
    opened.push(sender, listener);
    const heard: number[] = [];
    const resyncs: string[] = [];
    listener.subscribe('live', (m) => {
      if (m.type === 'gap-probe') heard.push(Number(m.n));
    });
    listener.onResync((reason) => resyncs.push(reason));

    sender.publish('live', { type: 'gap-probe', n: 1 });
    await until(5_000, () => heard.includes(1));
    expect(heard).toEqual([1]);

    // Cut off longer than the sender's three attempts (about 0.6 s): message 2 is dropped.
    proxy.cut();
    sender.publish('live', { type: 'gap-probe', n: 2 });
    await sleep(1_500);
    proxy.mend();

    // The sender publishes nothing more, yet the listener learns of the gap and resyncs.
    // (A bare number the sender tried while still cut off counts as missed too.)
    await until(10_000, () => resyncs.length > 0);
    expect(resyncs).toHaveLength(1);
    expect(resyncs[0]).toMatch(/^missed \d+ message\(s\) from a node$/);
    const missed = listener.health().missed;
    expect(missed).toBeGreaterThanOrEqual(1);
    expect(heard).toEqual([1]);

    // Messages after the gap arrive as before, with no further resync.
    sender.publish('live', { type: 'gap-probe', n: 3 });
    sender.publish('live', { type: 'gap-probe', n: 4 });
    await until(5_000, () => heard.includes(4));
    expect(heard).toEqual([1, 3, 4]);
    await sleep(1_500);
    expect(resyncs).toHaveLength(1);
    expect(listener.health()).toMatchObject({ connected: true, missed, resyncs: 1 });
  }, 40_000);

  it('a node resyncs when only a player’s messages were lost, though they travel on a channel of their own', async () => {
    if (h.rt.database.kind === 'pglite') return;
    const databaseUrl = h.rt.config.databaseUrl!;
    proxy ??= await cuttableProxy(databaseUrl);
    proxy.mend();
    const sender = await createPostgresBus(proxy.url, createLogger('silent'));
    const listener = await createPostgresBus(databaseUrl, createLogger('silent'));
    opened.push(sender, listener);
    const heard: string[] = [];
    const resyncs: string[] = [];
    listener.subscribe('balance', (m) => heard.push(String(m.balance)));
    listener.onResync((reason) => resyncs.push(reason));
    const interest = listener.hearPlayer(5);
    await interest.ready;

    sender.publish('balance', { player_id: 5, balance: '1.00' });
    await until(5_000, () => heard.length === 1);
    proxy.cut();
    sender.publish('balance', { player_id: 5, balance: '2.00' });
    await sleep(1_500);
    proxy.mend();

    await until(10_000, () => resyncs.length > 0);
    expect(resyncs[0]).toMatch(/^missed \d+ message\(s\) from a node$/);
    expect(heard).toEqual(['1.00']);
    sender.publish('balance', { player_id: 5, balance: '3.00' });
    await until(5_000, () => heard.length === 2);
    expect(heard).toEqual(['1.00', '3.00']);
    expect(resyncs).toHaveLength(1);
    interest.release();
  }, 40_000);
});
