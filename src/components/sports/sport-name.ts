// A sport's name in the page language. The feed (and the API) name sports in English, so
// pages look the name up as "sport.<slug>" and keep the feed's name for a sport without one.
import { SPORT_BY_ID } from '../../lib/offer/sports.ts';

type Translate = (key: string) => string;

/** The translated name of a sport given by id, falling back to the feed's name. */
export function sportName(t: Translate, sport: { id: number; name: string }): string {
  const slug = SPORT_BY_ID.get(sport.id)?.slug;
  if (!slug) return sport.name;
  const key = `sport.${slug}`;
  const name = t(key);
  return name && name !== key ? name : sport.name;
}

/** The same for a league or an event's league, which carry the sport as sport_id and sport. */
export const leagueSportName = (t: Translate, league: { sport_id: number; sport: string }): string => sportName(t, { id: league.sport_id, name: league.sport });

/** Every sport's translated name by id, for islands that group by sport. */
export function sportNames(t: Translate): Record<number, string> {
  const out: Record<number, string> = {};
  for (const s of SPORT_BY_ID.values()) out[s.id] = sportName(t, s);
  return out;
}
