import { expect, test } from '@playwright/test';
import { AFTER_PASSWORD, createPlayer, logIn, loginForm, submitLogin } from './account.helpers.ts';

test.describe('devices in the account settings', () => {
  test('a player sees both devices, logs out the other one, then logs out everywhere', async ({ page, browser, request }, info) => {
    const player = await createPlayer(request, info);
    const other = await browser.newContext({ baseURL: info.project.use.baseURL, viewport: { width: 1280, height: 800 } });
    const otherPage = await other.newPage();
    await logIn(otherPage, info, player);
    await logIn(page, info, player);

    await page.goto('/account-settings');
    const panel = page.getByRole('region', { name: 'Devices' });
    const devices = panel.getByRole('listitem');
    await expect(devices).toHaveCount(2, AFTER_PASSWORD);
    await expect(devices.filter({ hasText: /· This device/ })).toHaveCount(1);

    // The other browser's session ends; this one stays.
    await devices
      .filter({ hasNotText: /· This device/ })
      .getByRole('button', { name: /^Log out this device/ })
      .click();
    await expect(panel.getByRole('status')).toHaveText('The device has been logged out.');
    await expect(devices).toHaveCount(1);
    const refused = await otherPage.evaluate(async () => {
      const raw = sessionStorage.getItem('session') ?? localStorage.getItem('session') ?? '';
      const token = /"access_token":"([^"]+)"/.exec(raw)?.[1] ?? '';
      return (await fetch('/api/account', { headers: { authorization: `Bearer ${token}` } })).status;
    });
    expect(refused).toBe(401);

    await panel.getByRole('button', { name: 'Log out everywhere' }).click();
    await expect(page).toHaveURL(/\/$/, AFTER_PASSWORD);
    await expect(loginForm(page)).toBeVisible();
    await other.close();
  });

  test('a player who must change the password is sent to /change-password from every other page until it is changed', async ({ page, request }, info) => {
    const player = await createPlayer(request, info, { hasLoggedInBefore: false });
    await page.goto('/');
    await submitLogin(page, player);
    await expect(page).toHaveURL(/\/change-password$/, AFTER_PASSWORD);
    for (const path of ['/', '/my-bets', '/account-settings', '/casino-games']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/change-password$/);
    }
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel(/^Current password/).fill(player.password);
    await form.getByLabel(/^New password/).fill('newpass123');
    await form.getByLabel(/^Repeat new password/).fill('newpass123');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect(page).not.toHaveURL(/\/change-password$/, AFTER_PASSWORD);
    await page.goto('/my-bets');
    await expect(page).toHaveURL(/\/my-bets$/);
  });
});
