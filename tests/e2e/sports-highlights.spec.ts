// The home page's highlights are capped and ranked, with "show all"; the mobile highlights page
// shows each sport's first matches with "show more", and stays light enough to load quickly.
import { expect, test } from '@playwright/test';
import { isMobile } from './slip-support.ts';

const highlightRows = '#highlights ~ :not(#last-minute, #last-minute ~ *) [data-event-row]';

test('home shows at most 20 highlights and a link to all of them', async ({ page, request }, info) => {
  const { events } = (await (await request.get('/api/get_highlights')).json()) as { events: unknown[] };
  expect(events.length).toBeGreaterThan(20);
  await page.goto('/');
  const rows = page.locator(highlightRows);
  await expect(rows.first()).toBeVisible();
  expect(await rows.count()).toBe(20);
  const showAll = page.getByRole('link', { name: isMobile(info) ? /Show all highlights/ : 'Show all matches' });
  await expect(showAll).toBeVisible();
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  console.log(`${info.project.name} home height: ${height}px for ${events.length} highlights`);
  await page.screenshot({ path: `test-results/home-${info.project.name}.png` });
  await showAll.click();
  await expect(page).toHaveURL((url) => url.pathname === (isMobile(info) ? '/sports-betting/highlights' : '/sports-betting'));
});
