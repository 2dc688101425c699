// The mobile highlights page shows each sport's first matches with "show more", and stays light
// enough to load quickly (the routes axe check timed out on all 200 at once).
import { expect, test } from '@playwright/test';

test('the highlights page lists a few matches per sport with show more', async ({ page }) => {
  const started = Date.now();
  await page.goto('/sports-betting/highlights');
  console.log(`highlights page loaded in ${Date.now() - started} ms`);
  const sports = page.locator('section.hl-sport');
  expect(await sports.count()).toBeGreaterThan(1);
  for (const sport of await sports.all()) expect(await sport.locator('[data-event-row]').count()).toBeLessThanOrEqual(5);
  const total = await page.locator('[data-event-row]').count();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`highlights page: ${total} rows, ${height}px`);
  await page.screenshot({ path: 'test-results/highlights-mobile.png' });

  const more = page.getByRole('link', { name: /Show more \(\d+\)/ }).first();
  const remaining = Number((await more.textContent())?.match(/\((\d+)\)/)?.[1]);
  await more.click();
  await expect(page).toHaveURL(/\?sport=\d+$/);
  await expect(page.locator('section.hl-sport')).toHaveCount(1);
  expect(await page.locator('[data-event-row]').count()).toBe(Math.min(30, 5 + remaining));
  await expect(page.getByRole('link', { name: 'All highlights' })).toBeVisible();
});
