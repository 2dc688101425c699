// Take a break and self-exclusion on the phone layout (issue 18; the desktop journeys are in
// protection.desktop.spec.ts and account.desktop.spec.ts): each is set in the account
// settings with the password, logs the player out, and the next login on /login is refused
// with the translated message naming the end.
import { expect, test } from '@playwright/test';
import { AFTER_PASSWORD, balance, createPlayer, logIn, submitLogin, toast } from './account.helpers.ts';

test('a break logs the player out and the next login is refused until it ends', async ({ page, request }, info) => {
  const player = await createPlayer(request, info);
  await logIn(page, info, player, '/account-settings');
  const pause = page.locator('#cool-off');
  await pause.getByLabel('Take a break for').selectOption('7d');
  await pause.getByLabel('Password (to confirm)').fill(player.password);
  await pause.getByRole('button', { name: 'Take a break' }).click();
  await expect(page).toHaveURL(/\/$/, AFTER_PASSWORD);
  await expect(toast(page, 'You are taking a break until')).toBeVisible();
  await expect(balance(page, info)).toHaveCount(0);

  await page.goto('/login');
  await submitLogin(page, player);
  await expect(toast(page, 'You can log in again after that.')).toHaveText(
    /^You are taking a break until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\. You can log in again after that\./,
    AFTER_PASSWORD,
  );
  await page.screenshot({ path: `test-results/protection-cool-off-${info.project.name}.png` });
  await expect(balance(page, info)).toHaveCount(0);
});

test('self-exclusion logs the player out and the next login is refused, naming its end', async ({ page, request }, info) => {
  const player = await createPlayer(request, info);
  await logIn(page, info, player, '/account-settings');
  const panel = page.locator('#lock');
  await panel.getByLabel('Lock my account for').selectOption('6m');
  await panel.getByLabel('Password (to confirm)').fill(player.password);
  await panel.getByRole('checkbox').check();
  await panel.getByRole('button', { name: 'Lock my account' }).click();
  await expect(page).toHaveURL(/\/$/, AFTER_PASSWORD);
  await expect(toast(page, 'Your account is locked until')).toBeVisible();

  await page.goto('/login');
  await submitLogin(page, player);
  await expect(toast(page, 'You have excluded yourself until')).toContainText('After that, contact support to reopen your account.', AFTER_PASSWORD);
  await page.screenshot({ path: `test-results/protection-self-exclusion-${info.project.name}.png` });
  await expect(balance(page, info)).toHaveCount(0);
});
