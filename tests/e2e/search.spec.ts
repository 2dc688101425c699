// Search on both layouts (spec section 5): the desktop home box answers in place on Enter,
// the mobile /search page answers below its form; bad terms and empty results say so.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { bigSoccerLeague, isMobile, leagueEvents } from './sports.helpers.ts';
import { termFinding } from './support/search-term.ts';

async function search(page: Page, info: TestInfo, term: string): Promise<void> {
  if (isMobile(info)) {
    await page.goto('/search');
    const box = page.getByRole('searchbox', { name: 'Team or league' });
    await box.fill(term);
    await box.press('Enter');
  } else {
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search teams and leagues' });
    await box.fill(term);
    await box.press('Enter');
  }
  await expect(page).toHaveURL((url) => url.searchParams.get('query') === term);
}

test('a term of three characters or fewer, with special characters or empty is a search error', async ({ page }, info) => {
  const results = page.locator('[data-search-results]');
  await search(page, info, 'abc');
  await expect(results.getByRole('alert')).toContainText('Betting search error');
  await expect(results).toContainText('Enter more than 3 characters.');
  await search(page, info, 'ab$%cd');
  await expect(results).toContainText('Special characters are not allowed.');
  await search(page, info, '');
  await expect(results).toContainText('The search field cannot be empty.');
});

test('an unknown term says there are no results, with the query', async ({ page }, info) => {
  await search(page, info, 'Qwxzy Nowhere');
  await expect(page.locator('[data-search-results]')).toContainText('No search results with query “Qwxzy Nowhere”.');
});

test('a team name finds its matches, grouped by league', async ({ page, request }, info) => {
  const league = await bigSoccerLeague(request);
  const [event] = await leagueEvents(request, league.id);
  if (!event) throw new Error('the league has no events');
  await search(page, info, termFinding(event.home.name, event.away.name));
  const block = page.locator('[data-search-results] .league', { hasText: league.name }).first();
  await expect(block).toBeVisible();
  await expect(block.getByRole('link', { name: new RegExp(event.home.name) }).first()).toBeVisible();
});
