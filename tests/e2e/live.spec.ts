// Live betting on both layouts: a match started through test control shows on the board,
// a forced odds change is flagged within a second and the flag clears after 6 s, and a
// favourite is added, shown on top and removed.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { getT } from '../../src/i18n/index.ts';
import { leagueName } from '../../src/lib/offer/names.ts';

interface Event {
  fi: number;
  league: { id: number; name: string };
  home: { name: string };
  away: { name: string };
}

/** Each project and test starts a match of its own league, so parallel runs never share one. */
async function startMatch(request: APIRequestContext, info: TestInfo, slot: number): Promise<Event> {
  const leagueId = (info.project.name === 'mobile' ? 105 : 101) + slot;
  const res = await request.get(`/api/get_events_for_league?league_id=${leagueId}`);
  expect(res.ok()).toBe(true);
  const event = ((await res.json()) as { events: Event[] }).events[0]!;
  expect((await request.post(`/api/test/events/${event.fi}/start`)).ok()).toBe(true);
  return event;
}

const setOdd = async (request: APIRequestContext, event: Event, value: number) => {
  const res = await request.post('/api/test/odds', { data: { event_id: event.fi, odd_custom_id: 'main.1', value } });
  expect(res.ok()).toBe(true);
};

const row = (page: Page, e: Event) => page.getByRole('listitem', { name: `${e.home.name} – ${e.away.name}` });

test('a forced odds change is flagged higher or lower within a second and the flag clears after 6 s', async ({ page, request }, info) => {
  const event = await startMatch(request, info, 0);
  await page.goto('/live-betting');
  const match = row(page, event);
  await expect(match).toBeVisible();
  const home = match.locator('button.odd[data-odd-custom-id="main.1"]');
  await expect(home).toHaveAttribute('data-live', 'true');

  // A first price by hand holds the model off the match, so only the test moves it next.
  await setOdd(request, event, 250);
  await expect(home).toHaveAttribute('data-odd-value', '250');
  await expect(home).toContainText('2.50');

  await setOdd(request, event, 310);
  await expect(home).toHaveClass(/higher-value/, { timeout: 1_000 });
  await expect(home).toContainText('3.10');
  await expect(home).not.toHaveClass(/higher-value/, { timeout: 8_000 });

  await setOdd(request, event, 205);
  await expect(home).toHaveClass(/lower-value/, { timeout: 1_000 });
  await expect(home).toContainText('2.05');
  await expect(home).not.toHaveClass(/lower-value/, { timeout: 8_000 });
});

test('a live favourite is added, shown on top and removed', async ({ page, request }, info) => {
  const event = await startMatch(request, info, 1);
  await page.goto('/live-betting');
  const match = row(page, event);
  await expect(match).toBeVisible();
  await match.getByRole('button', { name: /add .* to my live favourites/i }).click();

  if (info.project.name === 'mobile') {
    const top = page.locator('details.live-group').first();
    await expect(top.locator(':scope > summary')).toContainText('My live favourites');
    await expect(top.getByRole('listitem', { name: `${event.home.name} – ${event.away.name}` })).toBeVisible();
    await expect(top.locator(':scope > summary .count-badge')).toHaveText('1');
  } else {
    const tab = page.getByRole('tab', { name: /my live favourites/i });
    await expect(tab).toContainText('1');
    await tab.click();
    await expect(row(page, event)).toBeVisible();
  }
  const stored = await page.evaluate(() => sessionStorage.getItem('live-favorites'));
  expect(JSON.parse(stored ?? '{}')).toMatchObject({ '1': [{ fi: event.fi }] });

  await row(page, event)
    .getByRole('button', { name: /remove .* from my live favourites/i })
    .click();
  if (info.project.name === 'mobile') {
    await expect(page.locator('details.live-group').first().locator(':scope > summary .count-badge')).toHaveText('0');
    await expect(row(page, event)).toBeVisible();
  } else {
    await expect(page.getByRole('tab', { name: /my live favourites/i })).toContainText('0');
    await expect(row(page, event)).toHaveCount(0);
  }
});

test('the match page of a live match shows the score, the clock and live bet groups', async ({ page, request, baseURL }, info) => {
  const event = await startMatch(request, info, 2);
  await page.goto(`/sports-betting/match/${event.fi}`);
  await expect(page.getByTestId('live-clock')).toBeVisible();
  await expect(page.getByTestId('live-score')).toContainText(event.home.name);
  const home = page.locator('button.odd[data-odd-custom-id="main.1"]');
  await expect(home).toHaveAttribute('data-live', 'true');
  await setOdd(request, event, 420);
  await expect(home).toContainText('4.20', { timeout: 1_000 });
  await expect(page.locator('button.odd[data-odd-custom-id="goal_1.1"]')).toBeVisible();
  // The sport and the league are named in the page language (the feed names them in English).
  await page.context().addCookies([{ name: 'lang', value: 'de', url: baseURL ?? '' }]);
  await page.reload();
  await expect(page.locator('.live-match__league')).toHaveText(`Fußball · ${leagueName(getT('de'), event.league)}`);
});

test('a suspended market disables its live odds and they come back when it reopens', async ({ page, request }, info) => {
  const event = await startMatch(request, info, 3);
  await page.goto('/live-betting');
  const home = row(page, event).locator('button.odd[data-odd-custom-id="main.1"]');
  await expect(home).toBeVisible();
  const suspend = (suspended: boolean) => request.post('/api/test/bet-group', { data: { event_id: event.fi, custom_id: 'main', suspended } });
  expect((await suspend(true)).ok()).toBe(true);
  await expect(home).toBeDisabled({ timeout: 1_000 });
  await expect(home).toContainText('–');
  expect((await suspend(false)).ok()).toBe(true);
  await expect(home).toBeEnabled({ timeout: 1_000 });
  await expect(home).toHaveAttribute('data-live', 'true');
});
