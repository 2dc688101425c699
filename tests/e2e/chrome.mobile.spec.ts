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
    const toggle = page.locator('[aria-controls]').filter({ has: page.locator('svg') }).first();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: /about/i }).first()).toBeVisible();
  });
});

