// Edit bet on my bets (issue 31), on both layouts: a player opens the edit of an open
// combination, drops a pick and raises the stake, sees what the edit costs (the old bet's
// value, the new stake, what it takes from the balance, the new odds and max gain), confirms,
// and finds the two bets linked ("edited into", "edited from") with the balance right.
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { openPlayer, signIn, type E2EPlayer } from './support/session.ts';
import { balance, isMobile } from './slip-support.ts';

interface Upcoming {
  fi: number;
  time: number;
  fullTimeBet: { realName: string; odds: Array<{ name: string; custom_id: string; odds: string }> } | null;
}

/**
 * Two handball matches hours away with a home price, a pair of its own per layout (handball is
 * no other spec's sport, and nothing here moves a price or ends a match).
 */
async function handballPair(request: APIRequestContext, info: TestInfo): Promise<Upcoming[]> {
  const { leagues } = (await (await request.get('/api/get_leagues?sport_id=78')).json()) as { leagues: Array<{ id: number }> };
  const all: Upcoming[] = [];
  for (const league of leagues) {
    const { events } = (await (await request.get(`/api/get_events_for_league?league_id=${league.id}`)).json()) as { events: Upcoming[] };
    all.push(...events);
  }
  const later = all.filter((e) => e.fullTimeBet?.odds.some((o) => o.custom_id === 'main.1') && e.time * 1000 > Date.now() + 3 * 3600_000).sort((a, b) => a.fi - b.fi);
  const first = isMobile(info) ? 2 : 0;
  expect(later.length, 'four handball matches hours away').toBeGreaterThanOrEqual(4);
  return later.slice(first, first + 2);
}

/** A 10.00 double on the home wins of two matches, placed through the API. */
async function placeDouble(request: APIRequestContext, player: E2EPlayer, events: Upcoming[]): Promise<number> {
  const login = await request.post('/api/login', { data: { username: player.username, password: player.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const res = await request.post('/api/create_ticket', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      stake: '10.00',
      player_id: player.id,
      odds_change: 'any',
      ticket_events: events.map((e) => {
        const odd = e.fullTimeBet!.odds.find((o) => o.custom_id === 'main.1')!;
        return { event_id: e.fi, bet_name: e.fullTimeBet!.realName, bet_name_second: '', odd_name: odd.name, odd_custom_id: odd.custom_id, odd_value: odd.odds, is_live: 'false' };
      }),
    },
    failOnStatusCode: false,
  });
  expect(res.status(), await res.text()).toBe(201);
  return Number(((await res.json()) as { ticket: { id: number } }).ticket.id);
}

const cents = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
const written = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`;

test('a player drops a pick and raises the stake of an open bet, confirms the priced edit, and sees both bets linked and the balance right', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const player = await openPlayer(request, { balance: '100.00', prefix: 'edit' });
  const events = await handballPair(request, info);
  const ticketId = await placeDouble(request, player, events);
  await signIn(page, player);
  await page.goto('/my-bets');

  const card = page.getByRole('article', { name: `Bet slip ${ticketId}` });
  await expect(card.getByTestId(`cash-out-value-${ticketId}`)).toHaveText(/^\d+\.\d{2} EUR$/);
  await card.getByRole('button', { name: 'Edit bet' }).click();
  const panel = page.getByRole('region', { name: `Edit bet slip ${ticketId}` });
  await expect(panel).toBeVisible();
  await expect(panel).toContainText('Remove or add a selection, or change the stake, to see the new bet.');

  // Untick the second match, and stake 15.00 on what is left.
  await panel.getByRole('checkbox').nth(1).uncheck();
  await expect(panel.locator('.editbet__pick--removed')).toHaveCount(1);
  await panel.getByLabel('New stake', { exact: true }).fill('15.00');

  const figures = panel.locator('.editbet__figures:not(.editbet__figures--stale)');
  await expect(figures.getByTestId('edit-stake')).toHaveText('15.00 EUR');
  const value = cents((await figures.getByTestId('edit-value').textContent()) ?? '');
  expect(value).toBeGreaterThan(0);
  await expect(figures).toContainText('From your balance');
  await expect(figures).toContainText(`${written(1500 - value)} EUR`);
  await expect(figures).toContainText('New odds');
  await expect(figures.getByTestId('edit-max-gain')).toHaveText(/^\d[\d,]*\.\d{2} EUR$/);
  await expect(panel).toContainText('after the cash-out margin');

  await panel.getByRole('button', { name: 'Confirm edit' }).click();
  await expect(page.locator('.isl-toast').filter({ hasText: new RegExp(`Bet slip ${ticketId} edited: your new bet slip is \\d+`) })).toBeVisible();

  // The new bet is the open one, edited from the old; the balance paid the stake beyond the value.
  const fresh = page.locator('.mybets-list article');
  await expect(fresh).toHaveCount(1);
  await expect(fresh).toContainText(`Edited from bet slip ${ticketId}`);
  const newId = Number((await fresh.getAttribute('aria-labelledby'))!.replace('ticket-', ''));
  await expect(fresh).toContainText('15.00 EUR');
  await expect(balance(page, info)).toContainText(written(9000 + value - 1500));

  // The old bet is closed as cashed out, edited into the new one.
  await page.getByRole('tab', { name: 'Closed bets' }).click();
  const old = page.getByRole('article', { name: `Bet slip ${ticketId}` });
  await expect(old).toContainText('Cashed out');
  await expect(old).toContainText(`Edited into bet slip ${newId}`);
});
