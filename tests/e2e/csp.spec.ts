// The pages run under a policy without 'unsafe-inline' for scripts or styles: every inline
// script and style element a page carries is allowed by its hash, no element carries a style
// attribute, so no route reports a CSP violation and the islands still hydrate (the login form
// answers, the live socket connects). The casino's game pages take their styles from files.
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from './routes.ts';
import { islandsHydrated } from './support/hydration.ts';
import { openRedirected } from './support/redirect.ts';
import { openPlayer, signIn } from './support/session.ts';
import { EDITOR_PASSWORD, openEditor } from './content-support.ts';

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
  test('no route reports a CSP violation, and neither scripts nor styles are ever allowed inline', async ({ page }, info) => {
    test.setTimeout(150_000);
    const violations = await watchViolations(page);
    for (const route of ROUTES) {
      // A page may send the browser on (a mobile-only route, a login redirect): the first answer
      // is the one checked, and the next route waits until the browser has got where it was sent.
      const target = info.project.name.startsWith('mobile') ? route.mobileTarget : route.desktopTarget;
      const response = target ? await openRedirected(page, route.path, target) : await page.goto(route.path);
      const csp = (await response?.allHeaders())?.['content-security-policy'] ?? '';
      const directive = (name: string) => csp.split(';').find((d) => d.trim().split(/\s+/)[0] === name) ?? '';
      expect(directive('script-src'), route.path).not.toContain('unsafe-inline');
      expect(directive('style-src'), route.path).toMatch(/^\s*style-src 'self'/);
      expect(`${directive('style-src')} ${directive('style-src-attr')} ${directive('style-src-elem')}`, route.path).not.toContain('unsafe-inline');
      expect(csp, route.path).not.toMatch(/(^|\s)(ws|wss):(\s|;|$)/);
      // Redirects and islands run before the next route: wait for what this screen hydrates.
      await islandsHydrated(page).catch(() => undefined);
    }
    expect(violations).toEqual([]);
  });

  test("a logged-in player's pages and their islands report no violation", async ({ page, request }) => {
    test.setTimeout(90_000);
    const violations = await watchViolations(page);
    await signIn(page, await openPlayer(request, { balance: '500.00', prefix: 'csp' }));
    for (const path of ['/', '/my-bets', '/account-settings', '/deposit', '/account-statement', '/gaming-history', '/casino-games', '/live-betting', '/bet-slip']) {
      await page.goto(path);
      await islandsHydrated(page).catch(() => undefined);
    }
    // (Styles set from script, as the slider and the scroll lock set theirs, are allowed: only markup may not carry them.)
    expect(violations).toEqual([]);
  });

  test("a live match's tracker draws its statistics bars under the policy", async ({ page, request }) => {
    const violations = await watchViolations(page);
    const live = (await (await request.get('/api/get_live_events?sport_id=1')).json()) as { events: Array<{ fi: number }> };
    const match = live.events[0];
    expect(match, 'a soccer match in play').toBeDefined();
    await page.goto(`/sports-betting/match/${match!.fi}`);
    await islandsHydrated(page);
    // The tracker's statistics arrive with the match's first minutes of play; a bar shows the home side's share.
    const bar = page.locator('.trk-stat__bar').first();
    await expect(bar).toBeAttached({ timeout: 30_000 });
    await expect(page.locator('.trk [style]')).toHaveCount(0);
    // The home side's share is drawn: a bar split in two.
    await expect(bar.locator('rect')).not.toHaveCount(0);
    expect(violations).toEqual([]);
  });

  test("the casino's game pages take their styles from files, with no violation", async ({ page }) => {
    const violations = await watchViolations(page);
    for (const game of ['slot', 'roulette', 'blackjack', 'baccarat', 'crash']) {
      const response = await page.goto(`/games/play/${game}.html`);
      expect(response?.status(), game).toBe(200);
      await expect(page.locator('style'), game).toHaveCount(0);
      // The game's own styles apply: its colours replace the shared sheet's default (#0d1b2a).
      await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--bg1').trim()), { message: game }).not.toMatch(/^(#0d1b2a)?$/);
    }
    expect(violations).toEqual([]);
  });

  test("a content editor's sign-in, page list, editor and preview report no violation", async ({ page, request }) => {
    const violations = await watchViolations(page);
    const username = await openEditor(request);
    await page.goto('/editor');
    const form = page.locator('form.ed-signin');
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Password').fill(EDITOR_PASSWORD);
    await form.getByRole('button', { name: 'Sign in' }).click();
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'About us' }) })
      .locator('[data-lang="en"]')
      .getByRole('button', { name: /Edit/ })
      .click();
    await expect(page.getByLabel('Text (Markdown)')).not.toHaveValue('');
    await page.getByRole('button', { name: 'Preview', exact: true }).click();
    // The preview is the server's HTML of the page's Markdown, set into the editor's page.
    await expect(page.getByRole('region', { name: 'Preview' }).getByRole('heading').first()).toBeVisible();
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
