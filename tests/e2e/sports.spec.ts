// Sportsbook journeys on both layouts: the match page, odds buttons' data, favourites,
// most played events and results.
import { expect, test } from '@playwright/test';
import { ADMIN_TOKEN } from '../../playwright.config.ts';
import { bigSoccerLeague, leagueEvents, leaguePathFor } from './sports.helpers.ts';

test('the match page lists every bet group with odds buttons the slip can read', async ({ page, request }) => {
  const league = await bigSoccerLeague(request);
  const [event] = await leagueEvents(request, league.id);
  if (!event) throw new Error('the league has no events');
  await page.goto(`/sports-betting/match/${event.fi}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(event.home.name);
  await expect(page.locator('.bet-groups .group')).toHaveCount(event.bets.length);
  const draw = page.locator('.bet-groups .group').first().locator('button.odd').nth(1);
  await expect(draw).toHaveAttribute('data-odd-name', 'Draw');
  await expect(draw).toHaveAttribute('data-event-id', String(event.fi));
  await expect(draw).toHaveAttribute('data-odd-value', /^\d+$/);
  await expect(draw).toHaveAttribute('data-live', 'false');
  await expect(draw).toHaveAttribute('data-home', event.home.name);
  await expect(draw).toHaveText(/Draw\s*\d+\.\d{2}/);
});

test('an odd and a star tapped before the page scripts have loaded count once they load', async ({ page, request }, info) => {
  const league = await bigSoccerLeague(request);
  // Every module script is held back until the taps are made: on a slow phone line a player
  // can tap a price before the scripts that handle it arrive.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Module scripts hold back DOMContentLoaded, so the page is used as soon as it is parsed.
  await page.goto(leaguePathFor(info, league), { waitUntil: 'commit' });
  const row = page.locator('[data-event-row]').first();
  const odd = row.locator('button[data-odd][data-odd-custom-id="main.1"]');
  const star = row.getByRole('button', { name: /^Favourite/ });
  await odd.click();
  await star.click();
  release();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  // Once loaded, a tap is handled once: a second one takes the pick out again.
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'false');
});

test("a price tapped once the odds buttons work, while the layout's script is still on its way, is taken once, not twice", async ({ page, request }, info) => {
  const league = await bigSoccerLeague(request);
  // The islands bring the shell (and the odds buttons' listener) in; the layout's own script
  // file, whose arrival ends the page scripts' start, is held back meanwhile.
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_astro\/Base\.astro_astro_type_script/, async (route) => {
    await released;
    await route.continue();
  });
  // The odds buttons' script asks for the price pushes as soon as it runs.
  const running = page.waitForRequest(/\/_astro\/price-push-start/);
  await page.goto(leaguePathFor(info, league));
  await running;
  const odd = page.locator('[data-event-row]').first().locator('button[data-odd][data-odd-custom-id="main.1"]');
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  release();
  await page.waitForLoadState('networkidle');
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(500);
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
});

test('a starred match shows in my favorites until the star is removed', async ({ page, request }, info) => {
  const league = await bigSoccerLeague(request);
  await page.goto(leaguePathFor(info, league));
  const row = page.locator('.event-rows .row').first();
  const teams = (await row.locator('.teams').innerText()).split('\n')[0]!.trim();
  const star = row.getByRole('button', { name: /^Favourite/ });
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/sports-betting/my-favorites');
  const favorite = page.locator('.event-rows .row', { hasText: teams });
  await expect(favorite).toBeVisible();
  await favorite.getByRole('button', { name: /^Favourite/ }).click();
  await expect(page.getByRole('heading', { name: 'No favourite events yet' })).toBeVisible();
});

test('most played events count the selections on tickets of the last 24 hours', async ({ page, request }) => {
  test.setTimeout(120_000);
  const league = await bigSoccerLeague(request);
  const events = await leagueEvents(request, league.id);
  const event = events[events.length - 1]!;
  const username = `mp-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const made = await request.post('/api/admin/players', {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    data: { username, password: 'played123', balance: '100.00', has_logged_in_before: true },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const login = (await (await request.post('/api/login', { data: { username, password: 'played123' } })).json()) as { id: number; access_token?: string; access?: string };
  const token = login.access_token ?? login.access;
  const odd = event.bets[0]!.odds[0]!;
  // The list shows the 30 events with the most selections, ties by the lower event id; the other
  // tests on this server put single selections on many events, so one selection here can rank
  // below 30 of theirs. Eight put this event above any of theirs.
  for (let i = 0; i < 8; i++) {
    const placed = await request.post('/api/create_ticket', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        stake: '5.00',
        player_id: login.id,
        ticket_events: [{ event_id: event.fi, bet_name: 'Full Time Result', odd_name: odd.name, odd_custom_id: odd.custom_id, odd_value: odd.value / 100 }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
  }
  // The tally is cached for 30 seconds.
  await expect(async () => {
    await page.goto('/sports-betting/most-played-events');
    await expect(page.locator(`.event-rows .row[data-event-row="${event.fi}"]`)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000, 5_000] });
  await expect(page.getByText('No tickets yet')).toHaveCount(0);
});

test('results list finished events with their final score for the chosen day', async ({ page, request }) => {
  const league = await bigSoccerLeague(request);
  const events = await leagueEvents(request, league.id);
  const event = events[Math.floor(events.length / 2)]! as (typeof events)[number] & { time: number };
  const finished = await request.post(`/api/test/events/${event.fi}/finish`, { data: { home_goals: 3, away_goals: 1 } });
  expect(finished.ok(), await finished.text()).toBe(true);
  const when = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(event.time * 1000));
  await page.goto(`/results?day=${when}&sport=1`);
  const row = page.locator('.res-rows li', { hasText: event.home.name });
  await expect(row).toBeVisible();
  await expect(row.locator('.score')).toHaveAccessibleName('Final score: 3:1');
});

test('a picked odd stays marked after a reload', async ({ page, request }, info) => {
  const league = await bigSoccerLeague(request);
  await page.goto(leaguePathFor(info, league));
  const odd = page.locator('.event-rows .row').first().locator('button.odd').first();
  await expect(odd).toHaveAttribute('aria-pressed', 'false');
  await odd.click();
  await expect(odd).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.locator('.event-rows .row').first().locator('button.odd').first()).toHaveAttribute('aria-pressed', 'true');
});
