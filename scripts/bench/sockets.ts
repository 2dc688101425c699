// Sockets bench (issue 20): one node holding 10,000 anonymous live sockets and 1,000 player
// sockets (10 players, 100 each) while 200 odds changes per second enter the feed through
// test control. Reports the time from a change entering the feed to its arrival on a socket
// (p50, p95; target p95 under 250 ms), measured on 100 sockets opened last (the end of the
// hub's fan-out), the node's CPU and RSS, and whether the crowd kept every socket (a socket
// that reads is never dropped by the send-queue bound). The crowd reads in two worker threads.
// Run alone: node scripts/bench/sockets.ts (after a build).
// It also measures what one socket write costs this machine (socket-write-cost.ts): the
// fan-out's floor in cores at ten pushes a second, whatever the server does.
// Tuning: BENCH_SOCKETS_ANON (10000), BENCH_SOCKETS_PLAYER (1000), BENCH_SOCKETS_SECONDS (8), BENCH_SOCKETS_WORKERS (2),
// BENCH_SOCKETS_RELAYS (0: the server's LIVE_RELAYS, relay processes for the anonymous sockets).
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import WebSocket from 'ws';
import { processCpuSeconds, startBenchServer, waitForStoredOffer, type BenchServer } from './server.ts';
import { socketWriteMicros } from './socket-write-cost.ts';
import { LIVE_BATCH_MS } from '../../src/server/realtime/live-batch.ts';
import { createPlayers, jsonClient, loginPlayer, newAdminToken, percentile } from './accounts.ts';
import { feedChanges, startMatches, type Change } from './live.ts';
import type { CrowdOrder, CrowdReport } from './socket-crowd.ts';
import { checksTable, mb, ms, pct, type Check } from './report.ts';

const ANON = Number(process.env.BENCH_SOCKETS_ANON ?? 10_000);
const PLAYER_SOCKETS = Number(process.env.BENCH_SOCKETS_PLAYER ?? 1000);
const SECONDS = Number(process.env.BENCH_SOCKETS_SECONDS ?? 8);
const WORKERS = Number(process.env.BENCH_SOCKETS_WORKERS ?? 2);
const RELAYS = Number(process.env.BENCH_SOCKETS_RELAYS ?? 0);
const PLAYERS = 10;
const SAMPLE_ANON = 80;
const SAMPLE_PLAYER = 20;
const P95_TARGET_MS = 250;

export interface SocketsBenchResult {
  wanted: number;
  open: number;
  failed: number;
  closedByServer: number;
  connectSeconds: number;
  changes: number;
  /** The same feed with only the timed sockets open: what the machine gives without the crowd. */
  alone: { p50: number; p95: number; cpuShare: number | null; load: string };
  samples: number;
  expected: number;
  received: number;
  p50: number;
  p95: number;
  max: number;
  cpuShare: number | null;
  clientCpuShare: number;
  rssIdle: number | null;
  rssWithSockets: number | null;
  crowdMiB: number;
  load: string;
  /** One small TCP write on this machine, in microseconds of CPU. */
  writeMicros: number;
  relays: Array<{ pid: number; sockets: number; rssBytes: number; cpuShare: number | null }>;
}

interface Crowd {
  worker: Worker;
  ready: Promise<CrowdReport>;
}

function startCrowd(server: BenchServer, count: number, tokens: string[]): Crowd {
  const url = new URL(server.url);
  const order: CrowdOrder = { host: url.hostname, port: Number(url.port), count, tokens };
  const worker = new Worker(new URL('./socket-crowd.ts', import.meta.url), { workerData: order });
  const ready = new Promise<CrowdReport>((resolve, reject) => {
    worker.on('message', (m: CrowdReport & { ready?: boolean }) => m.ready && resolve(m));
    worker.once('error', reject);
  });
  return { worker, ready };
}

const ask = (crowd: Crowd, what: 'report' | 'stop') =>
  new Promise<CrowdReport>((resolve) => {
    crowd.worker.once('message', resolve);
    crowd.worker.postMessage(what);
  });

/** A socket the bench times: records when each fed value first reaches it. */
function openSample(url: string, token: string | undefined, sent: Map<string, Change>, latencies: number[], counts: number[]): Promise<WebSocket | null> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, token ? ['bearer', token] : undefined);
    const index = counts.push(0) - 1;
    ws.on('message', (data) => {
      const at = Date.now();
      const text = String(data);
      if (!text.startsWith('{"type":"live"')) return;
      const m = JSON.parse(text) as { events: Array<{ id: number; odds?: Array<[string, number, boolean]> }> };
      for (const e of m.events)
        for (const [custom, value] of e.odds ?? []) {
          const c = sent.get(`${e.id}:${custom}=${value}`);
          if (c) {
            latencies.push(at - c.sentAt);
            counts[index]!++;
          }
        }
    });
    ws.once('open', () => resolve(ws));
    ws.once('error', () => resolve(null));
  });
}

export async function runSocketsBench(): Promise<SocketsBenchResult> {
  const adminToken = newAdminToken();
  const writeMicros = await socketWriteMicros();
  const server = await startBenchServer({
    env: { NODE_ENV: 'development', FEED_CONTROL: '1', LIVE_BET_DELAY_MS: '0', ADMIN_TOKEN: adminToken, LIVE_RELAYS: String(RELAYS) },
  });
  const client = jsonClient(server.url, 4);
  const crowds: Crowd[] = [];
  const samples: WebSocket[] = [];
  try {
    await waitForStoredOffer(server);
    const rssIdle = server.rssBytes();
    const players = await createPlayers(client, adminToken, PLAYERS, '100.00', 'benchsock');
    const tokens: string[] = [];
    for (const p of players) tokens.push(await loginPlayer(client, p));
    const matches = await startMatches(server, 100);
    const sent = new Map<string, Change>();
    const latencies: number[] = [];
    const counts: number[] = [];
    const wsUrl = `${server.url.replace('http', 'ws')}/api/live`;
    const openSamples = async () => {
      for (let i = 0; i < SAMPLE_ANON + SAMPLE_PLAYER; i++) {
        const ws = await openSample(wsUrl, i < SAMPLE_ANON ? undefined : tokens[i % tokens.length], sent, latencies, counts);
        if (ws) samples.push(ws);
      }
    };
    const feed = async () => {
      const cpuBefore = server.cpuSeconds();
      const clientBefore = process.cpuUsage();
      const tFeed = performance.now();
      const changes = await feedChanges(server, matches, SECONDS, sent);
      await new Promise((r) => setTimeout(r, 1000));
      const seconds = (performance.now() - tFeed) / 1000;
      const cpuAfter = server.cpuSeconds();
      const clientUsed = process.cpuUsage(clientBefore);
      const load = loadavg()
        .map((l) => l.toFixed(2))
        .join(' ');
      latencies.sort((a, b) => a - b);
      return {
        changes,
        load,
        cpuShare: cpuBefore === null || cpuAfter === null ? null : (cpuAfter - cpuBefore) / seconds,
        clientCpuShare: (clientUsed.user + clientUsed.system) / 1e6 / seconds,
      };
    };

    // First the timed sockets alone, then again with the crowd of 10,900 beside them.
    await openSamples();
    const baseline = await feed();
    const alone = { p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), cpuShare: baseline.cpuShare, load: baseline.load };
    for (const ws of samples.splice(0)) ws.terminate();
    latencies.length = 0;
    counts.length = 0;
    sent.clear();

    const t0 = performance.now();
    const crowdAnon = ANON - SAMPLE_ANON;
    const crowdPlayer = PLAYER_SOCKETS - SAMPLE_PLAYER;
    for (let w = 0; w < WORKERS; w++) {
      const share = (total: number) => Math.floor(total / WORKERS) + (w === 0 ? total % WORKERS : 0);
      crowds.push(startCrowd(server, share(crowdAnon), []));
      crowds.push(startCrowd(server, share(crowdPlayer), tokens));
    }
    const opened = await Promise.all(crowds.map((c) => c.ready));
    // The timed sockets open last: they are at the end of the hub's fan-out.
    await openSamples();
    const connectSeconds = (performance.now() - t0) / 1000;
    const rssWithSockets = server.rssBytes();
    const crowdMiB = process.memoryUsage().rss / 1024 / 1024;

    const relayList = ((await server.health()).live_relays ?? []) as Array<{ pid: number; sockets: number; rss_bytes: number }>;
    const relayCpuBefore = relayList.map((r) => processCpuSeconds(r.pid));
    const tRelays = performance.now();
    const { changes, load, cpuShare, clientCpuShare } = await feed();
    const relaySeconds = (performance.now() - tRelays) / 1000;
    const relays = relayList.map((r, i) => {
      const before = relayCpuBefore[i];
      const after = processCpuSeconds(r.pid);
      return { pid: r.pid, sockets: r.sockets, rssBytes: r.rss_bytes, cpuShare: before == null || after === null ? null : (after - before) / relaySeconds };
    });
    const reports = await Promise.all(crowds.map((c) => ask(c, 'report')));
    return {
      wanted: ANON + PLAYER_SOCKETS,
      open: reports.reduce((s, r) => s + r.open, 0) + samples.length,
      failed: opened.reduce((s, r) => s + r.failed, 0),
      closedByServer: reports.reduce((s, r) => s + r.closedByServer, 0) + samples.filter((ws) => ws.readyState !== WebSocket.OPEN).length,
      connectSeconds,
      changes,
      alone,
      samples: samples.length,
      expected: changes * samples.length,
      received: latencies.length,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      max: latencies.length ? latencies[latencies.length - 1]! : Number.NaN,
      cpuShare,
      clientCpuShare,
      rssIdle,
      rssWithSockets,
      crowdMiB,
      load,
      writeMicros,
      relays,
    };
  } finally {
    for (const ws of samples) ws.terminate();
    await Promise.all(crowds.map((c) => ask(c, 'stop').catch(() => undefined)));
    await Promise.all(crowds.map((c) => c.worker.terminate()));
    client.close();
    await server.stop();
  }
}

export function socketsChecks(r: SocketsBenchResult): Check[] {
  return [
    {
      target: `sockets: ${r.wanted.toLocaleString('en')} live sockets on one node (${ANON.toLocaleString('en')} anonymous, ${PLAYER_SOCKETS.toLocaleString('en')} of ${PLAYERS} players)`,
      measured: `${r.open} open in ${r.connectSeconds.toFixed(1)} s, ${r.failed} refused, ${r.closedByServer} dropped during the run`,
      verdict: r.open === r.wanted && r.closedByServer === 0 ? 'PASS' : 'FAIL',
    },
    {
      target: `sockets: feed-to-socket p95 < ${P95_TARGET_MS} ms at 200 changes/s (${r.samples} sockets opened last)`,
      measured: `p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, max ${ms(r.max)} (${r.received}/${r.expected} values arrived)`,
      verdict: r.p95 < P95_TARGET_MS && r.received === r.expected ? 'PASS' : 'FAIL',
    },
    {
      target: `sockets: the same feed with only the ${r.samples} timed sockets open (the machine's own share of the latency)`,
      measured: `p50 ${ms(r.alone.p50)}, p95 ${ms(r.alone.p95)}; node CPU ${r.alone.cpuShare === null ? 'n/a' : pct(r.alone.cpuShare)}; load average ${r.alone.load}`,
      verdict: 'INFO',
    },
    {
      target: 'sockets: node CPU and RSS with every socket open',
      measured: `CPU ${r.cpuShare === null ? 'n/a' : pct(r.cpuShare)} of a core while fed; RSS ${mb(r.rssIdle)} before the sockets, ${mb(r.rssWithSockets)} with them`,
      verdict: 'INFO',
    },
    {
      target: "sockets: one socket write on this machine (the fan-out's floor)",
      measured: `${r.writeMicros.toFixed(1)} µs of CPU per write; ${r.wanted.toLocaleString('en')} sockets at ${1000 / LIVE_BATCH_MS} pushes/s would take ${((r.wanted * (1000 / LIVE_BATCH_MS) * r.writeMicros) / 1e6).toFixed(2)} cores for the writes alone`,
      verdict: 'INFO',
    },
    {
      target: `sockets: relay processes (LIVE_RELAYS=${RELAYS})`,
      measured: r.relays.length
        ? r.relays.map((x) => `${x.sockets} sockets, CPU ${x.cpuShare === null ? 'n/a' : pct(x.cpuShare)}, RSS ${mb(x.rssBytes)}`).join('; ')
        : 'none: every socket in the server process',
      verdict: 'INFO',
    },
    {
      target: 'sockets: the bench client (same machine)',
      measured: `CPU ${pct(r.clientCpuShare)} of a core, RSS ${r.crowdMiB.toFixed(0)} MiB; load average ${r.load}`,
      verdict: 'INFO',
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runSocketsBench();
  process.stdout.write(`${checksTable(socketsChecks(result))}\n`);
  process.exit(0);
}
