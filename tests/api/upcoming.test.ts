// The live page's Upcoming tab (issue 16): each range is its own list of the offer, not one
// set of the soonest matches filtered in the browser.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './support/harness.ts';
import { UPCOMING_PAGE_SIZE } from '../../src/lib/offer/upcoming-range.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

interface Page {
  range: string;
  events: Array<{ fi: number; time: number }>;
  offset: number;
  total: number;
  counts: Record<string, number>;
}

const get = async (query: string): Promise<Page> => {
  const res = await h.request(`/api/get_upcoming_events?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

describe('GET /api/get_upcoming_events', () => {
  it('answers each range with the matches starting within it, soonest first, and counts every range', async () => {
    const now = Math.floor(h.rt.clock.now() / 1000);
    const day = await get('range=24h');
    const three = await get('range=3d');
    const long = await get('range=long');
    expect(day.counts).toEqual(three.counts);
    expect(day.total).toBe(day.counts['24h']);
    // The ranges differ: the offer reaches days ahead, so each wider range holds more.
    expect(day.counts['3h']).toBeLessThan(day.counts['24h'] as number);
    expect(day.counts['24h']).toBeLessThan(day.counts['3d'] as number);
    expect(day.counts['3d']).toBeLessThan(day.counts.long as number);
    for (const page of [day, three, long]) {
      expect(page.events.length).toBe(Math.min(UPCOMING_PAGE_SIZE, page.total));
      const times = page.events.map((e) => e.time);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.min(...times)).toBeGreaterThan(now);
    }
    // The last match of the 24 h range starts within 24 h; the 3-day range reaches past it.
    const lastOfDay = await get(`range=24h&offset=${day.total - 1}`);
    expect(lastOfDay.events).toHaveLength(1);
    expect(lastOfDay.events[0]?.time).toBeLessThanOrEqual(now + 24 * 3600);
    const lastOfThree = await get(`range=3d&offset=${three.total - 1}`);
    expect(lastOfThree.events[0]?.time).toBeGreaterThan(now + 24 * 3600);
    expect(lastOfThree.events[0]?.time).toBeLessThanOrEqual(now + 72 * 3600);
  });

  it('pages through a range without repeating a match', async () => {
    const first = await get('range=3d');
    const second = await get(`range=3d&offset=${UPCOMING_PAGE_SIZE}`);
    expect(second.offset).toBe(UPCOMING_PAGE_SIZE);
    const ids = new Set(first.events.map((e) => e.fi));
    expect(second.events.some((e) => ids.has(e.fi))).toBe(false);
    expect((second.events[0]?.time ?? 0) >= (first.events.at(-1)?.time ?? 0)).toBe(true);
  });

  it('refuses an unknown range', async () => {
    expect((await h.request('/api/get_upcoming_events?range=week')).status).toBe(400);
  });
});
