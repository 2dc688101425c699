// Pre-match prices pushed to the pages that show them (issue 27, "Prices that go stale"), on
// both layouts: a price the feed moves while a match page is open re-prices the page's odds
// button and the slip in place, with the higher/lower mark, without a reload; a page that comes
// back from the history shows the price of the last push, not the one it was rendered with;
// and the player's odds-change choice still decides at Submit. Matches of the biggest ice
// hockey league, which no other spec drives: one event per test and layout.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { CHROMIUM_FLAGS, findChromium } from '../../scripts/test-support/chromium.ts';
import { amount, balance, createPlayer, isMobile, login, openSlip, setTotal, submitAndConfirm } from './slip-support.ts';

// The cached page of the test below is served by the test itself, which Chromium counts as a
// public site; its socket to this loopback server would then be blocked by Chromium's local
// network access checks (a page the browser really cached keeps its own origin's standing).
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [...CHROMIUM_FLAGS, '--disable-quic', '--disable-features=LocalNetworkAccessChecks'],
  },
});

interface Event {
  fi: number;
  home: { name: string };
  away: { name: string };
  bets: Array<{ custom_id: string; odds: Array<{ custom_id: string; value: number }> }>;
}

async function hockeyMatch(request: APIRequestContext, info: TestInfo, slot: number): Promise<Event> {
  const { leagues } = (await (await request.get('/api/get_leagues?sport_id=17')).json()) as { leagues: Array<{ id: number; count: number }> };
  const league = [...leagues].sort((a, b) => b.count - a.count)[0];
  if (!league) throw new Error('no ice hockey league in the offer');
  const { events } = (await (await request.get(`/api/get_events_for_league?league_id=${league.id}`)).json()) as { events: Event[] };
  // Rows past the first few start hours after the run.
  const event = events[4 + slot * 2 + (isMobile(info) ? 1 : 0)];
  if (!event) throw new Error(`league ${league.id} has too few events`);
  return event;
}

async function setPrice(request: APIRequestContext, eventId: number, customId: string, value: number): Promise<void> {
  const res = await request.post('/api/test/odds', { data: { event_id: eventId, odd_custom_id: customId, value } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** A mark the test leaves on the window: gone after any reload or new page load. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
const sameWindow = (page: Page) => page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere === true);

test('a pre-match price the feed moves reaches the open match page and the slip, marked, without a reload', async ({ page, request }, info) => {
  const event = await hockeyMatch(request, info, 0);
  const customId = 'main.1';
  const before = event.bets.flatMap((g) => g.odds).find((o) => o.custom_id === customId)!.value;
  await page.goto(`/sports-betting/match/${event.fi}`);
  const button = page.locator(`main button.odd[data-odd-custom-id="${customId}"]`);
  await expect(button.locator('.odd-value')).toHaveText(amount(before));
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  await markWindow(page);

  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pick = new RegExp(escape(`${event.home.name} - ${event.away.name}, `));
  // On the desktop the slip shows beside the page.
  const beside = isMobile(info) ? null : await openSlip(page, info);

  const raised = before + 40;
  await setPrice(request, event.fi, customId, raised);
  // The marks last 6 s: awaited together, as the player sees them.
  await Promise.all([
    expect(button).toHaveClass(/higher-value/),
    expect(button.locator('.odd-arrow')).toHaveText('▲'),
    beside ? expect(beside.locator('[data-change="higher"]')).toContainText(amount(raised)) : null,
  ]);
  if (beside) await page.screenshot({ path: `test-results/prices-push-${info.project.name}.png` });
  await expect(button.locator('.odd-value')).toContainText(amount(raised));
  await expect(button).toHaveAttribute('data-odd-value', String(raised));
  if (beside) await expect(beside.getByRole('checkbox', { name: pick })).toHaveAttribute('aria-checked', 'true');
  expect(await sameWindow(page)).toBe(true);

  // The mark goes after a while; the price stays.
  await expect(button).not.toHaveClass(/higher-value/, { timeout: 10_000 });
  await expect(button.locator('.odd-value')).toHaveText(amount(raised));

  // On the phone the slip is a page of its own: it shows the price the match page took, and
  // re-prices in place when the feed moves it again while it is open.
  const slip = await openSlip(page, info);
  await expect(slip).toContainText(amount(raised));
  await markWindow(page);
  const lowered = raised - 25;
  await setPrice(request, event.fi, customId, lowered);
  await expect(slip.locator('[data-change="lower"]')).toContainText(amount(lowered));
  expect(await sameWindow(page)).toBe(true);
  if (isMobile(info)) await page.screenshot({ path: `test-results/prices-push-${info.project.name}.png` });

  // A page the player comes back to shows the last push, however the browser kept it.
  if (!isMobile(info)) await page.goto('/');
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/sports-betting/match/${event.fi}$`));
  await expect(button.locator('.odd-value')).toContainText(amount(lowered));
  await expect(button).toHaveAttribute('data-odd-value', String(lowered));
  await expect(button).toHaveAttribute('aria-pressed', 'true');
});

test('a league page and a +N panel served from a cache show the last pushed price, not the one they were rendered with', async ({ page, request }, info) => {
  const event = await hockeyMatch(request, info, 3);
  const { leagues } = (await (await request.get('/api/get_leagues?sport_id=17')).json()) as { leagues: Array<{ id: number; count: number; name: string; custom_id: string }> };
  const league = [...leagues].sort((a, b) => b.count - a.count)[0]!;
  const path = isMobile(info) ? `/sports-betting/ice-hockey/17/${league.custom_id.replace(/^\d+-/, '')}/${league.id}` : `/sports-betting?league=${league.id}`;
  // The page and the event's +N panel as a cache would hold them: rendered before the price moved.
  const oldPage = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
  const oldPanel = await (await request.get(`/sports-betting/match/${event.fi}/bets`, { headers: { accept: 'text/html' } })).text();
  const main = event.bets.find((g) => g.custom_id === 'main')!.odds[0]!;
  const other = event.bets.find((g) => g.custom_id !== 'main')!.odds[0]!;
  await setPrice(request, event.fi, main.custom_id, main.value + 30);
  await setPrice(request, event.fi, other.custom_id, other.value + 20);
  const url = new URL(path, info.project.use.baseURL).href;
  await page.route(url, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: oldPage }));
  await page.route(`**/sports-betting/match/${event.fi}/bets`, (route) => route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: oldPanel }));
  await page.goto(path);
  const row = page.locator(`[data-event-row="${event.fi}"]`);
  const button = row.locator(`button[data-odd-custom-id="${main.custom_id}"]`).first();
  // Reconciled as the page starts, and marked: the price moved since the page was made.
  await expect(button).toHaveClass(/higher-value/);
  await expect(button).toHaveAttribute('data-odd-value', String(main.value + 30));
  await expect(button.locator('.odd-value')).toContainText(amount(main.value + 30));
  await row.locator('[data-more]').click();
  const panelButton = row.locator(`.row-bets button[data-odd-custom-id="${other.custom_id}"]`);
  await expect(panelButton).toHaveAttribute('data-odd-value', String(other.value + 20));
  await expect(panelButton.locator('.odd-value')).toContainText(amount(other.value + 20));
  // A pick from the panel takes the price on screen.
  await panelButton.click();
  const slip = await openSlip(page, info);
  await expect(slip).toContainText(amount(other.value + 20));
});

test('a suspended pre-match market closes its buttons and the pick, and both come back with it', async ({ page, request }, info) => {
  const event = await hockeyMatch(request, info, 1);
  await page.goto(`/sports-betting/match/${event.fi}`);
  const button = page.locator('main button.odd[data-odd-custom-id="main.2"]');
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  const suspend = async (suspended: boolean) => {
    const res = await request.post('/api/test/bet-group', { data: { event_id: event.fi, custom_id: 'main', suspended } });
    expect(res.ok(), await res.text()).toBe(true);
  };
  await suspend(true);
  await expect(button).toBeDisabled();
  await expect(button.locator('.odd-value')).toHaveText('–');
  await suspend(false);
  await expect(button).toBeEnabled();
  await expect(button.locator('.odd-value')).toHaveText(/\d\.\d\d/);
  const slip = await openSlip(page, info);
  await expect(slip.getByText('Not available right now')).toBeHidden();
});

test('a price pushed lower still meets the odds-change choice at Submit: refused, then placed once accepted', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const event = await hockeyMatch(request, info, 2);
  // A price with room under it: the test pushes it 0.10 down, and a favourite's 1.05 would go under 1.01.
  await setPrice(request, event.fi, 'main.1', 250);
  const username = await createPlayer(request, '100.00');
  const path = `/sports-betting/match/${event.fi}`;
  await login(page, info, username, path);
  const button = page.locator('main button.odd[data-odd-custom-id="main.1"]');
  const before = Number(await button.getAttribute('data-odd-value'));
  await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
  const slip = await openSlip(page, info);
  await setTotal(slip, '5');
  // The default choice takes higher odds only: a lower price is the player's to accept.
  const lowered = before - 10;
  await setPrice(request, event.fi, 'main.1', lowered);
  await expect(slip.locator('[data-change="lower"]')).toContainText(amount(lowered));
  // The figures follow the price on screen.
  await expect(slip.locator('[data-figure="coefficient"] dd')).toHaveText(amount(lowered));
  await submitAndConfirm(page, slip);
  await expect(slip.getByRole('alert')).toContainText('Odds have changed', { timeout: 15_000 });
  await slip.getByRole('button', { name: 'Accept changes' }).click();
  await submitAndConfirm(page, slip);
  await expect(page.getByText('Your bet slip has been successfully submitted').first()).toBeVisible({ timeout: 15_000 });
  await expect(balance(page, info)).toContainText('95.00');
});
