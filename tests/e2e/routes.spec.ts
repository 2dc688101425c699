import { expect, test } from '@playwright/test';
import { ROUTES } from './routes.ts';
import { islandsHydrated } from './support/hydration.ts';
import { openRedirected } from './support/redirect.ts';
import { seriousFindings } from './support/axe.ts';
import { wordProblems } from './support/words.ts';

const isDesktop = (name: string) => name === 'desktop';

for (const route of ROUTES) {
  test(`${route.path} renders without errors, shows no translation key and passes axe`, async ({ page }, info) => {
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    const target = isDesktop(info.project.name) ? route.desktopTarget : route.mobileTarget;
    const response = target ? await openRedirected(page, route.path, target) : await page.goto(route.path);
    expect(response?.status()).toBe(route.status ?? 200);
    if (!target) await expect(page).toHaveURL((url) => url.pathname === route.path.split('?')[0]);
    await islandsHydrated(page);
    await expect(page.locator('main')).toBeVisible();
    await expect(page.locator('footer').first()).toBeAttached();
    expect(await seriousFindings(page)).toEqual([]);
    // The English half of the words sweep (words.spec.ts reads these pages again in German and Serbian).
    expect(await wordProblems(page, 'en')).toEqual([]);
    expect(errors).toEqual([]);
  });
}
