// The match tracker over the real socket and the API: a match in play gets its timeline and
// statistics pushed with its live patches, and GET /api/match_tracker/{id} serves the same.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startHarness, type Harness } from './support/harness.ts';
import { startSocketServer, type SocketServer } from './support/socket-server.ts';
import { mergeTracker, TRACKER_TIMELINE_MAX, type TrackerSnapshot, type TrackerView } from '../../src/lib/offer/tracker.ts';

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

const until = async (check: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
};

type Tracker = TrackerView & { id: number };

describe('match tracker', () => {
  it('pushes a live match’s goals, corners, cards and statistics over the socket, the same the API serves', async () => {
    const ws = new WebSocket(`${sockets!.base}/api/live`);
    const pushed = new Map<number, TrackerView>();
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type: string; events?: Array<{ id: number; tracker?: TrackerSnapshot }> };
      if (m.type !== 'live') return;
      for (const p of m.events ?? []) if (p.tracker) pushed.set(p.id, mergeTracker(pushed.get(p.id), p.tracker));
    });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));

    const soccer = h.rt.offer.eventsForLeague(101)[0]!;
    expect(soccer.sportId).toBe(1);
    await h.request(`/api/test/events/${soccer.fi}/start`, { method: 'POST' });
    // Not in play before its first feed step: nothing to track yet.
    // Ninety simulated seconds at a time: the clock runs 110 simulated minutes a match.
    for (let i = 0; i < 60; i++) {
      h.rt.clock.advance(90);
      await h.rt.feed.tick();
      if ((pushed.get(soccer.fi)?.events.length ?? 0) >= 6) break;
    }
    await until(() => (pushed.get(soccer.fi)?.events.length ?? 0) >= 4);
    const seen = pushed.get(soccer.fi)!;
    expect(seen.stats).toBeDefined();
    expect(seen.stats!.shots[0] + seen.stats!.shots[1]).toBeGreaterThan(0);
    expect(seen.events.every((e) => ['goal', 'yellow', 'red', 'corner', 'period'].includes(e.kind))).toBe(true);

    // The node's tracker hears the feed over the bus, which on PostgreSQL is behind the
    // leader's queued writes (CI once served goals to 1:0 while the offer stood at 3:0): the
    // served copy is read once the writes are out and the goals it holds have arrived.
    await h.rt.feed.idle();
    const event = h.rt.offer.event(soccer.fi)!;
    const lastGoal = (t: Tracker) => t.events.filter((e) => e.kind === 'goal').at(-1)?.score ?? [0, 0];
    let served: Tracker | undefined;
    const deadline = Date.now() + 5000;
    for (;;) {
      const res = await h.request(`/api/match_tracker/${soccer.fi}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      served = (await res.json()) as Tracker;
      const [home, away] = lastGoal(served);
      if ((home === event.homeGoals && away === event.awayGoals) || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    // The socket's copy and the node's store agree once the last push is in.
    await until(() => pushed.get(soccer.fi)!.n === served.n || pushed.get(soccer.fi)!.n > served.n);
    const socketView = pushed.get(soccer.fi)!;
    const common = served.events.filter((e) => e.n <= socketView.n).map((e) => e.n);
    expect(socketView.events.filter((e) => common.includes(e.n))).toEqual(served.events.filter((e) => common.includes(e.n)));
    expect(served.events.length).toBeLessThanOrEqual(TRACKER_TIMELINE_MAX);
    // Goals in the timeline are the match's goals so far.
    if (served.events.some((e) => e.kind === 'goal')) expect(lastGoal(served)).toEqual([event.homeGoals, event.awayGoals]);
    ws.close();
  });

  it('answers 404 for a match that is not in play and 400 for a bad id', async () => {
    const upcoming = h.rt.offer.eventsForLeague(101).find((e) => e.status === 'scheduled')!;
    expect((await h.request(`/api/match_tracker/${upcoming.fi}`)).status).toBe(404);
    expect((await h.request('/api/match_tracker/999999999')).status).toBe(404);
    expect((await h.request('/api/match_tracker/abc')).status).toBe(400);
  });

  it('forgets a match once it is over', async () => {
    const live = h.rt.offer.liveEvents().find((e) => h.rt.tracker.view(e.fi));
    expect(live).toBeDefined();
    await h.request(`/api/test/events/${live!.fi}/finish`, { method: 'POST', json: { home_goals: 1, away_goals: 0 } });
    expect((await h.request(`/api/match_tracker/${live!.fi}`)).status).toBe(404);
  });
});
