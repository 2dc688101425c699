// A player with two tabs chooses a format in one while the other still reads the account it
// loaded with. The older answer, naming the format the account had before, must not undo the
// choice: the browser keeps the format for the next pages, and the old answer would write the
// old one over it (the same race as quick bet's, quick-bet.spec.ts; the session keeper leaves a
// setting that changed while its read was on its way). The layouts share this code: desktop only.
import { expect, test } from '@playwright/test';
import { createPlayer, leaguePath, login } from './slip-support.ts';

test('a format chosen in another tab while this one reads the account is the one kept for the next pages', async ({ page, request }, info) => {
  const username = await createPlayer(request, '100.00');
  const league = await leaguePath(request, info);
  await login(page, info, username, league);

  // This tab's next page reads the account; the answer, as the account was (fractional odds),
  // reaches the page only when let go.
  let release: (() => Promise<void>) | undefined;
  await page.route('**/api/account', async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const answer = await route.fetch().catch(() => undefined);
    if (!answer) return;
    const body = { ...((await answer.json()) as object), odds_format: 'fractional' };
    release = () => route.fulfill({ response: answer, json: body }).catch(() => undefined);
  });
  await page.goto(league);
  await expect.poll(() => release !== undefined).toBe(true);

  const other = await page.context().newPage();
  // Logged in there too (a tab's session is its own; the browser's storage is shared).
  await login(other, info, username, league);
  const saved = other.waitForResponse((r) => r.url().endsWith('/api/account/odds-format') && r.request().method() === 'PUT');
  await other.getByRole('combobox', { name: 'Odds format' }).selectOption('american');
  expect((await saved).status()).toBe(200);
  expect(await other.evaluate(() => localStorage.getItem('oddsFormat'))).toBe('american');

  // Once the answer is in, nothing writes the older format back (without the keeper's guard the
  // first look, 300 ms on, found it written).
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/account') && r.request().method() === 'GET');
  await release!();
  await answered;
  for (const wait of [300, 300, 300, 300]) {
    await page.waitForTimeout(wait);
    expect(await page.evaluate(() => localStorage.getItem('oddsFormat'))).toBe('american');
    await expect(page.locator('html')).not.toHaveAttribute('data-odds-format', 'fractional');
  }
  // The next page, in either tab, opens in the format chosen last.
  await other.reload();
  await expect(other.locator('html')).toHaveAttribute('data-odds-format', 'american');
  await expect(other.locator('[data-event-row] button[data-odd]:not([disabled]) .odd-value').first()).toHaveText(/^[+-]\d+$/);
});
