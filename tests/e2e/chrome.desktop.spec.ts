import { expect, test } from '@playwright/test';

test.describe('desktop chrome', () => {
  test('the clock shows Serbian-locale time with the GMT offset and ticks', async ({ page }) => {
    await page.goto('/');
    const clock = page.locator('time.isl-clock');
    await expect(clock).toContainText(/GMT/);
    const first = await clock.textContent();
    await expect.poll(async () => clock.textContent(), { timeout: 3000 }).not.toBe(first);
  });

  test('the language select switches the whole page and is remembered', async ({ page }) => {
    // A plain field: no island to wait for (as one, a choice made while it hydrated was lost).
    const chooseLanguage = async (lang: string) => {
      await page.locator('header select[name="lang"]').selectOption(lang);
    };
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await chooseLanguage('de');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('de');
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await chooseLanguage('sr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr');
  });

  test('mobile-only pages send a wide screen where the route table says', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await page.goto('/language');
    await expect(page).toHaveURL((u) => u.pathname === '/not-found');
  });
});
