// Cash out in part on my bets (issue 27): the player moves a slider to the part of the value to
// take now and sees the stake that stays in play and what it is worth; the part is priced again
// as the value moves (pushed values); a confirmation names both before anything is paid. A bet
// cashed out in full no longer reads "Open" on its pick.
import { expect, test, type Page } from '@playwright/test';
import { balance } from './slip-support.ts';
import { openPlayer, signIn } from './support/session.ts';
import { hockeyEvent, inLanguage, placeHomeWin, words, written, type Lang } from './ticket-support.ts';

const SHOTS = '/work/helpers/shots/h27b';
const SLOTS: Record<Lang, number> = { en: 5, de: 6, sr: 7 };

/** "12.50 EUR" or "12,50 EUR" as minor units. */
const minorOf = (text: string) => {
  const digits = (text.match(/[\d.,]+/)?.[0] ?? '').replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.');
  return Math.round(Number(digits) * 100);
};

const moveHomeOdds = async (page: Page, eventId: number, value: number) => {
  const res = await page.request.post('/api/test/odds', { data: { event_id: eventId, odd_custom_id: 'main.1', value } });
  expect(res.ok(), await res.text()).toBe(true);
};

for (const lang of ['en', 'de', 'sr'] as const) {
  test(`a player cashes out part of a bet, priced again as the value moves (${lang})`, async ({ page, request }, info) => {
    test.setTimeout(90_000);
    const t = words(lang);
    const player = await openPlayer(request, { balance: '100.00', prefix: 'part' });
    const event = await hockeyEvent(request, info, SLOTS[lang]);
    const placed = await placeHomeWin(request, player, event);
    await inLanguage(page, lang);
    await signIn(page, player);
    await page.goto('/my-bets');

    const card = page.locator(`.cashout[data-ticket="${placed.ticketId}"]`);
    const value = page.getByTestId(`cash-out-value-${placed.ticketId}`);
    await expect(value).toHaveText(/^\d+[.,]\d{2} EUR$/);
    await card.getByRole('button', { name: t('cashOut.partial'), exact: true }).click();
    const part = card.getByRole('group', { name: t('cashOut.partialTitle') });
    const slider = part.getByRole('slider', { name: t('cashOut.partialAmount') });
    await slider.fill('50');
    const now = part.getByTestId('partial-amount');
    const rest = part.getByTestId('partial-rest');
    // Half the value now; half the stake stays in play, worth the other half.
    const shown = minorOf((await value.textContent()) ?? '');
    const half = Math.floor(shown / 2);
    await expect(now).toHaveText(`${written(half, lang)} EUR`);
    await expect(rest).toContainText(`${written(Math.floor((1000 * (shown - half)) / shown), lang)} EUR`);
    await expect(rest).toContainText(`${written(shown - half, lang)} EUR`);

    // The home side drifts: the value falls, and the part follows it on the page.
    await moveHomeOdds(page, event.fi, Math.min(5000, placed.odds * 2));
    await expect(value).not.toHaveText(`${written(shown, lang)} EUR`, { timeout: 15_000 });
    const moved = minorOf((await value.textContent()) ?? '');
    const movedHalf = Math.floor(moved / 2);
    await expect(now).toHaveText(`${written(movedHalf, lang)} EUR`);
    await page.screenshot({ path: `${SHOTS}/partial-${lang}-${info.project.name}.png`, fullPage: true });

    await part.getByRole('button', { name: t('cashOut.buttonAmount', { amount: `${written(movedHalf, lang)} EUR` }), exact: true }).click();
    const confirm = card.getByRole('group', { name: t('cashOut.confirmTitle') });
    const left = Math.floor((1000 * (moved - movedHalf)) / moved);
    await expect(confirm).toContainText(t('cashOut.confirmPartial', { amount: `${written(movedHalf, lang)} EUR`, stake: `${written(left, lang)} EUR` }));
    await confirm.getByRole('button', { name: t('cashOut.yes'), exact: true }).click();
    await expect(balance(page, info)).toContainText(written(9000 + movedHalf, lang));
    const done = t('cashOut.donePartial', { amount: `${written(movedHalf, lang)} EUR`, stake: `${written(left, lang)} EUR` });
    await expect(card.getByRole('status').filter({ hasText: done })).toHaveText(done);
    // The bet stays open with the stake that was left in play.
    const ticket = page.getByRole('article').filter({ has: page.locator(`[data-ticket="${placed.ticketId}"]`) });
    await expect(
      ticket
        .locator('.ticket__figures > div')
        .filter({ hasText: t('myBets.stake') })
        .locator('dd'),
    ).toHaveText(`${written(left, lang)} EUR`);
    await expect(ticket.locator('.ticket__head .ticket__status')).toHaveText(t('myBets.status.pending'));
    // And it can be cashed out again, in full or in part.
    await expect(card.getByRole('button', { name: t('cashOut.partial'), exact: true })).toBeEnabled();
    await page.screenshot({ path: `${SHOTS}/partial-done-${lang}-${info.project.name}.png`, fullPage: true });
  });
}

test('a bet cashed out in full reads "Cashed out" on its pick, not "Open"', async ({ page, request }, info) => {
  const t = words('en');
  const player = await openPlayer(request, { balance: '100.00', prefix: 'full' });
  const event = await hockeyEvent(request, info, 8);
  const placed = await placeHomeWin(request, player, event);
  await signIn(page, player);
  await page.goto('/my-bets');
  const value = page.getByTestId(`cash-out-value-${placed.ticketId}`);
  await expect(value).toHaveText(/^\d+\.\d{2} EUR$/);
  const card = page.locator(`.cashout[data-ticket="${placed.ticketId}"]`);
  await card.getByRole('button', { name: `${t('cashOut.button')} ${await value.textContent()}`, exact: true }).click();
  await card
    .getByRole('group', { name: t('cashOut.confirmTitle') })
    .getByRole('button', { name: t('cashOut.yes'), exact: true })
    .click();
  await expect(page.getByText(t('myBets.noOpen'))).toBeVisible();
  await page.getByRole('tab', { name: t('myBets.closed') }).click();
  const closed = page.getByRole('article').first();
  await expect(closed.locator('.ticket__head .ticket__status')).toHaveText(t('myBets.status.cashed_out'));
  await expect(closed.locator('.ticket__description .ticket__status')).toHaveText(t('myBets.status.cashed_out'));
});
