// Every page and island in English, German and Serbian, as a visitor and as a player with
// tickets (issue 16, item 9; issue 27): no text may be a translation key ("myBets.period.days"),
// and no German or Serbian page may show an English word of the site's own texts (support/words.ts
// says which words count, and lists the names and loan words each language keeps).
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { ROUTES } from './routes.ts';
import { islandsHydrated } from './support/hydration.ts';
import { openRedirected } from './support/redirect.ts';
import { openPlayer, signIn } from './support/session.ts';
import { englishWords, wordProblems, words, type Lang } from './support/words.ts';
import de from '../../src/i18n/de.json' with { type: 'json' };
import islandsDe from '../../src/i18n/islands.de.json' with { type: 'json' };
import islandsSr from '../../src/i18n/islands.sr.json' with { type: 'json' };
import sr from '../../src/i18n/sr.json' with { type: 'json' };
import casinoDe from '../../src/i18n/casino.de.json' with { type: 'json' };
import casinoSr from '../../src/i18n/casino.sr.json' with { type: 'json' };

const LANGS: Lang[] = ['en', 'de', 'sr'];

async function inLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL ?? 'http://127.0.0.1' }]);
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

/** A league page, an upcoming match and a live match of the running offer. */
async function offerRoutes(page: Page): Promise<string[]> {
  await page.goto('/sports-betting');
  const hrefs = await page.locator('a[href^="/sports-betting"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  // Desktop links a league's events on this page (?league=id), a phone to the league's own route.
  const league = hrefs.find((h) => /[?&]league=\d+/.test(h) || /^\/sports-betting\/[a-z0-9-]+\/\d+\/[a-z0-9-]+\/\d+$/.test(h)) ?? '/sports-betting';
  await page.goto(league);
  const match = (await page.locator('a[href^="/sports-betting/match/"]').first().getAttribute('href', { timeout: 10_000 })) ?? '/sports-betting';
  const live = (await (await page.request.get('/api/get_live_events')).json()) as { events: Array<{ fi: number; sportId: number }> };
  const soccer = live.events.find((e) => e.sportId === 1) ?? live.events[0];
  return [league, match, ...(soccer ? [`/sports-betting/match/${soccer.fi}`] : [])];
}

/** Reads the page and adds what is wrong to `found`, under the page's name. */
async function check(page: Page, lang: Lang, name: string, found: string[]): Promise<void> {
  const problems = await wordProblems(page, lang);
  if (problems.length) found.push(`${name}: ${problems.join(', ')}`);
}

const isPhone = (info: TestInfo) => info.project.name.startsWith('mobile');

test.describe.configure({ mode: 'parallel' });

test('the English word list holds the UI and market words, and not the names and loan words', () => {
  for (const lang of ['de', 'sr'] as const) {
    const list = englishWords(lang);
    for (const w of ['submit', 'deposit', 'balance', 'draw', 'over', 'under', 'goal', 'winner', 'ticket', 'games', 'quarter']) expect(list, `${lang} ${w}`).toContain(w);
    for (const w of ['live', 'arena', 'chelsea', 'djokovic', 'evolution', 'deutsch']) expect(list, `${lang} ${w}`).not.toContain(w);
  }
});

test('the German and Serbian resources copy no English word', () => {
  const found: string[] = [];
  for (const [lang, dicts] of [
    ['de', [de, islandsDe, casinoDe]],
    ['sr', [sr, islandsSr, casinoSr]],
  ] as const) {
    const list = englishWords(lang);
    for (const dict of dicts) for (const [key, text] of Object.entries(dict)) for (const w of words(text)) if (list.has(w)) found.push(`${lang} ${key}: ${w}`);
  }
  expect(found).toEqual([]);
});

for (const lang of LANGS) {
  // In English the route table's pages are read where routes.spec.ts opens each of them anyway
  // (no key may show); here, in English, the offer's league and match pages.
  const english = lang === 'en';
  test(english ? 'the league and match pages show no key in en' : `every route shows its own words in ${lang}, no key`, async ({ page }, info) => {
    test.setTimeout(300_000);
    await inLanguage(page, lang);
    const found: string[] = [];
    const routes: Array<{ path: string; target?: string }> = english
      ? []
      : ROUTES.filter((r) => !r.status).map((r) => ({ path: r.path, target: isPhone(info) ? r.mobileTarget : r.desktopTarget }));
    for (const path of await offerRoutes(page)) routes.push({ path, target: undefined });
    if (!english) routes.push({ path: '/this-page-does-not-exist', target: undefined });
    for (const { path, target } of routes) {
      if (target) await openRedirected(page, path, target);
      else await page.goto(path);
      await islandsHydrated(page);
      await check(page, lang, path, found);
    }
    expect(found).toEqual([]);
  });

  test(`a player's pages and islands show their own words in ${lang}, no key`, async ({ page, request }, info) => {
    test.setTimeout(240_000);
    const player = await openPlayer(request, { balance: '250.00', prefix: `w${lang}` });
    await inLanguage(page, lang);
    const [, match, live] = await offerRoutes(page);
    await signIn(page, player);
    const found: string[] = [];

    // A filled slip (the desktop column, the phone's /bet-slip) with picks of two markets of one match.
    await page.goto(match!);
    await islandsHydrated(page);
    const odds = page.locator('.bet-groups button[data-odd]:not([disabled])');
    const picks = [];
    for (const i of [0, 4]) {
      const b = odds.nth(i);
      picks.push({
        event_id: Number(await b.getAttribute('data-event-id')),
        bet_name: (await b.getAttribute('data-bet-name')) ?? '',
        bet_name_second: '',
        odd_name: (await b.getAttribute('data-odd-name')) ?? '',
        odd_custom_id: (await b.getAttribute('data-odd-custom-id')) ?? '',
        odd_value: (Number(await b.getAttribute('data-odd-value')) / 100).toFixed(2),
        is_live: 'false',
        fixed: false,
      });
      await b.click();
      await expect(b).toHaveAttribute('aria-pressed', 'true');
    }
    if (isPhone(info)) await page.goto('/bet-slip');
    await islandsHydrated(page);
    await check(page, lang, 'slip', found);

    // A placed ticket gives my bets and the statement their generated names and references.
    const login = await request.post('/api/login', { data: { username: player.username, password: player.password } });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const ticket = await request.post('/api/create_ticket', {
      headers: { authorization: `Bearer ${token}` },
      data: { stake: '10.00', player_id: player.id, type: 'combination', system_sizes: [], odds_change: 'any', ticket_events: picks },
    });
    expect(ticket.status(), await ticket.text()).toBeLessThan(300);

    for (const path of ['/account-statement', '/account-settings', '/deposit', '/gaming-history', '/', live ?? '/live-betting']) {
      await page.goto(path);
      await islandsHydrated(page);
      await check(page, lang, path, found);
    }
    // My bets, open and closed, with the closed bets' filters (their period list above all).
    await page.goto('/my-bets');
    await islandsHydrated(page);
    await check(page, lang, '/my-bets (open)', found);
    await page.getByRole('tab').nth(1).click();
    await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('.mybets-filters select').first()).toBeVisible();
    await check(page, lang, '/my-bets (closed)', found);
    expect(found).toEqual([]);
  });
}
