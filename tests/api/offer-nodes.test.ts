// One node runs the feed. Over PostgreSQL a second node sharing the database follows the
// leader through the bus; over PGlite the only node leads.
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

describe('feed leadership', () => {
  it('runs the feed on exactly one node and keeps the others current', async () => {
    expect(h.rt.feed.status()).toMatchObject({ running: true, leader: true });
    if (h.rt.database.kind === 'pglite') return;

    await h.rt.feed.idle();
    follower = await startSecondNode(h);
    expect(follower.feed.status()).toMatchObject({ running: true, leader: false });
    const leaderEvents = h.rt.offer.eventsForLeague(101);
    expect(follower.offer.eventsForLeague(101).map((e) => e.fi)).toEqual(leaderEvents.map((e) => e.fi));

    const target = leaderEvents[0]!;
    const res = await h.request('/api/test/odds', { method: 'POST', json: { event_id: target.fi, odd_custom_id: 'main.1', value: 512 } });
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(follower!.offer.event(target.fi)?.fullTimeBet?.odds[0]?.value).toBe(512), { timeout: 5000 });

    await h.request(`/api/test/events/${target.fi}/finish`, { method: 'POST', json: { home_goals: 1, away_goals: 0 } });
    await vi.waitFor(() => expect(follower!.offer.event(target.fi)?.status).toBe('finished'), { timeout: 5000 });
    expect(follower.offer.eventsForLeague(101).some((e) => e.fi === target.fi)).toBe(false);
  });
});
