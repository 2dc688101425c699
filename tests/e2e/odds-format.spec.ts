// Odds formats (issue 19, item 4): a player switches between decimal, fractional and American
// and sees every price follow: the sports page's odds buttons, the slip, and the tickets of
// my bets; the choice is kept in the account and comes back on a device that forgot it.
// Desktop at 1440x900 (the header's select), mobile at 390x844 (the language page).
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { americanOdds, fractionalOdds } from '../../src/lib/format/odds-format.ts';
import { createPlayer, isMobile, leaguePath, login, openSlip, pickHomeWin, submitAndConfirm } from './slip-support.ts';

const SHOTS = '/tmp/shots-formats';
type Format = 'decimal' | 'fractional' | 'american';
const LABEL: Record<Format, string> = { decimal: 'Decimal (1.50)', fractional: 'Fractional (1/2)', american: 'American (-200)' };
const decimal = (hundredths: number) => (hundredths / 100).toFixed(2);
const written = (hundredths: number, format: Format) =>
  format === 'fractional' ? fractionalOdds(hundredths) : format === 'american' ? americanOdds(hundredths) : decimal(hundredths);

/**
 * Chooses a format where this layout offers it: the desktop header's select, the mobile
 * language page (then back). A logged-in player's choice is also sent to the account: wait for it.
 */
async function chooseFormat(page: Page, info: TestInfo, format: Format, loggedIn = false): Promise<void> {
  const saved = loggedIn
    ? page.waitForResponse((r) => r.url().endsWith('/api/account/odds-format') && r.request().method() === 'PUT' && r.request().postDataJSON()?.odds_format === format)
    : null;
  if (!isMobile(info)) {
    await page.getByRole('combobox', { name: 'Odds format' }).selectOption(format);
  } else {
    const back = new URL(page.url()).pathname + new URL(page.url()).search;
    await page.goto('/language');
    await page.getByRole('radio', { name: LABEL[format] }).check();
    await expect(page.locator('html')).toHaveAttribute('data-odds-format', format);
    if (saved) expect((await saved).status()).toBe(200);
    await page.goto(back);
  }
  if (saved) expect((await saved).status()).toBe(200);
}

test.describe('odds formats', () => {
  test.beforeEach(async ({ page }, info) => {
    if (!isMobile(info)) await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('a player switches formats and the sports page, the slip and my bets follow; the account keeps the choice', async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const mobile = isMobile(info);
    const username = await createPlayer(request, '100.00');
    const league = await leaguePath(request, info);
    await login(page, info, username, league);

    const picked = await pickHomeWin(page, mobile ? 13 : 12);
    const price = picked.button.locator('.odd-value');
    await expect(price).toHaveText(decimal(picked.value));

    await chooseFormat(page, info, 'fractional', true);
    const button = page.locator(`button[data-odd][data-event-id="${picked.eventId}"][data-odd-custom-id="main.1"]`).first();
    await expect(button.locator('.odd-value')).toHaveText(written(picked.value, 'fractional')!);
    // Every other price on the page follows too.
    const other = page.locator('[data-event-row] button[data-odd]:not([disabled])').nth(2);
    const otherValue = Number(await other.getAttribute('data-odd-value'));
    await expect(other.locator('.odd-value')).toHaveText(written(otherValue, 'fractional')!);
    await page.screenshot({ path: `${SHOTS}/sports-fractional-${info.project.name}.png` });

    const slip = await openSlip(page, info);
    await expect(slip.locator('.slip-bet__odd')).toContainText(written(picked.value, 'fractional')!);
    await expect(slip.locator('[data-figure="coefficient"] dd')).toHaveText(written(picked.value, 'fractional')!);
    // Money stays decimal money.
    await expect(slip.getByLabel('Total stake')).toHaveValue('5.00');
    await page.screenshot({ path: `${SHOTS}/slip-fractional-${info.project.name}.png` });

    await submitAndConfirm(page, slip);
    const done = mobile ? page.getByRole('status').filter({ hasText: 'successfully submitted' }) : page.getByRole('dialog', { name: 'Bet slip submitted' });
    await expect(done).toBeVisible({ timeout: 15_000 });
    await done.getByRole('button', { name: 'Close' }).last().click();

    await page.goto('/my-bets');
    const ticket = page.locator('article.ticket').first();
    await expect(ticket.locator('.ticket__odd').first()).toHaveText(written(picked.value, 'fractional')!);
    await expect(ticket).toContainText('5.00 EUR');

    await chooseFormat(page, info, 'american', true);
    await expect(ticket.locator('.ticket__odd').first()).toHaveText(written(picked.value, 'american')!);
    await expect(ticket.locator('.ticket__figures dd').filter({ hasText: written(picked.value, 'american')! })).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/my-bets-american-${info.project.name}.png` });

    // The account has the choice: a browser that forgot it gets it back after the next load.
    await page.evaluate(() => localStorage.removeItem('oddsFormat'));
    await page.reload();
    await expect(page.locator('article.ticket').first().locator('.ticket__odd').first()).toHaveText(written(picked.value, 'american')!, { timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('oddsFormat'))).toBe('american');

    await chooseFormat(page, info, 'decimal', true);
    await expect(page.locator('article.ticket').first().locator('.ticket__odd').first()).toHaveText(decimal(picked.value));
  });

  test('a visitor chooses a format, it stays for the next pages, and the page keeps its layout', async ({ page, request }, info) => {
    const league = await leaguePath(request, info);
    await page.goto(league);
    const button = page.locator('[data-event-row] button[data-odd]:not([disabled])').first();
    const value = Number(await button.getAttribute('data-odd-value'));
    await expect(button.locator('.odd-value')).toHaveText(decimal(value));
    const before = await button.boundingBox();
    await chooseFormat(page, info, 'american');
    await expect(button.locator('.odd-value')).toHaveText(written(value, 'american')!);
    expect(await button.boundingBox()).toEqual(before);

    await page.reload();
    await expect(button.locator('.odd-value')).toHaveText(written(value, 'american')!);
    if (!isMobile(info)) await expect(page.getByRole('combobox', { name: 'Odds format' })).toHaveValue('american');
    await page.screenshot({ path: `${SHOTS}/sports-american-${info.project.name}.png` });
  });

  test('the format chosen while the page changes is the one kept (a live update at the moment of the choice)', async ({ page, request }, info) => {
    // A price changes in the same moment as the choice, as a live push does on a busy page.
    await page.addInitScript(() =>
      document.addEventListener('change', () => {
        const price = document.querySelector<HTMLElement>('[data-odds]');
        if (price) price.dataset.odds = price.dataset.odds ?? '';
      }),
    );
    const league = await leaguePath(request, info);
    await page.goto(league);
    await chooseFormat(page, info, 'fractional');
    const button = page.locator('[data-event-row] button[data-odd]:not([disabled])').first();
    const value = Number(await button.getAttribute('data-odd-value'));
    await expect(button.locator('.odd-value')).toHaveText(written(value, 'fractional')!);
    await chooseFormat(page, info, 'american');
    await expect(button.locator('.odd-value')).toHaveText(written(value, 'american')!);
    if (!isMobile(info)) await expect(page.getByRole('combobox', { name: 'Odds format' })).toHaveValue('american');
    expect(await page.evaluate(() => localStorage.getItem('oddsFormat'))).toBe('american');
  });
});
