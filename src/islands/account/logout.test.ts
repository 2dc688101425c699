import { afterEach, describe, expect, it } from 'vitest';
import { $session, setSession } from '../../stores/session.ts';
import { $toasts, clearToasts } from '../../stores/toasts.ts';
import { logout } from './logout.ts';

describe('logout', () => {
  afterEach(() => clearToasts());

  it('clears the session even when the server cannot be reached, and says so', async () => {
    // Outside a browser the relative /api address cannot be fetched: the call fails like a network error.
    setSession({
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
    });
    await logout();
    expect($session.get()).toBeNull();
    expect($toasts.get().map((t) => t.messageKey)).toEqual(['network_error_message']);
  });

  it('does nothing for a visitor', async () => {
    await logout();
    expect($toasts.get()).toEqual([]);
  });
});
