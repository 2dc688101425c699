// URLs of the sportsbook routes, built in one place so every list links the same way.
import type { WireLeague, WireSport } from '../../server/feed/types.ts';
import { timeQuery, type TimeFilter } from './time-filter.ts';

/** "Premier League" -> "premier-league"; the id in the URL is what identifies the league. */
export function slugify(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'all'
  );
}

export function sportHref(sport: Pick<WireSport, 'id' | 'slug'>, time: TimeFilter = 'all'): string {
  return `/sports-betting/sport/${sport.slug}/${sport.id}${timeQuery(time)}`;
}

export function leagueHref(sportSlug: string, league: Pick<WireLeague, 'id' | 'name' | 'sport_id'>, time: TimeFilter = 'all'): string {
  return `/sports-betting/${sportSlug}/${league.sport_id}/${slugify(league.name)}/${league.id}${timeQuery(time)}`;
}

/** The desktop view of checked leagues: their event blocks on the sports betting page. */
export function deskLeaguesHref(leagueIds: readonly number[], time: TimeFilter = 'all'): string {
  const q = new URLSearchParams();
  if (time !== 'all') q.set('time', time);
  for (const id of leagueIds) q.append('league', String(id));
  const s = q.toString();
  return `/sports-betting${s ? `?${s}` : ''}`;
}

export function matchHref(eventId: number): string {
  return `/sports-betting/match/${eventId}`;
}

/** A positive integer route id, or undefined for anything else. */
export function routeId(param: string | undefined): number | undefined {
  if (!param || !/^\d{1,12}$/.test(param)) return undefined;
  const id = Number(param);
  return id > 0 ? id : undefined;
}
