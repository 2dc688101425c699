// Shared steps of the slip and my-bets journeys: an operator-opened player logged in through
// the API, a league page with odds, and the feed's test control.
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { ADMIN_TOKEN } from '../../playwright.config.ts';
import { openLoggedIn } from './support/session.ts';

export const PASSWORD = 'slip1234';
const admin = { Authorization: `Bearer ${ADMIN_TOKEN}` };

export const isMobile = (info: TestInfo) => info.project.name.startsWith('mobile');

/** Opens an account that can bet at once, with the given balance ("100.00"). */
export async function createPlayer(request: APIRequestContext, balance: string): Promise<string> {
  const username = `slip-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
  const response = await request.post('/api/admin/players', { headers: admin, data: { username, password: PASSWORD, balance, has_logged_in_before: true } });
  expect(response.ok(), await response.text()).toBe(true);
  return username;
}

/** Logs in through the API and opens `path` with the session stored, as a login from that page leaves it. */
export async function login(page: Page, info: TestInfo, username: string, path: string): Promise<void> {
  await openLoggedIn(page, { username, password: PASSWORD }, path, isMobile(info));
}

/** A soccer league's events: the mobile league route, or the desktop sports page with that league checked. */
export async function leaguePath(request: APIRequestContext, info: TestInfo): Promise<string> {
  const { leagues } = (await (await request.get('/api/get_leagues?sport_id=1')).json()) as { leagues: Array<{ id: number; count: number; name: string }> };
  const league = leagues.filter((l) => l.count >= 20).sort((a, b) => b.count - a.count)[0] ?? leagues[0];
  if (!league) throw new Error('no soccer league in the offer');
  if (!isMobile(info)) return `/sports-betting?league=${league.id}`;
  const slug = league.name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/sports-betting/soccer/1/${slug}/${league.id}`;
}

export interface PickedOdd {
  eventId: number;
  customId: string;
  value: number;
  button: Locator;
}

/**
 * Presses the home-win odd of the event in row `row` of the page (rows sort by start time,
 * so rows past the first few start well after the test) and returns what was picked.
 */
export async function pickHomeWin(page: Page, row: number): Promise<PickedOdd> {
  const button = page.locator('[data-event-row]').nth(row).locator('button[data-odd][data-odd-custom-id="main.1"]');
  await expect(button).toBeEnabled();
  const eventId = Number(await button.getAttribute('data-event-id'));
  const value = Number(await button.getAttribute('data-odd-value'));
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return { eventId, customId: 'main.1', value, button };
}

/**
 * Presses the highest-priced open odd of the event in row `row` (the outsider's), for a
 * combination whose gain must be large whatever the day's prices (four home wins of
 * favourites multiply to as little as 6.7).
 */
export async function pickLongestOdd(page: Page, row: number): Promise<PickedOdd> {
  const buttons = page.locator('[data-event-row]').nth(row).locator('.odds button[data-odd]:not([disabled])');
  await expect(buttons.first()).toBeEnabled();
  const values = (await buttons.evaluateAll((all) => all.map((b) => Number(b.getAttribute('data-odd-value'))))) as number[];
  const best = values.indexOf(Math.max(...values));
  const button = buttons.nth(best);
  const eventId = Number(await button.getAttribute('data-event-id'));
  const customId = (await button.getAttribute('data-odd-custom-id')) ?? '';
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  return { eventId, customId, value: values[best]!, button };
}

/** The slip on this layout: the desktop column, or the mobile /bet-slip screen. */
export async function openSlip(page: Page, info: TestInfo): Promise<Locator> {
  if (isMobile(info)) await page.goto('/bet-slip');
  const slip = page.getByRole('region', { name: 'Bet slip' }).filter({ has: page.getByRole('radiogroup') });
  await expect(slip).toBeVisible();
  return slip;
}

/** "1,234.50" for minor units, as the site shows English amounts. */
export function amount(minor: number): string {
  const whole = Math.floor(minor / 100).toLocaleString('en-US');
  return `${whole}.${String(minor % 100).padStart(2, '0')}`;
}

/** Where the player's balance shows on this layout. */
export function balance(page: Page, info: TestInfo): Locator {
  return isMobile(info) ? page.locator('.bottombar') : page.locator('.isl-account__balance');
}

export async function submitAndConfirm(page: Page, slip: Locator): Promise<void> {
  await slip.getByRole('button', { name: 'Submit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit?' });
  await expect(dialog).toContainText('Do you want to submit this bet slip?');
  await dialog.getByRole('button', { name: 'Yes' }).click();
}

export async function setTotal(slip: Locator, total: string): Promise<void> {
  const field = slip.getByLabel('Total stake');
  await field.fill(total);
  await field.press('Tab');
}
