import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h?.close();
});

const call = (path: string, token: string, method = 'GET', json?: unknown) => h.call(path, { method, token, json });

describe('account routes', () => {
  it('refuse a missing token with 401', async () => {
    for (const [path, method] of [
      ['/api/account', 'GET'],
      ['/api/deposit', 'POST'],
      ['/api/account-statement', 'GET'],
      ['/api/account/lock', 'POST'],
    ] as const) {
      const res = await h.request(path, { method, ...(method === 'POST' ? { json: {} } : {}) });
      expect(res.status, path).toBe(401);
    }
  });

  it('deposits play money within bounds and lists it in the statement', async () => {
    const p = await createPlayer(h, { balance: 1_000n });
    const { access_token: t } = await login(h, p);
    expect((await call('/api/deposit', t, 'POST', { amount: '5.00' })).body.error.code).toBe('deposit_too_small');
    expect((await call('/api/deposit', t, 'POST', { amount: '5000.01' })).body.error.code).toBe('deposit_too_large');
    const ok = await call('/api/deposit', t, 'POST', { amount: '50.00' });
    expect(ok.status).toBe(200);
    expect(ok.body.balance).toBe('60.00');
    const statement = await call('/api/account-statement', t);
    expect(statement.body.total).toBe(2);
    expect(statement.body.entries[0]).toMatchObject({ kind: 'deposit', amount: '50.00', balance_after: '60.00' });
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('applies a lower deposit limit at once and a higher one after 24 hours', async () => {
    const p = await createPlayer(h);
    const { access_token: t } = await login(h, p);
    await call('/api/account/limits', t, 'PUT', { deposit: { daily: '100.00' } });
    expect((await call('/api/deposit', t, 'POST', { amount: '80.00' })).status).toBe(200);
    const over = await call('/api/deposit', t, 'POST', { amount: '30.00' });
    expect(over.status).toBe(409);
    expect(over.body.error.details.remaining).toBe('20.00');
    const raised = await call('/api/account/limits', t, 'PUT', { deposit: { daily: '500.00' } });
    expect(raised.body.deposit_limits.daily.value).toBe('100.00');
    expect(raised.body.deposit_limits.daily.pending.value).toBe('500.00');
    const lowered = await call('/api/account/limits', t, 'PUT', { stake: { weekly: '200.00' } });
    expect(lowered.body.stake_limits.weekly).toEqual({ value: '200.00', pending: null });
  });

  it('locks the account on a cool-off, ends the session and refuses login', async () => {
    const p = await createPlayer(h);
    const { access_token: t } = await login(h, p);
    expect((await call('/api/account/cool-off', t, 'POST', { period: '7d', password: 'wrong-one-1' })).body.error.code).toBe('wrong_password');
    h.rt.clock.advance(1);
    const locked = await call('/api/account/cool-off', t, 'POST', { period: '7d', password: p.password });
    expect(locked.status).toBe(200);
    expect((await call('/api/account', t)).status).toBe(401);
    const again = await h.request('/api/login', { method: 'POST', json: { username: p.username, password: p.password } });
    expect(again.status).toBe(403);
    h.rt.clock.advance(7 * 86_400 + 1);
    expect((await h.request('/api/login', { method: 'POST', json: { username: p.username, password: p.password } })).status).toBe(200);
  });

  it('records a date of birth once, by the sign-up age rule, and a country from the sign-up list', async () => {
    const p = await createPlayer(h);
    const { access_token: t } = await login(h, p);
    expect((await call('/api/account/personal', t, 'PUT', { date_of_birth: '1990-02-30' })).body.error.code).toBe('invalid_date');
    const young = await call('/api/account/personal', t, 'PUT', { date_of_birth: `${new Date(h.rt.clock.now()).getUTCFullYear() - 10}-01-01` });
    expect(young.body.error.code).toBe('underage');
    expect((await call('/api/account/personal', t, 'PUT', { country: 'Atlantis' })).body.error.code).toBe('invalid_country');
    const saved = await call('/api/account/personal', t, 'PUT', { date_of_birth: '1985-06-30', country: 'AT', city: 'Wien' });
    expect(saved.body.personal).toMatchObject({ date_of_birth: '1985-06-30', country: 'AT', city: 'Wien' });
    // Recorded, the date of birth stays: sending it again is fine, changing it is refused.
    expect((await call('/api/account/personal', t, 'PUT', { date_of_birth: '1985-06-30', city: 'Graz' })).body.personal).toMatchObject({ city: 'Graz' });
    const changed = await call('/api/account/personal', t, 'PUT', { date_of_birth: '1975-06-30' });
    expect(changed.status).toBe(409);
    expect(changed.body.error.code).toBe('date_of_birth_recorded');
    expect((await call('/api/account/personal', t, 'PUT', { country: 'DE' })).body.personal).toMatchObject({ date_of_birth: '1985-06-30', country: 'DE' });
    expect((await h.call(`/api/admin/players/${p.username}`, { admin: true })).body.player).toMatchObject({ date_of_birth: '1985-06-30', country: 'DE' });
  });

  it('saves personal data, e-mail and session settings', async () => {
    const p = await createPlayer(h);
    const { access_token: t } = await login(h, p);
    const personal = await call('/api/account/personal', t, 'PUT', { title: 'mrs', first_name: 'Jelena', date_of_birth: '1990-04-12', city: 'Novi Sad', contact_language: 'sr' });
    expect(personal.body).toMatchObject({ first_name: 'Jelena', personal: { title: 'mrs', city: 'Novi Sad', contact_language: 'sr', date_of_birth: '1990-04-12' } });
    const operator = await h.call(`/api/admin/players/${p.username}`, { admin: true });
    expect(operator.body.player).toMatchObject({ date_of_birth: '1990-04-12' });
    expect((await call('/api/account/email', t, 'POST', { email: 'not-an-email', password: p.password })).status).toBe(400);
    expect((await call('/api/account/email', t, 'POST', { email: 'j@example.com', password: p.password })).body.email).toBe('j@example.com');
    expect((await call('/api/account/session-settings', t, 'PUT', { auto_logout_minutes: 17 })).status).toBe(400);
    expect((await call('/api/account/session-settings', t, 'PUT', { auto_logout_minutes: 15, reality_check_minutes: 60 })).body).toMatchObject({
      auto_logout_minutes: 15,
      reality_check_minutes: 60,
    });
  });
});
