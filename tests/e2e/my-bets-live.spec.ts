// An open live bet on my bets follows its match (issue 27): the current score and minute,
// pushed over the live socket as the match is played, beside the score when it was placed.
// Moves the shared simulated clock, so it runs with the clock specs (playwright.config.ts).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { isMobile } from './slip-support.ts';
import { openPlayer, signIn, type E2EPlayer } from './support/session.ts';

interface LiveEvent {
  fi: number;
  homeGoals: number | null;
  awayGoals: number | null;
  fullTimeBet: { realName: string; odds: Array<{ name: string; custom_id: string; odds: string }> } | null;
}

async function liveEvent(request: APIRequestContext, fi: number): Promise<LiveEvent | undefined> {
  const { events } = (await (await request.get('/api/get_live_events?sport_id=1')).json()) as { events: LiveEvent[] };
  return events.find((e) => e.fi === fi);
}

async function placeLive(request: APIRequestContext, player: E2EPlayer, event: LiveEvent): Promise<number> {
  const login = await request.post('/api/login', { data: { username: player.username, password: player.password } });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const odd = event.fullTimeBet!.odds.find((o) => o.custom_id === 'main.1')!;
  const res = await request.post('/api/create_ticket', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      stake: '10.00',
      player_id: player.id,
      odds_change: 'any',
      ticket_events: [
        { event_id: event.fi, bet_name: event.fullTimeBet!.realName, bet_name_second: '', odd_name: odd.name, odd_custom_id: odd.custom_id, odd_value: odd.odds, is_live: 'true' },
      ],
    },
    failOnStatusCode: false,
  });
  expect(res.status(), await res.text()).toBe(201);
  return Number(((await res.json()) as { ticket: { id: number } }).ticket.id);
}

test("an open live bet shows its match's score and minute, pushed as the match is played", async ({ page, request }, info) => {
  test.setTimeout(90_000);
  // Leagues 118-119: no other spec starts their matches.
  const { events } = (await (await request.get(`/api/get_events_for_league?league_id=${118 + (isMobile(info) ? 1 : 0)}`)).json()) as { events: Array<{ fi: number }> };
  const fi = events[0]!.fi;
  expect((await request.post(`/api/test/events/${fi}/start`)).ok()).toBe(true);
  // One feed step, so the match has a clock and live odds.
  expect((await request.post('/api/test/clock/advance', { data: { seconds: 1 } })).ok()).toBe(true);
  await expect.poll(async () => (await liveEvent(request, fi))?.fullTimeBet?.odds.length ?? 0).toBeGreaterThan(0);
  const player = await openPlayer(request, { balance: '100.00', prefix: 'live' });
  await placeLive(request, player, (await liveEvent(request, fi))!);
  await signIn(page, player);
  await page.goto('/my-bets');

  const now = page.getByTestId(`live-now-${fi}`);
  await expect(now).toHaveText(/\d+:\d+.*\d+'/);
  const before = (await now.textContent()) ?? '';
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  // Ten minutes of the match later, the minute on the page has moved without a reload.
  expect((await request.post('/api/test/clock/advance', { data: { seconds: 600 } })).ok()).toBe(true);
  await expect(now).not.toHaveText(before, { timeout: 15_000 });
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  // And the score it shows is the match's.
  await expect
    .poll(async () => {
      const e = await liveEvent(request, fi);
      return (await now.textContent())?.includes(`${e?.homeGoals ?? 0}:${e?.awayGoals ?? 0}`);
    })
    .toBe(true);
  await page.screenshot({ path: `/work/helpers/shots/h27b/live-bet-${info.project.name}.png`, fullPage: true });
});
