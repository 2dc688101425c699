// Desktop header login keeps the player where they were; a visitor who closes the login modal
// on a player page is asked to log in instead of watching a spinner.
import { expect, test } from '@playwright/test';
import { createPlayer, PASSWORD } from './slip-support.ts';

test('logging in from the header keeps the player on the page they were on', async ({ page, request }) => {
  const username = await createPlayer(request, '25.00');
  await page.goto('/results');
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password').fill(PASSWORD);
  const reloaded = page.waitForEvent('framenavigated', { predicate: (frame) => frame === page.mainFrame(), timeout: 20_000 });
  await form.getByRole('button', { name: 'Login' }).click();
  await reloaded;
  await expect(page.locator('.isl-account__balance')).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe('/results');
});

test('closing the login modal on my bets shows a prompt to log in, not a spinner', async ({ page }) => {
  await page.goto('/my-bets');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const main = page.locator('main');
  await expect(main.getByText('Log in to see this page.')).toBeVisible();
  await expect(main.getByRole('status')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/my-bets-visitor-desktop.png' });
  // The prompt's button opens the modal again.
  await main.getByRole('link', { name: 'Login' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});
