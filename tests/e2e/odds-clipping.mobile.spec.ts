// On a 390 px phone, no odds button may cut its text (issue 27: "Nere…", "Be…", "Bez …" for
// Draw, Both and No goal in German and Serbian, team names in live markets): every market of an
// upcoming and a live match of each sport with markets, and a league's rows for each of its
// bet types, in English, German and Serbian. A label that needs more room wraps or stacks over
// its price; it is never ellipsed or overflowing its button.
import { expect, test, type Page } from '@playwright/test';
import { islandsHydrated } from './support/hydration.ts';
import { clippedOdds } from './support/clipping.ts';
import type { Lang } from './support/words.ts';

interface OfferEvent {
  fi: number;
  sportId: number;
  league: { id: number; name: string };
  bets: Array<{ custom_id: string }>;
}

async function inLanguage(page: Page, lang: Lang): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL ?? 'http://127.0.0.1' }]);
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

test.describe.configure({ mode: 'parallel' });

for (const lang of ['en', 'de', 'sr'] as const) {
  test(`odds buttons show their whole text at 390 px in ${lang}`, async ({ page, request }) => {
    test.setTimeout(240_000);
    expect(page.viewportSize()?.width).toBe(390);
    await inLanguage(page, lang);
    const live = ((await (await request.get('/api/get_live_events')).json()) as { events: OfferEvent[] }).events;
    // One match in play of each sport, and one to come of each sport with markets of its own.
    const bySport = new Map<number, OfferEvent>();
    for (const e of live) if ((bySport.get(e.sportId)?.bets.length ?? -1) < e.bets.length) bySport.set(e.sportId, e);
    const pages = [...bySport.values()].map((e) => `/sports-betting/match/${e.fi}`);
    for (const sportId of [1, 13, 17, 18, 78, 91]) {
      const { leagues } = (await (await request.get(`/api/get_leagues?sport_id=${sportId}`)).json()) as { leagues: Array<{ id: number; name: string; count: number }> };
      const league = leagues.find((l) => l.count > 0);
      if (!league) continue;
      const { events } = (await (await request.get(`/api/get_events_for_league?league_id=${league.id}`)).json()) as { events: OfferEvent[] };
      const next = events.find((e) => e.bets.length > 1);
      if (!next) continue;
      pages.push(`/sports-betting/match/${next.fi}`);
      // Soccer's league rows under each of its bet types (the labels show beside the prices there).
      if (sportId === 1) {
        const base = `/sports-betting/soccer/1/${slug(league.name)}/${league.id}`;
        pages.push(base, ...next.bets.map((g) => `${base}?bet=${g.custom_id}`));
      }
    }
    expect(pages.length).toBeGreaterThan(8);
    pages.push('/live-betting', '/sports-betting/highlights');

    const found: string[] = [];
    for (const path of pages) {
      await page.goto(path);
      await islandsHydrated(page);
      await expect(page.locator('button[data-odd]').first()).toBeAttached({ timeout: 10_000 });
      for (const problem of await clippedOdds(page)) found.push(`${path}: ${problem}`);
    }
    expect(found).toEqual([]);
  });
}
