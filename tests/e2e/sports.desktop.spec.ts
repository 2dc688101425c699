// Desktop sportsbook journeys: the sports menu (leagues, show all / show less, checked
// leagues, time filters), the league search and sport tabs, and the route table's redirects.
import { expect, test } from '@playwright/test';
import { bigSoccerLeague, leagues, mobileLeaguePath } from './sports.helpers.ts';

test('mobile-only sportsbook routes send a desktop visitor to not-found, search to home', async ({ page, request }) => {
  const league = await bigSoccerLeague(request);
  for (const path of ['/sports-betting/sport/soccer/1', mobileLeaguePath(league), '/sports-betting/highlights', '/sports-betting/last-minute-events']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/not-found');
  }
  await page.goto('/search?query=London');
  await expect(page).toHaveURL((url) => url.pathname === '/');
});

test('a sport opens its leagues by priority, ten at first, with show all and show less', async ({ page, request }) => {
  const all = await leagues(request, 1);
  await page.goto('/sports-betting');
  const menu = page.locator('.sports-menu');
  await menu.locator('summary', { hasText: 'Soccer' }).click();
  const soccer = menu.locator('details[open]');
  const boxes = soccer.getByRole('checkbox');
  await expect(boxes.filter({ visible: true })).toHaveCount(10);
  await expect(soccer.locator('label').first()).toContainText(all[0]!.name);
  await soccer.getByRole('button', { name: /Show all/ }).click();
  await expect(boxes.filter({ visible: true })).toHaveCount(all.filter((l) => l.count > 0).length);
  await soccer.getByRole('button', { name: 'Show less' }).click();
  await expect(boxes.filter({ visible: true })).toHaveCount(10);
});

test('checked leagues show their events; a time filter changes counts and resets them', async ({ page, request }) => {
  const all = (await leagues(request, 1)).filter((l) => l.count > 0);
  await page.goto('/sports-betting');
  const menu = page.locator('.sports-menu');
  await menu.locator('summary', { hasText: 'Soccer' }).click();
  await menu.getByRole('checkbox', { name: new RegExp(all[0]!.name) }).check();
  await expect(page).toHaveURL(new RegExp(`league=${all[0]!.id}`));
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(all[0]!.name) })).toBeVisible();
  await page
    .locator('.sports-menu')
    .getByRole('checkbox', { name: new RegExp(all[1]!.name) })
    .check();
  await expect(page).toHaveURL(new RegExp(`league=${all[1]!.id}`));
  await expect(page.locator('.league')).toHaveCount(2);
  await expect(page.locator('.league').first().locator('.event-rows .row').first().locator('button.odd')).toHaveCount(3);

  const soccerCount = async () => Number((await page.locator('.sports-menu summary', { hasText: 'Soccer' }).locator('.count-badge').innerText()).replace(/\D/g, ''));
  const before = await soccerCount();
  await page.locator('.sports-menu').getByRole('link', { name: '3 hours' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('time') === '3h' && !url.searchParams.has('league'));
  await expect(page.locator('.sports-menu').getByRole('link', { name: '3 hours' })).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('.sports-menu').getByRole('checkbox', { checked: true })).toHaveCount(0);
  const after = await soccerCount().catch(() => 0);
  expect(after).toBeLessThan(before);
});

test('a league checked before the page script has loaded is still shown once it loads', async ({ page, request }) => {
  const first = (await leagues(request, 1)).find((l) => l.count > 0)!;
  // The shell script (Base.astro's module script) is held back until the box is checked: on a slow
  // phone line or a busy machine a player can tick a league before it arrives.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/Base\.astro_astro_type_script/, async (route) => {
    await released;
    await route.continue();
  });
  // Module scripts hold back DOMContentLoaded, so the page is used as soon as it is parsed.
  await page.goto('/sports-betting', { waitUntil: 'commit' });
  const menu = page.locator('.sports-menu');
  await menu.locator('summary', { hasText: 'Soccer' }).click();
  await menu.getByRole('checkbox', { name: new RegExp(first.name) }).check();
  release();
  await expect(page).toHaveURL(new RegExp(`league=${first.id}`));
  await expect(page.getByRole('heading', { level: 2, name: new RegExp(first.name) })).toBeVisible();

  // Back from a page the form led to shows the boxes as that page was rendered, and stays there.
  await page.unrouteAll();
  // A click, not uncheck(): uncheck() reads the box again after the click, and the form has left that page.
  await menu.getByRole('checkbox', { name: new RegExp(first.name) }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/sports-betting' && !url.searchParams.has('league'));
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`league=${first.id}`));
  await page.waitForLoadState('load');
  await expect(menu.getByRole('checkbox', { name: new RegExp(first.name) })).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`league=${first.id}`));
});

test('the sports betting page searches leagues and has a tab per sport', async ({ page }) => {
  await page.goto('/sports-betting');
  const tabs = page.getByRole('navigation', { name: 'Sports', exact: true }).filter({ has: page.locator('a[aria-current="page"]') });
  await expect(tabs.getByRole('link', { name: /Soccer/ })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: /^Tennis/ }).click();
  await expect(page).toHaveURL(/sport=13/);
  await expect(page.locator('.league-cards a').first()).toContainText('Tennis');
  await page.getByRole('searchbox', { name: 'Search leagues' }).fill('premier');
  await page.getByRole('searchbox', { name: 'Search leagues' }).press('Enter');
  await expect(page).toHaveURL(/q=premier/);
  await expect(page.locator('.league-cards a', { hasText: 'England Premier League' })).toBeVisible();
  await page.locator('.league-cards a', { hasText: 'England Premier League' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /England Premier League/ })).toBeVisible();
});

test('the home page has the search box, the slider, highlights and last-minute blocks', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('searchbox', { name: 'Search teams and leagues' })).toBeVisible();
  const slider = page.getByRole('region', { name: 'Promotions' });
  await expect(slider).toBeVisible();
  await expect(slider.getByRole('button', { name: /Go to slide/ })).toHaveCount(5);
  await slider.getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(slider.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  await slider.getByRole('button', { name: 'Pause slideshow' }).click();
  await expect(slider.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Highlights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Last minute events' })).toBeVisible();
});
