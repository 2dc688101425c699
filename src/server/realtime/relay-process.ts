// A relay process: holds anonymous live sockets handed over by the server (relays.ts) and
// writes them the public frames the server sends it. A write to a socket is a system call of
// 15-20 µs on a small virtual machine, so 10,000 sockets at ten batches a second is more than
// one core; relays spread those writes over the machine's cores. Frames that arrive while the
// relay is still writing the last ones are joined, so a relay that falls behind writes each
// socket once per turn instead of queueing turns. Its sockets' text messages (price
// subscriptions) go to the server, which decides them and sends back what is for some
// sockets only; a socket that watches its own events gets no full live batch.
import { Socket } from 'node:net';
import { createLogger } from '../log.ts';
import { frameOfBytes, joinFrames, type PreparedFrame } from './frame.ts';
import { createLiveSocketServer, createSocketRoom } from './socket-room.ts';
import type { WebSocket } from 'ws';
import { KEEP_ALIVE_TEXT } from '../../lib/realtime/keep-alive.ts';
import type { RelayMessage, RelayOrder, RelayReport } from './relay-messages.ts';

const log = createLogger((process.env.LOG_LEVEL as 'info' | undefined) ?? 'info', (line) => process.stderr.write(line));
const wss = createLiveSocketServer();
const room = createSocketRoom((queued) => log.info('live socket dropped: not reading', { queued_bytes: queued, relay: process.pid }));

let reportDue = false;
const report = () => {
  if (reportDue) return;
  reportDue = true;
  setImmediate(() => {
    reportDue = false;
    const message: RelayReport = {
      type: 'report',
      sockets: room.size,
      largestSendQueue: room.largestSendQueue(),
      droppedSlow: room.droppedSlow(),
      rssBytes: process.memoryUsage.rss(),
    };
    tell(message);
  });
};
setInterval(report, 1000).unref();

const byNumber = new Map<number, WebSocket>();
const selective = new WeakSet<WebSocket>();
let lastNumber = 0;
const tell = (message: RelayMessage) => process.send?.(message);

let pending: Array<{ frame: PreparedFrame; batch: boolean }> = [];
const flush = () => {
  const frame = joinFrames(pending.map((p) => p.frame));
  const noBatch = pending.some((p) => p.batch) ? pending.filter((p) => !p.batch).map((p) => p.frame) : undefined;
  pending = [];
  if (!noBatch) return room.sendAll(frame);
  room.sendAll(frame, (ws) => selective.has(ws));
  if (noBatch.length) {
    const rest = joinFrames(noBatch);
    for (const ws of byNumber.values()) if (selective.has(ws)) room.send(ws, rest);
  }
};

process.on('message', (order: RelayOrder, handle?: unknown) => {
  if (order.type === 'frame') {
    if (pending.push({ frame: frameOfBytes(Buffer.from(order.bytes)), batch: order.batch === true }) === 1) setImmediate(flush);
  } else if (order.type === 'to') {
    const frame = frameOfBytes(Buffer.from(order.bytes));
    for (const n of order.sockets) {
      const ws = byNumber.get(n);
      if (!ws) continue;
      if (order.selective) selective.add(ws);
      room.send(ws, frame);
    }
  } else if (order.type === 'socket' && handle) {
    // The server sends the connection's bare handle (relays.ts says why).
    const socket = new Socket({ handle: handle as never, readable: true, writable: true });
    const request = { method: order.method, url: order.url, headers: order.headers, socket };
    wss.handleUpgrade(request as never, socket, Buffer.from(order.head), (ws) => {
      const n = ++lastNumber;
      byNumber.set(n, ws);
      room.add(ws);
      ws.on('message', (data, isBinary) => {
        const text = isBinary ? '' : String(data);
        if (text && text !== KEEP_ALIVE_TEXT) tell({ type: 'message', socket: n, text });
      });
      ws.on('close', () => {
        byNumber.delete(n);
        tell({ type: 'closed', socket: n });
        report();
      });
      report();
    });
  } else if (order.type === 'stop') stop();
});

function stop() {
  room.close();
  process.exit(0);
}
// The server is gone (or stopping): its sockets go with it; the pages reconnect to the next node.
process.on('disconnect', stop);
// The first report says the relay is ready to take sockets.
report();
