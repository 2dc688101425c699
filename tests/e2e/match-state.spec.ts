// A match's real state on its page, on both layouts: a finished match shows its result and no
// odds; a match that goes live while the slip holds its pre-match pick disables that pick as
// started. Matches are driven through the feed's test control, in leagues no other spec drives.
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { isMobile, openSlip } from './slip-support.ts';

interface Event {
  fi: number;
  home: { name: string };
  away: { name: string };
}

/** An upcoming soccer match of a small league (lowest ids after the big ones), one per project and slot. */
async function upcomingMatch(request: APIRequestContext, info: TestInfo, slot: number): Promise<Event> {
  const { leagues } = (await (await request.get('/api/get_leagues?sport_id=1')).json()) as { leagues: Array<{ id: number; count: number }> };
  const free = leagues.filter((l) => l.id > 108 && l.count >= 3).sort((a, b) => a.id - b.id);
  const league = free[slot * 2 + (isMobile(info) ? 1 : 0)];
  if (!league) throw new Error('no free soccer league in the offer');
  const { events } = (await (await request.get(`/api/get_events_for_league?league_id=${league.id}`)).json()) as { events: Event[] };
  const event = events[2] ?? events[0];
  if (!event) throw new Error(`league ${league.id} has no events`);
  return event;
}

test('a finished match shows Finished with its result and offers no odds', async ({ page, request }, info) => {
  const event = await upcomingMatch(request, info, 0);
  await page.goto(`/sports-betting/match/${event.fi}`);
  await expect(page.locator('[data-match-state]')).toContainText('Upcoming');
  await expect(page.locator('button.odd').first()).toBeEnabled();

  expect((await request.post(`/api/test/events/${event.fi}/start`)).ok()).toBe(true);
  const finished = await request.post(`/api/test/events/${event.fi}/finish`, { data: { home_goals: 2, away_goals: 1 } });
  expect(finished.ok(), await finished.text()).toBe(true);
  await page.goto(`/sports-betting/match/${event.fi}`);
  const state = page.locator('[data-match-state="finished"]');
  await expect(state).toContainText('Finished');
  await expect(state).toContainText('2:1');
  await expect(page.getByText('This match is over. Betting on it is closed.')).toBeVisible();
  await expect(page.locator('main button.odd')).toHaveCount(0);
  // The row's +N panel offers nothing either.
  const bets = await request.get(`/sports-betting/match/${event.fi}/bets`);
  expect(await bets.text()).not.toContain('data-odd-custom-id');
  await page.screenshot({ path: `test-results/match-finished-${info.project.name}.png` });
});

test('a match that goes live disables its pre-match pick in the slip as started', async ({ page, request }, info) => {
  const event = await upcomingMatch(request, info, 1);
  await page.goto(`/sports-betting/match/${event.fi}`);
  const home = page.locator('main button.odd[data-odd-custom-id="main.1"]');
  await home.click();
  await expect(home).toHaveAttribute('aria-pressed', 'true');

  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pickName = new RegExp(escape(`${event.home.name} - ${event.away.name}, `));
  let slip = await openSlip(page, info);
  await expect(slip.getByRole('checkbox', { name: pickName })).toHaveAttribute('aria-checked', 'true');

  expect((await request.post(`/api/test/events/${event.fi}/start`)).ok()).toBe(true);
  // The player opens the match again: it is in play now, with its live odds.
  await page.goto(`/sports-betting/match/${event.fi}`);
  await expect(page.getByTestId('live-clock')).toBeVisible();
  slip = await openSlip(page, info);
  const check = slip.getByRole('checkbox', { name: pickName });
  await expect(check).toHaveAttribute('aria-checked', 'false', { timeout: 10_000 });
  await expect(check).toBeDisabled();
  await expect(slip.getByText('Started', { exact: true })).toBeVisible();
  await page.screenshot({ path: `test-results/slip-started-${info.project.name}.png`, fullPage: false });
});

test('a starred match shows as live with its score in my favorites, and leaves them once finished', async ({ page, request }, info) => {
  const event = await upcomingMatch(request, info, 2);
  await page.goto(`/sports-betting/match/${event.fi}`);
  // The match page has no star: star it from its league's row.
  const { events } = (await (await request.get(`/api/prematch_odds_by_id?event_id=${event.fi}`)).json()) as { events: Array<{ league: { id: number; name: string } }> };
  const league = events[0]!.league;
  const slug = league.name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  await page.goto(isMobile(info) ? `/sports-betting/soccer/1/${slug}/${league.id}` : `/sports-betting?league=${league.id}`);
  const star = page.locator(`.event-rows .row[data-event-row="${event.fi}"]`).getByRole('button', { name: /^Favourite/ });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  expect((await request.post(`/api/test/events/${event.fi}/start`)).ok()).toBe(true);
  await page.goto('/sports-betting/my-favorites');
  const row = page.locator(`.event-rows .row[data-event-row="${event.fi}"]`);
  await expect(row.locator('.live-badge')).toHaveText('Live');
  await expect(row.locator('.when-live .time')).toHaveText(/^\d+:\d+$/);
  // Its odds are live odds: the row carries the match's data for its buttons (odd-button.ts).
  await expect(row).toHaveAttribute('data-live', 'true');
  await expect(row.locator('button.odd').first()).toBeVisible();

  expect((await request.post(`/api/test/events/${event.fi}/finish`, { data: { home_goals: 1, away_goals: 1 } })).ok()).toBe(true);
  await page.goto('/sports-betting/my-favorites');
  await expect(row).toHaveCount(0);
});
