// The odds format a player reads prices in is kept in the account (players.settings), so it
// follows the player to every device (issue 19, item 4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const call = (path: string, token: string | undefined, method = 'GET', json?: unknown) => h.call(path, { method, token, json });

describe("the player's odds format", () => {
  it('is decimal until the player chooses another', async () => {
    const p = await createPlayer(h);
    const { access_token: t } = await login(h, p);
    expect((await call('/api/account', t)).body.odds_format).toBe('decimal');
  });

  it('is stored in the account and read back on a new login', async () => {
    const p = await createPlayer(h);
    const first = await login(h, p);
    const saved = await call('/api/account/odds-format', first.access_token, 'PUT', { odds_format: 'fractional' });
    expect(saved.status).toBe(200);
    expect(saved.body.odds_format).toBe('fractional');
    const second = await login(h, p);
    expect((await call('/api/account', second.access_token)).body.odds_format).toBe('fractional');
    await call('/api/account/odds-format', second.access_token, 'PUT', { odds_format: 'american' });
    expect((await call('/api/account', first.access_token)).body.odds_format).toBe('american');
  });

  it('leaves the other settings as they were', async () => {
    const p = await createPlayer(h);
    const { access_token: t } = await login(h, p);
    await call('/api/account/session-settings', t, 'PUT', { auto_logout_minutes: 30 });
    await call('/api/account/odds-format', t, 'PUT', { odds_format: 'american' });
    expect((await call('/api/account', t)).body).toMatchObject({ auto_logout_minutes: 30, odds_format: 'american' });
  });

  it('refuses an unknown format and a visitor', async () => {
    const p = await createPlayer(h);
    const { access_token: t } = await login(h, p);
    const bad = await call('/api/account/odds-format', t, 'PUT', { odds_format: 'hongkong' });
    expect(bad.status).toBe(400);
    expect((await call('/api/account', t)).body.odds_format).toBe('decimal');
    expect((await call('/api/account/odds-format', undefined, 'PUT', { odds_format: 'fractional' })).status).toBe(401);
  });
});
