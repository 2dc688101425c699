// What a player types to find a match: the home side's name, as long as the search rule
// (spec section 5: more than 3 characters, no special characters) takes it. Some clubs break
// it ("TPS", "Brighton & Hove Albion"); a player then types the other side, or both.
import { checkSearchTerm } from '../../../src/lib/offer/search-term.ts';

/** The first of home, away and "home away" the search accepts. */
export function termFinding(home: string, away: string): string {
  for (const candidate of [home, away, `${home} ${away}`]) if (checkSearchTerm(candidate).ok) return candidate;
  throw new Error(`no search term finds ${home} v ${away}`);
}
