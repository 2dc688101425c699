import { describe, expect, it } from 'vitest';
import { afterLoginPath, failureFromAnswer, login, userFromLogin } from './login.ts';

const answer = {
  id: 3,
  username: 'demo',
  first_name: 'Demo',
  last_name: 'Player',
  balance: '100.00',
  last_login: null,
  logged_in_from: '23.11.2026. 18:30',
  has_logged_in_before: true,
  access_token: 'a',
  refresh_token: 'r',
};

describe('userFromLogin', () => {
  it('stores the balance in minor units and fills the site currency', () => {
    expect(userFromLogin(answer, 'EUR')).toMatchObject({ balance: 10_000, currency: 'EUR' });
    expect(userFromLogin({ ...answer, balance: 250, currency: 'XPT' }, 'EUR')).toMatchObject({ balance: 250, currency: 'XPT' });
  });

  it('refuses an answer that is not a user', () => {
    expect(userFromLogin(null, 'EUR')).toBeNull();
    expect(userFromLogin({ ...answer, access_token: undefined }, 'EUR')).toBeNull();
    expect(userFromLogin({ ...answer, balance: 'lots' }, 'EUR')).toBeNull();
  });
});

describe('login', () => {
  it('refuses empty fields without asking the server', async () => {
    expect(await login('', 'secret', 'EUR')).toEqual({ ok: false, messageKey: 'wrong_credentials' });
    expect(await login('  ', 'secret', 'EUR')).toEqual({ ok: false, messageKey: 'wrong_credentials' });
    expect(await login('ana', '', 'EUR')).toEqual({ ok: false, messageKey: 'wrong_credentials' });
  });
});

describe('afterLoginPath', () => {
  const user = userFromLogin(answer, 'EUR')!;

  it('sends a first login to change the password', () => {
    expect(afterLoginPath({ ...user, has_logged_in_before: false }, '/my-bets')).toBe('/change-password');
  });

  it('returns to the from path, or home', () => {
    expect(afterLoginPath(user, '/bet-slip')).toBe('/bet-slip');
    expect(afterLoginPath(user, null)).toBe('/');
  });

  it('never leaves the site', () => {
    expect(afterLoginPath(user, '//evil.example/x')).toBe('/');
    expect(afterLoginPath(user, 'https://evil.example')).toBe('/');
  });
});

describe('failureFromAnswer', () => {
  it('turns a throttled answer into whole minutes to wait', () => {
    expect(failureFromAnswer(429, { error: { code: 'too_many_attempts', details: { retry_after_seconds: 61 } } }, null)).toEqual({
      ok: false,
      messageKey: 'login.tooManyAttempts',
      minutes: 2,
    });
    expect(failureFromAnswer(429, null, '600')).toEqual({ ok: false, messageKey: 'login.tooManyAttempts', minutes: 10 });
  });

  it('tells the player to try again in a moment when the server has too many logins at once', () => {
    expect(failureFromAnswer(503, { error: { code: 'login_busy' } }, '2')).toEqual({ ok: false, messageKey: 'login.busy' });
  });

  it('names the end of a lock, or none for an indefinite one', () => {
    expect(failureFromAnswer(403, { error: { code: 'account_locked', details: { until: '2026-11-24T10:00:00.000Z' } } }, null)).toEqual({
      ok: false,
      messageKey: 'login.accountLocked',
      until: '2026-11-24T10:00:00.000Z',
    });
    expect(failureFromAnswer(403, { error: { code: 'account_locked', details: { until: null } } }, null)).toEqual({ ok: false, messageKey: 'login.accountLocked', until: null });
  });

  it('reads any other refusal as wrong credentials', () => {
    expect(failureFromAnswer(401, { error: { code: 'wrong_credentials' } }, null)).toEqual({ ok: false, messageKey: 'wrong_credentials' });
    expect(failureFromAnswer(403, { error: { code: 'forbidden' } }, null)).toEqual({ ok: false, messageKey: 'wrong_credentials' });
    expect(failureFromAnswer(500, 'oops', null)).toEqual({ ok: false, messageKey: 'wrong_credentials' });
  });
});
