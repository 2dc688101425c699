// A page left open across a deploy (docs/app.md, "Updating on a new build"): its on-demand
// scripts carry the old build's names, which the new build no longer serves. Once the new
// build's worker has taken over, such a script failing to load reloads the page into the new
// build. Desktop: the header's login form loads its script on demand at the first submit (the
// mobile login page has it from the start); the code under test is the same on both layouts.
import { expect, test } from '@playwright/test';
import { startDeployProxy } from './support/deploy-proxy.ts';
import { checkForUpdate, shellCaches, workerInControl } from './support/app-worker.ts';

// The worker under test: allowed here (the other specs block it, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

test('a page of the old build reloads into the new one when its on-demand script is gone', async ({ page, context, baseURL }) => {
  const site = await startDeployProxy(baseURL ?? '');
  const loaded = new Set<string>();
  const gone: string[] = [];
  context.on('request', (request) => loaded.add(new URL(request.url()).pathname));
  context.on('response', (response) => {
    if (response.status() === 404) gone.push(new URL(response.url()).pathname);
  });
  try {
    await page.goto(`${site.url}/`);
    // The header's login form is hydrated (Astro drops an island's ssr mark then): its own code is loaded.
    await expect(page.locator('astro-island').filter({ has: page.getByRole('form', { name: 'Log in' }) })).not.toHaveAttribute('ssr');
    await workerInControl(page);
    const [first] = await shellCaches(page);
    const build = (first ?? '').slice('app-shell-'.length);
    site.deploy((worker) => worker.replaceAll(build, `${build}next`));
    await checkForUpdate(page);
    await expect.poll(() => shellCaches(page), { timeout: 20_000 }).toEqual([`app-shell-${build}next`]);

    // The new build is live: the old build's scripts nobody has loaded yet are gone from the server.
    const before = new Set(loaded);
    site.deploy(
      (worker) => worker.replaceAll(build, `${build}next`),
      (path) => path.startsWith('/_astro/') && path.endsWith('.js') && !before.has(path),
    );
    await page.evaluate(() => Object.assign(window, { oldBuildPage: true }));
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Username').fill('someone');
    await form.getByLabel('Password').fill('not-a-password');
    await form.getByRole('button', { name: /log ?in/i }).click();

    await expect.poll(() => gone.filter((path) => path.startsWith('/_astro/')).length).toBeGreaterThan(0);
    // Reloaded at the same address (a native submit of the form would have added its fields to it).
    await expect.poll(() => page.evaluate(() => 'oldBuildPage' in window).catch(() => true)).toBe(false);
    expect(page.url()).toBe(`${site.url}/`);
    await expect(page.getByRole('form', { name: 'Log in' })).toBeVisible();
  } finally {
    await site.close();
  }
});
