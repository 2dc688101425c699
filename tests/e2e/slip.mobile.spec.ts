import { expect, test } from '@playwright/test';
import { leaguePath } from './slip-support.ts';

test('removing a match with two bets first lists them, and the bottom bar counts the bets', async ({ page, request }, info) => {
  await page.goto(await leaguePath(request, info));
  const row = page.locator('[data-event-row]').nth(26);
  await row.locator('button[data-odd-custom-id="main.1"]').click();
  await row.locator('button[data-odd-custom-id="main.2"]').click();
  await expect(page.locator('.bottombar [data-slip-count]')).toHaveText('2');
  await page
    .locator('.bottombar')
    .getByRole('link', { name: /Bet slip/ })
    .click();
  await expect(page).toHaveURL(/\/bet-slip$/);
  const slip = page.getByRole('region', { name: 'Bet slip' });
  await expect(slip.locator('[data-figure="bets"] dd')).toHaveText('2');
  await slip.getByRole('button', { name: /^Remove .* - [^,]*$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove this match?' });
  await expect(dialog.getByRole('listitem')).toHaveCount(2);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(slip).toContainText('Your bet slip is empty');
  await expect(slip.getByRole('link', { name: 'Sports betting' })).toHaveAttribute('href', '/sports-betting');
  await expect(slip.getByRole('link', { name: 'Live betting' })).toHaveAttribute('href', '/live-betting');
  await expect(page.locator('.bottombar [data-slip-count]')).toHaveText('0');
});
