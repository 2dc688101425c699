import { describe, expect, it } from 'vitest';
import { createOfferStore } from './store.ts';
import type { OfferEvent } from './model.ts';

const NOW = Date.UTC(2026, 10, 23, 12);

function match(id: number, status: OfferEvent['status']): OfferEvent {
  return {
    id,
    leagueId: 101,
    sportId: 1,
    home: `Home ${id}`,
    away: `Away ${id}`,
    startTime: NOW / 1000 + (status === 'live' ? -600 : 3600),
    status,
    highlight: false,
    homeGoals: status === 'live' ? 0 : null,
    awayGoals: status === 'live' ? 0 : null,
    changedAt: NOW,
    groups: [
      {
        customId: 'main',
        name: 'Full time',
        realName: '1X2',
        priority: 1,
        suspended: false,
        odds: [{ customId: 'main.1', name: '1', name2: null, name3: null, header: null, handicap: null, value: 210, suspended: false, outcome: null }],
      },
    ],
  };
}

describe('offer versions', () => {
  const store = createOfferStore(() => NOW);
  store.setCatalog([{ id: 1, name: 'Soccer', slug: 'soccer', priority: 1 }], [{ id: 101, sportId: 1, name: 'Premier League', country: 'England', priority: 1, customId: 'epl' }]);
  store.upsert([match(1, 'live'), match(2, 'scheduled')]);

  it('moves only the full version on live play of a match in play', () => {
    const before = { all: store.version(), prematch: store.prematchVersion() };
    expect(store.applyLive({ id: 1, homeGoals: 1, odds: [['main.1', 150, false]] })).toBe(true);
    expect(store.version()).toBe(before.all + 1);
    expect(store.prematchVersion()).toBe(before.prematch);
    expect(store.event(1)?.homeGoals).toBe(1);
  });

  it('moves both on a pre-match price and when a match starts or ends', () => {
    let prematch = store.prematchVersion();
    expect(store.setOdd(2, 'main.1', 220)).toBe(true);
    expect(store.prematchVersion()).toBe(++prematch);
    expect(store.update(2, { status: 'live' })).toBe(true);
    expect(store.prematchVersion()).toBeGreaterThan(prematch);
    prematch = store.prematchVersion();
    expect(store.update(1, { status: 'finished' })).toBe(true);
    expect(store.prematchVersion()).toBeGreaterThan(prematch);
    expect(store.liveEvents().map((e) => e.fi)).toEqual([2]);
  });
});
