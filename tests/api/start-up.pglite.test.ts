// A newcomer's first start: the site is served as soon as the offer is in memory, with
// matches already in play, while the database still opens; /api/health says "starting"
// (503) until then.
import { afterAll, describe, expect, it } from 'vitest';
import { startDatabase, type Database } from '../../src/server/db/client.ts';
import { openRuntime, type Runtime } from '../../src/server/runtime.ts';
import { SPORTS } from '../../src/lib/offer/sports.ts';
import { ADMIN_TOKEN } from './support/harness.ts';

const env = {
  NODE_ENV: 'test',
  DATA_DIR: ':memory:',
  ADMIN_TOKEN,
  JWT_SECRET: 'test-jwt-secret-0123456789abcdef0123456789abcdef',
  DEMO_ACCOUNTS: '1',
  LOG_LEVEL: 'silent',
};

let rt: Runtime | undefined;
afterAll(async () => {
  await rt?.close();
});

/** The embedded database, held "opening" until the test lets it finish. */
async function heldDatabase(): Promise<{ database: Database; open(): void }> {
  const real = await startDatabase({ dataDir: ':memory:' });
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const ready = real.ready.then(() => gate);
  return { database: { ...real, ready, fresh: true, ping: () => ready.then(() => real.ping()) }, open };
}

describe('first start', () => {
  it('serves the offer with matches in play before the database is open, then turns ready', async () => {
    const held = await heldDatabase();
    rt = await openRuntime(env, { database: held.database });
    expect(rt.ready).toBe(false);
    expect(rt.offer.eventCount()).toBeGreaterThan(1000);

    const live = rt.offer.liveEvents();
    const sports = new Set(live.map((e) => e.sportId));
    for (const slug of ['soccer', 'tennis', 'basketball']) expect(sports.has(SPORTS.find((s) => s.slug === slug)!.id), slug).toBe(true);
    const soccerMinutes = live.filter((e) => e.sportId === 1).map((e) => e.clock?.minute ?? -1);
    expect(soccerMinutes.every((m) => m > 0)).toBe(true);
    expect(new Set(soccerMinutes).size).toBeGreaterThan(1);

    const starting = await rt.api.request('/api/health');
    expect(starting.status).toBe(503);
    expect(((await starting.json()) as { status: string }).status).toBe('starting');
    expect((await rt.api.request('/api/get_live_events')).status).toBe(200);

    held.open();
    await rt.whenReady;
    expect(rt.ready).toBe(true);
    const ready = await rt.api.request('/api/health');
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { status: string }).status).toBe('ok');
    expect(rt.demoAccounts.map((a) => a.username)).toEqual(['demo', 'newplayer']);
  });
});
