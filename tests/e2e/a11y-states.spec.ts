// The states a bettor spends time in, swept by axe to WCAG 2.2 AA (issue 31, part 3): the slip
// with picks, its confirmation, my bets with an open ticket and its cash-out controls, and the
// account settings; and the odds buttons saying what they are in the page's language.
import { expect, test } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import de from '../../src/i18n/de.json' with { type: 'json' };
import sr from '../../src/i18n/sr.json' with { type: 'json' };
import { hockeyEvent, inLanguage, placeHomeWin, type Lang } from './ticket-support.ts';
import { isMobile, leaguePath, openSlip, pickHomeWin } from './slip-support.ts';
import { openPlayer, signIn } from './support/session.ts';
import { islandsHydrated } from './support/hydration.ts';
import { seriousFindings } from './support/axe.ts';

const PAGE_WORDS: Record<Lang, Record<string, string>> = { en, de, sr };
/** The slot of ice hockey events this spec's tickets are on (ticket-support.ts), apart from every other spec's. */
const SLOT = 10;

test('the slip with picks and its confirmation pass axe', async ({ page, request }, info) => {
  // Three sweeps of a full page: axe takes its time on a loaded machine.
  test.setTimeout(120_000);
  const player = await openPlayer(request, { balance: '100.00', prefix: 'axs' });
  await signIn(page, player);
  await page.goto(await leaguePath(request, info));
  await islandsHydrated(page);
  await pickHomeWin(page, isMobile(info) ? 17 : 16);
  await pickHomeWin(page, isMobile(info) ? 21 : 20);
  // The picked buttons on the page, the slip beside them (desktop) or on its screen (phone).
  expect(await seriousFindings(page)).toEqual([]);
  const slip = await openSlip(page, info);
  await islandsHydrated(page);
  await expect(slip.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();
  expect(await seriousFindings(page)).toEqual([]);
  await slip.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Submit?' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
});

test('my bets with an open ticket and its cash-out controls pass axe', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const player = await openPlayer(request, { balance: '100.00', prefix: 'axm' });
  await placeHomeWin(request, player, await hockeyEvent(request, info, SLOT));
  await signIn(page, player);
  await page.goto('/my-bets');
  await islandsHydrated(page);
  const cashOut = page.locator('.cashout__button');
  await expect(cashOut).toBeEnabled();
  expect(await seriousFindings(page)).toEqual([]);
  // A part of it: the slider and its buttons.
  await page.locator('.cashout__part-open').click();
  await expect(page.locator('.cashout input[type="range"]')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.goto('/my-bets');
  await islandsHydrated(page);
  await page.locator('.cashout__button').click();
  await expect(page.getByRole('group', { name: 'Confirm cash out' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
});

test("a logged-in player's account settings pass axe", async ({ page, request }) => {
  const player = await openPlayer(request, { balance: '100.00', prefix: 'axa' });
  await signIn(page, player);
  await page.goto('/account-settings');
  await islandsHydrated(page);
  await expect(page.locator('#odds-format select')).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
});

for (const lang of ['en', 'de', 'sr'] as const) {
  test(`odds buttons say what they are, in ${lang}`, async ({ page, request }, info) => {
    await inLanguage(page, lang);
    await page.goto(await leaguePath(request, info));
    const row = page.locator('[data-event-row]').nth(3);
    const home = (await row.getAttribute('data-home')) ?? '';
    const button = row.locator('button[data-odd-custom-id="main.1"]');
    await expect(button).toBeEnabled();
    const win = (PAGE_WORDS[lang]['odds.spoken.win'] ?? '{{team}} ?').replace('{{team}}', home);
    const escaped = win.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await expect(button).toHaveAccessibleName(new RegExp(`^${escaped}, \\d+[.,]\\d{2}$`));
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    const draw = row.locator('button[data-odd-custom-id="main.X"]');
    await expect(draw).toHaveAccessibleName(new RegExp(`^${PAGE_WORDS[lang]['odds.draw']}, \\d+[.,]\\d{2}$`));
  });
}
