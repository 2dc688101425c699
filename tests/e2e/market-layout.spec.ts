// Markets as a player reads them (issue 27): Over/Under and handicap prices pair each line's two
// sides in one row at every width (they flowed five to a row at 1440 px, Over 3.5 under Over 1.5),
// and the live match page's first screen at 1440x900 (market-layout.desktop.spec.ts).
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { islandsHydrated } from './support/hydration.ts';
import { liveSoccer } from './support/live-match.ts';

const WIDTHS = { desktop: [1440, 1280, 1050], mobile: [390] };
const widths = (info: TestInfo) => (info.project.name.startsWith('mobile') ? WIDTHS.mobile : WIDTHS.desktop);

interface Row {
  name: string;
  line: number;
  left: number;
  top: number;
}

/** Every Over/Under and handicap button, by market, with its side, line and place on screen. */
async function lineMarkets(page: Page): Promise<Row[][]> {
  return page.evaluate(() => {
    const markets = new Map<Element, Row[]>();
    for (const b of document.querySelectorAll<HTMLElement>('button[data-odd]')) {
      const id = b.dataset.oddCustomId ?? '';
      if (!/^(over_under|handicap)\./.test(id) || !b.dataset.handicap) continue;
      const r = b.getBoundingClientRect();
      if (r.width === 0) continue;
      const group = b.parentElement!;
      const rows = markets.get(group) ?? [];
      rows.push({ name: b.dataset.oddName ?? '', line: Number(b.dataset.handicap), left: Math.round(r.left), top: Math.round(r.top) });
      markets.set(group, rows);
    }
    return [...markets.values()];
  });
}

/** What breaks the pairing: a row that is not one line's two sides, or a side out of its column. */
function unpaired(market: Row[]): string[] {
  const problems: string[] = [];
  const sides = [...new Set(market.map((b) => b.name))];
  const lefts = [...new Set(market.map((b) => b.left))].sort((a, b) => a - b);
  if (lefts.length > 2) problems.push(`${lefts.length} columns`);
  for (const b of market) if ((b.name === sides[0]) !== (b.left === lefts[0])) problems.push(`${b.name} ${b.line} in the wrong column`);
  const rows = Map.groupBy(market, (b) => b.top);
  for (const row of rows.values()) {
    if (row.length !== 2) continue;
    const [a, b] = row.sort((x, y) => x.left - y.left) as [Row, Row];
    if (a.name === b.name || (a.line !== b.line && a.line !== -b.line)) problems.push(`${a.name} ${a.line} beside ${b.name} ${b.line}`);
  }
  return problems;
}

async function soccerLeague(page: Page): Promise<{ id: number; name: string; first: number }> {
  const { leagues } = (await (await page.request.get('/api/get_leagues?sport_id=1')).json()) as { leagues: Array<{ id: number; name: string; count: number }> };
  const league = leagues.find((l) => l.count > 0)!;
  const { events } = (await (await page.request.get(`/api/get_events_for_league?league_id=${league.id}`)).json()) as { events: Array<{ fi: number }> };
  return { id: league.id, name: league.name, first: events[0]!.fi };
}

/** The league's rows under a bet type: on the sports page on a desktop, on the league's own route on a phone. */
function leagueRows(league: { id: number; name: string }, bet: string, info: TestInfo): string {
  if (!info.project.name.startsWith('mobile')) return `/sports-betting?league=${league.id}&bet=${bet}`;
  const slug = league.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/sports-betting/soccer/1/${slug}/${league.id}?bet=${bet}`;
}

test('Over/Under and handicap prices pair each line’s two sides in a row at every width', async ({ page }, info) => {
  test.setTimeout(120_000);
  const league = await soccerLeague(page);
  const pages = [
    `/sports-betting/match/${league.first}`,
    `/sports-betting/match/${await liveSoccer(page)}`,
    leagueRows(league, 'over_under', info),
    leagueRows(league, 'handicap', info),
  ];
  const found: string[] = [];
  for (const width of widths(info)) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await islandsHydrated(page);
      const markets = await lineMarkets(page);
      expect(markets.length, `line markets on ${path}`).toBeGreaterThan(0);
      for (const market of markets) for (const problem of unpaired(market)) found.push(`${width} px, ${path}: ${problem}`);
    }
  }
  expect(found).toEqual([]);
});
