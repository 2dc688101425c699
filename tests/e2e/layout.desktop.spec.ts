// Every page right at every width (issue 16, item 11): each route at 1440, 1280 and 1050 px
// and on a 390 px phone, as a visitor and as the demo player with a three-pick slip, must not
// scroll sideways, must not cut a control or a table cell off, and must not hide a primary
// button under another element. Plus the defects the walk-through found: the slip's Submit
// below the fold, the game's Spin button hidden, the statement table clipped on a phone, and
// error toasts over the login fields.
// Speed: the desktop widths share one tab per role and each route loads once, measured at
// the three sizes in turn (the chrome switches at 1050 px, so the same islands hydrate at all
// three); the phone has its own context. Runs in the desktop project only: it sets its own
// viewports.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { ROUTES } from './routes.ts';
import { islandsHydrated } from './support/hydration.ts';
import { signIn } from './support/session.ts';
import { bigSoccerLeague, deskLeaguePath, leagueEvents, mobileLeaguePath } from './sports.helpers.ts';
import { pageProblems } from './support/layout-checks.ts';

interface Size {
  width: number;
  height: number;
}

const DESKTOP: Size[] = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 1050, height: 800 },
];
const PHONE: Size[] = [{ width: 390, height: 844 }];

const DEMO = { username: 'demo', password: 'demo1234', id: 0 };
// The player's own pages, the phone's slip page (a desktop is sent home from it), and home.
const PLAYER_ROUTES = ['/my-bets', '/deposit', '/account-statement', '/gaming-history', '/account-settings', '/change-password', '/bet-slip', '/'];

test.describe.configure({ mode: 'parallel' });

async function newTab(browser: Browser, sizes: Size[], baseURL: string | undefined): Promise<Page> {
  const phone = sizes[0]!.width < 1050;
  const context = await browser.newContext({ baseURL, viewport: sizes[0], isMobile: phone, hasTouch: phone, deviceScaleFactor: 1 });
  return context.newPage();
}

/** Runs `check` at each size in turn (the page reflows, nothing reloads); lines name the width. */
async function atSizes(page: Page, sizes: Size[], label: string, check: (size: Size) => Promise<string[]>): Promise<string[]> {
  const found: string[] = [];
  for (const size of sizes) {
    if (sizes.length > 1) await page.setViewportSize(size);
    found.push(...(await check(size)).map((p) => `${size.width} px ${label}: ${p}`));
  }
  return found;
}

/** Loads a route and returns what is wrong with its layout at each size. */
async function visit(page: Page, sizes: Size[], path: string): Promise<string[]> {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await islandsHydrated(page);
  try {
    return await atSizes(page, sizes, path, () => pageProblems(page));
  } catch {
    // An account page sends a visitor on to the login page once its island knows: measure that.
    await page.waitForLoadState('domcontentloaded');
    await islandsHydrated(page);
    return atSizes(page, sizes, `${path} -> ${new URL(page.url()).pathname}`, () => pageProblems(page));
  }
}

/** Whether the element's centre is the element itself (or its child), not something over it. */
async function uncovered(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

for (const [name, sizes] of [
  ['1440, 1280 and 1050 px', DESKTOP],
  ['390 px', PHONE],
] as const) {
  test(`every route fits at ${name} and keeps its primary buttons free`, async ({ browser, request }, info) => {
    test.setTimeout(120_000);
    const phone = sizes[0]!.width < 1050;
    const baseURL = info.project.use.baseURL;
    const league = await bigSoccerLeague(request);
    const events = await leagueEvents(request, league.id);
    const leaguePath = phone ? mobileLeaguePath(league) : deskLeaguePath(league);
    const extra = [leaguePath, `/sports-betting/match/${events[0]!.fi}`, '/sports-betting/sport/soccer/1'];

    const asVisitor = async (): Promise<string[]> => {
      const problems: string[] = [];
      // A visitor on every route of the route table. A route that sends this screen elsewhere
      // (the phone-only pages on a desktop, the account pages to the login on a phone) is
      // measured where it lands, which the list holds already.
      const routes = ROUTES.filter((r) => !(phone ? r.mobileTarget : r.desktopTarget)).map((r) => r.path);
      const visitor = await newTab(browser, sizes, baseURL);
      for (const route of [...routes, ...extra]) problems.push(...(await visit(visitor, sizes, route)));

      // A wrong login shows its error toast, which must leave the login fields free.
      await visitor.goto(phone ? '/login' : '/', { waitUntil: 'domcontentloaded' });
      await islandsHydrated(visitor);
      const form = visitor
        .getByRole('form', { name: /log ?in/i })
        .filter({ visible: true })
        .first();
      await form.getByLabel(/username/i).fill(`nobody${Date.now().toString(36)}`);
      await form.getByLabel(/password/i).fill('Wrong-pass-1');
      await form.getByRole('button', { name: /log ?in/i }).click();
      // Login hashes the password even for an unknown name: on a busy machine that takes a while.
      await expect(visitor.locator('.isl-toast--error')).toBeVisible({ timeout: 20_000 });
      problems.push(
        ...(await atSizes(visitor, sizes, 'failed login', async () => {
          const covered: string[] = [];
          for (const field of ['username', 'password'])
            if (!(await uncovered(visitor, `form[aria-label]:visible input[name="${field}"]`))) covered.push(`the error toast covers the ${field} field`);
          return covered;
        })),
      );
      await visitor.context().close();
      return problems;
    };

    const asPlayer = async (): Promise<string[]> => {
      const problems: string[] = [];
      // The demo player: a slip with three picks, the account routes, a game in the casino.
      const player = await newTab(browser, sizes, baseURL);
      await signIn(player, DEMO);
      await player.goto(leaguePath, { waitUntil: 'domcontentloaded' });
      await islandsHydrated(player);
      for (const row of [2, 4, 6]) {
        const odd = player.locator('[data-event-row]').nth(row).locator('button[data-odd]:not([disabled])').first();
        await odd.click();
        await expect(odd).toHaveAttribute('aria-pressed', 'true');
      }
      problems.push(
        ...(await atSizes(player, sizes, `${leaguePath} with three picks`, async (size) => {
          const found = await pageProblems(player);
          if (phone) return found;
          // At the top of the page the slip's totals and Submit are in view: its list scrolls instead.
          const submit = (await player.locator('.slip--panel .slip-submit').boundingBox())!;
          if (submit.y + submit.height > size.height) found.push(`the slip's Submit ends at ${Math.round(submit.y + submit.height)} px, below the fold`);
          const gain = (await player.locator('.slip--panel .slip-summary__row--gain').boundingBox())!;
          if (gain.y + gain.height > size.height) found.push("the slip's max gain is below the fold");
          if (!(await uncovered(player, '.slip--panel .slip-submit'))) found.push("the slip's Submit is covered");
          return found;
        })),
      );
      for (const route of PLAYER_ROUTES.filter((r) => phone || r !== '/bet-slip')) problems.push(...(await visit(player, sizes, route)));

      // The statement shows all its columns (a phone too): no cell past the window's edges.
      await player.goto('/account-statement', { waitUntil: 'domcontentloaded' });
      await expect(player.locator('.acc-table tbody tr').first()).toBeVisible();
      problems.push(
        ...(await atSizes(player, sizes, 'statement', async (size) => {
          const out: string[] = [];
          for (const cell of await player.locator('.acc-table tbody tr').first().locator('td').all()) {
            const box = await cell.boundingBox();
            if (box && (box.x < 0 || box.x + box.width > size.width + 1)) out.push(`a cell reaches ${Math.round(box.x + box.width)} px`);
          }
          return out;
        })),
      );

      // A game: its Spin button shows, not under the bottom bar or anything else.
      await player.goto('/casino-games', { waitUntil: 'domcontentloaded' });
      await player.getByRole('searchbox').fill('ember sevens');
      await player.getByRole('button', { name: 'Play Ember Sevens' }).click();
      const spin = player.frameLocator('iframe.cas-frame').locator('#spin');
      await expect(spin).toBeEnabled({ timeout: 15_000 });
      problems.push(
        ...(await atSizes(player, sizes, 'casino game', async () => {
          // Where the screen puts the frame when a game starts (it scrolls it into view itself).
          await player.locator('iframe.cas-frame').evaluate((frame) => frame.scrollIntoView({ block: 'nearest' }));
          const box = (await spin.boundingBox())!;
          const free = await player.evaluate(
            ([x, y]) => {
              const hit = document.elementFromPoint(x!, y!);
              return y! < innerHeight && hit instanceof HTMLIFrameElement && hit.classList.contains('cas-frame');
            },
            [box.x + box.width / 2, box.y + box.height / 2],
          );
          return free ? [] : [`the Spin button (centre at ${Math.round(box.y + box.height / 2)} px) is hidden or covered`];
        })),
      );
      await player.context().close();
      return problems;
    };

    // The two tabs go side by side.
    const problems = (await Promise.all([asVisitor(), asPlayer()])).flat();
    expect(problems).toEqual([]);
  });
}
