// Over PostgreSQL a follower node serves the same match tracker as the leader: it keeps its
// copy from the live patches on the bus. Over PGlite the only node leads (match-tracker.test.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startHarness, startSecondNode, type Harness } from './support/harness.ts';
import type { Runtime } from '../../src/server/runtime.ts';

let h: Harness;
let follower: Runtime | undefined;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await follower?.close();
  await h?.close();
});

describe('match tracker on several nodes', () => {
  it('a follower serves the timeline the leader generates', async () => {
    expect(h.rt.feed.status()).toMatchObject({ running: true, leader: true });
    if (h.rt.database.kind === 'pglite') return;
    await h.rt.feed.idle();
    follower = await startSecondNode(h);
    expect(follower.feed.status()).toMatchObject({ running: true, leader: false });
    const soccer = h.rt.offer.eventsForLeague(102)[0]!;
    await h.request(`/api/test/events/${soccer.fi}/start`, { method: 'POST' });
    for (let i = 0; i < 60 && (h.rt.tracker.view(soccer.fi)?.events.length ?? 0) < 3; i++) {
      h.rt.clock.advance(90);
      await h.rt.feed.tick();
    }
    const leader = h.rt.tracker.view(soccer.fi)!;
    expect(leader.events.length).toBeGreaterThanOrEqual(3);
    await vi.waitFor(() => expect(follower!.tracker.view(soccer.fi)?.n).toBe(leader.n), { timeout: 5000 });
    expect(follower.tracker.view(soccer.fi)!.events).toEqual(leader.events);
    expect(follower.tracker.view(soccer.fi)!.stats).toEqual(leader.stats);
  });
});
