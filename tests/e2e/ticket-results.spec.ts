// Results the player is told (issue 27): on any page, a settled ticket shows a toast with its
// number, its result and the amount, announced to screen readers (role=status), once per ticket
// across the browser's tabs, in the page's language.
import { expect, test, type Page } from '@playwright/test';
import { openPlayer, signIn } from './support/session.ts';
import { hockeyEvent, inLanguage, placeHomeWin, words, written, type Lang } from './ticket-support.ts';

const SHOTS = '/work/helpers/shots/h27b';

async function finish(page: Page, eventId: number, home: number, away: number): Promise<void> {
  const res = await page.request.post(`/api/test/events/${eventId}/finish`, { data: { home_goals: home, away_goals: away } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Waits until the page's player socket is open: a result pushed before would be read on opening anyway, but the test means the push. */
const socketOpen = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-live', 'open', { timeout: 15_000 });

const SLOTS: Record<Lang, number> = { en: 0, de: 1, sr: 2 };

for (const lang of ['en', 'de', 'sr'] as const) {
  test(`a won ticket is told on whatever page the player is on (${lang})`, async ({ page, request }, info) => {
    const t = words(lang);
    const player = await openPlayer(request, { balance: '100.00', prefix: 'won' });
    const event = await hockeyEvent(request, info, SLOTS[lang]);
    const placed = await placeHomeWin(request, player, event);
    await inLanguage(page, lang);
    await signIn(page, player);
    await page.goto('/casino-games');
    await socketOpen(page);
    await finish(page, event.fi, 3, 1);
    const won = Math.floor((1000 * placed.odds) / 100);
    const toast = page.getByRole('status').filter({ hasText: t('cashOut.notice.winning', { id: placed.ticketId, amount: `${written(won, lang)} EUR` }) });
    await expect(toast).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/toast-won-${lang}-${info.project.name}.png` });
  });
}

test('a lost ticket is told too, with the stake it lost', async ({ page, request }, info) => {
  const t = words('en');
  const player = await openPlayer(request, { balance: '100.00', prefix: 'lost' });
  const event = await hockeyEvent(request, info, 3);
  const placed = await placeHomeWin(request, player, event);
  await signIn(page, player);
  await page.goto('/');
  await socketOpen(page);
  // No balance moves on a loss: the result itself is pushed.
  await finish(page, event.fi, 0, 2);
  await expect(page.getByRole('status').filter({ hasText: t('cashOut.notice.failed', { id: placed.ticketId, stake: '10.00 EUR' }) })).toBeVisible({ timeout: 15_000 });
});

test('two tabs of one browser tell a result once', async ({ page, request }, info) => {
  const t = words('en');
  const player = await openPlayer(request, { balance: '100.00', prefix: 'tabs' });
  const event = await hockeyEvent(request, info, 4);
  const placed = await placeHomeWin(request, player, event);
  await signIn(page, player);
  await page.goto('/sports-betting');
  // A second tab of the same browser (its own login: one session per tab, as the site keeps it).
  const other = await page.context().newPage();
  await signIn(other, player);
  await other.goto('/live-betting');
  await socketOpen(page);
  await socketOpen(other);
  await finish(page, event.fi, 4, 0);
  const won = Math.floor((1000 * placed.odds) / 100);
  const text = t('cashOut.notice.winning', { id: placed.ticketId, amount: `${written(won, 'en')} EUR` });
  const toasts = (p: Page) => p.getByRole('status').filter({ hasText: text });
  await expect.poll(async () => (await toasts(page).count()) + (await toasts(other).count()), { timeout: 15_000 }).toBeGreaterThan(0);
  // Both tabs have read the notification (each marks the newest it handled); only one told it.
  const told = (await toasts(page).count()) > 0 ? page : other;
  const quiet = told === page ? other : page;
  const through = await told.locator('html').getAttribute('data-notices-through');
  expect(Number(through)).toBeGreaterThan(0);
  await expect(quiet.locator('html')).toHaveAttribute('data-notices-through', through!);
  await expect(toasts(told)).toHaveCount(1);
  await expect(toasts(quiet)).toHaveCount(0);
});
