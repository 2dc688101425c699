import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { ensureDemoAccounts } from '../../src/server/accounts/demo.ts';
import { verifyPassword } from '../../src/server/accounts/password.ts';
import { requirePlayer } from '../../src/server/accounts/players.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off', DEMO_ACCOUNTS: '1', CURRENCY: 'XPT' });
});
afterAll(async () => {
  await h?.close();
});

type Player = { username: string; balance: string; currency: string; has_logged_in_before: boolean };

describe('demo accounts', () => {
  it('creates a funded player who has logged in before and a new one who must change the password', async () => {
    expect(h.rt.demoAccounts).toEqual([
      { username: 'demo', password: 'demo1234', note: '1,000.00 XPT, ready to bet' },
      { username: 'newplayer', password: 'welcome123', note: '50.00 XPT, first login forces a password change' },
    ]);
    const list = (await (await h.request('/api/admin/players', { admin: true })).json()) as { players: Player[] };
    expect(list.players).toEqual([
      expect.objectContaining({ username: 'demo', balance: '1000.00', currency: 'XPT', has_logged_in_before: true }),
      expect.objectContaining({ username: 'newplayer', balance: '50.00', currency: 'XPT', has_logged_in_before: false }),
    ]);
    const check = (await (await h.request('/api/admin/ledger-check', { admin: true })).json()) as { ok: boolean; entries_checked: number };
    expect(check).toMatchObject({ ok: true, entries_checked: 2 });
  });

  it('never resets an existing player, and still lists both for the banner', async () => {
    await h.request('/api/admin/players/demo/credit', { method: 'POST', json: { amount: '-10.00' }, admin: true });
    const again = await ensureDemoAccounts(h.rt);
    expect(again.map((a) => a.username)).toEqual(['demo', 'newplayer']);
    expect(again[0]?.note).toBe('990.00 XPT, ready to bet');
    const demo = await requirePlayer(h.rt.db, 'demo');
    expect(demo.balance).toBe(99_000n);
    expect(await verifyPassword('demo1234', demo.passwordHash)).toBe(true);
  });
});
