// Two tabs in one process: each a fresh copy of the stores (its own session storage, as a
// duplicated tab has), sharing what tabs of one browser share here too: BroadcastChannel and
// the Web Locks of navigator.locks.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoggedUser } from './session.ts';
import type { Exchange, TokenPair } from './session-refresh.ts';

type Tab = {
  session: typeof import('./session.ts');
  refresh: typeof import('./session-refresh.ts');
  leave: () => void;
};

const open: Tab[] = [];

/** A JWT-shaped access token naming its session, as the server's does. */
const access = (sid: string, n: number) => `h.${btoa(JSON.stringify({ sid, n })).replace(/=+$/, '')}.s`;

function user(tokens: TokenPair): LoggedUser {
  return {
    id: 5,
    username: 'mila',
    first_name: 'Mila',
    last_name: 'Test',
    balance: 0,
    last_login: null,
    logged_in_from: null,
    has_logged_in_before: true,
    access_token: tokens.access,
    refresh_token: tokens.refresh,
    currency: 'EUR',
  };
}

async function openTab(tokens: TokenPair, { join = true } = {}): Promise<Tab> {
  vi.resetModules();
  const session = await import('./session.ts');
  const refresh = await import('./session-refresh.ts');
  session.setSession(user(tokens));
  session.currentSessionMeta(session.$session.get()!, 0);
  const tab = { session, refresh, leave: join ? refresh.joinSessionTabs() : () => undefined };
  open.push(tab);
  return tab;
}

/** The server's rule: each refresh token once; a second use ends the session (reuse detection). */
function server(sid: string) {
  let n = 1;
  const used = new Set<string>();
  let current = 'r1';
  const state = { calls: 0, reused: false };
  const exchange: Exchange = async (token) => {
    state.calls++;
    await new Promise((resolve) => setTimeout(resolve, 20));
    if (used.has(token) || token !== current) {
      state.reused = true;
      return 'refused';
    }
    used.add(token);
    n++;
    current = `r${n}`;
    return { access: access(sid, n), refresh: current };
  };
  return { exchange, state };
}

/** Lets the tabs' messages arrive. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

afterEach(() => {
  for (const tab of open.splice(0)) tab.leave();
});

describe('refreshing the tokens of a session held by two tabs', () => {
  it('a duplicated tab and its original refresh at once: one exchange, both take the new pair', async () => {
    const { exchange, state } = server('s1');
    const first = { access: access('s1', 1), refresh: 'r1' };
    const a = await openTab(first);
    const b = await openTab(first);
    await settle();
    const outcomes = await Promise.all([a.refresh.refreshSessionTokens(exchange), b.refresh.refreshSessionTokens(exchange)]);
    expect(outcomes).toEqual(['ok', 'ok']);
    expect(state).toEqual({ calls: 1, reused: false });
    expect(a.session.$session.get()?.refresh_token).toBe('r2');
    expect(b.session.$session.get()?.refresh_token).toBe('r2');
    expect(b.session.$session.get()?.access_token).toBe(access('s1', 2));
  });

  it('a tab takes the pair another tab got, without asking the server, and its next refresh rotates it', async () => {
    const { exchange, state } = server('s2');
    const first = { access: access('s2', 1), refresh: 'r1' };
    const a = await openTab(first);
    const b = await openTab(first);
    await settle();
    expect(await a.refresh.refreshSessionTokens(exchange)).toBe('ok');
    await settle();
    expect(b.session.$session.get()?.refresh_token).toBe('r2');
    expect(b.session.$sessionMeta.get()?.refreshed_at).toBeGreaterThan(0);
    expect(await b.refresh.refreshSessionTokens(exchange)).toBe('ok');
    await settle();
    expect(state).toEqual({ calls: 2, reused: false });
    expect(a.session.$session.get()?.refresh_token).toBe('r3');
  });

  it('a tab that missed the news asks the others before it presents an old token', async () => {
    const { exchange, state } = server('s3');
    const first = { access: access('s3', 1), refresh: 'r1' };
    const a = await openTab(first);
    // b holds the first token but was not listening when a exchanged it.
    expect(await a.refresh.refreshSessionTokens(exchange)).toBe('ok');
    const b = await openTab(first);
    await settle();
    expect(await b.refresh.refreshSessionTokens(exchange)).toBe('ok');
    expect(state).toEqual({ calls: 1, reused: false });
    expect(b.session.$session.get()?.refresh_token).toBe('r2');
  });

  it('a tab waits for a slow peer that holds the news rather than present the old token again', async () => {
    const { exchange, state } = server('s8');
    // The token r1 was exchanged by a tab on a loaded machine, which answers two seconds late.
    await exchange('r1');
    const peer = new BroadcastChannel('session-tokens');
    peer.onmessage = (event: MessageEvent) => {
      const m = event.data as { type: string; tab: string; from?: string };
      if (m.type === 'hello') peer.postMessage({ type: 'here', sid: 's8', tab: 'slow-peer' });
      if (m.type === 'ask' && m.from === 'r1') {
        setTimeout(() => peer.postMessage({ type: 'answer', to: m.tab, from: 'r1', pair: { access: access('s8', 2), refresh: 'r2' }, sid: 's8', tab: 'slow-peer' }), 2_000);
      }
    };
    try {
      const b = await openTab({ access: access('s8', 1), refresh: 'r1' });
      await settle();
      expect(await b.refresh.refreshSessionTokens(exchange)).toBe('ok');
      expect(state).toEqual({ calls: 1, reused: false });
      expect(b.session.$session.get()?.refresh_token).toBe('r2');
    } finally {
      peer.close();
    }
  }, 10_000);

  it('tabs of other sessions do not wait for each other, and a lone tab exchanges at once', async () => {
    const one = server('s4');
    const other = server('s5');
    const a = await openTab({ access: access('s4', 1), refresh: 'r1' });
    const b = await openTab({ access: access('s5', 1), refresh: 'r1' });
    await settle();
    const started = Date.now();
    expect(await Promise.all([a.refresh.refreshSessionTokens(one.exchange), b.refresh.refreshSessionTokens(other.exchange)])).toEqual(['ok', 'ok']);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect([one.state.calls, other.state.calls]).toEqual([1, 1]);
  });

  it('calls in one tab share one exchange', async () => {
    const { exchange, state } = server('s6');
    const a = await openTab({ access: access('s6', 1), refresh: 'r1' }, { join: false });
    expect(await Promise.all([a.refresh.refreshSessionTokens(exchange), a.refresh.refreshSessionTokens(exchange)])).toEqual(['ok', 'ok']);
    expect(state.calls).toBe(1);
  });

  it('passes a refusal on, and a logged-out tab refreshes nothing', async () => {
    const a = await openTab({ access: access('s7', 1), refresh: 'r1' });
    expect(await a.refresh.refreshSessionTokens(async () => 'refused')).toBe('refused');
    expect(await a.refresh.refreshSessionTokens(async () => 'offline')).toBe('offline');
    a.session.clearSession();
    const exchange = vi.fn<Exchange>();
    expect(await a.refresh.refreshSessionTokens(exchange)).toBe('refused');
    expect(exchange).not.toHaveBeenCalled();
  });
});

describe('the session key of a token', () => {
  it('is the sid claim of the access token, or the player for a token without one', async () => {
    const { sessionKeyOf } = await import('./session-refresh.ts');
    expect(sessionKeyOf({ id: 3, access_token: access('abc-1', 1) })).toBe('abc-1');
    expect(sessionKeyOf({ id: 3, access_token: 'opaque' })).toBe('player-3');
  });

  it('is due after 4 minutes', async () => {
    const { tokensDue, REFRESH_EVERY_MS } = await import('./session-refresh.ts');
    expect(tokensDue(0, REFRESH_EVERY_MS - 1)).toBe(false);
    expect(tokensDue(0, REFRESH_EVERY_MS)).toBe(true);
  });
});
