import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import type { WireEvent, WireLeague, WireSport } from '../../src/server/feed/types.ts';

let h: Harness;
const horizonDays = () => h.rt.config.feedHorizonSeconds / 86_400;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const get = async <T>(path: string): Promise<{ status: number; body: T; res: Response }> => {
  const res = await h.request(path);
  return { status: res.status, body: (await res.json()) as T, res };
};
type ErrorBody = { error: { code: string; message: string } };
const nowSeconds = () => Math.floor(h.rt.clock.now() / 1000);

describe('GET /api/get_sports', () => {
  it('lists every sport with its upcoming event count, soccer first', async () => {
    const { status, body, res } = await get<{ sports: WireSport[] }>('/api/get_sports');
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=5');
    expect(body.sports).toHaveLength(31);
    expect(body.sports[0]).toMatchObject({ id: 1, name: 'Soccer', slug: 'soccer' });
    for (const s of body.sports) expect(s.count).toBeGreaterThan(0);
    expect(body.sports.find((s) => s.id === 17)?.slug).toBe('ice-hockey');
  });

  it('narrows counts with to_time and hides sports without events', async () => {
    const all = (await get<{ sports: WireSport[] }>('/api/get_sports')).body.sports;
    const soon = (await get<{ sports: WireSport[] }>(`/api/get_sports?to_time=${nowSeconds() + 3 * 3600}`)).body.sports;
    expect(soon.length).toBeLessThan(all.length);
    const soccerSoon = soon.find((s) => s.id === 1)?.count ?? 0;
    expect(soccerSoon).toBeLessThan(all.find((s) => s.id === 1)!.count);
    const none = (await get<{ sports: WireSport[] }>(`/api/get_sports?to_time=${nowSeconds() - 60}`)).body.sports;
    expect(none).toEqual([]);
  });

  it('refuses a to_time that is not a number', async () => {
    const { status, body } = await get<ErrorBody>('/api/get_sports?to_time=tomorrow');
    expect(status).toBe(400);
    expect(body.error.code).toBe('validation_failed');
  });
});

describe('GET /api/get_leagues', () => {
  it('lists the leagues of a sport by priority with counts', async () => {
    const { status, body } = await get<{ leagues: WireLeague[] }>('/api/get_leagues?sport_id=1');
    expect(status).toBe(200);
    expect(body.leagues.length).toBeGreaterThanOrEqual(15);
    expect(body.leagues[0]).toMatchObject({ sport: 'Soccer', sport_id: 1 });
    const priorities = body.leagues.map((l) => l.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    // The busiest league plays five matches a day or more, over the feed's horizon.
    expect(Math.max(...body.leagues.map((l) => l.count))).toBeGreaterThanOrEqual(5 * horizonDays());
    for (const l of body.leagues) expect(l.custom_id).toBeTruthy();
  });

  it('answers a missing, malformed or unknown sport with a 4xx JSON error', async () => {
    expect((await get<ErrorBody>('/api/get_leagues')).status).toBe(400);
    expect((await get<ErrorBody>('/api/get_leagues?sport_id=soccer')).status).toBe(400);
    expect((await get<ErrorBody>('/api/get_leagues?sport_id=-3')).status).toBe(400);
    const unknown = await get<ErrorBody>('/api/get_leagues?sport_id=4242');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('sport_not_found');
  });
});

describe('GET /api/get_events_for_league', () => {
  it('lists upcoming events sorted by time with all bet groups and the main market', async () => {
    const { status, body } = await get<{ events: WireEvent[] }>('/api/get_events_for_league?league_id=101');
    expect(status).toBe(200);
    expect(body.events.length).toBeGreaterThanOrEqual(5 * horizonDays());
    const times = body.events.map((e) => e.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const e = body.events[0]!;
    expect(e.time).toBeGreaterThan(nowSeconds());
    expect(e.league).toMatchObject({ id: 101, sport: 'Soccer', sport_id: 1 });
    expect(e.fullTimeBet?.name).toBe('Full Time Result');
    expect(e.fullTimeBet?.odds.map((o) => o.header)).toEqual(['1', 'Tie', '2']);
    for (const o of e.fullTimeBet!.odds) {
      expect(o.value).toBeGreaterThanOrEqual(101);
      expect(o.odds).toBe(o.value / 100);
    }
    expect(e.bets.length).toBeGreaterThan(3);
  });

  it('narrows the list with to_time', async () => {
    const all = (await get<{ events: WireEvent[] }>('/api/get_events_for_league?league_id=101')).body.events;
    const cut = all[4]!.time;
    const some = (await get<{ events: WireEvent[] }>(`/api/get_events_for_league?league_id=101&to_time=${cut}`)).body.events;
    expect(some.length).toBeGreaterThanOrEqual(5);
    expect(some.length).toBeLessThan(all.length);
    for (const e of some) expect(e.time).toBeLessThanOrEqual(cut);
  });

  it('answers an unknown or malformed league with a 4xx JSON error', async () => {
    expect((await get<ErrorBody>('/api/get_events_for_league?league_id=999999')).status).toBe(404);
    expect((await get<ErrorBody>('/api/get_events_for_league?league_id=1.5')).status).toBe(400);
    expect((await get<ErrorBody>('/api/get_events_for_league')).status).toBe(400);
  });
});

describe('GET /api/get_highlights and /api/get_last_minute_events', () => {
  it('lists highlighted upcoming events', async () => {
    const { status, body } = await get<{ events: WireEvent[] }>('/api/get_highlights');
    expect(status).toBe(200);
    expect(body.events.length).toBeGreaterThan(0);
    for (const e of body.events) expect(e.highlight).toBe(true);
  });

  it('lists events starting within the next hour, each with its sport', async () => {
    const { status, body } = await get<{ events: WireEvent[] }>('/api/get_last_minute_events');
    expect(status).toBe(200);
    expect(body.events.length).toBeGreaterThan(0);
    for (const e of body.events) {
      expect(e.time - nowSeconds()).toBeLessThanOrEqual(3600);
      expect(e.time).toBeGreaterThan(nowSeconds());
      expect(e.league.sport).toBeTruthy();
    }
  });
});

describe('GET /api/prematch_odds_by_id', () => {
  it('gives one event with its league, sport and every bet group', async () => {
    const first = (await get<{ events: WireEvent[] }>('/api/get_events_for_league?league_id=101')).body.events[0]!;
    const { status, body } = await get<{ events: WireEvent[] }>(`/api/prematch_odds_by_id?event_id=${first.fi}`);
    expect(status).toBe(200);
    expect(body.events).toHaveLength(1);
    expect(body.events[0]).toMatchObject({ fi: first.fi, league: { sport: 'Soccer' } });
    expect(body.events[0]!.bets.map((b) => b.name)).toEqual(expect.arrayContaining(['Full Time Result', 'Double Chance', 'Both Teams To Score', '1st Goal']));
  });

  it('answers an unknown, missing or malformed id with a 4xx JSON error', async () => {
    const unknown = await get<ErrorBody>('/api/prematch_odds_by_id?event_id=42');
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('event_not_found');
    expect((await get<ErrorBody>('/api/prematch_odds_by_id')).status).toBe(400);
    expect((await get<ErrorBody>('/api/prematch_odds_by_id?event_id=abc')).status).toBe(400);
    expect((await get<ErrorBody>('/api/prematch_odds_by_id?event_id=99999999999999999999999')).status).toBe(400);
  });
});

describe('GET /api/search', () => {
  it('finds events by team and groups them by league', async () => {
    const home = (await get<{ events: WireEvent[] }>('/api/get_events_for_league?league_id=101')).body.events[0]!.home.name;
    const { status, body } = await get<{ events: WireEvent[]; results: Record<string, WireEvent[]> }>(`/api/search?query=${encodeURIComponent(home)}`);
    expect(status).toBe(200);
    expect(body.events.some((e) => e.home.name === home || e.away.name === home)).toBe(true);
    expect(body.results['England Premier League']?.length).toBeGreaterThan(0);
    for (const [league, events] of Object.entries(body.results)) for (const e of events) expect(e.league.name).toBe(league);
  });

  it('finds nothing without failing', async () => {
    const { status, body } = await get<{ events: WireEvent[]; results: Record<string, WireEvent[]> }>('/api/search?query=Zzzqx');
    expect(status).toBe(200);
    expect(body).toEqual({ events: [], results: {} });
  });

  it('refuses short, empty and special-character terms with search_term_invalid', async () => {
    for (const q of ['abc', '', '%20%20', '%3Cscript%3E', 'a%3Bdrop']) {
      const { status, body } = await get<ErrorBody>(`/api/search?query=${q}`);
      expect(status, q).toBe(400);
      expect(body.error.code, q).toBe('search_term_invalid');
    }
    expect((await get<ErrorBody>('/api/search')).status).toBe(400);
    expect((await get<ErrorBody>('/api/search?query=London&live=maybe')).status).toBe(400);
  });
});

describe('GET /api/results', () => {
  it('answers a valid day with a list', async () => {
    const { status, body } = await get<{ events: unknown[] }>('/api/results?date=2026-01-15');
    expect(status).toBe(200);
    expect(Array.isArray(body.events)).toBe(true);
  });

  it('refuses a malformed date', async () => {
    for (const d of ['', '2026-13-40', 'yesterday', '2026-02-30', '0000-01-01', '+20000-01-01']) expect((await get<ErrorBody>(`/api/results?date=${d}`)).status, d).toBe(400);
    expect((await get<ErrorBody>('/api/results?date=2026-01-15&sport_id=x')).status).toBe(400);
  });
});

describe('the offer in the OpenAPI document', () => {
  it('documents every read route', async () => {
    const doc = (await get<{ paths: Record<string, unknown> }>('/api/openapi.json')).body;
    for (const p of [
      '/api/get_sports',
      '/api/get_leagues',
      '/api/get_events_for_league',
      '/api/get_highlights',
      '/api/get_last_minute_events',
      '/api/prematch_odds_by_id',
      '/api/search',
      '/api/results',
    ]) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });
});
