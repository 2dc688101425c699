import { expect, test, type Page } from '@playwright/test';
import { openPlayer, signIn } from './support/session.ts';

const balanceText = (page: Page, isMobile: boolean) => (isMobile ? page.locator('.isl-bar-item[href="/account-settings"]').first() : page.locator('.isl-account__balance').first());

test.describe('all-games screens', () => {
  test('search filters the tiles, case-insensitively, and provider sections collapse', async ({ page }) => {
    await page.goto('/casino-games');
    const tiles = page.getByRole('button', { name: /^Play / });
    await expect(tiles.first()).toBeVisible();
    const before = await tiles.count();
    const firstName = ((await tiles.first().getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await page.getByRole('searchbox').fill(firstName.slice(0, 4).toUpperCase());
    await expect.poll(async () => tiles.count()).toBeLessThan(before);
    await expect(page.getByRole('button', { name: `Play ${firstName}` })).toBeVisible();
    await page.getByRole('searchbox').fill('');
    const firstGroup = page.locator('.cas-group__head button').first();
    await expect(firstGroup).toHaveAttribute('aria-expanded', 'true');
    await firstGroup.click();
    await expect(firstGroup).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.cas-group__head button').nth(1)).toHaveAttribute('aria-expanded', 'false');
  });

  test('a visitor who clicks a game is told to log in', async ({ page }) => {
    await page.goto('/live-casino');
    await page
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await expect(page.getByText('You must be logged in!')).toBeVisible();
    await expect(page.locator('iframe.cas-frame')).toHaveCount(0);
  });

  test('a player launches a slot under Currently playing, a spin moves the header balance, and the game closes itself', async ({ page, request, isMobile }) => {
    const player = await openPlayer(request, { balance: '100.00', prefix: 'cas' });
    await signIn(page, player);
    await page.goto('/casino-games');
    await expect(balanceText(page, isMobile)).toContainText('100.00');
    await page.getByRole('searchbox').fill('ember sevens');
    await page.getByRole('button', { name: 'Play Ember Sevens' }).click();
    await expect(page.getByRole('heading', { name: /currently playing/i })).toBeVisible();
    const game = page.frameLocator('iframe.cas-frame');
    await expect(game.locator('#spin')).toBeEnabled({ timeout: 15_000 });
    await game.locator('#spin').click();
    await expect(balanceText(page, isMobile)).not.toContainText('100.00', { timeout: 15_000 });
    // The game asks to be closed the way a provider's own button does (spec: closeFrame).
    await page.frame({ url: /\/games\/play\// })!.evaluate(() => window.parent.postMessage('closeFrame', location.origin));
    await expect(page.locator('iframe.cas-frame')).toHaveCount(0);
  });

  test('the game frame has one header and one close button', async ({ page, request }) => {
    const player = await openPlayer(request, { balance: '100.00', prefix: 'one' });
    await signIn(page, player);
    await page.goto('/casino-games');
    await page.getByRole('searchbox').fill('crystal orchard');
    await page.getByRole('button', { name: 'Play Crystal Orchard' }).click();
    const playing = page.getByRole('region', { name: /currently playing/i });
    await expect(playing.getByRole('heading', { name: /currently playing/i })).toBeVisible();
    await expect(playing).toContainText('Crystal Orchard');
    const game = page.frameLocator('iframe.cas-frame');
    await expect(game.locator('#spin')).toBeEnabled({ timeout: 15_000 });
    // The site's header is the frame's only one: the game shows no bar of its own, nor a second ×.
    await expect(game.locator('header')).toBeHidden();
    await expect(game.getByRole('button', { name: 'Close' })).toBeHidden();
    const close = page.getByRole('button', { name: 'Close game' });
    await expect(close).toHaveCount(1);
    await close.click();
    await expect(page.locator('iframe.cas-frame')).toHaveCount(0);
  });

  // The flake this guards: Spin was enabled in the page's HTML before the game had read its
  // session and wired the click, so a click that came early (a loaded phone) did nothing and the
  // header balance never moved. Each game's play buttons now start off until the game can play.
  test('a game turns its play buttons on only once it has its session, and a first click plays', async ({ page, request }) => {
    const player = await openPlayer(request, { balance: '100.00', prefix: 'rdy' });
    const login = await (await request.post('/api/login', { data: { username: player.username, password: player.password } })).json();
    const play: Record<string, string[]> = { slot: ['#spin'], roulette: ['#spin'], blackjack: ['#deal'], crash: ['#play', '#auto'] };
    const urls = new Map<string, string>();
    for (const section of ['casino', 'live-casino', 'auto']) {
      const games = await (await request.get(`/api/get_all_games_and_providers?section=${section}`)).json();
      for (const game of games.games as Array<{ uuid: string }>) {
        if (urls.size === Object.keys(play).length) break;
        const launch = await (
          await request.post('/api/init-demo', {
            headers: { authorization: `Bearer ${login.access_token}` },
            data: { game_uuid: game.uuid, player_id: player.id, player_name: player.username },
          })
        ).json();
        const session = new URL(launch.url, 'http://x').searchParams.get('session');
        const info = await (await request.get('/api/casino/session', { headers: { authorization: `Bearer ${session}` } })).json();
        if (info.game.kind in play && !urls.has(info.game.kind)) urls.set(info.game.kind, launch.url);
      }
    }
    expect([...urls.keys()].sort()).toEqual(Object.keys(play).sort());
    for (const [kind, url] of urls) {
      // The game's session read is held back, as a slow network or a busy phone would.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/casino/session', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(url);
      await expect(page.locator('#game-name')).toBeAttached();
      for (const button of play[kind]!) await expect(page.locator(button), `${kind} ${button} before the session`).toBeDisabled();
      release();
      for (const button of play[kind]!) await expect(page.locator(button), `${kind} ${button} with the session`).toBeEnabled();
      await page.unroute('**/api/casino/session');
    }
    // The slot's first click, the moment Spin is on, plays a round.
    await page.goto(urls.get('slot')!);
    const round = page.waitForResponse((res) => res.url().endsWith('/api/casino/rounds') && res.request().method() === 'POST');
    await page.locator('#spin').click();
    expect((await round).ok()).toBe(true);
    await expect(page.locator('#balance')).not.toHaveText('100.00 EUR');
  });

  test('the gaming history lists a played round with its bet', async ({ page, request }) => {
    const player = await openPlayer(request, { balance: '50.00', prefix: 'hist' });
    await signIn(page, player);
    const login = await (await request.post('/api/login', { data: { username: player.username, password: player.password } })).json();
    const games = await (await request.get('/api/get_all_games_and_providers?section=casino')).json();
    let slot: { name: string; uuid: string } | undefined;
    let session: string | null = null;
    for (const game of games.games as Array<{ name: string; uuid: string }>) {
      const launch = await (
        await request.post('/api/init-demo', {
          headers: { authorization: `Bearer ${login.access_token}` },
          data: { game_uuid: game.uuid, player_id: player.id, player_name: player.username },
        })
      ).json();
      session = new URL(launch.url, 'http://x').searchParams.get('session');
      const info = await (await request.get('/api/casino/session', { headers: { authorization: `Bearer ${session}` } })).json();
      if (info.game.kind === 'slot') {
        slot = game;
        break;
      }
    }
    expect(slot, 'the casino section has a slot').toBeDefined();
    const round = await request.post('/api/casino/rounds', { headers: { authorization: `Bearer ${session}` }, data: { idempotency_key: `e2e-${Date.now()}`, bet: '1.00' } });
    expect(round.ok()).toBe(true);
    await page.goto('/gaming-history');
    await expect(page.locator('main')).toContainText(slot!.name);
    await expect(page.locator('main')).toContainText('1.00');
  });
});
