// Automatic cash out on my bets (issue 17, item 5): the player sets the value at which an open
// bet cashes out by itself, sees it, cancels it, sets it again; when the odds move the value
// past it, the bet is cashed out without the player, the balance follows and a notice says so.
import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { balance, createPlayer, isMobile, login, PASSWORD } from './slip-support.ts';

interface Upcoming {
  fi: number;
  time: number;
  fullTimeBet: { realName: string; odds: Array<{ name: string; custom_id: string; odds: string }> } | null;
}

/** A 10.00 single on the home win of an event hours away (one event per layout: each moves its own odds). */
async function placeSingle(request: APIRequestContext, info: TestInfo, username: string): Promise<{ ticketId: number; eventId: number; odds: number }> {
  const login = await request.post('/api/login', { data: { username, password: PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const player = (await login.json()) as { id: number; access_token: string };
  const { leagues } = (await (await request.get('/api/get_leagues?sport_id=1')).json()) as { leagues: Array<{ id: number; count: number }> };
  const league = [...leagues].sort((a, b) => b.count - a.count)[0]!;
  const { events } = (await (await request.get(`/api/get_events_for_league?league_id=${league.id}`)).json()) as { events: Upcoming[] };
  const later = events.filter((e) => e.fullTimeBet?.odds[0] && e.time * 1000 > Date.now() + 3 * 3600_000);
  const event = later[isMobile(info) ? 9 : 8] ?? later.at(-1);
  expect(event, 'an event hours away with a full-time market').toBeDefined();
  const listed = event!.fullTimeBet!.odds.find((o) => o.custom_id === 'main.1') ?? event!.fullTimeBet!.odds[0]!;
  // The price starts at 3.00 whatever an earlier spec on this server left it at: a price already
  // pushed near 1.01 could not halve, and the value would never pass the target.
  const set = await request.post('/api/test/odds', { data: { event_id: event!.fi, odd_custom_id: listed.custom_id, value: 300 } });
  expect(set.ok(), await set.text()).toBe(true);
  const odd = { ...listed, odds: '3.00' };
  const ticket = await request.post('/api/create_ticket', {
    headers: { authorization: `Bearer ${player.access_token}` },
    data: {
      stake: '10.00',
      player_id: player.id,
      odds_change: 'any',
      ticket_events: [
        {
          event_id: event!.fi,
          bet_name: event!.fullTimeBet!.realName,
          bet_name_second: '',
          odd_name: odd.name,
          odd_custom_id: odd.custom_id,
          odd_value: odd.odds,
          is_live: 'false',
        },
      ],
    },
    failOnStatusCode: false,
  });
  expect(ticket.status(), await ticket.text()).toBe(201);
  const placed = (await ticket.json()) as { ticket: { id: number | string } };
  return { ticketId: Number(placed.ticket.id), eventId: event!.fi, odds: Math.round(Number(odd.odds) * 100) };
}

test('a player sets an automatic cash out, cancels it, sets it again, and the bet cashes out by itself', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const username = await createPlayer(request, '100.00');
  const { ticketId, eventId, odds } = await placeSingle(request, info, username);
  await login(page, info, username, '/my-bets');

  const value = page.getByTestId(`cash-out-value-${ticketId}`);
  await expect(value).toHaveText(/^\d+\.\d{2} EUR$/);
  const now = Number((await value.textContent())!.split(' ')[0]);
  const card = page.locator(`.cashout[data-ticket="${ticketId}"]`);

  // A value at or below today's is refused on the spot: that is what the Cash out button is for.
  await card.getByRole('button', { name: 'Auto cash out', exact: true }).click();
  const field = card.getByLabel('Cash out automatically when the value reaches');
  await field.fill((now - 1).toFixed(2));
  await card.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(card.getByRole('alert')).toHaveText('Enter an amount above the cash-out value now (or cash out now).');

  // Set above today's value: it shows, and the server keeps it across a reload.
  const target = (now + 1).toFixed(2);
  await field.fill(target);
  await card.getByRole('button', { name: 'Set', exact: true }).click();
  const auto = page.getByTestId(`auto-cash-out-${ticketId}`);
  await expect(auto).toContainText(`Cashes out automatically at ${target} EUR`);
  await page.reload();
  await expect(auto).toContainText(`Cashes out automatically at ${target} EUR`);

  // Cancelled: gone, also after a reload.
  await auto.getByRole('button', { name: 'Cancel auto cash out' }).click();
  await expect(auto).toHaveCount(0);
  await page.reload();
  await expect(card.getByRole('button', { name: 'Auto cash out', exact: true })).toBeVisible();
  await expect(auto).toHaveCount(0);

  // Set again, then the home side shortens: the value passes the target and the bet cashes out by itself.
  await card.getByRole('button', { name: 'Auto cash out', exact: true }).click();
  await field.fill(target);
  await card.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(auto).toContainText(target);
  const moved = await request.post('/api/test/odds', { data: { event_id: eventId, odd_custom_id: 'main.1', value: Math.max(101, Math.round(odds / 2)) } });
  expect(moved.ok(), await moved.text()).toBe(true);
  await expect(page.locator('.isl-toast').filter({ hasText: `Bet slip ${ticketId} cashed out automatically` })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Currently you have no open bets')).toBeVisible();
  // 90.00 after the stake, plus at least the target.
  const shown = Number(((await balance(page, info).textContent()) ?? '').match(/(\d[\d,]*\.\d{2})/)?.[1]?.replace(/,/g, '') ?? 0);
  expect(shown).toBeGreaterThanOrEqual(90 + Number(target));
});
