import { expect, test } from '@playwright/test';
import { openPlayer, signIn } from './support/session.ts';

test('logging out closes the game frame', async ({ page, request }) => {
  const player = await openPlayer(request, { balance: '20.00', prefix: 'out' });
  await signIn(page, player);
  await page.goto('/casino-games');
  await page.getByRole('searchbox').fill('ember sevens');
  await page.getByRole('button', { name: 'Play Ember Sevens' }).click();
  await expect(page.locator('iframe.cas-frame')).toBeVisible();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.locator('iframe.cas-frame')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Play Ember Sevens' })).toBeVisible();
});
