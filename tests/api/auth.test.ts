import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
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

type Json = Record<string, unknown> & { error?: { code: string; message: string } };
const body = async (res: Response) => (await res.json()) as Json;

describe('POST /api/login', () => {
  it('returns every field of the logged user plus the currency', async () => {
    const p = await createPlayer(h, { balance: 12_345n, firstName: 'Ana' });
    const res = await h.request('/api/login', { method: 'POST', json: { username: p.username, password: p.password } });
    expect(res.status).toBe(200);
    const user = await body(res);
    for (const field of [
      'id',
      'username',
      'first_name',
      'last_name',
      'balance',
      'last_login',
      'logged_in_from',
      'has_logged_in_before',
      'access_token',
      'refresh_token',
      'currency',
    ]) {
      expect(user, field).toHaveProperty(field);
    }
    expect(user.balance).toBe('123.45');
    expect(user.currency).toBe('EUR');
    expect(user.first_name).toBe('Ana');
  });

  it('matches usernames case-insensitively', async () => {
    const p = await createPlayer(h);
    const res = await h.request('/api/login', { method: 'POST', json: { username: p.username.toUpperCase(), password: p.password } });
    expect(res.status).toBe(200);
  });

  it('refuses a wrong password and an unknown user with the same 401', async () => {
    const p = await createPlayer(h);
    const wrong = await h.request('/api/login', { method: 'POST', json: { username: p.username, password: 'nope-nope-1' } });
    const unknown = await h.request('/api/login', { method: 'POST', json: { username: 'nobody-here', password: 'nope-nope-1' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect((await body(wrong)).error?.code).toBe('wrong_credentials');
    expect((await body(unknown)).error?.code).toBe('wrong_credentials');
  });

  it('throttles a username after 5 failures with 429 and Retry-After', async () => {
    const p = await createPlayer(h);
    for (let i = 0; i < 5; i++) {
      expect((await h.request('/api/login', { method: 'POST', json: { username: p.username, password: `bad-${i}-xx` } })).status).toBe(401);
    }
    const res = await h.request('/api/login', { method: 'POST', json: { username: p.username, password: p.password } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    h.rt.clock.advance(15 * 60 + 1);
    expect((await h.request('/api/login', { method: 'POST', json: { username: p.username, password: p.password } })).status).toBe(200);
  });

  it('refuses a locked account with a clear 403', async () => {
    const p = await createPlayer(h);
    await h.rt.db
      .update(players)
      .set({ lockedUntil: new Date(h.rt.clock.now() + 86_400_000) })
      .where(eq(players.id, p.id));
    const res = await h.request('/api/login', { method: 'POST', json: { username: p.username, password: p.password } });
    expect(res.status).toBe(403);
    expect((await body(res)).error?.code).toBe('account_locked');
  });
});

describe('tokens', () => {
  it('rotates the refresh token and revokes the family when an old one is reused', async () => {
    const p = await createPlayer(h);
    const user = await login(h, p);
    const first = await h.request('/api/token/refresh', { method: 'POST', json: { refresh: user.refresh_token }, token: user.access_token });
    expect(first.status).toBe(200);
    const tokens = (await first.json()) as { access: string; refresh: string };
    expect(tokens.refresh).not.toBe(user.refresh_token);
    const reuse = await h.request('/api/token/refresh', { method: 'POST', json: { refresh: user.refresh_token } });
    expect(reuse.status).toBe(401);
    expect((await body(reuse)).error?.code).toBe('refresh_reused');
    const afterReuse = await h.request('/api/token/refresh', { method: 'POST', json: { refresh: tokens.refresh } });
    expect(afterReuse.status).toBe(401);
  });

  it('refuses tokens with another algorithm, audience or type, and expired ones', async () => {
    const p = await createPlayer(h);
    const user = await login(h, p);
    const key = new TextEncoder().encode(h.rt.config.jwtSecret);
    const now = Math.floor(h.rt.clock.now() / 1000);
    const base = () =>
      new SignJWT({ typ: 'access' })
        .setSubject(String(p.id))
        .setIssuer('sportsbook')
        .setIssuedAt(now)
        .setExpirationTime(now + 300);
    const forged = [
      await base().setProtectedHeader({ alg: 'HS512' }).setAudience('sportsbook-player').sign(key),
      await base().setProtectedHeader({ alg: 'HS256' }).setAudience('someone-else').sign(key),
      await new SignJWT({ typ: 'refresh' })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(p.id))
        .setIssuer('sportsbook')
        .setAudience('sportsbook-player')
        .setIssuedAt(now)
        .setExpirationTime(now + 300)
        .sign(key),
      `${user.access_token.split('.').slice(0, 2).join('.')}.`,
    ];
    for (const token of forged) {
      const res = await h.request('/api/logout', { method: 'POST', json: {}, token });
      expect(res.status, token).toBe(401);
    }
    h.rt.clock.advance(6 * 60);
    expect((await h.request('/api/logout', { method: 'POST', json: {}, token: user.access_token })).status).toBe(401);
  });

  it('logout revokes the refresh token and cuts off access tokens at once', async () => {
    const p = await createPlayer(h);
    const user = await login(h, p);
    h.rt.clock.advance(1);
    const res = await h.request('/api/logout', { method: 'POST', json: { refresh_token: user.refresh_token }, token: user.access_token });
    expect(res.status).toBe(200);
    expect((await h.request('/api/logout', { method: 'POST', json: {}, token: user.access_token })).status).toBe(401);
    expect((await h.request('/api/token/refresh', { method: 'POST', json: { refresh: user.refresh_token } })).status).toBe(401);
  });
});

describe('POST /api/change_password', () => {
  async function change(token: string, username: string, old_password: string, new_password: string) {
    return h.request('/api/change_password', { method: 'POST', json: { old_password, new_password, username }, token });
  }

  it('applies the spec checks in order and then the old password', async () => {
    const p = await createPlayer(h, { hasLoggedInBefore: false });
    const user = await login(h, p);
    expect((await body(await change(user.access_token, p.username, p.password, 'ab1'))).error?.code).toBe('password_too_short');
    expect((await body(await change(user.access_token, p.username, p.password, 'abcdefgh'))).error?.code).toBe('password_needs_letters_and_numbers');
    expect((await body(await change(user.access_token, p.username, 'not-my-password1', 'abcdefg12'))).error?.code).toBe('wrong_password');
    const mismatch = await h.request('/api/change_password', {
      method: 'POST',
      json: { old_password: p.password, new_password: 'abcdefg12', repeat_password: 'abcdefg13', username: p.username },
      token: user.access_token,
    });
    expect((await body(mismatch)).error?.code).toBe('password_mismatch');
  });

  it('changes the password, marks the player as having logged in, and ends other sessions', async () => {
    const p = await createPlayer(h, { hasLoggedInBefore: false });
    const other = await login(h, p);
    const user = await login(h, p);
    h.rt.clock.advance(1);
    const res = await change(user.access_token, p.username, p.password, 'NewPass123');
    expect(res.status).toBe(200);
    const fresh = (await res.json()) as { access: string; refresh: string };
    expect((await h.request('/api/logout', { method: 'POST', json: {}, token: other.access_token })).status).toBe(401);
    expect((await h.request('/api/token/refresh', { method: 'POST', json: { refresh: other.refresh_token } })).status).toBe(401);
    expect((await h.request('/api/token/refresh', { method: 'POST', json: { refresh: fresh.refresh } })).status).toBe(200);
    const again = await login(h, { ...p, password: 'NewPass123' });
    expect(again).toMatchObject({ has_logged_in_before: true });
  });

  it("refuses to change another player's password", async () => {
    const a = await createPlayer(h);
    const b = await createPlayer(h);
    const user = await login(h, a);
    expect((await change(user.access_token, b.username, a.password, 'NewPass123')).status).toBe(403);
  });
});
