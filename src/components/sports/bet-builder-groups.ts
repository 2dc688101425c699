// The picks a match page's bet builder offers: the open odds of the markets the builder
// prices jointly (src/lib/offer/bet-builder.ts), named in the page language, for the goal
// sports whose model gives the joint score distribution.
import type { WireEvent } from '../../server/feed/types.ts';
import { BUILDER_MARKETS } from '../../lib/offer/bet-builder.ts';
import { SPORT_BY_ID } from '../../lib/offer/sports.ts';
import { marketName, selectionName, type Translate } from '../../lib/offer/names.ts';
import type { BuilderGroup } from '../../islands/builder/BetBuilder.tsx';

export function builderGroups(t: Translate, e: WireEvent): BuilderGroup[] | null {
  if (SPORT_BY_ID.get(e.sportId)?.model.kind !== 'goals') return null;
  const groups = e.bets
    .filter((g) => BUILDER_MARKETS.has(g.custom_id) && !g.suspended)
    .sort((a, b) => a.priority - b.priority)
    .map((g) => ({
      id: g.custom_id,
      name: marketName(t, g.name),
      odds: g.odds
        .filter((o) => !o.suspended)
        .map((o) => {
          // "1" and "2" read better as the team they back.
          const who = o.name2 && (o.name === '1' || o.name === '2') ? o.name2 : selectionName(t, o.name);
          return { id: o.custom_id, label: o.handicap ? `${who} ${o.handicap}` : who };
        }),
    }))
    .filter((g) => g.odds.length > 0);
  return groups.length >= 1 ? groups : null;
}
