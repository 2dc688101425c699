// Every route in German and Serbian, as a visitor and as a player with a ticket: no English
// word of the site's own texts may show (issue 16, item 9). The list of English words is
// built from the resources: words of English values that German or Serbian translate
// differently, minus every word those languages use themselves (names, "Live", "Online"…).
import { expect, test, type Page } from '@playwright/test';
import en from '../../src/i18n/en.json' with { type: 'json' };
import de from '../../src/i18n/de.json' with { type: 'json' };
import sr from '../../src/i18n/sr.json' with { type: 'json' };
import islandsEn from '../../src/i18n/islands.en.json' with { type: 'json' };
import islandsDe from '../../src/i18n/islands.de.json' with { type: 'json' };
import islandsSr from '../../src/i18n/islands.sr.json' with { type: 'json' };
import casinoEn from '../../src/i18n/casino.en.json' with { type: 'json' };
import casinoDe from '../../src/i18n/casino.de.json' with { type: 'json' };
import casinoSr from '../../src/i18n/casino.sr.json' with { type: 'json' };
import { readFileSync, readdirSync } from 'node:fs';
import { LEAGUE_CLUBS, TENNIS_MEN, TENNIS_WOMEN } from '../../src/lib/offer/clubs.ts';
import { LEAGUES } from '../../src/lib/offer/leagues.ts';
import { ROUTES } from './routes.ts';
import { islandsHydrated } from './support/hydration.ts';
import { openRedirected } from './support/redirect.ts';
import { openPlayer, signIn } from './support/session.ts';

type Dict = Record<string, string>;
const sets: Array<[Dict, Dict, Dict]> = [
  [en, de, sr],
  [islandsEn, islandsDe, islandsSr],
  [casinoEn, casinoDe, casinoSr],
];

// Proper names and codes that read the same in every language.
const PROPER = new Set([
  'arena',
  'evolution',
  'visa',
  'mastercard',
  'maestro',
  'paypal',
  'skrill',
  'neteller',
  'gmt',
  'eur',
  'rsd',
  'xpt',
  'uefa',
  'nba',
  'nhl',
  'nfl',
  'atp',
  'wta',
]);

const words = (text: string): string[] =>
  text
    .replace(/\{\{\s*\w+\s*\}\}/g, ' ')
    .toLowerCase()
    .split(/[^a-zäöüßčćžšđ]+/)
    .filter((w) => w.length >= 4);

/** English words of the UI and market texts that neither German nor Serbian use. */
function englishWords(): Set<string> {
  const local = new Set<string>();
  for (const [, d, s] of sets) for (const v of [...Object.values(d), ...Object.values(s)]) for (const w of words(v)) local.add(w);
  // Words German and Serbian use themselves ("Sports", "will", "Links", "licence") in their own pages.
  for (const lang of ['de', 'sr']) {
    const dir = `src/content/company/${lang}`;
    for (const file of readdirSync(dir)) for (const w of words(readFileSync(`${dir}/${file}`, 'utf8'))) local.add(w);
  }
  // Proper names: clubs, players, casino providers and games.
  const names = [...Object.values(LEAGUE_CLUBS).flatMap((clubs) => clubs.map(([name]) => name)), ...TENNIS_MEN, ...TENNIS_WOMEN];
  for (const [, name] of readFileSync('src/server/casino/catalogue-data.ts', 'utf8').matchAll(/name: '([^']+)'/g)) names.push(name!);
  // Competition names without a local name stay as they are ("UFC Fight Night", "Big Bash League").
  for (const league of LEAGUES) if (!(`league.${league.id}` in de)) names.push(league.name);
  for (const name of names) for (const w of words(name)) local.add(w);
  const out = new Set<string>();
  for (const [e, d, s] of sets) {
    for (const [key, value] of Object.entries(e)) {
      if (value === d[key] && value === s[key]) continue;
      for (const w of words(value)) if (!local.has(w) && !PROPER.has(w)) out.add(w);
    }
  }
  return out;
}

const ENGLISH = englishWords();

/** The English words a page shows (its visible text and its accessible labels). */
async function englishOn(page: Page, retry = true): Promise<string[]> {
  // A page that sends the visitor on (a desktop-only route on a phone) is read where it lands.
  await page.waitForLoadState('load');
  const text = await page
    .evaluate(() => {
      const parts = [document.title, document.body.innerText];
      for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
        if ((el as HTMLElement).closest('[hidden], [aria-hidden="true"]')) continue;
        for (const a of ['aria-label', 'title', 'placeholder', 'alt']) {
          const v = el.getAttribute(a);
          if (v) parts.push(v);
        }
      }
      return parts.join('\n');
    })
    .catch(async (error: unknown) => {
      if (!retry) throw error;
      return (await englishOn(page, false)).join(' ');
    });
  return [...new Set(words(text).filter((w) => ENGLISH.has(w)))].sort();
}

async function inLanguage(page: Page, lang: 'de' | 'sr'): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL ?? 'http://127.0.0.1' }]);
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

/** A league page and a match page of the running offer, linked from the sports betting page. */
async function offerRoutes(page: Page): Promise<string[]> {
  await page.goto('/sports-betting');
  const hrefs = await page.locator('a[href^="/sports-betting"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  // Desktop links a league's events on this page (?league=id), a phone to the league's own route.
  const league = hrefs.find((h) => /[?&]league=\d+/.test(h) || /^\/sports-betting\/[a-z0-9-]+\/\d+\/[a-z0-9-]+\/\d+$/.test(h)) ?? '/sports-betting';
  await page.goto(league);
  const match = (await page.locator('a[href^="/sports-betting/match/"]').first().getAttribute('href', { timeout: 10_000 })) ?? '/sports-betting';
  return [league, match];
}

test.describe.configure({ mode: 'parallel' });

test('the English word list holds the UI and market words', () => {
  for (const w of ['submit', 'deposit', 'balance', 'draw', 'over', 'under', 'goal', 'winner', 'ticket', 'games', 'serbia', 'quarter']) expect(ENGLISH, w).toContain(w);
  for (const w of ['live', 'arena', 'handicap']) expect(ENGLISH, w).not.toContain(w);
});

for (const lang of ['de', 'sr'] as const) {
  test(`every route shows no English word in ${lang}`, async ({ page }, info) => {
    test.setTimeout(240_000);
    await inLanguage(page, lang);
    const found: string[] = [];
    const phone = info.project.name.startsWith('mobile');
    const routes = ROUTES.filter((r) => !r.status).map((r) => ({ path: r.path, target: phone ? r.mobileTarget : r.desktopTarget }));
    for (const path of await offerRoutes(page)) routes.push({ path, target: undefined });
    for (const { path, target } of routes) {
      if (target) await openRedirected(page, path, target);
      else await page.goto(path);
      await islandsHydrated(page);
      const english = await englishOn(page);
      if (english.length) found.push(`${path}: ${english.join(', ')}`);
    }
    expect(found).toEqual([]);
  });

  test(`a player's pages show no English word in ${lang}`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const player = await openPlayer(request, { balance: '250.00', prefix: `w${lang}` });
    // A placed ticket gives my bets and the statement their generated names and references.
    await inLanguage(page, lang);
    const [, match] = await offerRoutes(page);
    await page.goto(match!);
    const odds = page.locator('.bet-groups button[data-odd]:not([disabled])');
    const picks = [];
    // Two markets of one match: "Over" or "Yes" style selections as well as 1/X/2.
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
    }
    const login = await request.post('/api/login', { data: { username: player.username, password: player.password } });
    const token = ((await login.json()) as { access_token: string }).access_token;
    const ticket = await request.post('/api/create_ticket', {
      headers: { authorization: `Bearer ${token}` },
      data: { stake: '10.00', player_id: player.id, type: 'combination', system_sizes: [], odds_change: 'any', ticket_events: picks },
    });
    expect(ticket.status(), await ticket.text()).toBeLessThan(300);
    await signIn(page, player);
    const found: string[] = [];
    for (const path of ['/my-bets', '/account-statement', '/account-settings', '/deposit', '/gaming-history', '/bet-slip', '/', match!]) {
      await page.goto(path);
      await islandsHydrated(page);
      const english = await englishOn(page);
      if (english.length) found.push(`${path}: ${english.join(', ')}`);
    }
    expect(found).toEqual([]);
  });
}
