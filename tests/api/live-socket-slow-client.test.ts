// A live socket whose client stops reading must not make the server buffer without limit:
// once what waits to be sent to it passes the send-queue limit, the hub drops it. A client
// that reads normally, beside it, receives every message and stays connected.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { SEND_QUEUE_LIMIT_BYTES } from '../../src/server/realtime/socket-room.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { startSocketServer, type SocketServer } from './support/socket-server.ts';

let h: Harness;
let sockets: SocketServer | undefined;

beforeAll(async () => {
  h = await startHarness();
  sockets = await startSocketServer(h);
});
afterAll(async () => {
  await sockets?.close();
  await h?.close();
});

function open(path = '/api/live'): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${sockets!.base}${path}`);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
}

const MESSAGE_PAD = 64 * 1024;
// Far more than the kernel's socket buffers on loopback (a few MiB) plus the limit: without a
// bound, the server would hold most of it for the paused client.
const MESSAGES = 600;

describe('live socket send queue', () => {
  it('drops a client that stops reading once its queue passes the limit, and keeps a reading client', async () => {
    expect(SEND_QUEUE_LIMIT_BYTES).toBeGreaterThan(0);
    const slow = await open();
    const normal = await open();
    await expect.poll(() => h.rt.hub.connectionCount(), { timeout: 5000 }).toBe(2);
    // The slow client's socket stops reading: the server's writes to it pile up.
    slow.pause();
    const seen: number[] = [];
    normal.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type?: string; n?: number };
      if (m.type === 'bench-pad' && typeof m.n === 'number') seen.push(m.n);
    });
    let largestQueue = 0;
    let sent = 0;
    for (; sent < MESSAGES; sent++) {
      h.rt.hub.broadcast({ type: 'bench-pad', n: sent, pad: 'x'.repeat(MESSAGE_PAD) });
      largestQueue = Math.max(largestQueue, h.rt.hub.largestSendQueue());
      if (h.rt.hub.connectionCount() === 1 && sent > 0) break;
      // One message per turn of the loop, so the reading client reads as fast as it is sent to.
      await new Promise((r) => setTimeout(r, 1));
    }
    // The slow client went; the server never held more for it than the limit and one message.
    expect(h.rt.hub.connectionCount()).toBe(1);
    expect(largestQueue).toBeLessThanOrEqual(SEND_QUEUE_LIMIT_BYTES + MESSAGE_PAD + 1024);
    expect(h.rt.hub.stats().droppedSlow).toBe(1);
    // The reading client got every message, in order, and is still open.
    await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(sent + 1);
    expect(seen).toEqual(Array.from({ length: sent + 1 }, (_, i) => i));
    expect(normal.readyState).toBe(WebSocket.OPEN);
    slow.terminate();
    normal.close();
  });

  it('keeps a reading client open through a long burst and never queues near the limit for it', async () => {
    const ws = await open();
    let received = 0;
    // Only this test's messages: the feed's own live batches go by meanwhile.
    ws.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type?: string }).type === 'bench-pad') received++;
    });
    let largestQueue = 0;
    for (let i = 0; i < 200; i++) {
      h.rt.hub.broadcast({ type: 'bench-pad', n: i, pad: 'y'.repeat(8 * 1024) });
      largestQueue = Math.max(largestQueue, h.rt.hub.largestSendQueue());
      await new Promise((r) => setTimeout(r, 1));
    }
    await expect.poll(() => received, { timeout: 10_000 }).toBe(200);
    expect(largestQueue).toBeLessThan(SEND_QUEUE_LIMIT_BYTES);
    expect(ws.readyState).toBe(WebSocket.OPEN);
    expect(h.rt.hub.stats().droppedSlow).toBe(1);
    ws.close();
  });

  it("drops a player's socket that stops reading and keeps that player's reading socket (pushes to one player)", async () => {
    // Sockets tied to player 42 by the query, as the JWT authenticator ties them in production.
    h.rt.hub.setAuthenticator(async (req) => {
      const id = new URL(req.url ?? '/', 'http://x').searchParams.get('id');
      return id ? { playerId: Number(id) } : null;
    });
    const before = h.rt.hub.stats().droppedSlow;
    const slow = await open('/api/live?id=42');
    const reading = await open('/api/live?id=42');
    await expect.poll(() => h.rt.hub.connectionCount(), { timeout: 5000 }).toBe(2);
    slow.pause();
    let got = 0;
    reading.on('message', (data) => {
      if ((JSON.parse(String(data)) as { type?: string }).type === 'bench-pad') got++;
    });
    let sent = 0;
    let largestQueue = 0;
    for (; sent < MESSAGES && h.rt.hub.connectionCount() === 2; sent++) {
      h.rt.hub.sendToPlayer(42, { type: 'bench-pad', n: sent, pad: 'z'.repeat(MESSAGE_PAD) });
      largestQueue = Math.max(largestQueue, h.rt.hub.largestSendQueue());
      await new Promise((r) => setTimeout(r, 1));
    }
    expect(h.rt.hub.connectionCount()).toBe(1);
    expect(h.rt.hub.stats().droppedSlow).toBe(before + 1);
    expect(largestQueue).toBeLessThanOrEqual(SEND_QUEUE_LIMIT_BYTES + MESSAGE_PAD + 1024);
    await expect.poll(() => got, { timeout: 10_000 }).toBe(sent);
    expect(reading.readyState).toBe(WebSocket.OPEN);
    slow.terminate();
    reading.close();
  });
});
