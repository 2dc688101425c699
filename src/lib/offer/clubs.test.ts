import { describe, expect, it } from 'vitest';
import { LEAGUE_CLUBS, TENNIS_MEN, TENNIS_WOMEN } from './clubs.ts';
import { LEAGUES } from './leagues.ts';
import { leagueSides } from './sides.ts';

describe('the clubs and players of the offer', () => {
  it('gives no club two countries, in whatever league it plays', () => {
    const home = new Map<string, string>();
    const clashes: string[] = [];
    for (const [leagueId, clubs] of Object.entries(LEAGUE_CLUBS)) {
      for (const [name, country] of clubs) {
        const known = home.get(name);
        if (known && known !== country) clashes.push(`${name}: ${known} and ${country} (league ${leagueId})`);
        home.set(name, country);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('repeats no team name within a league', () => {
    for (const league of LEAGUES) {
      const sides = leagueSides(league, 7);
      expect(new Set(sides).size, league.name).toBe(sides.length);
      expect(sides.length, league.name).toBe(league.size);
    }
  });

  it('takes every club league from its fixed list, not from assembled fragments', () => {
    for (const league of LEAGUES.filter((l) => l.sides.kind === 'clubs')) {
      const listed = new Set((LEAGUE_CLUBS[league.id] ?? []).map(([name]) => name));
      expect(listed.size, league.name).toBeGreaterThan(1);
      for (const side of leagueSides(league, 11)) expect(listed.has(side), `${league.name}: ${side}`).toBe(true);
    }
  });

  it('plays domestic leagues with clubs of that country only', () => {
    for (const league of LEAGUES.filter((l) => l.sides.kind === 'clubs' && l.country && !['Europe', 'Balkan'].includes(l.country))) {
      for (const [name, country] of LEAGUE_CLUBS[league.id] ?? []) expect(country, `${league.name}: ${name}`).toBe(league.country);
    }
  });

  it('names tennis players from the tour lists', () => {
    for (const league of LEAGUES.filter((l) => l.sportId === 13)) {
      const pool = new Set(league.name.startsWith('WTA') ? TENNIS_WOMEN : TENNIS_MEN);
      for (const player of leagueSides(league, 3)) expect(pool.has(player), player).toBe(true);
    }
  });
});
