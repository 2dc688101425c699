// A relay process: holds anonymous live sockets handed over by the server (relays.ts) and
// writes them the public frames the server sends it. A write to a socket is a system call of
// 15-20 µs on a small virtual machine, so 10,000 sockets at ten batches a second is more than
// one core; relays spread those writes over the machine's cores. Frames that arrive while the
// relay is still writing the last ones are joined, so a relay that falls behind writes each
// socket once per turn instead of queueing turns.
import { Socket } from 'node:net';
import { createLogger } from '../log.ts';
import { frameOfBytes, joinFrames, type PreparedFrame } from './frame.ts';
import { createLiveSocketServer, createSocketRoom } from './socket-room.ts';
import type { RelayOrder, RelayReport } from './relay-messages.ts';

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
    process.send?.(message);
  });
};
setInterval(report, 1000).unref();

let pending: PreparedFrame[] = [];
const flush = () => {
  const frame = joinFrames(pending);
  pending = [];
  room.sendAll(frame);
};

process.on('message', (order: RelayOrder, handle?: unknown) => {
  if (order.type === 'frame') {
    if (pending.push(frameOfBytes(Buffer.from(order.bytes))) === 1) setImmediate(flush);
  } else if (order.type === 'socket' && handle) {
    // The server sends the connection's bare handle (relays.ts says why).
    const socket = new Socket({ handle: handle as never, readable: true, writable: true });
    const request = { method: order.method, url: order.url, headers: order.headers, socket };
    wss.handleUpgrade(request as never, socket, Buffer.from(order.head), (ws) => {
      room.add(ws);
      ws.on('close', report);
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
