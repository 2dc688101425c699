// A restart over an existing database reloads the offer instead of regenerating it, so
// event ids (which tickets refer to) stay stable. Runs on an on-disk PGlite.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { TEST_CONFIG } from './support/test-config.ts';

const dir = mkdtempSync(join(tmpdir(), 'offer-restart-'));
// The tests' configuration (its offer horizon included) on a data folder on disk.
const env = { ...TEST_CONFIG, DATA_DIR: dir, FEED_SEED: '99' };
let rt: Runtime | undefined;
afterAll(async () => {
  await rt?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('offer across a restart', () => {
  it('keeps event ids, odds and suspensions from the database', async () => {
    rt = await createRuntime(env, { databaseTemplate: inject('pgliteTemplate') });
    const before = rt.offer.eventsForLeague(101);
    const target = before[3]!;
    expect(await rt.feed.setOdd(target.fi, 'main.2', 777)).toBe(true);
    expect(await rt.feed.setGroupSuspended(target.fi, 'btts', true)).toBe(true);
    const count = rt.offer.eventCount();
    await rt.close();
    rt = undefined;

    rt = await createRuntime(env, { databaseTemplate: inject('pgliteTemplate') });
    const after = rt.offer.eventsForLeague(101);
    expect(after.map((e) => e.fi)).toEqual(before.map((e) => e.fi));
    expect(after.map((e) => [e.home.name, e.away.name, e.time])).toEqual(before.map((e) => [e.home.name, e.away.name, e.time]));
    const reloaded = rt.offer.event(target.fi)!;
    expect(reloaded.fullTimeBet?.odds.find((o) => o.custom_id === 'main.2')?.value).toBe(777);
    expect(reloaded.bets.find((b) => b.custom_id === 'btts')?.suspended).toBe(true);
    expect(reloaded.bets.map((b) => b.name)).toEqual(target.bets.map((b) => b.name));
    expect(Math.abs(rt.offer.eventCount() - count)).toBeLessThan(count * 0.05);
    // Two whole starts on disk, every commit flushed: more than the default minute on a busy machine.
  }, 150_000);
});
