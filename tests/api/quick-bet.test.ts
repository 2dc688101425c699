// Quick bet (issue 31, part 2) is a setting kept with the account: off until the player turns
// it on, with the stake of the last quick bet remembered for the next sheet.
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

describe('the quick-bet setting', () => {
  it('is off, with no stake remembered, until the player turns it on', async () => {
    const p = await createPlayer(h);
    const { access_token: t } = await login(h, p);
    expect((await call('/api/account', t)).body).toMatchObject({ quick_bet: false, quick_bet_stake: null });
  });

  it('is stored in the account with the last stake and read back on a new login', async () => {
    const p = await createPlayer(h);
    const first = await login(h, p);
    const on = await call('/api/account/quick-bet', first.access_token, 'PUT', { quick_bet: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ quick_bet: true, quick_bet_stake: null });
    expect((await call('/api/account/quick-bet', first.access_token, 'PUT', { stake: '7.50' })).body).toMatchObject({ quick_bet: true, quick_bet_stake: '7.50' });
    const second = await login(h, p);
    expect((await call('/api/account', second.access_token)).body).toMatchObject({ quick_bet: true, quick_bet_stake: '7.50' });
    await call('/api/account/quick-bet', second.access_token, 'PUT', { quick_bet: false });
    expect((await call('/api/account', first.access_token)).body).toMatchObject({ quick_bet: false, quick_bet_stake: '7.50' });
  });

  it("changes only the player's own account and leaves the other settings alone", async () => {
    const a = await createPlayer(h);
    const b = await createPlayer(h);
    const ta = (await login(h, a)).access_token;
    const tb = (await login(h, b)).access_token;
    await call('/api/account/odds-format', ta, 'PUT', { odds_format: 'american' });
    await call('/api/account/quick-bet', ta, 'PUT', { quick_bet: true, stake: '3.00' });
    expect((await call('/api/account', ta)).body).toMatchObject({ odds_format: 'american', quick_bet: true, quick_bet_stake: '3.00' });
    expect((await call('/api/account', tb)).body).toMatchObject({ quick_bet: false, quick_bet_stake: null });
  });

  it('refuses a visitor, a zero or malformed stake and a non-boolean switch', async () => {
    const p = await createPlayer(h);
    const { access_token: t } = await login(h, p);
    expect((await call('/api/account/quick-bet', undefined, 'PUT', { quick_bet: true })).status).toBe(401);
    for (const body of [{ stake: '0.00' }, { stake: '-1' }, { stake: 'ten' }, { quick_bet: 'yes' }]) {
      const bad = await call('/api/account/quick-bet', t, 'PUT', body);
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBeTypeOf('string');
    }
    expect((await call('/api/account', t)).body).toMatchObject({ quick_bet: false, quick_bet_stake: null });
  });
});
