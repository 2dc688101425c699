// The pages run under a policy without 'unsafe-inline' for scripts: every inline script a
// page carries is allowed by its hash, so no route reports a CSP violation and the islands
// still hydrate (the login form answers, the live socket connects).
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from './routes.ts';
import { islandsHydrated } from './support/hydration.ts';

/** Collects CSP violations from the console and the securitypolicyviolation event. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`));
  });
  return violations;
}

test.describe('content security policy', () => {
  test('no route reports a CSP violation, and scripts are never allowed inline', async ({ page }) => {
    test.setTimeout(150_000);
    const violations = await watchViolations(page);
    for (const route of ROUTES) {
      // A page may send the browser on (a mobile-only route, a login redirect): the first answer is the one checked.
      const response = await page.goto(route.path).catch(async () => page.goto(route.path));
      const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, route.path).not.toContain('unsafe-inline');
      expect(csp, route.path).not.toMatch(/(^|\s)(ws|wss):(\s|;|$)/);
      // Redirects and islands run before the next route: wait for what this screen hydrates.
      await islandsHydrated(page).catch(() => undefined);
    }
    expect(violations).toEqual([]);
  });

  test('islands hydrate and the inline scripts of a page run under the policy', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/contact');
    const email = page.locator('main').getByRole('textbox').first();
    await expect(email).toBeEditable();
    // Hydrated React answers input: the field keeps what was typed (typing before hydration may be reset, so retry).
    await expect(async () => {
      await email.fill('ana@example.com');
      await expect(email).toHaveValue('ana@example.com', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await page.goto('/live-betting');
    // The live board's islands hydrate (and open their socket) under the policy too.
    await islandsHydrated(page);
    expect(violations).toEqual([]);
    // And the policy holds: an inline script the page did not carry is blocked, and reported.
    const ran = await page.evaluate(() => {
      const probe = document.createElement('script');
      probe.textContent = 'window.__injected = 1';
      document.body.append(probe);
      return (window as unknown as { __injected?: number }).__injected === 1;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.length).toBeGreaterThan(0);
  });
});
