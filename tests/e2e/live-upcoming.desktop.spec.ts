// The live page's Upcoming tab (issue 16): 24 hours, 3 days and long term are three lists,
// each counted, not the same soonest matches under every filter.
import { expect, test, type Page } from '@playwright/test';
import { islandsHydrated } from './support/hydration.ts';

const count = async (page: Page, range: string) => Number(await page.getByTestId(`upcoming-count-${range}`).textContent());

/** The panel says "<shown> of <the range's count> matches"; read together, as matches kick off and enter the ranges meanwhile. */
async function expectShown(page: Page, shown: number, range: string) {
  const line = page.getByRole('tabpanel').getByText(/^\d+ of \d+ matches$/);
  await expect.poll(async () => (await line.textContent()) === `${shown} of ${await count(page, range)} matches`).toBe(true);
}

test('each upcoming range lists the matches starting within it, with its own count and more on demand', async ({ page }) => {
  await page.goto('/live-betting');
  await islandsHydrated(page);
  await page.getByRole('tab', { name: 'Upcoming events' }).click();
  const panel = page.getByRole('tabpanel');
  const day = await count(page, '24h');
  const three = await count(page, '3d');
  const long = await count(page, 'long');
  expect(day).toBeGreaterThan(120);
  expect(three).toBeGreaterThan(day);
  expect(long).toBeGreaterThan(three);

  await page.getByRole('button', { name: /^24 hours/ }).click();
  await expectShown(page, 120, '24h');
  await page.getByRole('button', { name: /^3 days/ }).click();
  await expectShown(page, 120, '3d');
  await panel.getByRole('button', { name: 'Show more' }).click();
  await expectShown(page, 240, '3d');
  await expect(panel.locator('.live-row')).toHaveCount(240);
  await page.getByRole('button', { name: /^Long term/ }).click();
  await expectShown(page, 120, 'long');
});
