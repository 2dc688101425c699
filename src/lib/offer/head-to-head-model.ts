// Head-to-head contests (races, fights, cricket, bowls…) share one model between the simulator
// and the odds: a hidden form that starts at the favourite's edge and wanders as a Brownian
// path whose variance adds up to one over the contest; the side ahead at the end wins, or
// the contest is tied when the form ends within a narrow band of level (three-way sports
// only). The odds are that path's exact chances, before the start and from the form and the
// time left.
import { normalCdf } from './models.ts';

/** Form at the start per unit of strength difference (home edge included). */
export const FORM_PER_STRENGTH = 0.6;
/** Chance of a tie where the sport has ties (golf, boxing) between level sides. */
export const TIE_CHANCE = 0.06;
/** Half the width of the tie band per unit of the sport's tie chance (a tie chance of 0.06 gives ±0.075). */
export const TIE_BAND_PER_CHANCE = 1.25;

export interface HeadToHeadChances {
  home: number;
  draw: number;
  away: number;
}

/** Chances of each end from form `lead` with `remaining` (0..1) of the contest's variance still to come. */
export function headToHeadChances(lead: number, remaining: number, tieChance: number): HeadToHeadChances {
  const band = tieChance > 0 ? tieChance * TIE_BAND_PER_CHANCE : 0;
  if (remaining <= 0) {
    if (Math.abs(lead) < band) return { home: 0, draw: 1, away: 0 };
    return lead > 0 ? { home: 1, draw: 0, away: 0 } : { home: 0, draw: 0, away: 1 };
  }
  const sd = Math.sqrt(remaining);
  const home = 1 - normalCdf((band - lead) / sd);
  const away = normalCdf((-band - lead) / sd);
  return { home, draw: Math.max(0, 1 - home - away), away };
}

/** Before the start: the form is the strength difference's share. */
export function headToHeadPreMatch(diff: number, tieChance: number): HeadToHeadChances {
  return headToHeadChances(FORM_PER_STRENGTH * diff, 1, tieChance);
}
