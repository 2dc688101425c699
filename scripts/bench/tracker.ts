// Match tracker bench (issue 19): the memory the live tracker holds with 100 matches in play
// (the feed's per-match generator and every node's store of bounded timelines), measured with
// the matches late in play, when their timelines are full, plus the cost of one step and the
// size of the snapshot a live patch carries. In process, no server.
// Run alone: node scripts/bench/tracker.ts. Tuning: BENCH_TRACKER_MATCHES (100).
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { createRng } from '../../src/lib/offer/random.ts';
import { SPORT_BY_ID } from '../../src/lib/offer/sports.ts';
import { advance, initialState, liveParams, type LiveParams, type LiveState } from '../../src/lib/offer/live-state.ts';
import { createTrackerFeed } from '../../src/server/tracker/feed.ts';
import { createTrackerStore } from '../../src/server/tracker/store.ts';
import { checksTable, kb, type Check } from './report.ts';

const MATCHES = Number(process.env.BENCH_TRACKER_MATCHES ?? 100);
/** A live board's mix: mostly soccer, then tennis, basketball and ice hockey. */
const MIX = [1, 1, 1, 1, 1, 1, 13, 13, 18, 17];
const STEP_MS = 1_000;
/** The tracker's memory should stay small beside the offer: under 2 MB for 100 matches. */
const TARGET_BYTES = 2_000_000;

export interface TrackerRun {
  matches: number;
  heapBytes: number;
  perMatchBytes: number;
  events: number;
  stepMicros: number;
  snapshotBytes: number;
}

function gc(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** Plays `matches` to 85% of their length in feed-sized steps, the tracker beside each. */
function play(
  matches: Array<{ id: number; sportId: number; p: LiveParams; s: LiveState }>,
  feed: ReturnType<typeof createTrackerFeed>,
  store: ReturnType<typeof createTrackerStore>,
) {
  let steps = 0;
  let stepNs = 0n;
  let snapshots = 0;
  let snapshotBytes = 0;
  for (const m of matches) {
    const until = m.p.lengthMs * 0.85;
    while (!m.s.finished && m.s.elapsedMs < until) {
      const mark = feed.mark(m.s);
      advance(m.s, m.p, STEP_MS, createRng(42, 'live-play', m.id, m.s.elapsedMs));
      const started = process.hrtime.bigint();
      const snap = feed.step(m.id, m.sportId, m.p, mark, m.s);
      stepNs += process.hrtime.bigint() - started;
      steps++;
      if (snap) {
        store.apply(m.id, snap);
        snapshots++;
        snapshotBytes += JSON.stringify(snap).length;
      }
    }
  }
  return { steps, stepNs, snapshots, snapshotBytes };
}

function matchesOf(count: number, firstId: number) {
  return Array.from({ length: count }, (_, i) => {
    const sportId = MIX[i % MIX.length] as number;
    const p = liveParams(SPORT_BY_ID.get(sportId)!, ((i % 7) - 3) / 10);
    return { id: firstId + i, sportId, p, s: initialState(p) };
  });
}

/**
 * Measured in a process of its own: in the bench's process, full of what earlier sections left
 * for the collector, the heap after the run read less than before it and the figure read
 * "0.0 kB" (issue 30).
 */
export async function runTrackerBench(): Promise<TrackerRun> {
  const { execFileSync } = await import('node:child_process');
  const out = execFileSync(process.execPath, [new URL(import.meta.url).pathname, '--json'], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n').at(-1)!) as TrackerRun;
}

async function measureTracker(): Promise<TrackerRun> {
  // A warm-up, so the code's own compilation is not counted as the tracker's data.
  play(
    matchesOf(MIX.length, 1),
    createTrackerFeed(42),
    createTrackerStore(undefined, () => true),
  );
  const matches = matchesOf(MATCHES, 1_000_000);
  // The matches' own states belong to the feed, not the tracker: counted before it starts.
  gc();
  const base = process.memoryUsage().heapUsed;
  const feed = createTrackerFeed(42);
  const store = createTrackerStore(undefined, () => true);
  const { steps, stepNs, snapshots, snapshotBytes } = play(matches, feed, store);
  gc();
  const heapBytes = Math.max(0, process.memoryUsage().heapUsed - base);
  let events = 0;
  for (const m of matches) events += store.view(m.id)?.events.length ?? 0;
  if (feed.size() !== MATCHES || store.size() !== MATCHES) throw new Error('the tracker lost matches');
  return {
    matches: MATCHES,
    heapBytes,
    perMatchBytes: heapBytes / MATCHES,
    events,
    stepMicros: Number(stepNs / BigInt(Math.max(1, steps))) / 1000,
    snapshotBytes: snapshotBytes / Math.max(1, snapshots),
  };
}

export function trackerChecks(r: TrackerRun): Check[] {
  return [
    {
      target: `tracker memory, ${r.matches} live matches (feed + store), < ${kb(TARGET_BYTES)}`,
      measured: r.heapBytes > 0 ? `${kb(r.heapBytes)} (${kb(r.perMatchBytes)} a match)` : `measurement failed: ${kb(r.heapBytes)} read`,
      // The tracker holds timelines of 100 matches: nothing measured means the measurement failed.
      verdict: r.heapBytes > 0 && r.heapBytes < TARGET_BYTES ? 'PASS' : 'FAIL',
    },
    { target: 'events kept (bounded timelines)', measured: String(r.events), verdict: 'INFO' },
    { target: 'one tracker step, mean', measured: `${r.stepMicros.toFixed(2)} µs`, verdict: 'INFO' },
    { target: 'tracker snapshot in a live patch, mean', measured: `${r.snapshotBytes.toFixed(0)} B`, verdict: 'INFO' },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--json')) console.log(JSON.stringify(await measureTracker()));
  else console.log(checksTable(trackerChecks(await runTrackerBench())));
}
