import { expect, test } from '@playwright/test';
import { AFTER_PASSWORD, createPlayer, logIn, loginForm } from './account.helpers.ts';

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
    await expect(devices.filter({ hasText: 'This device' })).toHaveCount(1);

    // The other browser's session ends; this one stays.
    await devices.filter({ hasNotText: 'This device' }).getByRole('button', { name: /^Log out this device/ }).click();
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
});
