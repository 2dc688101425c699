import { expect, test } from '@playwright/test';

test.describe('mobile chrome', () => {
  test('the language page saves the choice and goes home in it', async ({ page }) => {
    await page.goto('/language');
    await page.getByRole('radio', { name: 'SRPSKI' }).check();
    await page.getByRole('button').filter({ hasText: /./ }).last().click();
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('sr');
  });

  test('the side menu opens with the keyboard and lists its links', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: /open menu/i }).focus();
    await page.keyboard.press('Enter');
    const menu = page.locator('#side-menu');
    await expect(menu.getByRole('link', { name: /about us/i })).toBeVisible();
    for (const name of [/language|settings/i, /contact/i, /info/i, /search/i, /affiliate/i]) await expect(menu.getByRole('link', { name }).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu.getByRole('link', { name: /about us/i })).toBeHidden();
  });
});
