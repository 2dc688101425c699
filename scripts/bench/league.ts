// Finds a league page to measure: a league with at least `minEvents` upcoming events, found
// through the public read API the way a player's browser would.

export interface LeagueTarget {
  sportId: number;
  sportName: string;
  leagueId: number;
  leagueName: string;
  events: number;
  /** Mobile league route: /sports-betting/{sport-slug}/{sportId}/{league-slug}/{leagueId}. */
  path: string;
}

export type LeagueSearch = { ok: true; league: LeagueTarget } | { ok: false; reason: string };

/** The league and sport URL segment: lowercase, every run of non-alphanumerics becomes '-'. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The first array in a response: the API may answer a bare array or an object wrapping one. */
function listOf(body: unknown, key: string): Record<string, unknown>[] {
  if (Array.isArray(body)) return body as Record<string, unknown>[];
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (Array.isArray(record[key])) return record[key] as Record<string, unknown>[];
    const first = Object.values(record).find(Array.isArray);
    if (first) return first as Record<string, unknown>[];
  }
  return [];
}

async function getJson(base: string, path: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${base}${path}`, { headers: { accept: 'application/json' } });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: res.status, body: undefined };
  }
}

/**
 * Picks, in the preferred sport first (soccer, id 1), the league with the fewest upcoming events
 * that still has at least `minEvents`, so the page measured is "a league page with 50 events"
 * rather than the largest one.
 */
export async function findLeague(base: string, minEvents = 50, preferredSportId = 1): Promise<LeagueSearch> {
  const sportsRes = await getJson(base, '/api/get_sports');
  if (sportsRes.status !== 200) return { ok: false, reason: `GET /api/get_sports answered ${sportsRes.status}` };
  const sports = listOf(sportsRes.body, 'sports');
  if (sports.length === 0) return { ok: false, reason: 'GET /api/get_sports returned no sports' };
  const ordered = [...sports].sort((a, b) => Number(b.id === preferredSportId) - Number(a.id === preferredSportId));

  for (const sport of ordered) {
    const sportId = Number(sport.id);
    const sportName = String(sport.name ?? '');
    const leaguesRes = await getJson(base, `/api/get_leagues?sport_id=${sportId}`);
    if (leaguesRes.status !== 200) return { ok: false, reason: `GET /api/get_leagues?sport_id=${sportId} answered ${leaguesRes.status}` };
    const leagues = listOf(leaguesRes.body, 'leagues')
      .filter((l) => typeof l.count !== 'number' || l.count >= minEvents)
      .sort((a, b) => Number(a.count ?? 0) - Number(b.count ?? 0));
    for (const league of leagues) {
      const leagueId = Number(league.id);
      const eventsRes = await getJson(base, `/api/get_events_for_league?league_id=${leagueId}`);
      if (eventsRes.status !== 200) return { ok: false, reason: `GET /api/get_events_for_league?league_id=${leagueId} answered ${eventsRes.status}` };
      const events = listOf(eventsRes.body, 'events').length;
      if (events < minEvents) continue;
      const leagueName = String(league.name ?? '');
      const sportSlug = typeof sport.slug === 'string' && sport.slug ? sport.slug : slugify(sportName);
      return {
        ok: true,
        league: { sportId, sportName, leagueId, leagueName, events, path: `/sports-betting/${sportSlug}/${sportId}/${slugify(leagueName)}/${leagueId}` },
      };
    }
  }
  return { ok: false, reason: `no league has ${minEvents} or more upcoming events` };
}
