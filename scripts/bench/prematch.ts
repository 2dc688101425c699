// Pre-match bench (issue 27): at the live bench's load (BENCH_LIVE_EVENTS live matches,
// BENCH_LIVE_RATE live odds changes per second through test control), an anonymous visitor
// has a league page of upcoming matches open in Chromium while the prices of its matches move
// through test control (BENCH_PREMATCH_RATE per second). Reports the time from a change
// entering the feed to its new value painted on the page's odds button (p50, p95; target p95
// under 2 s). A run that painted nothing, or read zero, fails. A second page of the same
// browser shows the live board meanwhile: its live feed-to-paint of the same run stands beside
// the pre-match figure (a shared machine's load moves both alike).
// Run alone: node scripts/bench/prematch.ts (after a build; SITE_DIST_DIR is honoured).
// Tuning: BENCH_PREMATCH_RATE (10/s), BENCH_LIVE_SECONDS (8), and the live bench's variables.
import { chromium } from 'playwright-core';
import { startBenchServer, type BenchServer } from './server.ts';
import { checksTable, ms, type Check } from './report.ts';
import { feedChanges, settled, startMatches } from './live.ts';
import { openLiveBoard, paintLatencies, percentile, recordPaints, type Change } from './paints.ts';
import { CHROMIUM_FLAGS, findChromium } from '../test-support/chromium.ts';

const LIVE_EVENTS = Number(process.env.BENCH_LIVE_EVENTS ?? 100);
const RATE = Number(process.env.BENCH_PREMATCH_RATE ?? 10);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 8);
const P95_TARGET_MS = 2_000;
/** BENCH_PREMATCH_DEBUG=1 prints where the time goes: the test-control call answered, the frame at the browser, the paint. */
const DEBUG = process.env.BENCH_PREMATCH_DEBUG === '1';

const answered = new Map<string, number>();

export interface Figures {
  changes: number;
  painted: number;
  p50: number;
  p95: number;
}

export interface PrematchBenchResult extends Figures {
  /** The live board's figures of the same run, when it could be timed. */
  live?: Figures;
}

const figures = (changes: number, latencies: number[]): Figures => ({ changes, painted: latencies.length, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95) });

/** Moves the home-win price of the page's matches RATE times a second for `seconds`; each value is unique per odd. */
async function movePrices(server: BenchServer, events: number[], seconds: number, sent: Map<string, Change>): Promise<number> {
  const total = Math.round(RATE * seconds);
  const started = Date.now();
  const inFlight: Array<Promise<unknown>> = [];
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE;
    if (due > Date.now()) await new Promise((r) => setTimeout(r, due - Date.now()));
    const id = events[n % events.length]!;
    const value = 200 + ((n * 37) % 800);
    const change = { key: `${id}:main.1`, value, sentAt: Date.now() };
    sent.set(`${change.key}=${value}`, change);
    const body = JSON.stringify({ event_id: id, odd_custom_id: 'main.1', value });
    inFlight.push(
      fetch(`${server.url}/api/test/odds`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(() => answered.set(`${change.key}=${value}`, Date.now()))
        .catch(() => undefined),
    );
  }
  await Promise.all(inFlight);
  return total;
}

export async function runPrematchBench(): Promise<PrematchBenchResult> {
  const server = await startBenchServer({ env: { NODE_ENV: 'development', FEED_CONTROL: '1', LIVE_BET_DELAY_MS: '0' } });
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: CHROMIUM_FLAGS,
  });
  try {
    const live = await startMatches(server, LIVE_EVENTS);
    if (live[0]) await settled(server, live[0]);
    const { leagues } = (await (await fetch(`${server.url}/api/get_leagues?sport_id=1`)).json()) as { leagues: Array<{ id: number; count: number }> };
    const league = [...leagues].sort((a, b) => b.count - a.count)[0];
    if (!league) throw new Error('no soccer league in the offer');
    const board = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openLiveBoard(board, `${server.url}/live-betting`);
    const livePaints = await recordPaints(board, 'live-board');
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    // The page has subscribed once its socket has the server's answer (every price of its matches).
    const received = new Map<string, number>();
    const subscribed = new Promise<void>((resolve) =>
      page.on('websocket', (ws) =>
        ws.on('framereceived', (frame) => {
          const text = String(frame.payload);
          if (!text.startsWith('{"type":"prices"')) return;
          resolve();
          if (!DEBUG) return;
          const at = Date.now();
          for (const e of (JSON.parse(text) as { events: Array<{ id: number; odds?: Array<[string, number]> }> }).events)
            for (const [c, v] of e.odds ?? []) if (!received.has(`${e.id}:${c}=${v}`)) received.set(`${e.id}:${c}=${v}`, at);
        }),
      ),
    );
    await page.goto(`${server.url}/sports-betting?league=${league.id}`);
    await page.waitForSelector('[data-event-row] button[data-odd-custom-id="main.1"]');
    // A value counts as painted at the first animation frame after the server-rendered button shows it.
    const paints = await recordPaints(page, 'page');
    const events = await page.$$eval('[data-event-row] button[data-odd-custom-id="main.1"]:not([disabled])', (buttons) => [
      ...new Set(buttons.map((b) => Number((b as HTMLElement).dataset.eventId))),
    ]);
    if (events.length === 0) throw new Error('the league page shows no open odds');
    await Promise.race([subscribed, new Promise((_, reject) => setTimeout(() => reject(new Error('the page never subscribed to its prices')), 15_000))]);

    const sent = new Map<string, Change>();
    const liveSent = new Map<string, Change>();
    const [changes, liveChanges] = await Promise.all([movePrices(server, events, SECONDS, sent), live.length ? feedChanges(server, live, SECONDS, liveSent) : Promise.resolve(0)]);
    await page.waitForTimeout(P95_TARGET_MS + 500);
    const latencies = paintLatencies(paints, sent);
    if (DEBUG) {
      const after = (m: Map<string, number>) => [...sent].flatMap(([k, c]) => (m.has(k) ? [m.get(k)! - c.sentAt] : [])).sort((a, b) => a - b);
      for (const [name, list] of [
        ['answered', after(answered)],
        ['received', after(received)],
        ['painted', latencies],
      ] as const)
        process.stdout.write(`  ${name}: n=${list.length} p50=${ms(percentile(list, 0.5))} p95=${ms(percentile(list, 0.95))}\n`);
    }
    return { ...figures(changes, latencies), ...(liveChanges ? { live: figures(liveChanges, paintLatencies(livePaints, liveSent)) } : {}) };
  } finally {
    await browser.close();
    await server.stop();
  }
}

const shown = (f: Figures) => `p50 ${ms(f.p50)}, p95 ${ms(f.p95)} (${f.painted}/${f.changes} painted)`;

export function prematchChecks(r: PrematchBenchResult): Check[] {
  const measured = r.painted > 0 && r.p95 > 0 && Number.isFinite(r.p95);
  return [
    {
      target: `pre-match: feed-to-paint p95 < ${P95_TARGET_MS} ms (${RATE} changes/s on a league page, beside the live load)`,
      measured: shown(r),
      verdict: measured && r.p95 < P95_TARGET_MS ? 'PASS' : 'FAIL',
    },
    { target: 'live board in the same run: feed-to-paint', measured: r.live ? shown(r.live) : 'n/a', verdict: 'INFO' },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runPrematchBench();
  process.stdout.write(`${checksTable(prematchChecks(result))}\n`);
}
