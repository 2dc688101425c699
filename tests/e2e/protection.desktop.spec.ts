// Player protection in the browser (issue 18): the player sets a daily session time limit in
// the account settings, then takes a break, is logged out, and the next login is refused with
// the break's end in the page language.
import { expect, test } from '@playwright/test';
import { AFTER_PASSWORD, createPlayer, logIn, toast } from './account.helpers.ts';

test('a session time limit is set, then a break logs the player out and refuses the next login', async ({ page, request }, info) => {
  const player = await createPlayer(request, info);
  await logIn(page, info, player, '/deposit');
  await expect(page.getByRole('button', { name: 'Deposit demo funds' })).toBeVisible(AFTER_PASSWORD);

  await page.goto('/account-settings');
  const time = page.locator('#session-time');
  await time.getByLabel('Maximum time logged in per day').selectOption('1');
  await time.getByRole('button', { name: 'Save' }).click();
  await expect(time.getByText('(limit: 1 h)')).toBeVisible(AFTER_PASSWORD);

  const pause = page.locator('#cool-off');
  await pause.getByLabel('Take a break for').selectOption('24h');
  await pause.getByLabel('Password (to confirm)').fill(player.password);
  await pause.getByRole('button', { name: 'Take a break' }).click();
  await expect(page).toHaveURL(/\/$/, AFTER_PASSWORD);
  await expect(toast(page, 'You are taking a break until')).toBeVisible();

  await page.goto('/deposit');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Username').fill(player.username);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(/You are taking a break until .+\. You can log in again after that\./).first()).toBeVisible(AFTER_PASSWORD);
  await page.screenshot({ path: `test-results/protection-cool-off-${info.project.name}.png` });
});
