// A match in play as a desktop player meets it (issue 27): at 1440x900 its markets are on the
// first screen, beside a compact tracker, with team names in its odds buttons whole.
import { expect, test } from '@playwright/test';
import { islandsHydrated } from './support/hydration.ts';
import { clippedOdds } from './support/clipping.ts';
import { liveSoccer } from './support/live-match.ts';

test('a match in play shows its markets in the first screen at 1440x900, beside the tracker, with whole team names', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/sports-betting/match/${await liveSoccer(page)}`);
  await islandsHydrated(page);
  const tracker = page.getByTestId('match-tracker');
  await expect(tracker).toBeVisible();
  // The full-time result and the next market's prices are on the first screen.
  const odds = page.locator('button[data-odd]');
  await expect(odds.first()).toBeInViewport();
  const boxes = await odds.evaluateAll((all) => all.map((b) => b.getBoundingClientRect().bottom));
  expect(boxes.filter((bottom) => bottom <= 900).length).toBeGreaterThanOrEqual(6);
  // The tracker stays in view beside them, not above.
  const [first, box] = [await odds.first().boundingBox(), await tracker.boundingBox()];
  expect(box!.x).toBeGreaterThan(first!.x + first!.width);
  expect(box!.y).toBeLessThan(900);
  expect(await clippedOdds(page)).toEqual([]);
});
