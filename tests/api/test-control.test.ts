import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { startHarness, type Harness } from './support/harness.ts';
import type { WireEvent } from '../../src/server/feed/types.ts';

let h: Harness;
const messages: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  h = await startHarness();
  h.rt.bus.subscribe('offer', (m) => messages.push(m));
});
afterAll(async () => {
  await h?.close();
});

type ErrorBody = { error: { code: string } };
const post = (path: string, json?: unknown) => h.request(path, { method: 'POST', json });
const leagueEvents = async (leagueId: number) => ((await (await h.request(`/api/get_events_for_league?league_id=${leagueId}`)).json()) as { events: WireEvent[] }).events;
const byId = async (id: number) => {
  const res = await h.request(`/api/prematch_odds_by_id?event_id=${id}`);
  return res.status === 200 ? ((await res.json()) as { events: WireEvent[] }).events[0] : undefined;
};
const rows = async <T>(query: ReturnType<typeof sql>) => {
  const result = (await h.rt.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

describe('POST /api/test/odds', () => {
  it('sets one odd, bumps the offer version, writes it through and publishes it', async () => {
    const event = (await leagueEvents(101))[1]!;
    const before = h.rt.offer.version();
    const res = await post('/api/test/odds', { event_id: event.fi, odd_custom_id: 'main.1', value: 333 });
    expect(res.status).toBe(200);
    expect(h.rt.offer.version()).toBeGreaterThan(before);
    const after = await byId(event.fi);
    expect(after?.fullTimeBet?.odds[0]).toMatchObject({ value: 333, odds: 3.33 });
    await h.rt.feed.idle();
    const [row] = await rows<{ value: number }>(sql`select value from odds where event_id = ${event.fi} and custom_id = 'main.1'`);
    expect(Number(row?.value)).toBe(333);
    await vi.waitFor(() => expect(messages).toContainEqual(expect.objectContaining({ type: 'odds', event_id: event.fi, odd_custom_id: 'main.1', value: 333 })));
  });

  it('takes decimal odds too', async () => {
    const event = (await leagueEvents(101))[1]!;
    expect((await post('/api/test/odds', { event_id: event.fi, odd_custom_id: 'main.2', odds: 4.5 })).status).toBe(200);
    expect((await byId(event.fi))?.fullTimeBet?.odds[2]?.value).toBe(450);
  });

  it('refuses bad input with a 4xx JSON error', async () => {
    const event = (await leagueEvents(101))[1]!;
    const cases: Array<[unknown, number]> = [
      [{ event_id: event.fi, odd_custom_id: 'main.1' }, 400],
      [{ event_id: event.fi, odd_custom_id: 'main.1', value: 100 }, 400],
      [{ event_id: event.fi, odd_custom_id: 'main.1', value: 150, odds: 1.5 }, 400],
      [{ event_id: 'x', odd_custom_id: 'main.1', value: 150 }, 400],
      [{ event_id: 1, odd_custom_id: 'main.1', value: 150 }, 404],
      [{ event_id: event.fi, odd_custom_id: 'nope.1', value: 150 }, 404],
    ];
    for (const [json, status] of cases) {
      const res = await post('/api/test/odds', json);
      expect(res.status, JSON.stringify(json)).toBe(status);
      expect(((await res.json()) as ErrorBody).error.code).toBeTruthy();
    }
    const malformed = await h.request('/api/test/odds', { method: 'POST', body: '{"event_id":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect((await h.request('/api/test/odds', { method: 'POST' })).status).toBe(400);
  });
});

describe('POST /api/test/bet-group', () => {
  it('suspends and reopens a bet group', async () => {
    const event = (await leagueEvents(101))[2]!;
    expect((await post('/api/test/bet-group', { event_id: event.fi, custom_id: 'main', suspended: true })).status).toBe(200);
    const suspended = await byId(event.fi);
    expect(suspended?.fullTimeBet?.suspended).toBe(true);
    expect(suspended?.fullTimeBet?.odds.every((o) => o.suspended)).toBe(true);
    await h.rt.feed.idle();
    const [row] = await rows<{ suspended: boolean }>(sql`select suspended from bet_groups where event_id = ${event.fi} and custom_id = 'main'`);
    expect(row?.suspended).toBe(true);
    expect((await post('/api/test/bet-group', { event_id: event.fi, custom_id: 'main', suspended: false })).status).toBe(200);
    expect((await byId(event.fi))?.fullTimeBet?.suspended).toBe(false);
  });

  it('refuses unknown groups and wrong types', async () => {
    const event = (await leagueEvents(101))[2]!;
    expect((await post('/api/test/bet-group', { event_id: event.fi, custom_id: 'nope', suspended: true })).status).toBe(404);
    expect((await post('/api/test/bet-group', { event_id: event.fi, custom_id: 'main', suspended: 'yes' })).status).toBe(400);
    expect((await post('/api/test/bet-group', {})).status).toBe(400);
  });
});

describe('POST /api/test/events/{id}/start and /finish', () => {
  it('starts an event: it leaves the pre-match lists and goes live', async () => {
    const event = (await leagueEvents(102))[0]!;
    const res = await post(`/api/test/events/${event.fi}/start`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { event: WireEvent }).event.status).toBe('live');
    expect((await leagueEvents(102)).some((e) => e.fi === event.fi)).toBe(false);
    const live = (await (await h.request(`/api/search?query=${encodeURIComponent(event.home.name)}&live=True`)).json()) as { events: WireEvent[] };
    expect(live.events.map((e) => e.fi)).toContain(event.fi);
    expect(live.events.every((e) => e.status === 'live')).toBe(true);
  });

  it('finishes an event: a result row, decided odds and a result message', async () => {
    const event = (await leagueEvents(103))[0]!;
    const res = await post(`/api/test/events/${event.fi}/finish`, { home_goals: 2, away_goals: 1 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { event: WireEvent };
    expect(body.event).toMatchObject({ status: 'finished', homeGoals: 2, awayGoals: 1 });
    await h.rt.feed.idle();
    const [result] = await rows<{ home_goals: number; away_goals: number }>(sql`select home_goals, away_goals from results where event_id = ${event.fi}`);
    expect(result).toMatchObject({ home_goals: 2, away_goals: 1 });
    const outcomes = await rows<{ custom_id: string; outcome: string | null }>(
      sql`select custom_id, outcome from odds where event_id = ${event.fi} and custom_id like 'main.%' order by custom_id`,
    );
    expect(Object.fromEntries(outcomes.map((o) => [o.custom_id, o.outcome]))).toEqual({ 'main.1': 'won', 'main.2': 'lost', 'main.X': 'lost' });
    await vi.waitFor(() => expect(messages).toContainEqual(expect.objectContaining({ type: 'result', event_id: event.fi, home_goals: 2, away_goals: 1 })));
    const day = new Date(event.time * 1000).toISOString().slice(0, 10);
    const results = (await (await h.request(`/api/results?date=${day}&sport_id=1`)).json()) as { events: Array<{ fi: number; homeGoals: number }> };
    expect(results.events.find((r) => r.fi === event.fi)?.homeGoals).toBe(2);
  });

  it('keeps an early kick-off as the start, so the result is listed under the day the match was played', async () => {
    const now = h.rt.clock.now();
    const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
    const later = (await leagueEvents(105)).find((e) => day(e.time) > day(now / 1000));
    expect(later, 'a match on a later day').toBeDefined();
    const started = (await (await post(`/api/test/events/${later!.fi}/start`)).json()) as { event: WireEvent };
    expect(Math.abs(started.event.time * 1000 - now)).toBeLessThan(60_000);
    expect((await post(`/api/test/events/${later!.fi}/finish`, { home_goals: 1, away_goals: 1 })).status).toBe(200);
    await h.rt.feed.idle();
    const listed = async (date: string) => ((await (await h.request(`/api/results?date=${date}&sport_id=1`)).json()) as { events: Array<{ fi: number; time: number }> }).events;
    expect((await listed(day(now / 1000))).find((r) => r.fi === later!.fi)?.time).toBe(started.event.time);
    expect((await listed(day(later!.time))).some((r) => r.fi === later!.fi)).toBe(false);
  });

  it('refuses to finish twice, unknown ids and bad scores', async () => {
    const event = (await leagueEvents(104))[0]!;
    expect((await post(`/api/test/events/${event.fi}/finish`, { home_goals: 0, away_goals: 0 })).status).toBe(200);
    expect((await post(`/api/test/events/${event.fi}/finish`, { home_goals: 1, away_goals: 0 })).status).toBe(409);
    expect((await post(`/api/test/events/${event.fi}/start`)).status).toBe(409);
    expect((await post('/api/test/events/5/finish', { home_goals: 1, away_goals: 0 })).status).toBe(404);
    expect((await post('/api/test/events/5/start')).status).toBe(404);
    expect((await post('/api/test/events/abc/start')).status).toBe(400);
    const other = (await leagueEvents(104))[0]!;
    expect((await post(`/api/test/events/${other.fi}/finish`, { home_goals: -1, away_goals: 0 })).status).toBe(400);
    expect((await post(`/api/test/events/${other.fi}/finish`, { home_goals: '2' })).status).toBe(400);
  });
});

describe('POST /api/test/clock/advance', () => {
  it('moves time: started events leave the offer and new ones keep the horizon full', async () => {
    const countBefore = h.rt.offer.eventCount();
    const firstBefore = (await leagueEvents(101))[0]!;
    const res = await post('/api/test/clock/advance', { seconds: 2 * 86_400 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { now: number; offset_seconds: number };
    expect(body.offset_seconds).toBeGreaterThanOrEqual(2 * 86_400);
    const after = await leagueEvents(101);
    expect(after.some((e) => e.fi === firstBefore.fi)).toBe(false);
    expect(after.every((e) => e.time > body.now)).toBe(true);
    // Topped up to within a day of the horizon (ten days in production, fewer in the tests).
    expect(Math.max(...after.map((e) => e.time))).toBeGreaterThan(body.now + h.rt.config.feedHorizonSeconds - 86_400);
    expect(h.rt.offer.eventCount()).toBeGreaterThan(countBefore * 0.8);
    expect(((await (await h.request('/api/get_last_minute_events')).json()) as { events: WireEvent[] }).events.length).toBeGreaterThan(0);
    await h.rt.feed.idle();
  });

  it('refuses a backwards or missing amount', async () => {
    expect((await post('/api/test/clock/advance', { seconds: -5 })).status).toBe(400);
    expect((await post('/api/test/clock/advance', {})).status).toBe(400);
    expect((await post('/api/test/clock/advance', { seconds: 'soon' })).status).toBe(400);
  });

  it('documents every test-control route', async () => {
    const doc = (await (await h.request('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    for (const p of ['/api/test/clock/advance', '/api/test/odds', '/api/test/bet-group', '/api/test/events/{id}/start', '/api/test/events/{id}/finish']) {
      expect(Object.keys(doc.paths)).toContain(p);
    }
  });
});
