import { afterEach, describe, expect, it, vi } from 'vitest';
import { $session, setSession, type LoggedUser } from '../../stores/session.ts';
import { lastOpenTickets, rememberOpenTickets } from '../../stores/last-tickets.ts';
import { $toasts, clearToasts } from '../../stores/toasts.ts';
import { logout } from './logout.ts';

const player: LoggedUser = {
  id: 1,
  username: 'demo',
  first_name: '',
  last_name: '',
  balance: 0,
  last_login: null,
  logged_in_from: null,
  has_logged_in_before: true,
  access_token: 'a',
  refresh_token: 'r',
  currency: 'EUR',
};

describe('logout', () => {
  afterEach(() => {
    clearToasts();
    vi.unstubAllGlobals();
  });

  it('clears the session even when the server cannot be reached, and says so', async () => {
    // Outside a browser the relative /api address cannot be fetched: the call fails like a network error.
    setSession(player);
    await logout();
    expect($session.get()).toBeNull();
    expect($toasts.get().map((t) => t.messageKey)).toEqual(['network_error_message']);
  });

  it('deletes the open tickets kept for the offline page', async () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('window', {
      sessionStorage: { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v), removeItem: (k: string) => stored.delete(k) },
    });
    rememberOpenTickets(player.id, [], 1_000);
    expect(lastOpenTickets(player.id)).not.toBeNull();
    setSession(player);
    await logout();
    expect(lastOpenTickets(player.id)).toBeNull();
  });

  it('does nothing for a visitor', async () => {
    await logout();
    expect($toasts.get()).toEqual([]);
  });
});
