// Opens a player through the operator API and logs them in through the API, then hands the
// browser the session the way the login form stores it (sessionStorage `session`).
import type { APIRequestContext, Page } from '@playwright/test';
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

/** Logs the player in through the API and puts the session into every page of the context. */
export async function signIn(page: Page, player: E2EPlayer): Promise<void> {
  const res = await page.request.post('/api/login', { data: { username: player.username, password: player.password } });
  if (!res.ok()) throw new Error(`login failed: ${res.status()}`);
  const user = (await res.json()) as Record<string, unknown> & { balance: string };
  const [whole = '0', cents = '00'] = user.balance.split('.');
  const stored = JSON.stringify({ v: 1, user: { ...user, balance: Number(whole) * 100 + Number(cents.padEnd(2, '0')) } });
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('session')) sessionStorage.setItem('session', value);
  }, stored);
}
