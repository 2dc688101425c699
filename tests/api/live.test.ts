// Live play through the API: events started by test control play out on the simulated
// clock; get_live_events and live search show them with their clock and period extras.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startHarness, type Harness } from './support/harness.ts';
import type { WireEvent } from '../../src/server/feed/types.ts';

let h: Harness;
const pushes: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  h = await startHarness();
  h.rt.bus.subscribe('live', (m) => pushes.push(m));
});
afterAll(async () => {
  await h?.close();
});

const post = (path: string, json?: unknown) => h.request(path, { method: 'POST', json });
const leagueEvents = async (leagueId: number) => ((await (await h.request(`/api/get_events_for_league?league_id=${leagueId}`)).json()) as { events: WireEvent[] }).events;
const live = async (query = '') => {
  const res = await h.request(`/api/get_live_events${query}`);
  return { res, events: res.status === 200 ? ((await res.json()) as { events: WireEvent[] }).events : [] };
};
const start = async (leagueId: number): Promise<WireEvent> => {
  const event = (await leagueEvents(leagueId))[0]!;
  expect((await post(`/api/test/events/${event.fi}/start`)).status).toBe(200);
  return event;
};
const advance = (seconds: number) => post('/api/test/clock/advance', { seconds });

describe('GET /api/get_live_events', () => {
  let soccer: WireEvent;
  let tennis: WireEvent;
  let basketball: WireEvent;
  beforeAll(async () => {
    soccer = await start(101);
    tennis = await start(1301);
    basketball = (await h
      .request('/api/get_leagues?sport_id=18')
      .then((r) => r.json())
      .then((b: { leagues: Array<{ id: number }> }) => start(b.leagues[0]!.id))) as WireEvent;
    await advance(20 * 60);
  });

  it('lists live events of every sport, never cached, with a running clock', async () => {
    const { res, events } = await live();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const ids = events.map((e) => e.fi);
    expect(ids).toEqual(expect.arrayContaining([soccer.fi, tennis.fi, basketball.fi]));
    for (const e of events) expect(e.status).toBe('live');
    const s = events.find((e) => e.fi === soccer.fi)!;
    expect(s.clock).toMatchObject({ period: 1, label: '1H', clocked: true });
    expect(s.clock!.minute).toBeGreaterThanOrEqual(15);
    expect(s.homeGoals).not.toBeNull();
    expect(s.resultPerPeriod).toHaveLength(1);
    expect(s.resultPerPeriod![0]!.home).toBe(s.homeGoals);
  });

  it('narrows to one sport and refuses an unknown one', async () => {
    const { events } = await live('?sport_id=13');
    expect(events.map((e) => e.fi)).toContain(tennis.fi);
    expect(events.every((e) => e.sportId === 13)).toBe(true);
    expect((await live('?sport_id=999')).res.status).toBe(404);
    expect((await live('?sport_id=abc')).res.status).toBe(400);
  });

  it('carries the tennis and basketball extras', async () => {
    const t = (await live('?sport_id=13')).events.find((e) => e.fi === tennis.fi)!;
    expect(t.currentSet).toBeGreaterThanOrEqual(1);
    expect(t.currentSetResult).toMatch(/^\d-\d$/);
    expect(t.currentGameResult).toMatch(/^(0|15|30|40|A|\d+)-(0|15|30|40|A|\d+)$/);
    const b = (await live('?sport_id=18')).events.find((e) => e.fi === basketball.fi)!;
    expect(b.quarter).toBeGreaterThanOrEqual(1);
    expect(b.hasOvertime).toBe(false);
    expect(b.homeGoals! + b.awayGoals!).toBeGreaterThan(0);
    expect(b.resultPerPeriod!.reduce((t2, p) => t2 + p.home, 0)).toBe(b.homeGoals);
  });

  it('publishes small live patches on the bus for the socket hub', async () => {
    // With PostgreSQL the bus goes through LISTEN/NOTIFY, so messages arrive a moment later.
    const soccerPatch = () =>
      pushes
        .filter((m) => m.type === 'live')
        .flatMap((m) => m.events as Array<Record<string, unknown>>)
        .filter((p) => p.id === soccer.fi && (p.live as { clock?: unknown } | undefined)?.clock)
        .at(-1);
    await expect.poll(soccerPatch, { timeout: 10_000 }).toBeDefined();
    // Small enough for PostgreSQL NOTIFY (under 8000 bytes) on a multi-node bus.
    for (const m of pushes.filter((x) => x.type === 'live')) expect(JSON.stringify(m).length).toBeLessThan(8000);
    expect(soccerPatch()).toMatchObject({ id: soccer.fi, live: { clock: { label: '1H' } } });
  });

  it('finds live events with search live=True, results[0] with sport_id', async () => {
    const res = await h.request(`/api/search?query=${encodeURIComponent(tennis.home.name)}&live=True`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { events: WireEvent[]; results: Array<{ sport_id: number; events: WireEvent[] }> };
    expect(body.events.map((e) => e.fi)).toContain(tennis.fi);
    expect(body.results[0]).toMatchObject({ sport_id: 13 });
    expect(body.results[0]!.events.map((e) => e.fi)).toContain(tennis.fi);
  });

  it('plays matches to the end: result, and every market decided from play', async () => {
    await advance(4 * 3600);
    const { events } = await live();
    expect(events.map((e) => e.fi)).not.toContain(soccer.fi);
    await h.rt.feed.idle();
    const result = (await h.rt.db.execute(sql`select home_goals, away_goals from results where event_id = ${soccer.fi}`)) as unknown as { rows: Array<{ home_goals: number }> };
    expect(result.rows).toHaveLength(1);
    const open = (await h.rt.db.execute(sql`select custom_id from odds where event_id in (${soccer.fi}, ${tennis.fi}, ${basketball.fi}) and outcome is null`)) as unknown as {
      rows: Array<{ custom_id: string }>;
    };
    expect(open.rows.map((r) => r.custom_id)).toEqual([]);
    const decided = (await h.rt.db.execute(sql`select outcome from odds where event_id = ${soccer.fi} and custom_id like 'goal_1.%'`)) as unknown as {
      rows: Array<{ outcome: string }>;
    };
    expect(decided.rows.filter((r) => r.outcome === 'won')).toHaveLength(1);
  });
});
