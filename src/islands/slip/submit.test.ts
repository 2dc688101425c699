import { afterEach, describe, expect, it, vi } from 'vitest';
import { $session, clearSession, setSession } from '../../stores/session.ts';
import { newIdempotencyKey, submitTicket } from './submit.ts';

const user = {
  id: 7,
  username: 'ana',
  first_name: '',
  last_name: '',
  balance: 10_000,
  last_login: null,
  logged_in_from: null,
  has_logged_in_before: true,
  access_token: 'tok',
  refresh_token: 'ref',
  currency: 'EUR',
};
const answer = (status: number, body: unknown) => vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

describe('submitTicket', () => {
  it('sends the token and the Idempotency-Key, and puts the new balance in the session', async () => {
    setSession(user);
    const fetch = answer(201, { ticket: { id: 12, stake: '10.00', payment: '22.40' }, balance: '90.00' });
    vi.stubGlobal('fetch', fetch);
    const result = await submitTicket({ stake: '10.00' }, 'key-1');
    expect(result).toEqual({ ok: true, ticket: { id: 12, stake: '10.00', payment: '22.40' } });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'key-1', Authorization: 'Bearer tok' });
    expect($session.get()?.balance).toBe(9_000);
  });

  it('reads the new odds of an odds_changed refusal', async () => {
    setSession(user);
    vi.stubGlobal(
      'fetch',
      answer(409, { error: { code: 'odds_changed', message: 'x', details: { changes: [{ event_id: 5, odd_custom_id: 'main.1', value: 230, odds: 2.3 }, { bad: true }] } } }),
    );
    expect(await submitTicket({}, 'k')).toEqual({ ok: false, code: 'odds_changed', changes: [{ event_id: 5, odd_custom_id: 'main.1', value: 230 }] });
    expect($session.get()?.balance).toBe(10_000);
  });

  it('passes on a limit refusal with its value and currency', async () => {
    vi.stubGlobal('fetch', answer(400, { error: { code: 'max_stake', message: 'x', details: { value: '1000.00', currency: 'EUR' } } }));
    expect(await submitTicket({}, 'k')).toEqual({ ok: false, code: 'max_stake', changes: [], value: '1000.00', currency: 'EUR' });
  });

  it('turns a lost connection into network_error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await submitTicket({}, 'k')).toEqual({ ok: false, code: 'network_error', changes: [] });
  });

  it('makes a new key for every attempt', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey());
  });
});
