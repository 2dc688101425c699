// Sessions across tabs (issue 27): the browser's "Duplicate tab" copies session storage, so the
// copy holds the same refresh token as its original. Both tabs' refresh timers then come due
// together; presented twice, the token would be taken for theft and the session ended. The
// tabs take turns instead and share the new pair.
import { expect, test, type Page } from '@playwright/test';
import { balance, createPlayer, creditPlayer, logIn, toast } from './account.helpers.ts';

const storedTokens = (page: Page) =>
  page.evaluate(() => {
    const stored = JSON.parse(sessionStorage.getItem('session') ?? 'null') as { user?: { access_token?: string; refresh_token?: string } } | null;
    return stored?.user ? `${stored.user.access_token ?? ''} ${stored.user.refresh_token ?? ''}` : null;
  });

test('a duplicated tab and its original both stay logged in through their token refreshes', async ({ page, context, request }, info) => {
  const player = await createPlayer(request, info, { balance: '30.00' });
  await page.clock.install();
  await logIn(page, info, player);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'open');

  // The duplicate: a second tab of this browser that starts with a copy of the first one's session storage.
  const entries = await page.evaluate(() => Object.entries(sessionStorage));
  const copy = await context.newPage();
  await copy.addInitScript((copied) => {
    if (sessionStorage.getItem('e2e-duplicated')) return;
    for (const [key, value] of copied) sessionStorage.setItem(key, value);
    sessionStorage.setItem('e2e-duplicated', '1');
  }, entries);
  await copy.goto(page.url());
  await expect(balance(copy, info)).toContainText('30.00');
  await expect(copy.locator('html')).toHaveAttribute('data-live', 'open');
  const first = await storedTokens(page);
  expect(await storedTokens(copy)).toBe(first);

  const refreshes: number[] = [];
  context.on('response', (response) => {
    if (response.url().endsWith('/api/token/refresh')) refreshes.push(response.status());
  });
  for (const round of [1, 2]) {
    const before = await storedTokens(page);
    // Both tabs' timers come due at once.
    await page.clock.fastForward('04:05');
    // Each tab: logged in with new tokens, the same in both.
    const state = async () => {
      const [original, duplicate] = [await storedTokens(page), await storedTokens(copy)];
      if (original === null || duplicate === null) return `logged out: ${original === null ? 'original' : ''} ${duplicate === null ? 'copy' : ''}`;
      if (original === before || duplicate === before) return 'not refreshed yet';
      return original === duplicate ? 'same new tokens' : 'different tokens';
    };
    // A turn takes a dynamic import, the lock, a question to the other tab (up to 5 s) and the
    // exchange; on a loaded CI host (two workers, each with a browser and a server) 7 s was once too short.
    await expect.poll(state, { message: `round ${round}`, timeout: 20_000 }).toBe('same new tokens');
    expect(refreshes, `round ${round}: every refresh was accepted`).toEqual(refreshes.map(() => 200));
  }
  for (const tab of [page, copy]) {
    await expect(toast(tab, 'Your session has ended. Please log in again.')).toHaveCount(0);
    await expect(tab.locator('html')).toHaveAttribute('data-live', 'open');
  }
  // Both tabs' sockets and tokens still work: a balance change reaches both.
  await creditPlayer(request, player.username, '5.00');
  await expect(balance(page, info)).toContainText('35.00');
  await expect(balance(copy, info)).toContainText('35.00');
  // And the server still knows the session: a page load in the copy keeps the player logged in.
  await copy.reload();
  await expect(balance(copy, info)).toContainText('35.00');
});
