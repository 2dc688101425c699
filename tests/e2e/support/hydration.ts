// Waits for the state a player meets once a page has settled: every island that hydrates at
// this screen size has hydrated (Astro removes an island's `ssr` attribute when it has). An
// island whose media query (client:media, or client:afterpaint with one) does not match (desktop-only islands on a phone) never hydrates and
// is not waited for, nor is an island that hydrates when it comes into view (client:visible,
// such as the match page's bet builder) while it is below the fold. This replaces waiting for
// network silence, which a live page never reaches reliably and which says nothing about what
// is on screen.
import type { Page } from '@playwright/test';

export async function islandsHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('astro-island[ssr]')].every((island) => {
      if (island.getAttribute('client') === 'visible') {
        const inView = [...island.children].some((el) => {
          const r = el.getBoundingClientRect();
          return r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
        });
        return !inView;
      }
      // client:afterpaint given a media query waits for it as client:media does (src/directives/after-paint.ts).
      const client = island.getAttribute('client');
      if (client !== 'media' && client !== 'afterpaint') return false;
      const opts = JSON.parse(island.getAttribute('opts') ?? '{}') as { value?: string };
      return typeof opts.value === 'string' && !matchMedia(opts.value).matches;
    }),
  );
}

/** Every address the page's main frame navigates to from now on (a form the browser sent itself among them). */
export function navigationsOf(page: Page): string[] {
  const addresses: string[] = [];
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) addresses.push(r.url());
  });
  return addresses;
}

/** Holds the page's scripts until the returned function is called: a slow line, the islands not yet run. */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await released;
    await route.continue().catch(() => undefined);
  });
  return release;
}
