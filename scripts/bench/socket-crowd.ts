// A crowd of live sockets for the sockets bench, run in a worker thread so that reading
// thousands of sockets does not delay the few sockets the bench times. Each socket is a plain
// TCP connection that does the WebSocket handshake itself and then reads and counts bytes
// (it reads everything, as a browser would; it does not decode frames, which would cost the
// shared 2-core machine more than the server it measures). Every 20 s it sends the keep-alive
// text, so the hub's idle sweep keeps it. With `readEveryMs`, sockets read in turns: each
// socket's bytes wait in the kernel's receive buffer (a second of pushes is a few kB) and are
// read in one call per turn, a tenth of the sockets every tenth of the period, so thousands of sockets cost the bench client little CPU; the
// server's writes are the same either way (loopback delivers into the receive buffer at once).
// More sockets are opened on the message { open: n }; the answer is the report.
import { readlinkSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

export interface CrowdOrder {
  host: string;
  port: number;
  count: number;
  /** Access tokens: socket i authenticates with tokens[i % tokens.length] when given. */
  tokens: string[];
  /** Read each socket once per this many ms (0: as bytes arrive). */
  readEveryMs?: number;
}

export interface CrowdReport {
  /** The worker thread's id, for the bench to put it in a CPU group of its own. */
  thread: number;
  open: number;
  failed: number;
  /** Sockets the server closed after they opened. */
  closedByServer: number;
  bytes: number;
}

const KEEP_ALIVE = Buffer.from('Hello, I am still here.');
// A client frame must be masked; a zero mask leaves the payload as it is.
const keepAliveFrame = Buffer.concat([Buffer.from([0x81, 0x80 | KEEP_ALIVE.length, 0, 0, 0, 0]), KEEP_ALIVE]);

const order = workerData as CrowdOrder;
/** The turns a read of every socket is spread over. */
const READ_SLICES = 10;
const sockets: Socket[] = [];
let opened = 0;
// /proc/thread-self names this thread: <pid>/task/<tid>.
const report: CrowdReport = { thread: Number(readlinkSync('/proc/thread-self').split('/').pop()), open: 0, failed: 0, closedByServer: 0, bytes: 0 };
let stopping = false;

function openOne(i: number): Promise<void> {
  return new Promise((resolve) => {
    const socket = connect(order.port, order.host);
    const token = order.tokens.length ? order.tokens[i % order.tokens.length] : undefined;
    let upgraded = false;
    socket.setNoDelay(true);
    socket.once('connect', () => {
      socket.write(
        `GET /api/live HTTP/1.1\r\nHost: ${order.host}:${order.port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${Buffer.from(String(i).padStart(16, '0')).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n` +
          (token ? `Sec-WebSocket-Protocol: bearer, ${token}\r\n` : '') +
          '\r\n',
      );
    });
    socket.on('data', (chunk: Buffer) => {
      if (!upgraded) {
        upgraded = true;
        if (chunk.subarray(0, 12).toString() !== 'HTTP/1.1 101') {
          report.failed++;
          socket.destroy();
          return resolve();
        }
        report.open++;
        sockets.push(socket);
        if (order.readEveryMs) socket.pause();
        resolve();
        return;
      }
      report.bytes += chunk.length;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      if (!upgraded) {
        report.failed++;
        resolve();
      } else if (!stopping) report.closedByServer++;
    });
  });
}

async function openMore(count: number): Promise<void> {
  const batch = 200;
  for (let i = 0; i < count; i += batch) await Promise.all(Array.from({ length: Math.min(batch, count - i) }, () => openOne(opened++)));
}

// A turn: one slice of the sockets reads what its receive buffers hold, then pauses again; the
// slices take turns, so each socket reads once per readEveryMs. All of them at once made a burst
// of reading every second that the capped processes under test waited behind on two cores.
let turn = 0;
const readTurns = order.readEveryMs
  ? setInterval(() => {
      const slice = turn++ % READ_SLICES;
      const reading: Socket[] = [];
      for (let i = slice; i < sockets.length; i += READ_SLICES) if (!sockets[i]!.destroyed) reading.push(sockets[i]!.resume());
      setImmediate(() => {
        for (const s of reading) if (!s.destroyed) s.pause();
      });
    }, order.readEveryMs / READ_SLICES)
  : undefined;

const keepAlive = setInterval(() => {
  for (const s of sockets) if (!s.destroyed) s.write(keepAliveFrame);
}, 20_000);

parentPort!.on('message', (m: 'report' | 'stop' | { open: number }) => {
  if (m === 'report') parentPort!.postMessage(report);
  else if (m === 'stop') {
    stopping = true;
    clearInterval(keepAlive);
    clearInterval(readTurns);
    for (const s of sockets) s.destroy();
    parentPort!.postMessage(report);
    parentPort!.close();
  } else void openMore(m.open).then(() => parentPort!.postMessage({ ...report, ready: true }));
});

await openMore(order.count);
parentPort!.postMessage({ ...report, ready: true });
