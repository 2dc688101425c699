// Live matches survive a restart: score, period results and clock come back from the
// database and play goes on from there. Runs on an on-disk PGlite.
import { afterAll, describe, expect, inject, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRuntime, type Runtime } from '../../src/server/runtime.ts';
import { TEST_CONFIG } from './support/test-config.ts';

const dir = mkdtempSync(join(tmpdir(), 'live-restart-'));
// The tests' configuration (its offer horizon included) on a data folder on disk.
const env = { ...TEST_CONFIG, DATA_DIR: dir, FEED_SEED: '77' };
let rt: Runtime | undefined;
afterAll(async () => {
  await rt?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('live play across a restart', () => {
  it('resumes a match with its score, period results and clock', async () => {
    rt = await createRuntime(env, { databaseTemplate: inject('pgliteTemplate') });
    const basketball = rt.offer.leagues(18)[0]!;
    const target = rt.offer.eventsForLeague(basketball.id)[0]!;
    await rt.feed.startEvent(target.fi);
    rt.clock.advance(15 * 60);
    await rt.feed.tick();
    const before = rt.offer.event(target.fi)!;
    expect(before.status).toBe('live');
    expect(before.homeGoals! + before.awayGoals!).toBeGreaterThan(0);
    await rt.close();
    rt = undefined;

    rt = await createRuntime(env, { databaseTemplate: inject('pgliteTemplate') });
    const after = rt.offer.event(target.fi)!;
    expect(after.status).toBe('live');
    expect([after.homeGoals, after.awayGoals]).toEqual([before.homeGoals, before.awayGoals]);
    expect(after.resultPerPeriod).toEqual(before.resultPerPeriod);
    expect(after.clock?.minute).toBe(before.clock?.minute);
    expect(after.fullTimeBet?.odds.map((o) => o.value)).toEqual(before.fullTimeBet?.odds.map((o) => o.value));

    // The new process's clock starts from real time again; moving it past the old instant plays on.
    rt.clock.advance(25 * 60);
    await rt.feed.tick();
    const later = rt.offer.event(target.fi)!;
    expect(later.clock!.minute).toBeGreaterThan(before.clock!.minute);
    expect(later.homeGoals!).toBeGreaterThanOrEqual(before.homeGoals!);
    // Two whole starts on disk, every commit flushed: more than the default minute on a busy machine.
  }, 150_000);
});
