// Live bench: 100 live matches on a fresh server, 200 odds changes per second fed through
// test control, /live-betting open in Chromium. Reports the time from a change entering the
// feed to its new value painted (p50, p95; target p95 under 250 ms), the page's main-thread
// busy time per second, and the server's extra CPU with 1,000 sockets connected.
// Run alone: node scripts/bench/live.ts (after a build; SITE_DIST_DIR is honoured).
// Tuning: BENCH_LIVE_EVENTS (100), BENCH_LIVE_RATE (200/s), BENCH_LIVE_SECONDS (8), BENCH_LIVE_SOCKETS (1000);
// BENCH_LIVE_DEBUG=1 prints the page metrics and latency per second of the run.
import { chromium } from 'playwright-core';
import WebSocket from 'ws';
import { startBenchServer, type BenchServer } from './server.ts';
import { checksTable, ms, pct, type Check } from './report.ts';
import { CHROMIUM_FLAGS, findChromium } from '../test-support/chromium.ts';
import { openLiveBoard, paintLatencies, percentile, recordPaints, type Change } from './paints.ts';

export type { Change } from './paints.ts';

const EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 100);
const RATE = Number(process.env.BENCH_LIVE_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 8);
const SOCKETS = Number(process.env.BENCH_LIVE_SOCKETS ?? 1000);
const P95_TARGET_MS = 250;

export interface LiveBenchResult {
  changes: number;
  painted: number;
  p50: number;
  p95: number;
  busyPerSecond: number;
  cpuShareNoSockets: number | null;
  cpuShareWithSockets: number | null;
}

async function post(server: BenchServer, path: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** Starts the soonest matches of the offer until `count` are live. */
export async function startMatches(server: BenchServer, count: number): Promise<Array<{ id: number; custom: string }>> {
  const sports = ((await (await fetch(`${server.url}/api/get_sports`)).json()) as { sports: Array<{ id: number }> }).sports;
  const started: Array<{ id: number; custom: string }> = [];
  for (const sport of sports) {
    const leagues = ((await (await fetch(`${server.url}/api/get_leagues?sport_id=${sport.id}`)).json()) as { leagues: Array<{ id: number }> }).leagues;
    for (const league of leagues) {
      const events = (
        (await (await fetch(`${server.url}/api/get_events_for_league?league_id=${league.id}`)).json()) as {
          events: Array<{ fi: number; fullTimeBet: { odds: Array<{ custom_id: string }> } | null }>;
        }
      ).events;
      for (const e of events.slice(0, 3)) {
        if (!e.fullTimeBet) continue;
        if ((await post(server, `/api/test/events/${e.fi}/start`, {})).ok) started.push({ id: e.fi, custom: e.fullTimeBet.odds[0]!.custom_id });
        if (started.length >= count) return started;
      }
    }
  }
  return started;
}

/** Sends RATE changes per second for `seconds`; each value is unique per odd so its paint can be matched. */
export async function feedChanges(server: BenchServer, matches: Array<{ id: number; custom: string }>, seconds: number, sent: Map<string, Change>): Promise<number> {
  let n = 0;
  const total = RATE * seconds;
  const started = Date.now();
  const inFlight: Array<Promise<unknown>> = [];
  while (n < total) {
    const due = Math.floor(((Date.now() - started) / 1000) * RATE);
    while (n < Math.min(due, total)) {
      const m = matches[n % matches.length]!;
      const value = 150 + ((n * 7 + Math.floor(n / matches.length) * 13) % 700);
      const key = `${m.id}:${m.custom}`;
      const change = { key, value, sentAt: Date.now() };
      sent.set(`${key}=${value}`, change);
      inFlight.push(post(server, '/api/test/odds', { event_id: m.id, odd_custom_id: m.custom, value }).catch(() => undefined));
      n++;
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  await Promise.all(inFlight);
  return n;
}

/** A fresh server is still writing its first offer: waits until a price write is quick again (at most a minute). */
export async function settled(server: BenchServer, match: { id: number; custom: string }): Promise<void> {
  for (let i = 0; i < 120; i++) {
    const t = Date.now();
    await post(server, '/api/test/odds', { event_id: match.id, odd_custom_id: match.custom, value: 333 });
    if (Date.now() - t < 100) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function cpuShareOver(server: BenchServer, work: () => Promise<unknown>): Promise<number | null> {
  const before = server.cpuSeconds();
  const t0 = Date.now();
  await work();
  const after = server.cpuSeconds();
  return before === null || after === null ? null : (after - before) / ((Date.now() - t0) / 1000);
}

export async function runLiveBench(): Promise<LiveBenchResult> {
  const server = await startBenchServer({ env: { NODE_ENV: 'development', FEED_CONTROL: '1', LIVE_BET_DELAY_MS: '0' } });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_FLAGS,
  });
  try {
    const matches = await startMatches(server, EVENTS);
    await settled(server, matches[0]!);
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openLiveBoard(page, `${server.url}/live-betting`);
    // A value counts as painted at the first animation frame after the button shows it.
    const paints = await recordPaints(page, 'live-board');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    const taskSeconds = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;

    const sent = new Map<string, Change>();
    const busyBefore = await taskSeconds();
    const t0 = Date.now();
    let changes = 0;
    const cpuShareNoSockets = await cpuShareOver(server, async () => {
      changes = await feedChanges(server, matches, SECONDS, sent);
    });
    await page.waitForTimeout(1500);
    const busyPerSecond = (await taskSeconds()) - busyBefore;
    if (process.env.BENCH_LIVE_DEBUG) process.stdout.write(`${JSON.stringify((await cdp.send('Performance.getMetrics')).metrics.filter((m) => /Duration|Count/.test(m.name)))}\n`);
    const elapsed = (Date.now() - t0) / 1000;

    const latencies = paintLatencies(paints, sent);

    if (process.env.BENCH_LIVE_DEBUG) {
      const bySecond = new Map<number, number[]>();
      for (const p of paints) {
        const c = sent.get(`${p.key}=${p.value}`);
        if (c) bySecond.set(Math.floor((c.sentAt - t0) / 1000), [...(bySecond.get(Math.floor((c.sentAt - t0) / 1000)) ?? []), p.at - c.sentAt]);
      }
      for (const [sec, list] of [...bySecond].sort((a, b) => a[0] - b[0]))
        process.stdout.write(
          `  second ${sec}: n=${list.length} p50=${percentile(
            list.sort((a, b) => a - b),
            0.5,
          ).toFixed(0)} max=${Math.max(...list).toFixed(0)}\n`,
        );
    }
    // The same feed load again with SOCKETS anonymous sockets connected.
    const url = server.url.replace('http', 'ws') + '/api/live';
    const sockets = await Promise.all(
      Array.from(
        { length: SOCKETS },
        () =>
          new Promise<WebSocket>((resolve) => {
            const ws = new WebSocket(url);
            ws.on('open', () => resolve(ws));
            ws.on('error', () => resolve(ws));
          }),
      ),
    );
    const cpuShareWithSockets = await cpuShareOver(server, () => feedChanges(server, matches, SECONDS, new Map()));
    for (const ws of sockets) ws.terminate();

    return {
      changes,
      painted: latencies.length,
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      busyPerSecond: busyPerSecond / elapsed,
      cpuShareNoSockets,
      cpuShareWithSockets,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

export function liveChecks(r: LiveBenchResult): Check[] {
  const perThousand = r.cpuShareNoSockets !== null && r.cpuShareWithSockets !== null ? ((r.cpuShareWithSockets - r.cpuShareNoSockets) * 1000) / SOCKETS : null;
  return [
    {
      target: `live: feed-to-paint p95 < ${P95_TARGET_MS} ms (${RATE} changes/s, ${EVENTS} matches)`,
      measured: `p50 ${ms(r.p50)}, p95 ${ms(r.p95)} (${r.painted}/${r.changes} painted)`,
      verdict: r.p95 < P95_TARGET_MS ? 'PASS' : 'FAIL',
    },
    { target: 'live: page main-thread busy per second', measured: `${ms(r.busyPerSecond * 1000)}`, verdict: 'INFO' },
    {
      target: `live: server CPU per 1,000 sockets (share of a core)`,
      measured: perThousand === null ? 'n/a' : `${pct(perThousand)} (without ${pct(r.cpuShareNoSockets ?? NaN)}, with ${pct(r.cpuShareWithSockets ?? NaN)})`,
      verdict: 'INFO',
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runLiveBench();
  process.stdout.write(`${checksTable(liveChecks(result))}\n`);
}
