import { expect, test } from '@playwright/test';
import { holdScripts, islandsHydrated } from './support/hydration.ts';

test.describe('mobile chrome', () => {
  test('the language page saves the choice and goes home in it', async ({ page }) => {
    await page.goto('/language');
    await page.getByRole('radio', { name: 'SRPSKI' }).check();
    await page.getByRole('button').filter({ hasText: /./ }).last().click();
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('sr');
  });

  test("a language tapped before the page's script has run is the one saved", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/language', { waitUntil: 'commit' });
    await page.getByRole('radio', { name: 'SRPSKI' }).check();
    release();
    await islandsHydrated(page);
    await expect(page.getByRole('radio', { name: 'SRPSKI' })).toBeChecked();
    await page.getByRole('button').filter({ hasText: /./ }).last().click();
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'sr');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('sr');
  });

  test("a language confirmed before the page's script has run is saved all the same, and goes home in it", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/language', { waitUntil: 'commit' });
    await page.getByRole('radio', { name: 'DEUTSCH' }).check();
    const sent = page.waitForRequest((r) => r.isNavigationRequest());
    await page.getByRole('button').filter({ hasText: /./ }).last().click();
    expect(new URL((await sent).url()).search, 'the choice is not written into the address').toBe('');
    release();
    await expect(page).toHaveURL((u) => u.pathname === '/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lang'))).toBe('de');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
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
