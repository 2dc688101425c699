// Clubs and players of a league and their strengths, drawn from the seed so a league
// always has the same sides with the same form.
import type { LeagueDef } from './leagues.ts';
import { createRng, shuffled } from './random.ts';

/** The `size` distinct club or player names of a league. */
export function leagueSides(league: LeagueDef, seed: number): string[] {
  const rng = createRng(seed, 'sides', league.id);
  const names = new Set<string>();
  const sides = league.sides;
  let guard = 0;
  if (sides.kind === 'clubs') {
    const cities = shuffled(sides.cities, rng);
    const styles = shuffled(sides.styles, rng);
    // Each city once first; a bigger league than the city list reuses cities with another style.
    for (let round = 0; names.size < league.size && round < styles.length; round++) {
      for (const [i, city] of cities.entries()) {
        if (names.size >= league.size) break;
        const style = styles[(i + round) % styles.length] as string;
        names.add(style.replace('{c}', city));
      }
    }
  } else {
    while (names.size < league.size && guard++ < 10_000) {
      names.add(`${rng.pick(sides.given)} ${rng.pick(sides.family)}`);
    }
  }
  return [...names];
}

/** A side's strength on a standard normal scale: same seed, same league, same name, same strength. */
export function sideStrength(seed: number, leagueId: number, name: string): number {
  return createRng(seed, 'strength', leagueId, name).normal() * 0.8;
}
