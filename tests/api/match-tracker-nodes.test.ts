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
    // An hour of play, 90 simulated seconds a step. The leader keeps its own copy from the bus
    // too, behind its queued writes, so both copies are read once the writes are out.
    for (let i = 0; i < 40; i++) {
      h.rt.clock.advance(90);
      await h.rt.feed.tick();
    }
    await h.rt.feed.idle();
    await vi.waitFor(() => expect(h.rt.tracker.view(soccer.fi)?.events.length).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    await vi.waitFor(
      () => {
        const leader = h.rt.tracker.view(soccer.fi)!;
        const copy = follower!.tracker.view(soccer.fi);
        expect(copy?.n).toBe(leader.n);
        expect(copy!.events).toEqual(leader.events);
        expect(copy!.stats).toEqual(leader.stats);
      },
      { timeout: 10_000 },
    );
  });
});
