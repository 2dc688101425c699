// A player who logged in with a one-time password must change it first: the API refuses
// everything else but logout and reads of the own account, whatever the page does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { createPlayer, login } from './support/players.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
});
afterAll(async () => {
  await h?.close();
});

const codeOf = async (res: Response) => ((await res.json()) as { error?: { code: string } }).error?.code;

describe('forced password change on the server', () => {
  it('refuses money, tickets, games and settings with 403 password_change_required, in parallel too, until the password is changed', async () => {
    const p = await createPlayer(h, { hasLoggedInBefore: false, balance: 10_000n });
    const loginRes = await h.request('/api/login', { method: 'POST', json: { username: p.username, password: p.password } });
    expect(loginRes.status).toBe(200);
    expect(loginRes.headers.get('set-cookie')).toMatch(/must_change_password=1/);
    const { access_token: token } = (await loginRes.json()) as { access_token: string };

    const refused = await Promise.all([
      h.request('/api/deposit', { method: 'POST', json: { amount: '10.00' }, token }),
      h.request('/api/create_ticket', { method: 'POST', json: {}, token }),
      h.request('/api/init-demo', { method: 'POST', json: {}, token }),
      h.request('/api/account/personal', { method: 'PUT', json: {}, token }),
      h.request('/api/account/limits', { method: 'PUT', json: {}, token }),
      ...Array.from({ length: 20 }, () => h.request('/api/deposit', { method: 'POST', json: { amount: '1.00' }, token })),
    ]);
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(await codeOf(res)).toBe('password_change_required');
    }
    expect((await h.request('/api/account', { token })).status).toBe(200);
    expect((await h.request('/api/account/sessions', { token })).status).toBe(200);
    expect((await h.request('/api/account-statement', { token })).status).toBe(200);

    const changed = await h.request('/api/change_password', { method: 'POST', json: { old_password: p.password, new_password: 'NewPass123', username: p.username }, token });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('set-cookie')).toMatch(/must_change_password=;.*Max-Age=0/);
    const fresh = ((await changed.json()) as { access: string }).access;
    expect((await h.request('/api/deposit', { method: 'POST', json: { amount: '10.00' }, token: fresh })).status).toBe(200);
  });

  it('still lets that player log out', async () => {
    const p = await createPlayer(h, { hasLoggedInBefore: false });
    const user = await login(h, p);
    const res = await h.request('/api/logout', { method: 'POST', json: {}, token: user.access_token });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/must_change_password=;.*Max-Age=0/);
  });
});
