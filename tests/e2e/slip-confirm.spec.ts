// What the player stakes, seen before it is staked (issue 27): a stake below the minimum is
// reset to the default and the toast says to what; the spec's confirmation (Submit? / Do you
// want to submit this bet slip?) names the total stake, the number of bets, the max
// coefficient and the max gain, in the page's language and the player's currency; Yes places
// exactly that.
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import en from '../../src/i18n/islands.en.json' with { type: 'json' };
import de from '../../src/i18n/islands.de.json' with { type: 'json' };
import sr from '../../src/i18n/islands.sr.json' with { type: 'json' };
import { createPlayer, isMobile, leaguePath, login, pickHomeWin } from './slip-support.ts';

type Lang = 'en' | 'de' | 'sr';
const WORDS: Record<Lang, Record<string, string>> = { en, de, sr };
const SHOTS = '/work/helpers/shots/h27b';

/** An amount as the page writes it: "1,234.50" in English, "1.234,50" in German and Serbian. */
function written(minor: number, lang: Lang): string {
  const text = (minor / 100).toLocaleString(lang === 'en' ? 'en-US' : 'de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return text;
}

async function inLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL ?? 'http://127.0.0.1' }]);
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

const ROWS: Record<Lang, number> = { en: 43, de: 45, sr: 47 };

for (const lang of ['en', 'de', 'sr'] as const) {
  test(`the confirmation names the stake the check reset, the bets, the coefficient and the gain (${lang})`, async ({ page, request }, info: TestInfo) => {
    test.setTimeout(90_000);
    const t = (key: string, params: Record<string, string> = {}) => (WORDS[lang][key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
    const username = await createPlayer(request, '100.00');
    const path = await leaguePath(request, info);
    await login(page, info, username, path);
    await inLanguage(page, lang);
    await page.goto(path);
    const picked = await pickHomeWin(page, ROWS[lang] + (isMobile(info) ? 1 : 0));
    if (isMobile(info)) await page.goto('/bet-slip');
    const slip = page.getByRole('region', { name: t('slip.title') }).filter({ has: page.getByRole('radiogroup') });
    await expect(slip).toBeVisible();

    // 1.00 is below the 5.00 minimum: the toast names the minimum and the stake it went back to.
    const total = slip.getByLabel(t('slip.totalStake'), { exact: true });
    await total.fill('1');
    await total.press('Tab');
    const five = `${written(500, lang)} EUR`;
    const toast = page.locator('.isl-toast--error');
    await expect(toast).toContainText(t('slip.min_stake_error_message', { value: written(500, lang), currency: 'EUR' }));
    await expect(toast).toContainText(t('slip.stakeReset', { amount: five }));
    await expect(total).toHaveValue('5.00');

    await slip.getByRole('button', { name: t('slip.submit'), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('slip.submitTitle') });
    await expect(dialog).toContainText(t('slip.submit_bet_slip_message'));
    const figure = (name: string) => dialog.locator(`[data-confirm="${name}"]`);
    await expect(figure('total')).toHaveText(`${t('slip.totalStake')}${five}`);
    await expect(figure('bets')).toHaveText(`${t('slip.betCount')}1`);
    await expect(figure('coefficient').locator('dd')).toHaveText(written(picked.value, lang));
    await expect(figure('coefficient').locator('dd')).toHaveAttribute('data-odds', String(picked.value));
    // Max gain = total x max coefficient (spec section 5).
    await expect(figure('gain')).toHaveText(`${t('slip.maxGain')}${written(5 * picked.value, lang)} EUR`);
    await page.screenshot({ path: `${SHOTS}/confirm-${lang}-${info.project.name}.png` });

    if (lang !== 'en') {
      await dialog.getByRole('button', { name: t('slip.no'), exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(total).toHaveValue('5.00');
      return;
    }
    // Yes places what the confirmation named.
    await dialog.getByRole('button', { name: t('slip.yes'), exact: true }).click();
    await expect(page.getByText(t('slip.slip_creation_success_message')).first()).toBeVisible({ timeout: 15_000 });
    await page.goto('/my-bets');
    const ticket = page.getByRole('article').first();
    await expect(ticket).toContainText(five);
    await expect(ticket).toContainText(`${written(5 * picked.value, lang)} EUR`);
  });
}
