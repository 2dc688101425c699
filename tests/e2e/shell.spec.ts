import { expect, test } from '@playwright/test';
import { holdScripts, islandsHydrated, navigationsOf } from './support/hydration.ts';

test.describe('site shell', () => {
  test('pages carry the security headers', async ({ page }) => {
    const response = await page.goto('/');
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBeTruthy();
  });

  test('the not-found page answers 404 with an error image and a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response!.status()).toBe(404);
    await expect(page.locator('main img').first()).toBeVisible();
    await expect(page.locator('main').getByRole('link').first()).toBeVisible();
  });

  test('the footer carries licence, responsible-gaming text and payment icons', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer').first();
    await expect(footer).toContainText(/licen[cs]/i);
    await expect(footer).toContainText('18+');
    expect(await footer.locator('img, svg').count()).toBeGreaterThan(2);
  });
});

test.describe('contact form', () => {
  test('validates the fields and sends a message', async ({ page }) => {
    await page.goto('/contact');
    // The form validates once its island runs: a click before that is the browser's own submit.
    await islandsHydrated(page);
    const form = page.locator('main form');
    await form.getByRole('button').last().click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await form.getByLabel(/e-mail/i).fill('not-an-email');
    await form.getByLabel(/subject/i).fill('Withdrawal question');
    await form.getByLabel(/message/i).fill('Hi');
    await form.getByRole('button').last().click();
    await expect(form.getByLabel(/e-mail/i)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(/e-mail/i).fill('player@example.com');
    await form.getByLabel(/message/i).fill('How long does a withdrawal take?');
    await form.getByRole('button').last().click();
    await expect(
      page
        .getByRole('status')
        .or(page.getByRole('alert'))
        .filter({ hasText: /thank|sent|received/i })
        .first(),
    ).toBeVisible();
  });

  test('sent before its script has run, the message is kept in the form and never written into the address', async ({ page }) => {
    // On a slow line the form is on screen before its island runs; the browser then submits it
    // itself. As a GET that put the e-mail address and the message into the URL (history, access
    // logs) and emptied the form.
    const release = await holdScripts(page);
    const addresses = navigationsOf(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const form = page.locator('main form');
    await form.getByLabel(/e-mail/i).fill('early@example.com');
    await form.getByLabel(/subject/i).fill('Sent early');
    await form.getByLabel(/message/i).fill('Typed before the page was ready.');
    const resent = page.waitForRequest((r) => r.isNavigationRequest());
    await form.getByRole('button').last().click();
    await resent;
    release();
    await islandsHydrated(page);
    expect(
      addresses.filter((a) => a.includes('early')),
      'an address with the form in it',
    ).toEqual([]);
    await expect(form.getByLabel(/e-mail/i)).toHaveValue('early@example.com');
    await expect(form.getByLabel(/subject/i)).toHaveValue('Sent early');
    await expect(form.getByLabel(/message/i)).toHaveValue('Typed before the page was ready.');
    await form.getByRole('button').last().click();
    await expect(page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: /thank/i }).first()).toBeVisible();
  });
});
