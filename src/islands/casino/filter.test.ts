import { describe, expect, it } from 'vitest';
import { filterGames, groupByProvider, isCloseMessage, type CasinoGame } from './filter.ts';

const game = (name: string, provider: string, popular = false): CasinoGame => ({ uuid: name, name, image: '', provider, section: 'casino', popular });
const games = [game('Ember Sevens', 'Lumen Forge', true), game('Crystal Orchard', 'Lumen Forge'), game('Foxfire Riches', 'Copperfox', true), game('Stray', '')];

describe('all-games filters', () => {
  it('filters by name case-insensitively and by popularity', () => {
    expect(filterGames(games, '  sEVen ').map((g) => g.name)).toEqual(['Ember Sevens']);
    expect(filterGames(games, '', true).map((g) => g.name)).toEqual(['Ember Sevens', 'Foxfire Riches']);
    expect(filterGames(games, 'zzz')).toEqual([]);
  });

  it('groups by provider in the given order, drops empty groups and puts unknown providers last', () => {
    const groups = groupByProvider(filterGames(games, 'r'), ['Copperfox', 'Lumen Forge', 'Nobody']);
    expect(groups.map((g) => g.provider)).toEqual(['Copperfox', 'Lumen Forge', null]);
    expect(groups[1]!.games.map((g) => g.name)).toEqual(['Ember Sevens', 'Crystal Orchard']);
  });

  it('closes only on closeFrame or close-frame', () => {
    expect(isCloseMessage('closeFrame')).toBe(true);
    expect(isCloseMessage('close-frame')).toBe(true);
    expect(isCloseMessage({ type: 'closeFrame' })).toBe(false);
  });
});
