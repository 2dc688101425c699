import { beforeEach, describe, expect, it } from 'vitest';
import {
  $session,
  $sessionMeta,
  $sessionSettings,
  clearSession,
  currentSessionMeta,
  decodeSession,
  displayName,
  encodeSession,
  setSession,
  updateBalance,
  updateTokens,
  type LoggedUser,
} from './session.ts';

const user: LoggedUser = {
  id: 7,
  username: 'ana',
  first_name: 'Ana',
  last_name: 'Petrović',
  balance: 12_345,
  last_login: '2026-11-22T18:00:00.000Z',
  logged_in_from: '23.11.2026. 18:30',
  has_logged_in_before: true,
  access_token: 'a.b.c',
  refresh_token: 'r',
  currency: 'EUR',
};

describe('stored session', () => {
  beforeEach(() => clearSession());

  it('round-trips a user through its stored text', () => {
    expect(decodeSession(encodeSession(user)!)).toEqual(user);
  });

  it('removes the entry when logged out', () => {
    expect(encodeSession(null)).toBeUndefined();
  });

  it('reads corrupt, old or tampered entries as logged out', () => {
    expect(decodeSession('{not json')).toBeNull();
    expect(decodeSession(JSON.stringify(user))).toBeNull();
    expect(decodeSession(JSON.stringify({ v: 0, user }))).toBeNull();
    expect(decodeSession(JSON.stringify({ v: 1, user: { ...user, balance: '123.45' } }))).toBeNull();
    expect(decodeSession(JSON.stringify({ v: 1, user: { ...user, access_token: undefined } }))).toBeNull();
  });

  it('updates the balance of the logged-in player only', () => {
    updateBalance(500);
    expect($session.get()).toBeNull();
    setSession(user);
    updateBalance(500);
    expect($session.get()?.balance).toBe(500);
    updateBalance(1.5);
    expect($session.get()?.balance).toBe(500);
  });

  it('clears the player on logout', () => {
    setSession(user);
    clearSession();
    expect($session.get()).toBeNull();
  });
});

describe('displayName', () => {
  it('shows first and last name, or the username when there is none', () => {
    expect(displayName(user)).toBe('Ana Petrović');
    expect(displayName({ ...user, first_name: '', last_name: '' })).toBe('ana');
  });
});

describe('session meta and tokens', () => {
  beforeEach(() => clearSession());

  it('starts the meta at the first look and keeps it for the same player', () => {
    setSession(user);
    const first = currentSessionMeta(user, 1_000);
    expect(first).toEqual({ id: 7, started_at: 1_000, opening_balance: 12_345, refreshed_at: 1_000, reality_checked_at: 1_000 });
    expect(currentSessionMeta({ ...user, balance: 1 }, 9_000)).toEqual(first);
    expect(currentSessionMeta({ ...user, id: 8 }, 9_000).started_at).toBe(9_000);
  });

  it('swaps the tokens and forgets everything at logout', () => {
    setSession(user);
    currentSessionMeta(user, 1_000);
    $sessionSettings.set({ auto_logout_minutes: 15, reality_check_minutes: 0 });
    updateTokens('new-access', 'new-refresh');
    expect($session.get()).toMatchObject({ access_token: 'new-access', refresh_token: 'new-refresh', balance: 12_345 });
    clearSession();
    expect($sessionMeta.get()).toBeNull();
    expect($sessionSettings.get()).toBeNull();
    updateTokens('x', 'y');
    expect($session.get()).toBeNull();
  });
});
