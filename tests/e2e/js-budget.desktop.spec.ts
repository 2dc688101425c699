// The JS budget: every page ships under 90 KB of gzipped JavaScript (scripts, module preloads,
// island components and everything they import statically; scripts/bench/js-size.ts). The
// pages render the same HTML on every screen size, so one project measures them.
import { expect, test } from '@playwright/test';
import { JS_BUDGET_GZ_BYTES, measurePageJs } from '../../scripts/bench/js-size.ts';
import { ROUTES } from './routes.ts';
import { bigSoccerLeague, deskLeaguePath, leagueEvents, mobileLeaguePath } from './sports.helpers.ts';

test(`every page ships less than ${JS_BUDGET_GZ_BYTES / 1000} KB of gzipped JavaScript`, async ({ request, baseURL }) => {
  const league = await bigSoccerLeague(request);
  const [event] = await leagueEvents(request, league.id);
  expect(event, 'the biggest soccer league has an event').toBeDefined();
  // A match in play has its own island on its page (the live feed, odds and scoreboard).
  const [live] = ((await (await request.get('/api/get_live_events')).json()) as { events: Array<{ fi: number }> }).events;
  expect(live, 'a match is in play').toBeDefined();
  const paths = [...ROUTES.map((r) => r.path), deskLeaguePath(league), mobileLeaguePath(league), `/sports-betting/match/${event!.fi}`, `/sports-betting/match/${live!.fi}`];

  const over: string[] = [];
  for (const path of paths) {
    const js = await measurePageJs(new URL(path, baseURL).href);
    const route = ROUTES.find((r) => r.path === path);
    expect(js.status, `${path} answers`).toBe(route?.status ?? 200);
    expect(js.missing, `${path} loads every script it names`).toEqual([]);
    if (js.totalGzBytes >= JS_BUDGET_GZ_BYTES) over.push(`${path}: ${(js.totalGzBytes / 1000).toFixed(1)} KB in ${js.files.length} files`);
  }
  expect(over, 'pages over the budget').toEqual([]);
});
