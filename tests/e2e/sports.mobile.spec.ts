// Mobile sportsbook journeys: sports list with time filters, sport and league routes, bet
// types, +N and Close, highlights, last minute, and the home menu.
import { expect, test } from '@playwright/test';
import { bigSoccerLeague, mobileLeaguePath } from './sports.helpers.ts';

const countOf = async (page: import('@playwright/test').Page, sport: string) =>
  Number(
    await page
      .locator('.sports-list a', { hasText: sport })
      .locator('.count-badge')
      .innerText()
      .then((s) => s.replace(/\D/g, '')),
  );

test('the sports list shows counts and a shorter time filter shows fewer events', async ({ page }) => {
  await page.goto('/sports-betting');
  const list = page.locator('.sports-list');
  await expect(list.getByRole('link', { name: /Soccer/ })).toBeVisible();
  const longTerm = await countOf(page, 'Soccer');
  expect(longTerm).toBeGreaterThan(0);
  // Sports with no events are not listed: every listed count is positive.
  for (const badge of await list.locator('.count-badge').allInnerTexts()) expect(Number(badge.replace(/\D/g, ''))).toBeGreaterThan(0);
  await list.getByRole('link', { name: '24 hours' }).click();
  await expect(page).toHaveURL(/time=24h/);
  await expect(list.getByRole('link', { name: '24 hours' })).toHaveAttribute('aria-current', 'true');
  const day = await countOf(page, 'Soccer').catch(() => 0);
  expect(day).toBeLessThan(longTerm);
  await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Most played events' })).toBeVisible();
});

test('a sport leads to its leagues and a league to its matches', async ({ page }) => {
  await page.goto('/sports-betting');
  await page
    .locator('.sports-list')
    .getByRole('link', { name: /Soccer/ })
    .click();
  await expect(page).toHaveURL(/\/sports-betting\/sport\/soccer\/1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Soccer' })).toBeVisible();
  const first = page.locator('a[data-league]').first();
  await expect(first.locator('.count-badge')).toHaveText(/\d+/);
  await first.click();
  await expect(page).toHaveURL(/\/sports-betting\/soccer\/1\/[a-z0-9-]+\/\d+$/);
  const rows = page.locator('.event-rows .row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().locator('button.odd')).toHaveCount(3);
  await expect(rows.first().locator('button.odd').first()).toHaveText(/\d+\.\d{2}/);
});

test('the bet-type tabs switch the market and count the matches offering each', async ({ page, request }) => {
  const league = await bigSoccerLeague(request);
  await page.goto(mobileLeaguePath(league));
  const tabs = page.getByRole('navigation', { name: 'Markets' });
  await expect(tabs.getByRole('link', { name: /Full Time Result/ })).toHaveAttribute('aria-current', 'true');
  await expect(tabs.getByRole('link', { name: /Over\/Under \d+/ })).toBeVisible();
  await tabs.getByRole('link', { name: /Over\/Under/ }).click();
  await expect(page).toHaveURL(/bet=over_under/);
  await expect(
    page
      .locator('.event-rows .row')
      .first()
      .getByRole('button', { name: /Over 2\.5/ }),
  ).toBeVisible();
  // The tooltip explains the bet type to keyboard users too.
  const info = tabs.locator('.bt-item', { hasText: 'Over/Under' }).getByRole('button', { name: 'About this bet type' });
  await info.focus();
  await expect(page.getByRole('tooltip', { name: /total score/ }).first()).toBeVisible();
});

test('+N opens every other bet group of a match and Close folds them', async ({ page, request }) => {
  const league = await bigSoccerLeague(request);
  await page.goto(mobileLeaguePath(league));
  const row = page.locator('.event-rows .row').first();
  const more = row.locator('button.more');
  await expect(more).toHaveText(/^\+\d+$/);
  const n = Number((await more.innerText()).slice(1));
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(row.locator('.row-bets .group')).toHaveCount(n);
  await expect(row.locator('.row-bets').getByRole('heading', { name: 'Double Chance' })).toBeVisible();
  await row.getByRole('button', { name: 'Close' }).click();
  await expect(row.locator('.row-bets')).toBeHidden();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
});

test('highlights and last-minute events list matches by league', async ({ page }) => {
  await page.goto('/sports-betting/highlights');
  await expect(page.getByRole('heading', { level: 1, name: 'Highlights' })).toBeVisible();
  await expect(page.locator('.league').first().locator('.event-rows .row').first()).toBeVisible();
  await page.goto('/sports-betting/last-minute-events');
  await expect(page.getByRole('heading', { level: 1, name: 'Last minute events' })).toBeVisible();
  await expect(page.locator('.league .event-rows .row').first().or(page.getByText('No events start within the next hour.'))).toBeVisible();
});

test('the home page shows the main menu, then highlights and last-minute blocks', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  for (const name of ['Sports betting', 'Highlights', 'Live casino', 'Casino games', 'Evo auto games', 'Results', 'Search', 'Contact', 'Language', 'Other']) {
    await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
  }
  // The live entry also says how many matches are live now.
  await expect(menu.getByRole('link', { name: /^Live betting Matches live now: \d+$/ })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Results', exact: true })).toHaveAttribute('href', '/results');
  await expect(page.getByRole('heading', { name: 'Highlights' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Last minute events' })).toBeVisible();
  await expect(page.locator('.slider')).toBeHidden();
});
