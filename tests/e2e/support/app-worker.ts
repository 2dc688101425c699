// The app's service worker as the e2e specs see it (docs/app.md).
import { expect, type Page } from '@playwright/test';

/** Waits until the app's service worker controls the page (it registers after the page's load). */
export async function workerInControl(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? 'none'), { timeout: 20_000 }).toBe('activated');
}

/** The names of the build caches the worker keeps (app-shell-<build>). */
export const shellCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('app-shell-')));

/** Asks the browser to look for a new worker now, as it does at each page load. */
export const checkForUpdate = (page: Page) =>
  page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update();
  });
