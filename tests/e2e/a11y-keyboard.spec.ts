// Betting with the keyboard alone (issue 31, part 3): a player finds a match, picks a price,
// sets the stake, submits, confirms, reads the result and cashes out with Tab, Shift+Tab,
// Enter, Space and Escape only (no mouse, no click()), on both layouts, sees where the focus
// is at every step, and finds it back where it was after every dialog.
import { expect, test, type Page } from '@playwright/test';
import { hockeyEvent } from './ticket-support.ts';
import { isMobile } from './slip-support.ts';
import { openPlayer, signIn } from './support/session.ts';
import { islandsHydrated } from './support/hydration.ts';
import { expectVisibleFocus, focusInside, tabTo } from './support/keyboard.ts';
import { termFinding } from './support/search-term.ts';

/** The slot of ice hockey events this spec bets on (ticket-support.ts), apart from every other spec's. */
const SLOT = 9;

async function matchNames(page: Page, fi: number): Promise<{ home: string; away: string }> {
  const { events } = (await (await page.request.get(`/api/prematch_odds_by_id?event_id=${fi}`)).json()) as { events: Array<{ home: { name: string }; away: { name: string } }> };
  return { home: events[0]!.home.name, away: events[0]!.away.name };
}

test('a player bets and cashes out with the keyboard alone', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const mobile = isMobile(info);
  const player = await openPlayer(request, { balance: '100.00', prefix: 'kbd' });
  const event = await hockeyEvent(request, info, SLOT);
  const { home, away } = await matchNames(page, event.fi);
  await signIn(page, player);

  // Find the match: the search box (the desktop home's, the phone's search page).
  await page.goto(mobile ? '/search' : '/');
  await islandsHydrated(page);
  await tabTo(page, 'input[type="search"]');
  await expectVisibleFocus(page);
  await page.keyboard.type(termFinding(home, away));
  await page.keyboard.press('Enter');
  await page.waitForURL(/query=/);
  await islandsHydrated(page);
  // Open the match from the results: its page holds all its prices, the slip close behind them.
  // A team can have many matches in the results (other leagues, in play): walk them all.
  await tabTo(page, `a.teams[href="/sports-betting/match/${event.fi}"]`, { max: 600 });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await page.waitForURL(`**/sports-betting/match/${event.fi}`);
  await islandsHydrated(page);

  // Pick the price: the odds button says what it is, and Space presses it.
  const price = await tabTo(page, `button[data-event-id="${event.fi}"][data-odd-custom-id="main.1"]`, { max: 200 });
  await expect(price).toHaveAccessibleName(new RegExp(`^${home.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} to win, \\d+\\.\\d{2}$`));
  await expect(price).toHaveAttribute('aria-pressed', 'false');
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(price).toHaveAttribute('aria-pressed', 'true');

  // The slip: the desktop column further on, the phone's slip screen through the bottom bar.
  if (mobile) {
    await tabTo(page, 'a.bb-slip');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/bet-slip');
    await islandsHydrated(page);
  }
  const slip = page.locator(mobile ? '.slip--page' : '.slip--panel');
  await expect(slip.getByText(home)).toBeVisible();
  const total = slip.locator('.slip-stakes .slip-stake:nth-of-type(2) input');
  await tabTo(page, '.slip-stakes .slip-stake:nth-of-type(2) input');
  await expect(total).toHaveAccessibleName('Total stake');
  await expectVisibleFocus(page);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('10');
  await page.keyboard.press('Tab');
  await expect(total).toHaveValue('10.00');

  // Submit: the confirmation holds the focus until it is answered, and gives it back.
  const submit = slip.locator('.slip-submit');
  await tabTo(page, '.slip-submit');
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Submit?' });
  await expect(confirm).toBeVisible();
  expect(await focusInside(confirm)).toBe(true);
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await focusInside(confirm), `the focus stays in the confirmation after ${key}`).toBe(true);
    await expectVisibleFocus(page);
  }
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await tabTo(page, '[role="dialog"] .isl-button--primary', { max: 4 });
  await expect(page.locator(':focus')).toHaveText('Yes');
  await page.keyboard.press('Enter');

  // Read the result: the focus lands on it, and after it is closed stays in the slip.
  if (mobile) {
    const done = slip.locator('.slip-done');
    await expect(done).toContainText('Your bet slip has been successfully submitted');
    expect(await focusInside(done), 'the focus is on the result').toBe(true);
    await tabTo(page, '.slip-done .isl-button--primary', { max: 4 });
    await expect(page.locator(':focus')).toHaveText('Close');
    await page.keyboard.press('Enter');
  } else {
    const success = page.getByRole('dialog', { name: 'Bet slip submitted' });
    await expect(success).toContainText('Your bet slip has been successfully submitted');
    expect(await focusInside(success), 'the focus is in the result').toBe(true);
  }
  if (mobile) {
    await expect(slip).toContainText('Your bet slip is empty');
    expect(await focusInside(slip), 'the focus stays in the slip after the result').toBe(true);
  }

  // My bets and the cash out, reached from the result (desktop) or the bottom bar (phone).
  await tabTo(page, mobile ? 'a[href="/my-bets"]' : '[role="dialog"] a[href="/my-bets"]', { max: mobile ? 150 : 4 });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/my-bets');
  await islandsHydrated(page);
  const cashOut = await tabTo(page, '.cashout__button:not([disabled])');
  await expect(cashOut).toHaveAccessibleName(/^Cash out \d+\.\d{2} EUR$/);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const ask = page.getByRole('group', { name: 'Confirm cash out' });
  await expect(ask).toBeVisible();
  expect(await focusInside(ask), 'the focus moves to the cash-out question').toBe(true);
  // No keeps the bet and gives the focus back to the cash-out button.
  await tabTo(page, '.cashout__no', { max: 3 });
  await page.keyboard.press('Enter');
  await expect(ask).toBeHidden();
  await expect(page.locator('.cashout__button')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(ask).toBeVisible();
  await tabTo(page, '.cashout__yes', { max: 3 });
  await page.keyboard.press('Enter');
  // The result is told in the toasts' polite region; the ticket leaves the open bets, whose list takes the focus.
  await expect(page.locator('[aria-live="polite"] .isl-toast')).toContainText(/^Cashed out: \d+\.\d{2} EUR/);
  const open = page.getByRole('tabpanel', { name: 'Open bets' });
  await expect(open).toContainText('Currently you have no open bets');
  await expect(open).toBeFocused();
});
