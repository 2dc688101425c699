import { describe, expect, it } from 'vitest';
import { decodeFavorites, withFavoriteToggled, withFavoritesSynced, type FavoriteEvent } from './live-favorites.ts';

const ev = (fi: number, sportId: number, home = `H${fi}`): FavoriteEvent => ({
  fi,
  home: { name: home },
  away: { name: `A${fi}` },
  time: 100 + fi,
  sportId,
  league: { name: 'L' },
});

describe('live favourites', () => {
  it('keeps a map of sport id to events, toggled per event', () => {
    let f = withFavoriteToggled({}, ev(1, 1));
    f = withFavoriteToggled(f, ev(2, 13));
    f = withFavoriteToggled(f, ev(3, 1));
    expect(Object.keys(f).sort()).toEqual(['1', '13']);
    expect(f['1']!.map((e) => e.fi)).toEqual([1, 3]);
    f = withFavoriteToggled(f, ev(2, 13));
    expect(f['13']).toBeUndefined();
  });

  it('re-syncs to fresh live data and drops events no longer live', () => {
    const f = withFavoriteToggled(withFavoriteToggled({}, ev(1, 1)), ev(2, 1));
    const synced = withFavoritesSynced(f, [ev(2, 1, 'Renamed')]);
    expect(synced).toEqual({ '1': [ev(2, 1, 'Renamed')] });
    expect(withFavoritesSynced(f, [])).toEqual({});
  });

  it('reads a tampered entry as no favourites', () => {
    expect(decodeFavorites('not json')).toEqual({});
    expect(decodeFavorites('{"1":[{"fi":"x"}]}')).toEqual({});
    expect(decodeFavorites(JSON.stringify({ '1': [ev(5, 1)] }))).toEqual({ '1': [ev(5, 1)] });
  });
});
