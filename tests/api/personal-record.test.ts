// Migration 0013: personal data's own copies of the date of birth and the country (in
// players.settings) move to the account's record (the columns sign-up fills), on PGlite and
// PostgreSQL alike; a broken date stays out, a value already recorded wins.
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../src/server/db/schema.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h?.close();
});

const MIGRATION = readFileSync(new URL('../../src/server/db/migrations/0013_personal_record.sql', import.meta.url), 'utf8');

async function withLegacy(personal: Record<string, unknown>, record: { dateOfBirth?: string; country?: string } = {}) {
  const p = await createPlayer(h);
  await h.rt.db
    .update(players)
    .set({ settings: { personal: { title: 'mr', city: 'Niš', ...personal } }, ...record })
    .where(eq(players.id, p.id));
  return p;
}

describe('migration 0013: the personal record', () => {
  it('moves a real date of birth and a country from the settings to the account, and leaves broken dates and recorded values alone', async () => {
    const moved = await withLegacy({ date_of_birth: '1984-02-29', country: 'Serbia' });
    const impossible = await withLegacy({ date_of_birth: '1990-02-30', country: '' });
    const recorded = await withLegacy({ date_of_birth: '1970-01-01', country: 'DE' }, { dateOfBirth: '1991-03-04', country: 'AT' });
    for (const statement of MIGRATION.split('--> statement-breakpoint')) await h.rt.db.execute(sql.raw(statement));

    const read = async (id: number) => (await h.rt.db.select().from(players).where(eq(players.id, id)))[0]!;
    expect(await read(moved.id)).toMatchObject({ dateOfBirth: '1984-02-29', country: 'Serbia', settings: { personal: { title: 'mr', city: 'Niš' } } });
    expect(await read(impossible.id)).toMatchObject({ dateOfBirth: null, country: null });
    expect(await read(recorded.id)).toMatchObject({ dateOfBirth: '1991-03-04', country: 'AT' });
    for (const p of [moved, impossible, recorded]) expect((await read(p.id)).settings).toEqual({ personal: { title: 'mr', city: 'Niš' } });

    // The player reads the record in personal data; an older free-text country stays while sent back.
    const { access_token: token } = await login(h, moved);
    const again = await h.call('/api/account/personal', { method: 'PUT', token, json: { country: 'Serbia', city: 'Beograd' } });
    expect(again.body.personal).toMatchObject({ date_of_birth: '1984-02-29', country: 'Serbia', city: 'Beograd', title: 'mr' });
  });
});
