// What a screen reader hears without looking (issue 31, part 3): a price that moves in the
// slip or on the row the player is on is announced through a polite live region, at most once
// every few seconds however often it moves; a settled bet's toast is announced once.
import { expect, test, type Page } from '@playwright/test';
import { hockeyEvent, placeHomeWin } from './ticket-support.ts';
import { openPlayer, signIn } from './support/session.ts';
import { islandsHydrated } from './support/hydration.ts';
import { PRICE_NEWS_GAP_MS } from '../../src/lib/a11y/news-gap.ts';

/** The slots of ice hockey events this spec uses (ticket-support.ts), apart from every other spec's. */
const SLOTS = { slip: 11, row: 12, toast: 13 };

async function moveOdds(page: Page, eventId: number, customId: string, value: number): Promise<void> {
  const res = await page.request.post('/api/test/odds', { data: { event_id: eventId, odd_custom_id: customId, value } });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Records every text the page's polite live regions take, with the time it took it. */
async function recordPoliteNews(page: Page): Promise<void> {
  await page.evaluate(() => {
    const heard: Array<{ at: number; text: string }> = [];
    (window as unknown as { heard: typeof heard }).heard = heard;
    const polite = (el: Element | null): boolean => {
      for (let node = el; node; node = node.parentElement) {
        if (node.getAttribute('aria-live') === 'polite' || node.getAttribute('role') === 'status') return true;
      }
      return false;
    };
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target instanceof Element ? r.target : r.target.parentElement;
        if (polite(el) && (el?.textContent ?? '').trim()) heard.push({ at: performance.now(), text: (el?.textContent ?? '').trim() });
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Array<{ at: number; text: string }> }).heard);

test('a moved price of a slip pick is announced politely, at most once every few seconds', async ({ page, request }, info) => {
  const event = await hockeyEvent(request, info, SLOTS.slip);
  // A price with room under it: the test moves it 0.20 down.
  await moveOdds(page, event.fi, 'main.1', 250);
  await page.goto(`/sports-betting/match/${event.fi}`);
  await islandsHydrated(page);
  const home = page.locator(`button[data-event-id="${event.fi}"][data-odd-custom-id="main.1"]`).first();
  await home.click();
  await expect(home).toHaveAttribute('aria-pressed', 'true');
  // Focus off the match's buttons: what is said now is the slip's.
  await page.locator('a[href="/"]').first().focus();
  await recordPoliteNews(page);
  const before = Number(await home.getAttribute('data-odd-value'));
  const name = (await home.textContent()) ?? '';
  await moveOdds(page, event.fi, 'main.1', before + 40);
  const news = page.locator('[data-price-news]');
  await expect(news).toContainText(/rose to \d+\.\d{2}/);
  await expect(news).toContainText(`${((before + 40) / 100).toFixed(2)}`);
  expect(name).not.toBe('');
  // Two more moves at once: heard as one later message, never sooner than the gap.
  await moveOdds(page, event.fi, 'main.1', before + 10);
  await moveOdds(page, event.fi, 'main.1', before - 20);
  await expect(news).toContainText(`fell to ${((before - 20) / 100).toFixed(2)}`, { timeout: PRICE_NEWS_GAP_MS + 8_000 });
  const times = (await heard(page)).filter((h) => /rose to|fell to/.test(h.text)).map((h) => h.at);
  expect(times.length).toBeGreaterThanOrEqual(2);
  for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(PRICE_NEWS_GAP_MS - 100);
});

test('a moved price on the row the player is on is announced, another row is not', async ({ page, request }, info) => {
  const event = await hockeyEvent(request, info, SLOTS.row);
  // A price with room under it: the test moves it 0.10 down, and a favourite's 1.05 would go under 1.01.
  await moveOdds(page, event.fi, 'main.2', 250);
  await page.goto(`/sports-betting/match/${event.fi}`);
  await islandsHydrated(page);
  const away = page.locator(`button[data-event-id="${event.fi}"][data-odd-custom-id="main.2"]`).first();
  const before = Number(await away.getAttribute('data-odd-value'));
  const news = page.locator('[data-price-news]');
  await away.focus();
  await recordPoliteNews(page);
  await moveOdds(page, event.fi, 'main.2', before + 30);
  await expect(news).toContainText(`rose to ${((before + 30) / 100).toFixed(2)}`);
  // The focus elsewhere (the logo's link): a move is shown, not said.
  await page.locator('a[href="/"]').first().focus();
  await moveOdds(page, event.fi, 'main.2', before - 10);
  await expect(away).toHaveAttribute('data-odd-value', String(before - 10));
  // Back on the row: the next move is said, and the one in between never was.
  await away.focus();
  await moveOdds(page, event.fi, 'main.2', before + 50);
  await expect(news).toContainText(`rose to ${((before + 50) / 100).toFixed(2)}`, { timeout: PRICE_NEWS_GAP_MS + 8_000 });
  expect((await heard(page)).filter((h) => h.text.includes(((before - 10) / 100).toFixed(2)))).toEqual([]);
});

test("a settled bet's toast is announced once", async ({ page, request }, info) => {
  const player = await openPlayer(request, { balance: '100.00', prefix: 'ann' });
  const event = await hockeyEvent(request, info, SLOTS.toast);
  const placed = await placeHomeWin(request, player, event);
  await signIn(page, player);
  await page.goto('/');
  await islandsHydrated(page);
  await expect(page.locator('html')).toHaveAttribute('data-live', 'open', { timeout: 15_000 });
  // The live regions there before the result: a region added with its text is not announced.
  await page.evaluate(() => {
    for (const el of document.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"]')) el.setAttribute('data-was-there', '');
  });
  const res = await page.request.post(`/api/test/events/${event.fi}/finish`, { data: { home_goals: 3, away_goals: 1 } });
  expect(res.ok(), await res.text()).toBe(true);
  const toast = page.locator('.isl-toast').filter({ hasText: `Bet slip ${placed.ticketId}` });
  await expect(toast).toBeVisible({ timeout: 15_000 });
  const regions = await toast.evaluate((el) => {
    const found: Array<{ wasThere: boolean; live: string }> = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const role = node.getAttribute('role');
      const live = node.getAttribute('aria-live') ?? (role === 'status' || role === 'log' ? 'polite' : role === 'alert' ? 'assertive' : null);
      if (live && live !== 'off') found.push({ wasThere: node.hasAttribute('data-was-there'), live });
    }
    return found;
  });
  expect(regions).toEqual([{ wasThere: true, live: 'polite' }]);
});
