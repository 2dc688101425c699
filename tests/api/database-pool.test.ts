// The worker's database is put back between files as a new copy of the template would be:
// what a file wrote is gone, ids start again, the lease is free, and a file with the feed on
// finds the kept offer while one with FEED=off finds none.
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/server/db/client.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer } from './support/players.ts';

const open: Harness[] = [];
afterAll(async () => {
  for (const h of open.splice(0)) await h.close();
});

async function start(env: Record<string, string> = {}): Promise<Harness> {
  const h = await startHarness(env);
  open.push(h);
  return h;
}

async function stop(h: Harness): Promise<void> {
  open.splice(open.indexOf(h), 1);
  await h.close();
}

const count = async (h: Harness, table: string) => Number((await rowsOf<{ n: string }>(h.rt.db, sql.raw(`select count(*)::text as n from ${table}`)))[0]!.n);

describe('the worker database between files', () => {
  it('forgets what the previous file wrote and numbers players from 1 again', async () => {
    const first = await start();
    const a = await createPlayer(first, { balance: 10_000n });
    await createPlayer(first);
    expect(await count(first, 'players')).toBe(2);
    await stop(first);

    const second = await start();
    expect(await count(second, 'players')).toBe(0);
    expect(await count(second, 'wallet_ledger')).toBe(0);
    expect((await createPlayer(second)).id).toBe(a.id);
    await stop(second);
  });

  it('gives a file with the feed the offer with its marker, and a file with FEED=off an empty offer', async () => {
    const fed = await start();
    // About 190 matches a day of the feed's horizon, each with 20 odds or more.
    const days = fed.rt.config.feedHorizonSeconds / 86_400;
    expect(await count(fed, 'events')).toBeGreaterThan(100 * days);
    expect(await count(fed, 'odds')).toBeGreaterThan(1_000 * days);
    expect(fed.rt.offer.leagues(1).length).toBeGreaterThan(0);
    // This runtime leads the feed, under an epoch it took from the free lease.
    expect(fed.rt.feed.status()).toMatchObject({ running: true, leader: true });
    await stop(fed);

    const off = await start({ FEED: 'off' });
    expect(await count(off, 'events')).toBe(0);
    expect(await count(off, 'feed_state')).toBe(0);
    expect(off.rt.offer.leagues(1)).toEqual([]);
    await stop(off);
  });
});
