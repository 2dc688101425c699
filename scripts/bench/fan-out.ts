// Fan-out bench (issue 20): the cost of one live batch sent to 11,000 sockets, in process, on
// the same sockets both ways: as the hub sent before (the message serialized once, then
// ws.send(text) per socket, which encodes and frames it per socket) and as it sends now (one
// prepared frame, the same bytes written to every socket). Reports the sending thread's CPU ms per broadcast.
// Both ends of every socket live in this one process, so 9,000 sockets are 18,000 descriptors
// (the machine's limit is 20,000); the cost per socket is what it measures.
// Run alone: node scripts/bench/fan-out.ts. Tuning: BENCH_FANOUT_SOCKETS (9000), BENCH_FANOUT_ROUNDS (30).
import { createServer } from 'node:http';
import { Worker } from 'node:worker_threads';
import { WebSocketServer, type WebSocket } from 'ws';
import { prepareFrame, writeFrame } from '../../src/server/realtime/frame.ts';
import type { CrowdOrder, CrowdReport } from './socket-crowd.ts';
import { ms, type Check } from './report.ts';

const SOCKETS = Number(process.env.BENCH_FANOUT_SOCKETS ?? 9_000);
const ROUNDS = Number(process.env.BENCH_FANOUT_ROUNDS ?? 30);

export interface FanOutResult {
  sockets: number;
  bytes: number;
  perSocketSendMs: number;
  preparedFrameMs: number;
}

/** A live batch of 20 events with 4 odds each, about the size the feed sends at 200 changes/s. */
function sampleBatch(round: number) {
  return {
    type: 'live',
    events: Array.from({ length: 20 }, (_, i) => ({
      id: 1_000_000 + i,
      odds: Array.from({ length: 4 }, (_, k) => [`${1_000_000 + i}-1-${k}`, 150 + ((round * 7 + i + k) % 500), false]),
    })),
  };
}

// This thread's CPU only: the crowd reads in worker threads of the same process.
const cpuMs = (f: () => void) => {
  const before = process.threadCpuUsage();
  f();
  const used = process.threadCpuUsage(before);
  return (used.user + used.system) / 1000;
};

export async function runFanOutBench(): Promise<FanOutResult> {
  const wss = new WebSocketServer({ noServer: true });
  const open: WebSocket[] = [];
  const server = createServer((_req, res) => res.writeHead(404).end());
  server.on('upgrade', (req, socket, head) => wss.handleUpgrade(req, socket, head, (ws) => open.push(ws)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const workers: Worker[] = [];
  try {
    for (let w = 0; w < 2; w++) {
      const order: CrowdOrder = { host: '127.0.0.1', port, count: Math.floor(SOCKETS / 2) + (w === 0 ? SOCKETS % 2 : 0), tokens: [] };
      workers.push(new Worker(new URL('./socket-crowd.ts', import.meta.url), { workerData: order }));
    }
    await Promise.all(workers.map((w) => new Promise<CrowdReport>((resolve) => w.on('message', (m: CrowdReport & { ready?: boolean }) => m.ready && resolve(m)))));
    const deadline = Date.now() + 60_000;
    while (open.length < SOCKETS && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    if (open.length < SOCKETS) throw new Error(`only ${open.length} of ${SOCKETS} sockets opened`);
    const perSocketSend: number[] = [];
    const prepared: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const message = sampleBatch(round);
      // Alternating, so the machine's moment-to-moment load falls on both ways alike.
      perSocketSend.push(
        cpuMs(() => {
          const text = JSON.stringify(message);
          for (const ws of open) ws.send(text);
        }),
      );
      await new Promise((r) => setTimeout(r, 100));
      prepared.push(
        cpuMs(() => {
          const frame = prepareFrame(message);
          for (const ws of open) writeFrame(ws, frame);
        }),
      );
      await new Promise((r) => setTimeout(r, 100));
    }
    const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? Number.NaN;
    return { sockets: open.length, bytes: Buffer.byteLength(JSON.stringify(sampleBatch(0))), perSocketSendMs: median(perSocketSend), preparedFrameMs: median(prepared) };
  } finally {
    for (const w of workers) {
      w.postMessage('stop');
      await w.terminate();
    }
    for (const ws of open) ws.terminate();
    wss.close();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
}

export function fanOutChecks(r: FanOutResult): Check[] {
  return [
    {
      target: `sockets: CPU of one ${(r.bytes / 1000).toFixed(1)} kB live batch sent to ${r.sockets.toLocaleString('en')} sockets (median)`,
      measured: `${ms(r.preparedFrameMs)} with one prepared frame, ${ms(r.perSocketSendMs)} with ws.send per socket (${(r.perSocketSendMs / r.preparedFrameMs).toFixed(2)}x)`,
      verdict: 'INFO',
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { checksTable } = await import('./report.ts');
  process.stdout.write(`${checksTable(fanOutChecks(await runFanOutBench()))}\n`);
  process.exit(0);
}
