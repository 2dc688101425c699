// Shared steps of the sportsbook journeys: finding leagues and events through the API.
import type { APIRequestContext, TestInfo } from '@playwright/test';

export const isMobile = (info: TestInfo) => info.project.name === 'mobile';

export interface League {
  id: number;
  name: string;
  count: number;
  custom_id: string;
  sport_id: number;
}

export async function leagues(request: APIRequestContext, sportId: number): Promise<League[]> {
  return ((await (await request.get(`/api/get_leagues?sport_id=${sportId}`)).json()) as { leagues: League[] }).leagues;
}

/** The soccer league with the most events. */
export async function bigSoccerLeague(request: APIRequestContext): Promise<League> {
  const list = await leagues(request, 1);
  const league = [...list].sort((a, b) => b.count - a.count)[0];
  if (!league) throw new Error('no soccer league in the offer');
  return league;
}

export const mobileLeaguePath = (l: League, sportSlug = 'soccer') => `/sports-betting/${sportSlug}/${l.sport_id}/${l.custom_id.replace(/^\d+-/, '')}/${l.id}`;
export const deskLeaguePath = (l: League) => `/sports-betting?league=${l.id}`;
/** A league's event list on either layout. */
export const leaguePathFor = (info: TestInfo, l: League) => (isMobile(info) ? mobileLeaguePath(l) : deskLeaguePath(l));

export interface WireEvent {
  fi: number;
  home: { name: string };
  away: { name: string };
  league: { id: number; name: string };
  bets: Array<{ custom_id: string; odds: Array<{ custom_id: string; value: number; name: string }> }>;
}

export async function leagueEvents(request: APIRequestContext, leagueId: number): Promise<WireEvent[]> {
  return ((await (await request.get(`/api/get_events_for_league?league_id=${leagueId}`)).json()) as { events: WireEvent[] }).events;
}
