import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SPORT_BY_ID } from './sports.ts';
import { createRng } from './random.ts';
import { advance, initialState, liveParams, type LiveParams, type LiveState } from './live-state.ts';
import { appendEvents, joinSnapshots, mergeTracker, snapshotOf, TRACKER_RECENT_MIN, TRACKER_TIMELINE_MAX, type TrackerEvent, type TrackerView } from './tracker.ts';
import { markOf, startTracker, trackStep, type TrackerPlay } from './tracker-events.ts';

const sport = (id: number) => {
  const s = SPORT_BY_ID.get(id);
  if (!s) throw new Error(`no sport ${id}`);
  return s;
};
const ev = (n: number, kind: TrackerEvent['kind'] = 'corner'): TrackerEvent => ({ n, kind, side: 1, minute: n, period: 1, score: [n, 0] });

/** Plays a whole match in steps of `stepMs`, the tracker beside it; the play uses the feed's own random numbers per step. */
function playMatch(sportId: number, eventId: number, stepMs: number, withTracker = true, edge = 0.2) {
  const s = sport(sportId);
  const p: LiveParams = liveParams(s, edge);
  const state: LiveState = initialState(p);
  const play: TrackerPlay = startTracker(7, eventId, sportId, p);
  const events: TrackerEvent[] = [];
  let guard = 0;
  while (!state.finished && guard++ < 100_000) {
    const before = markOf(state);
    advance(state, p, stepMs, createRng(7, 'live-play', eventId, state.elapsedMs));
    if (withTracker) events.push(...trackStep(play, p, before, markOf(state)));
  }
  return { state, events, play, p };
}

describe('match tracker timeline', () => {
  it('keeps only the newest TRACKER_TIMELINE_MAX events however many arrive', () => {
    let view: TrackerView = { g: 1, n: 0, events: [] };
    for (let n = 1; n <= 100; n++) view = appendEvents(view, [ev(n)]);
    expect(view.events).toHaveLength(TRACKER_TIMELINE_MAX);
    expect(view.events[0]!.n).toBe(100 - TRACKER_TIMELINE_MAX + 1);
    expect(view.events.at(-1)!.n).toBe(100);
    expect(view.n).toBe(100);
  });

  it('appends only events newer than it has, so a repeated snapshot adds nothing', () => {
    const first = mergeTracker(undefined, { g: 5, n: 3, recent: [ev(1), ev(2), ev(3)] });
    const again = mergeTracker(first, { g: 5, n: 4, recent: [ev(2), ev(3), ev(4)] });
    expect(again.events.map((e) => e.n)).toEqual([1, 2, 3, 4]);
    expect(mergeTracker(again, { g: 5, n: 4, recent: [ev(2), ev(3), ev(4)] })).toBe(again);
  });

  it('replaces the timeline when the snapshot comes from another generation (a restarted or new leader)', () => {
    const old = mergeTracker(undefined, { g: 5, n: 40, recent: [ev(38), ev(39), ev(40)] });
    const next = mergeTracker(old, { g: 9, n: 2, recent: [ev(1, 'goal'), ev(2)] });
    expect(next.g).toBe(9);
    expect(next.events.map((e) => e.n)).toEqual([1, 2]);
  });

  it('a snapshot repeats at least the last few events, so one lost push is repaired by the next', () => {
    let view: TrackerView = { g: 1, n: 0, events: [] };
    view = appendEvents(view, [ev(1), ev(2), ev(3), ev(4)]);
    expect(snapshotOf(view, 1).recent.map((e) => e.n)).toEqual([2, 3, 4].slice(-TRACKER_RECENT_MIN));
    const browser = mergeTracker(undefined, { g: 1, n: 2, recent: [ev(1), ev(2)] });
    // Snapshot n=3 was lost; n=4 still brings event 3.
    expect(mergeTracker(browser, snapshotOf(view, 1)).events.map((e) => e.n)).toEqual([1, 2, 3, 4]);
  });
  it('two snapshots joined into one push give the same view as the two pushed one after the other', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 6 }), (steps, window) => {
        // The feed's steps, each adding some events; every `window` steps land in one batching window.
        let feed: TrackerView = { g: 1, n: 0, events: [] };
        let oneByOne: TrackerView | undefined;
        let batched: TrackerView | undefined;
        let pending: ReturnType<typeof snapshotOf> | undefined;
        steps.forEach((added, i) => {
          const events = Array.from({ length: added }, (_, k) => ev(feed.n + k + 1));
          feed = appendEvents(feed, events);
          const snap = snapshotOf(feed, added);
          oneByOne = mergeTracker(oneByOne, snap);
          pending = pending ? joinSnapshots(pending, snap) : snap;
          if ((i + 1) % window === 0 || i === steps.length - 1) {
            batched = mergeTracker(batched, pending);
            pending = undefined;
          }
        });
        expect(batched).toEqual(oneByOne);
        expect(batched!.events).toEqual(feed.events);
      }),
    );
  });

  it('holds every event it was sent whatever order the snapshots arrive in, joined or one by one', () => {
    // CI: a socket's copy said n=16 without events 15 and 16 the API served, the snapshots of two
    // steps having arrived swapped and been joined in one push.
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 2, maxLength: 30 }),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        (steps, swaps, flushes) => {
          let feed: TrackerView = { g: 1, n: 0, events: [] };
          const sent = steps.map((added, i) => {
            feed = appendEvents(
              feed,
              Array.from({ length: added }, (_, k) => ev(feed.n + k + 1)),
            );
            return snapshotOf(feed, i === 0 ? feed.events.length : added);
          });
          const arrived = sent.slice();
          for (let i = 0; i + 1 < arrived.length; i++) if (swaps[i]) [arrived[i], arrived[i + 1]] = [arrived[i + 1]!, arrived[i]!];
          let oneByOne: TrackerView | undefined;
          let batched: TrackerView | undefined;
          let pending: ReturnType<typeof snapshotOf> | undefined;
          arrived.forEach((snap, i) => {
            oneByOne = mergeTracker(oneByOne, snap);
            pending = pending ? joinSnapshots(pending, snap) : snap;
            if (flushes[i] || i === arrived.length - 1) [batched, pending] = [mergeTracker(batched, pending), undefined];
          });
          expect(oneByOne!.events).toEqual(feed.events);
          expect(batched!.events).toEqual(feed.events);
          expect([oneByOne!.n, batched!.n]).toEqual([feed.n, feed.n]);
        },
      ),
    );
  });
});

describe('match tracker events', () => {
  it('leaves the match itself untouched: the same seed plays the same goals with and without the tracker', () => {
    for (const id of [1001, 1002, 1003]) {
      const a = playMatch(1, id, 60_000, true).state;
      const b = playMatch(1, id, 60_000, false).state;
      expect(a.goals).toBe(b.goals);
      expect([a.home, a.away]).toEqual([b.home, b.away]);
    }
  });

  it('gives every goal of a soccer match in order, with the running score, minute and half', () => {
    for (const id of [2001, 2002, 2003, 2004]) {
      const { state, events } = playMatch(1, id, 61_000);
      const goals = events.filter((e) => e.kind === 'goal');
      expect(goals.map((e) => (e.side === 1 ? '1' : '2')).join('')).toBe(state.goals);
      if (goals.length) expect(goals.at(-1)!.score).toEqual([state.home, state.away]);
      for (const g of goals) {
        expect(g.minute).toBeGreaterThanOrEqual(0);
        expect(g.minute).toBeLessThanOrEqual(90);
        expect(g.period).toBe(g.minute < 45 ? 1 : 2);
      }
      expect(events.map((e) => e.n)).toEqual(events.map((_, i) => i + 1));
      expect(events.filter((e) => e.kind === 'period').map((e) => e.period)).toEqual([1, 2]);
      expect(events.at(-1)).toMatchObject({ kind: 'end', score: [state.home, state.away] });
    }
  });

  it('produces soccer corners, cards and shots at realistic rates, every goal counted as a shot on target', () => {
    const totals = { corners: 0, yellow: 0, red: 0, shots: 0 };
    const n = 200;
    for (let id = 0; id < n; id++) {
      const { state, events, play } = playMatch(1, 5000 + id, 60_000);
      const st = play.stats!;
      expect(st.onTarget[0]).toBeGreaterThanOrEqual(events.filter((e) => e.kind === 'goal' && e.side === 1).length);
      expect(st.shots[0] + st.shots[1]).toBeGreaterThanOrEqual(state.home + state.away);
      expect(st.corners[0] + st.corners[1]).toBe(events.filter((e) => e.kind === 'corner').length);
      expect(st.pressure).toBeGreaterThan(0);
      expect(st.pressure).toBeLessThan(100);
      totals.corners += st.corners[0] + st.corners[1];
      totals.yellow += st.yellow[0] + st.yellow[1];
      totals.red += st.red[0] + st.red[1];
      totals.shots += st.shots[0] + st.shots[1];
    }
    expect(totals.corners / n).toBeGreaterThan(5);
    expect(totals.corners / n).toBeLessThan(14);
    expect(totals.yellow / n).toBeGreaterThan(2.5);
    expect(totals.yellow / n).toBeLessThan(5.5);
    expect(totals.red / n).toBeLessThan(0.6);
    expect(totals.shots / n).toBeGreaterThan(12);
    expect(totals.shots / n).toBeLessThan(35);
  });

  it('draws the same timeline from one seed whatever the steps: minute by minute or two minutes at a time', () => {
    const one = playMatch(1, 3001, 60_000).events.filter((e) => e.kind === 'corner' || e.kind === 'yellow' || e.kind === 'red');
    const two = playMatch(1, 3001, 120_000).events.filter((e) => e.kind === 'corner' || e.kind === 'yellow' || e.kind === 'red');
    expect(two.map(({ kind, side, minute }) => [kind, side, minute])).toEqual(one.map(({ kind, side, minute }) => [kind, side, minute]));
  });

  it('gives tennis games and sets that add up to the set scores', () => {
    for (const id of [4001, 4002, 4003]) {
      const { state, events } = playMatch(13, id, 30_000);
      const sets = events.filter((e) => e.kind === 'set');
      expect(sets).toHaveLength(state.home + state.away);
      expect(sets.at(-1)!.score).toEqual([state.home, state.away]);
      state.periods.forEach(([h, a], i) => {
        const games = events.filter((e) => e.kind === 'game' && e.period === i + 1);
        expect(games).toHaveLength(h + a);
        expect(games.at(-1)?.score).toEqual([h, a]);
      });
    }
  });

  it('gives basketball and hockey their period ends with each period score', () => {
    for (const sportId of [18, 17]) {
      const { state, events } = playMatch(sportId, 6001, 60_000);
      const periods = events.filter((e) => e.kind === 'period');
      expect(periods.map((e) => e.score)).toEqual(state.periods.map(([h, a]) => [h, a]));
      if (sportId === 17) expect(events.filter((e) => e.kind === 'goal')).toHaveLength(state.home + state.away);
      else expect(events.some((e) => e.kind === 'goal')).toBe(false);
    }
  });

  it('spreads the goals of a long first step (a match first seen in play) over that stretch, in order', () => {
    const p = liveParams(sport(1), 0.3);
    const state = initialState(p);
    const play = startTracker(7, 9001, 1, p);
    const before = markOf(state);
    // 80 minutes played before the tracker first sees it (110 simulated minutes = 90 game minutes).
    advance(state, p, (80 / 90) * p.lengthMs, createRng(7, 'live-play', 9001, 0));
    const events = trackStep(play, p, before, markOf(state));
    const goals = events.filter((e) => e.kind === 'goal');
    expect(goals).toHaveLength(state.home + state.away);
    const minutes = goals.map((g) => g.minute);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    for (const m of minutes) expect(m).toBeLessThanOrEqual(80);
    expect(events.filter((e) => e.kind === 'period')).toHaveLength(1);
  });

  it('puts each goal of a long first step in the period whose score it went to, before or after that period ends', () => {
    let checked = 0;
    for (let id = 9100; id < 9140; id++) {
      const p = liveParams(sport(17), 0.2);
      const state = initialState(p);
      const play = startTracker(7, id, 17, p);
      const before = markOf(state);
      // A hockey match first seen 50 minutes in: three periods of 20, two of them over.
      advance(state, p, (50 / 60) * p.lengthMs, createRng(7, 'live-play', id, 0));
      const events = trackStep(play, p, before, markOf(state));
      state.periods.forEach(([h, a], i) => {
        const inPeriod = events.filter((e) => e.kind === 'goal' && e.period === i + 1);
        expect(inPeriod).toHaveLength(h + a);
        for (const g of inPeriod) {
          expect(g.minute).toBeGreaterThanOrEqual(i * 20);
          expect(g.minute).toBeLessThanOrEqual((i + 1) * 20);
        }
      });
      // The end of each period comes after its goals and before the next period's, with the score so far.
      const order = events.filter((e) => e.kind === 'goal' || e.kind === 'period').map((e) => (e.kind === 'goal' ? `g${e.period}` : `p${e.period}`));
      expect(order).toEqual([...order].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)) || (a[0] === 'g' ? -1 : 1) - (b[0] === 'g' ? -1 : 1)));
      const goals = events.filter((e) => e.kind === 'goal');
      if (goals.length) expect(goals.at(-1)!.score).toEqual([state.home, state.away]);
      if (state.periods[0]![0] + state.periods[0]![1] > 0 && state.periods[1]![0] + state.periods[1]![1] > 0) checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });

  it('spreads the games of a long first tennis step over it, in order', () => {
    const p = liveParams(sport(13), 0.1);
    const state = initialState(p);
    const play = startTracker(7, 9201, 13, p);
    const before = markOf(state);
    advance(state, p, 60 * 60_000, createRng(7, 'live-play', 9201, 0));
    const games = trackStep(play, p, before, markOf(state)).filter((e) => e.kind === 'game');
    expect(games.length).toBeGreaterThan(6);
    const minutes = games.map((g) => g.minute);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
    expect(new Set(minutes).size).toBeGreaterThan(games.length / 2);
    expect(minutes.at(-1)).toBeLessThanOrEqual(60);
  });
});
