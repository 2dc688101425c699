// Quick bet (issue 31, part 2): with the account's setting on, a tapped price opens a compact
// stake sheet (the last quick stake, the odds, the potential return) and one more tap places
// the ticket through the slip's own ticket call; with it off the slip flow is as it was.
// Both layouts; the refused stake in German, a placed quick bet in Serbian.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { fractionalOdds } from '../../src/lib/format/odds-format.ts';
import { amount, createPlayer, isMobile, leaguePath, login, openSlip } from './slip-support.ts';

const SHOTS = '/tmp/shots-quick-bet';
const LABEL = {
  en: 'Quick bet: place a single with one tap',
  de: 'Schnellwette: eine Einzelwette mit einem Tipp platzieren',
  sr: 'Brza opklada: uplata singla jednim dodirom',
};

/** Turns quick bet on in account settings and waits for the account to keep it. */
async function turnQuickBetOn(page: Page, lang: keyof typeof LABEL): Promise<void> {
  await page.goto('/account-settings');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/quick-bet') && r.request().method() === 'PUT');
  // The box shows what the account holds: it turns once the server has kept the change.
  await page.getByRole('checkbox', { name: LABEL[lang] }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('checkbox', { name: LABEL[lang] })).toBeChecked();
}

/**
 * A new player with quick bet on, speaking `lang` as the language page leaves it (the cookie
 * and the stored choice), on `path` (the biggest soccer league by default); returns the path.
 */
async function quickBetPlayerOn(page: Page, request: APIRequestContext, info: TestInfo, options: { balance: string; lang?: keyof typeof LABEL; path?: string }): Promise<string> {
  const username = await createPlayer(request, options.balance);
  const path = options.path ?? (await leaguePath(request, info));
  await login(page, info, username, path);
  const lang = options.lang ?? 'en';
  if (lang !== 'en') {
    await page.context().addCookies([{ name: 'lang', value: lang, url: new URL(page.url()).origin }]);
    await page.evaluate((l) => localStorage.setItem('lang', l), lang);
  }
  await turnQuickBetOn(page, lang);
  await page.goto(path);
  return path;
}

/** The home-win price of row `row` (rows sort by start time: later rows start well after the test). */
async function homeWin(page: Page, row: number) {
  const button = page.locator('[data-event-row]').nth(row).locator('button[data-odd][data-odd-custom-id="main.1"]');
  await expect(button).toBeEnabled();
  return { button, value: Number(await button.getAttribute('data-odd-value')), eventId: Number(await button.getAttribute('data-event-id')) };
}

const returnOf = (stakeMinor: number, odds: number) => Math.floor((stakeMinor * odds) / 100);
const rowFor = (info: TestInfo, n: number) => (isMobile(info) ? 13 : 12) + n;

test.describe('quick bet', () => {
  test('with the setting on, a price opens the stake sheet and one tap places the ticket', async ({ page, request }, info) => {
    test.setTimeout(120_000);
    const league = await quickBetPlayerOn(page, request, info, { balance: '100.00' });

    const first = await homeWin(page, rowFor(info, 0));
    await first.button.click();
    const sheet = page.getByRole('dialog', { name: 'Quick bet' });
    await expect(sheet).toBeVisible();
    // The first quick bet starts at the slip's minimum; the odds and the return are shown before the tap.
    await expect(sheet.getByLabel('Stake')).toHaveValue('5.00');
    await expect(sheet.getByTestId('quick-bet-odds')).toHaveText((first.value / 100).toFixed(2));
    await expect(sheet.getByTestId('quick-bet-return')).toHaveText(`${amount(returnOf(500, first.value))} EUR`);
    await sheet.getByLabel('Stake').fill('7.50');
    await expect(sheet.getByTestId('quick-bet-return')).toHaveText(`${amount(returnOf(750, first.value))} EUR`);
    await page.screenshot({ path: `${SHOTS}/sheet-${info.project.name}.png` });

    const placed = page.waitForResponse((r) => r.url().endsWith('/api/create_ticket'));
    await sheet.getByRole('button', { name: 'Place bet 7.50 EUR' }).click();
    const sent = await placed;
    expect(sent.status()).toBe(201);
    // The slip's own request: its idempotency key and body.
    expect(sent.request().headers()['idempotency-key']).toBeTruthy();
    expect(sent.request().postDataJSON()).toMatchObject({ stake: '7.50', type: 'combination', ticket_events: [{ event_id: first.eventId, odd_custom_id: 'main.1' }] });
    const done = page.getByRole('dialog', { name: 'Bet placed' });
    await expect(done).toContainText('7.50 EUR is in My bets');
    await page.screenshot({ path: `${SHOTS}/placed-${info.project.name}.png` });
    // The slip was not used: the price is not picked.
    await done.getByRole('button', { name: 'Close' }).last().click();
    await expect(first.button).toHaveAttribute('aria-pressed', 'false');

    // The next sheet offers the last quick stake, and the odds in the player's format.
    await page.goto('/account-settings');
    const format = page.waitForResponse((r) => r.url().endsWith('/api/account/odds-format') && r.request().method() === 'PUT');
    await page.getByRole('combobox', { name: 'Odds format' }).selectOption('fractional');
    expect((await format).status()).toBe(200);
    await page.goto(league);
    const second = await homeWin(page, rowFor(info, 1));
    await second.button.click();
    const next = page.getByRole('dialog', { name: 'Quick bet' });
    await expect(next.getByLabel('Stake')).toHaveValue('7.50');
    await expect(next.getByTestId('quick-bet-odds')).toHaveText(fractionalOdds(second.value)!);
    await page.keyboard.press('Escape');
    await expect(next).toHaveCount(0);

    await page.goto('/my-bets');
    const ticket = page.locator('article.ticket').first();
    await expect(ticket).toContainText('7.50 EUR');
    await expect(ticket.locator('.ticket__odd').first()).toHaveText(fractionalOdds(first.value)!);
  });

  test('the sheet follows a price the feed moves, closes while its market is suspended, and places the price on screen', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    await quickBetPlayerOn(page, request, info, { balance: '100.00' });
    const pick = await homeWin(page, rowFor(info, 6));
    await pick.button.click();
    const sheet = page.getByRole('dialog', { name: 'Quick bet' });
    await expect(sheet.getByTestId('quick-bet-odds')).toHaveText((pick.value / 100).toFixed(2));
    await expect(sheet.getByText(/Odds (rose|fell)/)).toHaveCount(0);

    // The feed raises the price while the sheet is open: the sheet shows it, says so, and re-figures the return.
    const raised = pick.value + 25;
    const moved = await request.post('/api/test/odds', { data: { event_id: pick.eventId, odd_custom_id: 'main.1', value: raised } });
    expect(moved.ok(), await moved.text()).toBe(true);
    await expect(sheet.getByTestId('quick-bet-odds')).toHaveText((raised / 100).toFixed(2));
    await expect(sheet.getByText('Odds rose')).toBeVisible();
    await expect(sheet.getByTestId('quick-bet-return')).toHaveText(`${amount(returnOf(500, raised))} EUR`);
    await page.screenshot({ path: `${SHOTS}/moved-${info.project.name}.png` });

    // Its market suspended, the sheet cannot place it; back, it can.
    const suspend = async (suspended: boolean) => {
      const res = await request.post('/api/test/bet-group', { data: { event_id: pick.eventId, custom_id: 'main', suspended } });
      expect(res.ok(), await res.text()).toBe(true);
    };
    const place = sheet.getByRole('button', { name: 'Place bet 5.00 EUR' });
    await suspend(true);
    await expect(sheet.getByText('Not available right now')).toBeVisible();
    await expect(place).toBeDisabled();
    await suspend(false);
    await expect(sheet.getByText('Not available right now')).toHaveCount(0);
    await expect(place).toBeEnabled();

    // The ticket takes the price the sheet showed.
    const placed = page.waitForResponse((r) => r.url().endsWith('/api/create_ticket'));
    await place.click();
    const sent = await placed;
    expect(sent.status()).toBe(201);
    expect(sent.request().postDataJSON()).toMatchObject({ ticket_events: [{ event_id: pick.eventId, odd_custom_id: 'main.1', odd_value: (raised / 100).toFixed(2) }] });
    await expect(page.getByRole('dialog', { name: 'Bet placed' })).toBeVisible();
  });

  test('a live price opens the sheet too, follows the match and is placed live at the price shown', async ({ page, request }, info) => {
    test.setTimeout(90_000);
    // A league of its own per layout (live.spec.ts starts matches in 101-108).
    const { events } = (await (await request.get(`/api/get_events_for_league?league_id=${isMobile(info) ? 113 : 112}`)).json()) as {
      events: Array<{ fi: number; home: { name: string }; away: { name: string } }>;
    };
    const event = events[0]!;
    expect((await request.post(`/api/test/events/${event.fi}/start`)).ok()).toBe(true);
    const setHomeOdds = async (value: number) => {
      const res = await request.post('/api/test/odds', { data: { event_id: event.fi, odd_custom_id: 'main.1', value } });
      expect(res.ok(), await res.text()).toBe(true);
    };
    // A price by hand holds the model off the match: only the test moves it.
    await setHomeOdds(250);
    await quickBetPlayerOn(page, request, info, { balance: '100.00', path: '/live-betting' });
    const home = page.getByRole('listitem', { name: `${event.home.name} – ${event.away.name}` }).locator('button.odd[data-odd-custom-id="main.1"]');
    await expect(home).toHaveAttribute('data-odd-value', '250');
    await home.click();
    const sheet = page.getByRole('dialog', { name: 'Quick bet' });
    await expect(sheet.getByTestId('quick-bet-odds')).toHaveText('2.50');

    await setHomeOdds(215);
    await expect(sheet.getByTestId('quick-bet-odds')).toHaveText('2.15');
    await expect(sheet.getByText('Odds fell')).toBeVisible();
    await expect(sheet.getByTestId('quick-bet-return')).toHaveText(`${amount(returnOf(500, 215))} EUR`);

    const placed = page.waitForResponse((r) => r.url().endsWith('/api/create_ticket'));
    await sheet.getByRole('button', { name: 'Place bet 5.00 EUR' }).click();
    const sent = await placed;
    expect(sent.status()).toBe(201);
    expect(sent.request().postDataJSON()).toMatchObject({ ticket_events: [{ event_id: event.fi, odd_custom_id: 'main.1', odd_value: '2.15', is_live: 'true' }] });
    await expect(page.getByRole('dialog', { name: 'Bet placed' })).toBeVisible();
  });

  test('with the setting off (the default), a price goes to the slip as before; the slip turns it on', async ({ page, request }, info) => {
    const username = await createPlayer(request, '100.00');
    const league = await leaguePath(request, info);
    await login(page, info, username, league);
    const pick = await homeWin(page, rowFor(info, 2));
    await pick.button.click();
    await expect(pick.button).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('dialog', { name: 'Quick bet' })).toHaveCount(0);
    const slip = await openSlip(page, info);
    await expect(slip.getByLabel('Total stake')).toHaveValue('5.00');
    await expect(slip.getByRole('button', { name: 'Submit', exact: true })).toBeEnabled();

    // The setting can be turned on from the slip too: the next price opens the sheet.
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/quick-bet') && r.request().method() === 'PUT');
    await slip.getByRole('checkbox', { name: LABEL.en }).click();
    expect((await saved).status()).toBe(200);
    await expect(slip.getByRole('checkbox', { name: LABEL.en })).toBeChecked();
    await page.screenshot({ path: `${SHOTS}/slip-option-${info.project.name}.png` });
    await page.goto(league);
    const next = await homeWin(page, rowFor(info, 4));
    await next.button.click();
    await expect(page.getByRole('dialog', { name: 'Quick bet' }).getByLabel('Stake')).toHaveValue('5.00');
    await expect(next.button).toHaveAttribute('aria-pressed', 'false');
  });

  test('turned on while the page still reads the account, it stays on: the older answer does not turn it off', async ({ page, request }, info) => {
    // CI: the page's own read of the account, sent at load and answered after the switch was
    // saved, put the tab's copy back to off, and the next tap went to the slip.
    const username = await createPlayer(request, '100.00');
    const league = await leaguePath(request, info);
    // Every read of the account (the session keeper's, at a page's start) is answered at once by
    // the server but reaches the page only when let go. It names fractional odds, which the page
    // takes from the account: the test sees when the page has taken the answer.
    const held: Array<{ page: string; release: () => Promise<void> }> = [];
    await page.route('**/api/account', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      // A read of a page already left is answered no more.
      const answer = await route.fetch().catch(() => undefined);
      const body = answer && { ...((await answer.json().catch(() => ({}))) as object), odds_format: 'fractional' };
      if (!answer) return;
      const read = {
        page: route.request().frame().url(),
        release: async () => {
          held.splice(held.indexOf(read), 1);
          await route.fulfill({ response: answer, json: body }).catch(() => undefined);
        },
      };
      held.push(read);
    });
    await login(page, info, username, league);
    const first = await homeWin(page, rowFor(info, 2));
    await first.button.click();
    const slip = await openSlip(page, info);
    const heldHere = () => held.filter((read) => read.page === page.url());
    await expect.poll(() => heldHere().length).toBeGreaterThan(0);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/quick-bet') && r.request().method() === 'PUT');
    await slip.getByRole('checkbox', { name: LABEL.en }).click();
    expect((await saved).status()).toBe(200);
    await expect(slip.getByRole('checkbox', { name: LABEL.en })).toBeChecked();
    // The reads sent before the change reach the page now, with the account as it was then.
    await expect
      .poll(async () => {
        for (const read of heldHere()) await read.release();
        return slip.textContent();
      })
      .toContain(fractionalOdds(first.value)!);
    // On the phone the league is the next page, whose own read is still on its way.
    if (isMobile(info)) await page.goto(league);
    const next = await homeWin(page, rowFor(info, 4));
    await next.button.click();
    await expect(page.getByRole('dialog', { name: 'Quick bet' })).toBeVisible();
    await expect(next.button).toHaveAttribute('aria-pressed', 'false');
  });

  test('a refused stake shows the translated reason in the sheet', async ({ page, request }, info) => {
    test.setTimeout(120_000);
    await quickBetPlayerOn(page, request, info, { balance: '20.00', lang: 'de' });

    const pick = await homeWin(page, rowFor(info, 3));
    await pick.button.click();
    const sheet = page.getByRole('dialog', { name: 'Schnellwette' });
    // Below the slip's minimum: refused before it is sent.
    await sheet.getByLabel('Einsatz').fill('1');
    await sheet.getByRole('button', { name: /^Wette platzieren/ }).click();
    await expect(sheet.getByRole('alert')).toHaveText('Der Mindesteinsatz beträgt 5,00 EUR');
    // More than the balance: the server refuses it, and the sheet says why in German.
    await sheet.getByLabel('Einsatz').fill('50');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/create_ticket'));
    await sheet.getByRole('button', { name: /^Wette platzieren/ }).click();
    expect((await refused).ok()).toBe(false);
    await expect(sheet.getByRole('alert')).toHaveText('Ihr Kontostand reicht nicht aus, um den Wettschein zu bezahlen');
    await page.screenshot({ path: `${SHOTS}/refused-de-${info.project.name}.png` });
  });

  test('in Serbian, the sheet and its confirmation speak Serbian and the ticket is placed', async ({ page, request }, info) => {
    test.setTimeout(120_000);
    await quickBetPlayerOn(page, request, info, { balance: '50.00', lang: 'sr' });

    const pick = await homeWin(page, rowFor(info, 5));
    await pick.button.click();
    const sheet = page.getByRole('dialog', { name: 'Brza opklada' });
    await expect(sheet.getByLabel('Ulog')).toBeVisible();
    // The pick is named in Serbian, as the slip names it, not with the feed's English market name.
    await expect(sheet.locator('.quick-bet__pick')).toHaveText('Konačan ishod: 1');
    await expect(sheet.getByText('Mogući dobitak')).toBeVisible();
    await expect(sheet.getByTestId('quick-bet-return')).toContainText('EUR');
    const placed = page.waitForResponse((r) => r.url().endsWith('/api/create_ticket'));
    await sheet.getByRole('button', { name: /^Uplati/ }).click();
    expect((await placed).status()).toBe(201);
    await expect(page.getByRole('dialog', { name: 'Opklada je uplaćena' })).toContainText('je u Mojim tiketima');
    await page.screenshot({ path: `${SHOTS}/placed-sr-${info.project.name}.png` });
  });
});
