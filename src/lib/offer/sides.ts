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
    // Every club of the league's fixed list, in a seeded order.
    for (const [name] of shuffled(sides.clubs, rng)) if (names.size < league.size) names.add(name);
  } else if (sides.kind === 'named') {
    for (const name of shuffled(sides.names, rng)) if (names.size < league.size) names.add(name);
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
