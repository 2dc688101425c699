// Shared steps of the account specs: players made through the operator API (unique names,
// since both projects and all workers share one server), login on either layout, and
// where the header shows the balance.
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ADMIN_TOKEN } from '../../playwright.config.ts';
import { headerBalance, openLoggedIn } from './support/session.ts';

export const PASSWORD = 'start1234';
/** A password check is a scrypt: on a loaded machine an answer can take seconds. */
export const AFTER_PASSWORD = { timeout: 20_000 };
const operator = { Authorization: `Bearer ${ADMIN_TOKEN}` };
let counter = 0;

export interface TestPlayer {
  username: string;
  password: string;
}

export async function createPlayer(
  request: APIRequestContext,
  info: TestInfo,
  options: { balance?: string; hasLoggedInBefore?: boolean; firstName?: string } = {},
): Promise<TestPlayer> {
  counter += 1;
  const username = `acc-${info.project.name.slice(0, 1)}${info.workerIndex}-${Date.now().toString(36)}-${counter}`;
  const response = await request.post('/api/admin/players', {
    headers: operator,
    data: {
      username,
      password: PASSWORD,
      first_name: options.firstName ?? 'Ana',
      last_name: 'Test',
      balance: options.balance ?? '100.00',
      has_logged_in_before: options.hasLoggedInBefore ?? true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { username, password: PASSWORD };
}

export async function creditPlayer(request: APIRequestContext, username: string, amount: string): Promise<void> {
  const response = await request.post(`/api/admin/players/${encodeURIComponent(username)}/credit`, { headers: operator, data: { amount, reason: 'e2e credit' } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function lockPlayer(request: APIRequestContext, username: string): Promise<void> {
  const response = await request.post(`/api/admin/players/${encodeURIComponent(username)}/lock`, { headers: operator });
  expect(response.status(), await response.text()).toBe(200);
}

// Also the clock phases' projects (desktop-clock, desktop-long-clock).
export const isDesktop = (info: TestInfo): boolean => info.project.name.startsWith('desktop');

/** The login form of the layout: the sub-header's inline form on desktop, /login on mobile. */
export function loginForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Log in' });
}

/** Fills and sends the visible login form. */
export async function submitLogin(page: Page, player: TestPlayer): Promise<void> {
  const form = loginForm(page);
  await form.getByLabel('Username').fill(player.username);
  await form.getByLabel('Password').fill(player.password);
  await form.getByRole('button', { name: 'Login' }).click();
}

/**
 * Logs in through the API and opens `from` with the session stored, as the layout's form would
 * leave it (the form's own specs use submitLogin); resolves once the header shows the player.
 */
export async function logIn(page: Page, info: TestInfo, player: TestPlayer, from = '/'): Promise<void> {
  await openLoggedIn(page, player, from, !isDesktop(info));
}

/** The header's balance: the sub-header on desktop, the bottom bar's account item on mobile. */
export function balance(page: Page, info: TestInfo): Locator {
  return headerBalance(page, !isDesktop(info));
}

/** Logs out through the layout's own control: the sub-header button, or the mobile main menu on /. */
export async function logOut(page: Page, info: TestInfo): Promise<void> {
  if (isDesktop(info)) {
    await page.locator('.isl-account').getByRole('button', { name: 'Logout' }).click();
  } else {
    if (new URL(page.url()).pathname !== '/') await page.goto('/');
    await page.getByRole('button', { name: 'Logout' }).click();
  }
}

/** A toast (top right) with this text. */
export function toast(page: Page, text: string): Locator {
  return page.locator('.isl-toasts .isl-toast').filter({ hasText: text });
}
