// Opening a route that a script sends elsewhere (an account page sends a visitor on a phone to
// log in once its island hydrates). Waiting for the first page's load event races that script:
// on a loaded machine the second navigation starts before the first page has loaded, and
// page.goto fails as interrupted or waits for a load that never comes (CI: 240 s on
// /account-settings). So the first page is waited for only until the server answered, and
// then the page the player ends on is.
import { expect, type Page, type Response } from '@playwright/test';

/** Goes to `path` and waits until the browser is on `target` (a pathname) and it has loaded. */
export async function openRedirected(page: Page, path: string, target: string): Promise<Response | null> {
  const response = await page.goto(path, { waitUntil: 'commit' });
  await expect(page).toHaveURL((url) => url.pathname === target);
  await page.waitForLoadState('load');
  return response;
}
