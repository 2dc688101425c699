// The match tracker, live: on a live match's page (rendered by the server, then following the
// socket's pushes) and in a live board row, whose tracker loads only when the row is opened.
// The simulated clock is moved through test control (a minute and a half at a time) until the
// timeline shows what the match produced: corners, cards, goals or the end of a half.
import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { islandsHydrated } from './support/hydration.ts';

interface Event {
  fi: number;
  home: { name: string };
  away: { name: string };
}

const SHOTS = '/tmp/shots-tracker';
const mobile = (info: TestInfo) => info.project.name.startsWith('mobile');

/** A soccer match of a league no other spec uses (116-117), one per project and test, started now. */
async function startMatch(request: APIRequestContext, info: TestInfo, slot: number): Promise<Event> {
  const res = await request.get(`/api/get_events_for_league?league_id=${116 + (mobile(info) ? 1 : 0)}`);
  expect(res.ok()).toBe(true);
  const event = ((await res.json()) as { events: Event[] }).events[slot]!;
  expect((await request.post(`/api/test/events/${event.fi}/start`)).ok()).toBe(true);
  return event;
}

/** Moves the simulated clock at least once, then until the timeline shows an event (at most 30 game minutes). */
async function playUntilSomethingHappens(page: Page, request: APIRequestContext, timeline: ReturnType<Page['locator']>): Promise<void> {
  for (let i = 0; i < 20; i++) {
    expect((await request.post('/api/test/clock/advance', { data: { seconds: 90 } })).ok()).toBe(true);
    // The push arrives within the socket's batching window; give it a moment before looking.
    await page.waitForTimeout(400);
    if ((await timeline.locator('li').count()) > 0) break;
  }
  await expect(timeline.locator('li').first()).toBeVisible();
}

const shot = async (page: Page, name: string) => {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

test('the live match page shows the tracker and follows the match as it is played', async ({ page, request }, info) => {
  if (!mobile(info)) await page.setViewportSize({ width: 1440, height: 900 });
  const event = await startMatch(request, info, 0);
  // One feed step, so the match has a clock and a tracker.
  expect((await request.post('/api/test/clock/advance', { data: { seconds: 1 } })).ok()).toBe(true);
  await page.goto(`/sports-betting/match/${event.fi}`);
  await islandsHydrated(page);
  const tracker = page.getByTestId('match-tracker');
  await expect(tracker.getByRole('heading', { name: 'Match tracker' })).toBeVisible();
  const clock = tracker.getByTestId('tracker-clock');
  const before = await clock.textContent();
  await expect(tracker.getByTestId('tracker-score')).toHaveText('0 : 0');
  await expect(tracker.getByRole('list', { name: 'Statistics' })).toContainText('Pressure');

  const timeline = tracker.getByTestId('tracker-timeline').or(tracker.locator('.trk-empty'));
  await expect(timeline).toBeVisible();
  await playUntilSomethingHappens(page, request, tracker.locator('[data-testid="tracker-timeline"]'));
  // Pushed, not reloaded: the clock moved on in place and the score agrees with the scoreboard's.
  await expect(clock).not.toHaveText(before ?? '');
  const home = await page.getByTestId('live-score').locator('.live-score__total').first().textContent();
  await expect(tracker.getByTestId('tracker-score')).toContainText(`${home} :`);
  const first = tracker.locator('.trk-ev').first();
  await expect(first).toHaveAttribute('data-kind', /goal|corner|yellow|red|period/);
  await tracker.scrollIntoViewIfNeeded();
  await shot(page, `match-${mobile(info) ? '390x844' : '1440x900'}`);
  if (!mobile(info)) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await tracker.scrollIntoViewIfNeeded();
    await shot(page, 'match-1280x800');
  }
});

test('a live board row opens its tracker on demand and it follows the match', async ({ page, request }, info) => {
  if (!mobile(info)) await page.setViewportSize({ width: 1440, height: 900 });
  const event = await startMatch(request, info, 1);
  expect((await request.post('/api/test/clock/advance', { data: { seconds: 1 } })).ok()).toBe(true);
  const loaded: string[] = [];
  page.on('request', (r) => {
    if (/tracker-live/.test(r.url())) loaded.push(r.url());
  });
  await page.goto('/live-betting');
  await islandsHydrated(page);
  const row = page.getByRole('listitem', { name: `${event.home.name} – ${event.away.name}` });
  await expect(row).toBeVisible();
  const toggle = row.getByText('Match tracker', { exact: true });
  await expect(toggle).toBeVisible();
  // Nothing of the tracker is loaded until a row is opened.
  expect(loaded).toEqual([]);
  await toggle.click();
  const tracker = row.locator('.trk');
  await expect(tracker.getByTestId('tracker-clock')).toBeVisible();
  expect(loaded).toHaveLength(1);
  const before = await tracker.getByTestId('tracker-clock').textContent();
  await playUntilSomethingHappens(page, request, tracker.locator('[data-testid="tracker-timeline"]'));
  await expect(tracker.getByTestId('tracker-clock')).not.toHaveText(before ?? '');
  // Both follow the same pushes; other tests may move the shared clock meanwhile, so the two are
  // compared together, not one against a value read from the other a moment earlier.
  await expect.poll(async () => (await row.getByTestId('live-clock').textContent()) === (await tracker.getByTestId('tracker-clock').textContent())).toBe(true);
  await row.scrollIntoViewIfNeeded();
  await shot(page, `board-${mobile(info) ? '390x844' : '1440x900'}`);
  if (!mobile(info)) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await row.scrollIntoViewIfNeeded();
    await shot(page, 'board-1280x800');
  }
  // Closed, the row shows its tracker no more.
  await toggle.click();
  await expect(tracker).toBeHidden();
});
