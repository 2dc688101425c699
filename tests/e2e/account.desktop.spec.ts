import { expect, test } from '@playwright/test';
import { AFTER_PASSWORD, balance, toast, createPlayer, logIn } from './account.helpers.ts';

test('the login modal shows the inline error, then logs in on the page it opened over', async ({ page, request }, info) => {
  const player = await createPlayer(request, info, { balance: '40.00' });
  await page.goto('/deposit');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Username').fill(player.username);
  await dialog.getByLabel('Password').fill('wrong-pass1');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Incorrect username and/or incorrect password. Please try again', AFTER_PASSWORD);
  await expect(dialog.getByLabel('Username')).toHaveValue('');
  await dialog.getByLabel('Username').fill(player.username);
  await dialog.getByLabel('Password').fill(player.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/deposit$/);
  await expect(page.getByRole('button', { name: 'Deposit demo funds' })).toBeVisible(AFTER_PASSWORD);
  await expect(balance(page, info)).toContainText('40.00', AFTER_PASSWORD);
});

test('self-exclusion logs the player out and refuses the next login until it ends', async ({ page, request }, info) => {
  const player = await createPlayer(request, info);
  await logIn(page, info, player, '/account-settings');
  const panel = page.locator('#lock');
  await panel.getByLabel('Lock my account for').selectOption('6m');
  await panel.getByLabel('Password (to confirm)').fill(player.password);
  await panel.getByRole('checkbox').check();
  await panel.getByRole('button', { name: 'Lock my account' }).click();
  await expect(page).toHaveURL(/\/$/, AFTER_PASSWORD);
  await expect(toast(page, 'Your account is locked until')).toBeVisible();
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Username').fill(player.username);
  await form.getByLabel('Password').fill(player.password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(toast(page, 'You have excluded yourself until')).toBeVisible(AFTER_PASSWORD);
});
