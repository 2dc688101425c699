// Opens a player through the operator API and logs them in through the API, then hands the
// browser the session the way the login form stores it (sessionStorage `session`). Specs whose
// subject is not the login form log in this way: one page load instead of the form's two.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_TOKEN } from '../../../playwright.config.ts';

export interface E2EPlayer {
  username: string;
  password: string;
  id: number;
}

let counter = 0;

export async function openPlayer(request: APIRequestContext, options: { balance?: string; hasLoggedInBefore?: boolean; prefix?: string } = {}): Promise<E2EPlayer> {
  counter += 1;
  const username = `${options.prefix ?? 'e2e'}${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`.slice(0, 32);
  const password = 'Passw0rd123';
  const res = await request.post('/api/admin/players', {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    data: { username, password, first_name: 'Eva', last_name: 'Tester', balance: options.balance ?? '100.00', has_logged_in_before: options.hasLoggedInBefore ?? true },
  });
  if (!res.ok()) throw new Error(`could not open player: ${res.status()} ${await res.text()}`);
  const body = (await res.json()) as { id: number };
  return { username, password, id: body.id };
}

/** The stored session of a fresh API login, as the login form writes it (balance in minor units). */
async function apiSession(page: Page, player: { username: string; password: string }): Promise<string> {
  const res = await page.request.post('/api/login', { data: { username: player.username, password: player.password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`);
  const user = (await res.json()) as Record<string, unknown> & { balance: string };
  const [whole = '0', cents = '00'] = user.balance.split('.');
  return JSON.stringify({ v: 1, user: { last_login: null, logged_in_from: null, ...user, balance: Number(whole) * 100 + Number(cents.padEnd(2, '0')) } });
}

/** Logs the player in through the API and puts the session into every page load of `page` while it has none. */
export async function signIn(page: Page, player: E2EPlayer): Promise<void> {
  await page.addInitScript(
    (value) => {
      if (!sessionStorage.getItem('session')) sessionStorage.setItem('session', value);
    },
    await apiSession(page, player),
  );
}

/** Where the header shows a logged-in player's balance: the desktop sub-header, or the mobile bottom bar's account item. */
export const headerBalance = (page: Page, mobile: boolean) => (mobile ? page.locator('.bb-account a[href="/account-settings"]') : page.locator('.isl-account__balance'));

/**
 * Logs the player in through the API and opens `path` with the session stored, as a login
 * from that page leaves it; resolves once the header shows the player. Only this page load
 * gets the session: a logout later is not undone by the next one.
 */
export async function openLoggedIn(page: Page, player: { username: string; password: string }, path: string, mobile: boolean): Promise<void> {
  const seed = await page.addInitScript((value) => sessionStorage.setItem('session', value), await apiSession(page, player));
  await page.goto(path);
  await seed.dispose();
  await expect(headerBalance(page, mobile)).toBeVisible();
}
