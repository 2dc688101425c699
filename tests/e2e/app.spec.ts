// The installable app (issue 31, part 4; docs/app.md): the manifest of the page's language,
// Chromium's own installability check, the service worker taking control, the offline page
// with the player's last known open tickets marked as not current, the API never answered
// from a cache, and a new build's worker replacing the old one and its cache.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { getT, LANGS } from '../../src/i18n/index.ts';
import { createPlayer, isMobile, leaguePath, login, openSlip, pickHomeWin, setTotal, submitAndConfirm } from './slip-support.ts';
import { logOut } from './account.helpers.ts';
import { startDeployProxy } from './support/deploy-proxy.ts';
import { checkForUpdate, shellCaches, workerInControl } from './support/app-worker.ts';

// The worker under test: allowed here (the other specs block it, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** The path of every request the browser's caches hold, in every cache. */
const cachedPaths = (page: Page) =>
  page.evaluate(async () => {
    const names = await caches.keys();
    const lists = await Promise.all(names.map(async (name) => (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname)));
    return lists.flat();
  });

/** Width and height from a PNG's header. */
function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test.describe('the installable app', () => {
  test('each language’s page links its own manifest, and each manifest is complete and valid', async ({ page, request, context, baseURL }) => {
    for (const lang of LANGS) {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBe(`/app/${lang}.webmanifest`);
      const response = await request.get(href ?? '');
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
      const manifest = (await response.json()) as Record<string, unknown> & { icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };
      const t = getT(lang);
      expect(manifest).toMatchObject({ lang, name: t('site.name'), short_name: t('site.name'), description: t('site.tagline'), start_url: '/', scope: '/', display: 'standalone' });
      expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
      expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
      for (const purpose of ['any', 'maskable']) {
        const icons = manifest.icons.filter((icon) => icon.purpose === purpose);
        expect(
          icons.map((icon) => icon.sizes),
          purpose,
        ).toEqual(['192x192', '512x512']);
        for (const icon of icons) {
          const png = await request.get(icon.src);
          expect(png.headers()['content-type'], icon.src).toBe('image/png');
          const side = Number(icon.sizes.split('x')[0]);
          expect(pngSize(await png.body()), icon.src).toEqual({ width: side, height: side });
        }
      }
    }
    expect((await request.get('/app/fr.webmanifest')).status()).toBe(404);
  });

  test('Chromium finds the site installable: no installability errors, and it reads the manifest without errors', async ({ browser, baseURL }, info) => {
    // Installing needs a profile of its own: Playwright's usual contexts count as incognito, where Chromium offers no install.
    const profile = mkdtempSync(join(tmpdir(), 'app-install-'));
    const context = await browser.browserType().launchPersistentContext(profile, {
      ...info.project.use.launchOptions,
      viewport: info.project.use.viewport ?? null,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/');
      await workerInControl(page);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${baseURL}/app/en.webmanifest`);
      expect(manifest.errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('offline, a page shows the offline page with the player’s last known open tickets marked as not current; the API is never answered from a cache; logout forgets them', async ({
    page,
    request,
    context,
  }, info) => {
    test.setTimeout(150_000);
    const username = await createPlayer(request, '50.00');
    await login(page, info, username, await leaguePath(request, info));
    await pickHomeWin(page, isMobile(info) ? 7 : 6);
    const slip = await openSlip(page, info);
    await setTotal(slip, '2.00');
    await submitAndConfirm(page, slip);
    await expect(page.getByText('Your bet slip has been successfully submitted').first()).toBeVisible({ timeout: 15_000 });

    await page.goto('/my-bets');
    const ticketHeading = page.locator('main').getByRole('heading', { name: /^Bet slip \d+$/ });
    await expect(ticketHeading).toHaveCount(1);
    const ticketName = (await ticketHeading.textContent()) ?? '';
    await workerInControl(page);

    await context.setOffline(true);
    await page.goto('/live-betting');
    await expect(page).toHaveURL(/\/live-betting$/);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    const kept = page.getByRole('region', { name: 'Your open bets' });
    await expect(kept.getByRole('heading', { name: ticketName })).toBeVisible();
    await expect(kept.getByText(/These are your open bets as they were when last seen \(.+\)/)).toBeVisible();
    await expect(kept.locator('.offline-ticket').getByText('Not current')).toBeVisible();
    await expect(kept.locator('.offline-ticket').getByText(/Last seen: .+/)).toBeVisible();
    // The offline page shows no balance and no prices: nothing on it passes for current.
    await expect(page.locator('.isl-account__balance, button[data-odd]')).toHaveCount(0);

    // The API fails offline instead of answering from a cache, and no cache holds an API answer or a page.
    expect(
      await page.evaluate(() =>
        fetch('/api/get_sports').then(
          (r) => `answered ${r.status}`,
          () => 'failed',
        ),
      ),
    ).toBe('failed');
    const cached = await cachedPaths(page);
    expect(cached.filter((path) => path.startsWith('/api'))).toEqual([]);
    expect(cached.filter((path) => !/^\/(_astro|icons|img|offline)\/|^\/favicon\.svg$/.test(path))).toEqual([]);

    // Back online, the offline page loads the page that was asked for by itself.
    await context.setOffline(false);
    await expect(page.getByRole('navigation').first()).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/live-betting$/);

    // Logging out deletes the kept tickets: offline again, the page has none to show.
    await logOut(page, info);
    await expect.poll(() => page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('last-open-tickets:')))).toEqual([]);
    await context.setOffline(true);
    await page.goto('/my-bets');
    await expect(page.getByRole('region', { name: 'Your open bets' })).toContainText("Log in when you're back online to see your bets.");
    // Back online the offline page loads /my-bets by itself: the test ends once it has, as
    // closing the context under that navigation (through the service worker) hung Chromium twice.
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toHaveCount(0);
    await page.waitForLoadState('load');
  });

  test('the offline page comes in the language of the player’s last page', async ({ page, context, baseURL }) => {
    await page.goto('/');
    await workerInControl(page);
    for (const lang of ['de', 'sr', 'en'] as const) {
      await context.addCookies([{ name: 'lang', value: lang, url: baseURL ?? '' }]);
      // A page in that language, through the worker, which notes its language.
      await page.goto('/casino-games');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await context.setOffline(true);
      await page.goto('/results');
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(getT(lang)('offline.title'));
      await context.setOffline(false);
      // Back online it reloads itself into the site's page (its chrome has menus, the offline page none);
      // that page passes through the worker too, so wait for it.
      await expect(page.getByRole('navigation').first()).toBeAttached();
      await expect(page.getByRole('heading', { level: 1, name: getT(lang)('offline.title') })).toHaveCount(0);
    }
  });

  test('a new build’s worker replaces the old one at once and deletes the old build’s cache', async ({ page, baseURL }) => {
    const site = await startDeployProxy(baseURL ?? '');
    try {
      await page.goto(`${site.url}/`);
      await workerInControl(page);
      const [first] = await shellCaches(page);
      expect(first).toMatch(/^app-shell-\w+$/);
      const build = (first ?? '').slice('app-shell-'.length);

      // The next deploy: the same worker under another build id, found at the next update check.
      site.deploy((worker) => worker.replaceAll(build, `${build}next`));
      await checkForUpdate(page);
      await expect.poll(() => shellCaches(page), { timeout: 20_000 }).toEqual([`app-shell-${build}next`]);
      await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none')).toBe('activated');
      // The new build's cache is complete: the offline page still works.
      await page.context().setOffline(true);
      await page.goto(`${site.url}/sports-betting`);
      await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
      await page.context().setOffline(false);
    } finally {
      await site.close();
    }
  });
});
