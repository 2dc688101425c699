// The JS budget: every page ships under 90 KB of gzipped JavaScript (scripts, module preloads,
// island components and everything they import statically; scripts/bench/js-size.ts). The
// pages render the same HTML on every screen size, so one project measures them.
import { expect, test } from '@playwright/test';
import { JS_BUDGET_GZ_BYTES, measurePageJs } from '../../scripts/bench/js-size.ts';
import { ROUTES } from './routes.ts';
import { bigSoccerLeague, deskLeaguePath, leagueEvents, mobileLeaguePath } from './sports.helpers.ts';

// Pages still over the target (issue 15, item 5, open for them): each may not grow past the
// ceiling measured when the budget came in, so their figure can only go down until it meets it.
const OVER_TARGET_CEILING_GZ_BYTES: Readonly<Record<string, number>> = {
  '/live-betting': 96_000,
  '/casino-games': 91_000,
  '/live-casino': 91_000,
  '/evo-auto-games': 91_000,
  '/': 91_000,
};

test(`every page ships less than ${JS_BUDGET_GZ_BYTES / 1000} KB of gzipped JavaScript`, async ({ request, baseURL }) => {
  const league = await bigSoccerLeague(request);
  const [event] = await leagueEvents(request, league.id);
  expect(event, 'the biggest soccer league has an event').toBeDefined();
  const paths = [...ROUTES.map((r) => r.path), deskLeaguePath(league), mobileLeaguePath(league), `/sports-betting/match/${event!.fi}`];

  const over: string[] = [];
  for (const path of paths) {
    const js = await measurePageJs(new URL(path, baseURL).href);
    const route = ROUTES.find((r) => r.path === path);
    expect(js.status, `${path} answers`).toBe(route?.status ?? 200);
    expect(js.missing, `${path} loads every script it names`).toEqual([]);
    const budget = OVER_TARGET_CEILING_GZ_BYTES[path] ?? JS_BUDGET_GZ_BYTES;
    if (js.totalGzBytes >= budget) over.push(`${path}: ${(js.totalGzBytes / 1000).toFixed(1)} KB (budget ${budget / 1000} KB) in ${js.files.length} files`);
  }
  expect(over, 'pages over the budget').toEqual([]);
});
