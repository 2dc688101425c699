import { expect, test } from '@playwright/test';
import { createPlayer, login } from './slip-support.ts';
import { openRedirected } from './support/redirect.ts';

test.describe('my bets', () => {
  test('a visitor is sent to log in', async ({ page }, info) => {
    if (info.project.name === 'mobile') {
      await openRedirected(page, '/my-bets', '/login');
      await expect(page).toHaveURL(/\/login\?from=%2Fmy-bets$/);
    } else {
      await page.goto('/my-bets');
      await expect(page.getByRole('dialog').getByLabel(/username/i)).toBeVisible();
    }
  });

  test('a new player has no open bets, and a custom period needs both ends', async ({ page, request }, info) => {
    const username = await createPlayer(request, '10.00');
    await login(page, info, username, '/my-bets');
    await expect(page.getByText('Currently you have no open bets')).toBeVisible();
    await page.getByRole('tab', { name: 'Closed bets' }).click();
    await expect(page.getByText('There are no closed bets for the selected period or status')).toBeVisible();
    await page.getByLabel('Period').selectOption('custom');
    await expect(page.getByText('Choose a month and a year.').first()).toBeVisible();
    await expect(page.getByLabel('From: Month')).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel('From: Month').selectOption('1');
    await page.getByLabel('From: Year').selectOption('2024');
    await page.getByLabel('To: Month').selectOption('12');
    await page.getByLabel('To: Year').selectOption(String(new Date().getFullYear()));
    await expect(page.getByText('Choose a month and a year.')).toHaveCount(0);
    await expect(page.getByText('There are no closed bets for the selected period or status')).toBeVisible();
    await page.getByLabel('Status').selectOption('winning');
    await page.getByLabel('Only live bets').check();
    await expect(page.getByText('There are no closed bets for the selected period or status')).toBeVisible();
  });
});
