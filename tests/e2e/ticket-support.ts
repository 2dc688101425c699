// Tickets placed through the API for the journeys that follow a ticket after it is placed
// (results told, cash out in part, my bets of a live match): ice hockey events hours away, a
// slot of its own per test and layout (sport 1 is the slip specs'), and the page's words.
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import en from '../../src/i18n/islands.en.json' with { type: 'json' };
import de from '../../src/i18n/islands.de.json' with { type: 'json' };
import sr from '../../src/i18n/islands.sr.json' with { type: 'json' };
import type { E2EPlayer } from './support/session.ts';
import { isMobile } from './slip-support.ts';

export type Lang = 'en' | 'de' | 'sr';
const WORDS: Record<Lang, Record<string, string>> = { en, de, sr };

/** The islands' text of a key in a language, with its {{params}} filled. */
export function words(lang: Lang): (key: string, params?: Record<string, string | number>) => string {
  return (key, params = {}) => (WORDS[lang][key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

/** An amount as the page writes it: "1,234.50" in English, "1.234,50" in German and Serbian. */
export function written(minor: number, lang: Lang): string {
  return (minor / 100).toLocaleString(lang === 'en' ? 'en-US' : 'de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** The page in a language from its first request (the cookie) and for its islands (local storage). */
export async function inLanguage(page: Page, lang: Lang): Promise<void> {
  if (lang === 'en') return;
  await page.context().addCookies([{ name: 'lang', value: lang, url: test.info().project.use.baseURL ?? 'http://127.0.0.1' }]);
  await page.addInitScript((l) => localStorage.setItem('lang', l), lang);
}

interface OfferOdd {
  name: string;
  custom_id: string;
  odds: string;
}
export interface HockeyEvent {
  fi: number;
  realName: string;
  home: OfferOdd;
}

/**
 * An ice hockey event at least three hours away with a full-time market: the `slot`-th of
 * them (by id), the next one on the phone, so each test and layout has its own.
 */
export async function hockeyEvent(request: APIRequestContext, info: TestInfo, slot: number): Promise<HockeyEvent> {
  const { leagues } = (await (await request.get('/api/get_leagues?sport_id=17')).json()) as { leagues: Array<{ id: number }> };
  type Upcoming = { fi: number; time: number; fullTimeBet: { realName: string; odds: OfferOdd[] } | null };
  const all: Upcoming[] = [];
  for (const league of leagues) {
    const { events } = (await (await request.get(`/api/get_events_for_league?league_id=${league.id}`)).json()) as { events: Upcoming[] };
    all.push(...events);
  }
  const later = all.filter((e) => e.fullTimeBet?.odds.some((o) => o.custom_id === 'main.1') && e.time * 1000 > Date.now() + 3 * 3600_000).sort((a, b) => a.fi - b.fi);
  const event = later[slot * 2 + (isMobile(info) ? 1 : 0)];
  expect(event, `ice hockey event ${slot} hours away`).toBeDefined();
  return { fi: event!.fi, realName: event!.fullTimeBet!.realName, home: event!.fullTimeBet!.odds.find((o) => o.custom_id === 'main.1')! };
}

/** Places a single on the home win through the API; the ticket's id and the odds in hundredths. */
export async function placeHomeWin(request: APIRequestContext, player: E2EPlayer, event: HockeyEvent, stake = '10.00'): Promise<{ ticketId: number; odds: number }> {
  const login = await request.post('/api/login', { data: { username: player.username, password: player.password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { access_token: token } = (await login.json()) as { access_token: string };
  const res = await request.post('/api/create_ticket', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      stake,
      player_id: player.id,
      odds_change: 'any',
      ticket_events: [
        {
          event_id: event.fi,
          bet_name: event.realName,
          bet_name_second: '',
          odd_name: event.home.name,
          odd_custom_id: event.home.custom_id,
          odd_value: event.home.odds,
          is_live: 'false',
        },
      ],
    },
    failOnStatusCode: false,
  });
  expect(res.status(), await res.text()).toBe(201);
  const { ticket } = (await res.json()) as { ticket: { id: number | string; ticket_events: Array<{ odd_value: string }> } };
  return { ticketId: Number(ticket.id), odds: Math.round(Number(ticket.ticket_events[0]!.odd_value) * 100) };
}
