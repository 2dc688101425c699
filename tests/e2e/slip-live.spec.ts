// A live pick in the slip on both layouts: suspending its market through test control
// disables the pick within seconds, and once the market reopens the player can enable it again.
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { balance, createPlayer, isMobile, login, openSlip, setTotal, submitAndConfirm } from './slip-support.ts';

interface Event {
  fi: number;
  home: { name: string };
  away: { name: string };
}

/**
 * Starts a soccer match of a league no other spec drives (not the biggest league the
 * pre-match slip specs use, not live.spec's 101-108), one league per project.
 */
async function startMatch(request: APIRequestContext, info: TestInfo, slot = 0): Promise<Event> {
  const { leagues } = (await (await request.get('/api/get_leagues?sport_id=1')).json()) as { leagues: Array<{ id: number; count: number }> };
  const biggest = [...leagues].sort((a, b) => b.count - a.count)[0]?.id;
  const free = leagues.filter((l) => l.id !== biggest && (l.id < 101 || l.id > 108) && l.count >= 2).sort((a, b) => b.id - a.id);
  const league = free[slot * 2 + (isMobile(info) ? 1 : 0)];
  if (!league) throw new Error('no free soccer league in the offer');
  const { events } = (await (await request.get(`/api/get_events_for_league?league_id=${league.id}`)).json()) as { events: Event[] };
  const event = events[1] ?? events[0];
  if (!event) throw new Error(`league ${league.id} has no events`);
  expect((await request.post(`/api/test/events/${event.fi}/start`)).ok()).toBe(true);
  // A price set by hand holds the match model off, so only the test suspends the market.
  expect((await request.post('/api/test/odds', { data: { event_id: event.fi, odd_custom_id: 'main.1', value: 240 } })).ok()).toBe(true);
  return event;
}

const suspendMain = async (request: APIRequestContext, event: Event, suspended: boolean) => {
  const res = await request.post('/api/test/bet-group', { data: { event_id: event.fi, custom_id: 'main', suspended } });
  expect(res.ok(), await res.text()).toBe(true);
};

test('a suspended live odd disables the pick in the slip, and it can be enabled again when the odd returns', async ({ page, request }, info) => {
  const event = await startMatch(request, info);
  await page.goto('/live-betting');
  const row = page.getByRole('listitem', { name: `${event.home.name} – ${event.away.name}` });
  await expect(row).toBeVisible();
  const home = row.locator('button.odd[data-odd-custom-id="main.1"]');
  await expect(home).toHaveAttribute('data-odd-value', '240');
  await home.click();
  await expect(home).toHaveAttribute('aria-pressed', 'true');

  const slip = await openSlip(page, info);
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pickName = new RegExp(escape(`${event.home.name} - ${event.away.name}, `));
  await expect(slip.getByText('Live', { exact: true })).toBeVisible();
  const check = slip.getByRole('checkbox', { name: pickName });
  await expect(check).toHaveAttribute('aria-checked', 'true');
  await expect(slip).toContainText('2.40');

  await suspendMain(request, event, true);
  await expect(check).toHaveAttribute('aria-checked', 'false', { timeout: 5_000 });
  await expect(check).toBeDisabled();
  await expect(slip.getByText('Not available right now')).toBeVisible();

  await suspendMain(request, event, false);
  await expect(check).toBeEnabled({ timeout: 5_000 });
  await expect(slip.getByText('Not available right now')).toBeHidden();
  await expect(check).toHaveAttribute('aria-checked', 'false');
  await check.click();
  await expect(check).toHaveAttribute('aria-checked', 'true');
});

test('a live ticket is placed, settled when the match ends, and the winnings reach the header live', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const username = await createPlayer(request, '100.00');
  await login(page, info, username, '/live-betting');
  const event = await startMatch(request, info, 1);
  await page.goto('/live-betting');
  const row = page.getByRole('listitem', { name: `${event.home.name} – ${event.away.name}` });
  const home = row.locator('button.odd[data-odd-custom-id="main.1"]');
  await expect(home).toHaveAttribute('data-odd-value', '240');
  await home.click();
  const slip = await openSlip(page, info);
  await setTotal(slip, '10.00');
  await submitAndConfirm(page, slip);
  await expect(page.getByText('Your bet slip has been successfully submitted').first()).toBeVisible({ timeout: 20_000 });
  await expect(balance(page, info)).toContainText('90.00');

  expect((await request.post(`/api/test/events/${event.fi}/finish`, { data: { home_goals: 2, away_goals: 0 } })).ok()).toBe(true);
  // 10.00 x 2.40 credited and pushed over the socket, no reload.
  await expect(balance(page, info)).toContainText('114.00', { timeout: 15_000 });
});
