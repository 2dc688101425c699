// The full-time market as a match row shows it: 1 / Draw / 2, with a "Tie" header or name
// renamed Draw, and two-way markets without a draw (spec section 4).
import type { WireBetGroup, WireEvent, WireOdd } from '../../server/feed/types.ts';
import { slipOddName } from '../../lib/offer/odd-button.ts';

export interface ShownOdd {
  odd: WireOdd;
  /** The odd's name as the slip and tickets know it: "1", "Draw", "2" or the market's own. */
  name: string;
}

/** The odds of a market in display order, draw renamed. */
export function shownOdds(group: WireBetGroup): ShownOdd[] {
  return group.odds.map((odd) => ({ odd, name: slipOddName(odd) }));
}

/** The main market's odds of an event, or an empty list when it has none. */
export function mainOdds(event: WireEvent): ShownOdd[] {
  return event.fullTimeBet ? shownOdds(event.fullTimeBet) : [];
}

/** Number of bet groups besides the main market, for the +N link. */
export function otherBetCount(event: WireEvent): number {
  const main = event.fullTimeBet?.custom_id;
  return event.bets.reduce((n, g) => (g.custom_id === main ? n : n + 1), 0);
}

/** The label of one odd inside its market: its name (Draw translated), then its line or
 *  handicap; a team name (name2) is added only where the name alone says little. */
export function oddLabel(odd: WireOdd, name: string, drawLabel: string): string {
  if (name === 'Draw') return drawLabel;
  const parts = [name];
  if (odd.name2 && name !== '1' && name !== '2' && !name.includes(odd.name2)) parts.push(odd.name2);
  if (odd.handicap && !name.includes(odd.handicap)) parts.push(odd.handicap);
  return parts.join(' ');
}

export interface BetType {
  custom_id: string;
  name: string;
  /** How many of the events offer it. */
  count: number;
}

/** The bet types other than the main market offered across events, with how many events offer each. */
export function otherBetTypes(events: readonly WireEvent[]): BetType[] {
  const types = new Map<string, BetType & { priority: number }>();
  for (const e of events) {
    const main = e.fullTimeBet?.custom_id;
    for (const g of e.bets) {
      if (g.custom_id === main) continue;
      const known = types.get(g.custom_id);
      if (known) known.count += 1;
      else types.set(g.custom_id, { custom_id: g.custom_id, name: g.name, count: 1, priority: g.priority });
    }
  }
  return [...types.values()].sort((a, b) => a.priority - b.priority).map(({ custom_id, name, count }) => ({ custom_id, name, count }));
}

/** The market a row shows: the chosen bet type, or the main market when none is chosen. */
export function marketOf(event: WireEvent, betType: string | undefined): WireBetGroup | null {
  if (!betType) return event.fullTimeBet;
  return event.bets.find((g) => g.custom_id === betType) ?? null;
}

/** Sports whose league pages show market tabs (spec section 9) and the tabs they offer, in order. */
export const MARKET_TABS: Readonly<Record<number, readonly string[]>> = {
  1: ['main', 'over_under', 'handicap', 'goal_1', 'double_chance', 'btts'],
  13: ['main', 'set_1', 'set_betting', 'handicap', 'over_under'],
  18: ['main', 'handicap', 'over_under', 'period_1'],
};

/** Bet types ordered for a sport's menu: its market tabs first (when it has them), then the rest by priority. */
export function orderForSport(sportId: number, types: BetType[]): BetType[] {
  const tabs = MARKET_TABS[sportId];
  if (!tabs) return types;
  const rank = (id: string): number => {
    const i = tabs.indexOf(id);
    return i < 0 ? tabs.length : i;
  };
  return [...types].sort((a, b) => rank(a.custom_id) - rank(b.custom_id));
}

/** The translation key of the tooltip explaining a bet type, or null when it needs none. */
export function betTypeTip(customId: string, oddsCount: number): string | null {
  if (customId === 'main') return oddsCount === 3 ? 'sports.tip.threeWay' : 'sports.tip.twoWay';
  if (customId === 'over_under') return 'sports.tip.overUnder';
  if (customId === 'handicap') return 'sports.tip.handicap';
  if (customId === 'set_betting') return 'sports.tip.setResult';
  if (/^goal_\d+$/.test(customId)) return 'sports.tip.nextGoal';
  if (/^set_\d+$/.test(customId)) return 'sports.tip.setWinner';
  if (/remaining|rest_of_match/.test(customId)) return 'sports.tip.matchRemaining';
  return null;
}
