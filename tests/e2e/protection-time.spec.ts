// The daily session time limit in the browser, on both layouts (issue 18 item 2): the player
// sets 1 hour in the account settings; time on a second device (the API, kept on as an open
// page keeps itself on: a token refresh every 4 minutes of the simulated clock, moved through
// test control) uses the hour up; then the page's own session is ended and its next login is
// refused with the translated "time used up" message until the site's next day.
// It moves the shared clock by more than an hour, so it runs after every other spec
// (playwright.config.ts, LONG_CLOCK_SPECS).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { AFTER_PASSWORD, balance, createPlayer, isDesktop, logIn, submitLogin, toast } from './account.helpers.ts';

const SITE_ZONE = 'Europe/Belgrade';

/** Moves the simulated clock; answers the new now (epoch ms). */
async function advance(request: APIRequestContext, seconds: number): Promise<number> {
  const res = await request.post('/api/test/clock/advance', { data: { seconds } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { now: number }).now * 1000;
}

/** Minutes left in the site's day (Belgrade) at `ms`. */
function minutesLeftInDay(ms: number): number {
  const [h, m] = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(ms)).split(':').map(Number);
  return 24 * 60 - (h! * 60 + m!);
}

test("at the day's session time limit the page's session ends and login is refused until the next day", async ({ page, request }, info) => {
  test.setTimeout(150_000);
  const player = await createPlayer(request, info);
  // The hour to use up must fit in the site's day: too near its midnight, start in the next one.
  const now = await advance(request, 1);
  const left = minutesLeftInDay(now);
  if (left < 150) await advance(request, (left + 5) * 60);

  await page.clock.install();
  await logIn(page, info, player, '/account-settings');
  const panel = page.locator('#session-time');
  await panel.getByLabel('Maximum time logged in per day').selectOption('1');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(panel.getByText('(limit: 1 h)')).toBeVisible(AFTER_PASSWORD);
  // The page's keeper is running once its live socket is open.
  await expect(page.locator('html')).toHaveAttribute('data-live', 'open');

  // The second device stays on until the hour is used up: its refresh is then refused.
  const login = await request.post('/api/login', { data: { username: player.username, password: player.password } });
  expect(login.status(), await login.text()).toBe(200);
  const first = (await login.json()) as { access_token: string; refresh_token: string };
  let tokens = { access: first.access_token, refresh: first.refresh_token };
  let refusal: { status: number; body: { error: { code: string; details: { until: string } } } } | undefined;
  for (let step = 0; step < 40 && !refusal; step++) {
    await advance(request, 4 * 60);
    const res = await request.post('/api/token/refresh', { headers: { Authorization: `Bearer ${tokens.access}` }, data: { refresh: tokens.refresh } });
    if (res.status() === 200) tokens = (await res.json()) as typeof tokens;
    else refusal = { status: res.status(), body: await res.json() };
  }
  expect(refusal?.status).toBe(403);
  expect(refusal?.body.error.code).toBe('play_time_reached');
  const until = Date.parse(refusal!.body.error.details.until);
  // Logins open again at the site's next midnight.
  expect(minutesLeftInDay(until - 1)).toBe(1);

  // The page's own session ended with it: its next token refresh is refused and the header shows a visitor.
  await page.clock.fastForward('04:05');
  await expect(toast(page, 'Your session has ended. Please log in again.')).toBeVisible(AFTER_PASSWORD);
  await expect(balance(page, info)).toHaveCount(0);

  await page.goto(isDesktop(info) ? '/' : '/login');
  await submitLogin(page, player);
  const refused = toast(page, "You have used up today's session time.");
  await expect(refused).toHaveText(/^You have used up today's session time\. You can log in again from \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./, AFTER_PASSWORD);
  await page.screenshot({ path: `test-results/protection-time-used-up-${info.project.name}.png` });
  await expect(balance(page, info)).toHaveCount(0);
});
