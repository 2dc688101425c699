// The odds buttons' data contract, in one place: every odds button (the server-rendered rows
// and match pages, the live board's React buttons) carries these data attributes, and the
// slip's click script (src/scripts/odds-buttons.ts) reads the pick back from them. Odds in
// integer hundredths, the start in epoch seconds.
import type { WireBetGroup, WireEvent, WireOdd } from './wire.ts';

/** Whether an odd is a market's draw, however the feed names it. */
export function isDraw(odd: WireOdd): boolean {
  return odd.name === 'Draw' || odd.name === 'X' || odd.name === 'Tie' || odd.header === 'Tie';
}

/** The odd's name as the slip and tickets know it: "1", "Draw", "2" or the market's own. */
export const slipOddName = (odd: WireOdd): string => (isDraw(odd) ? 'Draw' : odd.name);

/**
 * The data attributes of the button of one odd. A live button also names the team its odd
 * backs (data-odd-name2), which a live ticket sends as bet_name_second (spec section 7).
 */
export function oddButtonData(event: WireEvent, group: WireBetGroup, odd: WireOdd, live = event.status === 'live'): Record<string, string | number> {
  return {
    'data-odd': '',
    'data-event-id': event.fi,
    'data-odd-custom-id': odd.custom_id,
    'data-odd-value': odd.value,
    'data-odd-name': slipOddName(odd),
    ...(live && odd.name2 ? { 'data-odd-name2': odd.name2 } : {}),
    'data-odd-header': odd.header === 'Tie' ? 'Draw' : (odd.header ?? ''),
    'data-handicap': odd.handicap ?? '',
    'data-bet-name': group.realName || group.name,
    'data-bet-display': group.name,
    'data-event-time': event.time,
    'data-home': event.home.name,
    'data-away': event.away.name,
    'data-sport-id': event.sportId,
    'data-league': event.league.name,
    'data-live': live ? 'true' : 'false',
  };
}

/** What a button's attributes put in the slip (the slip store's Pick). */
export interface ButtonPick {
  match: { id: number; home: string; away: string; time: number; sportId: number; league: string };
  isLive: boolean;
  bet: { name: string; realName: string };
  odd: { name: string; header: string; handicap: string; custom_id: string; value: number; name2?: string };
}

const int = (text: string | undefined): number => {
  const n = Number(text);
  return Number.isFinite(n) ? Math.trunc(n) : 0;
};

/** The pick of a button from its dataset (data-odd-custom-id read as oddCustomId), or null when its data is incomplete. */
export function pickOfButton(d: Readonly<Record<string, string | undefined>>): ButtonPick | null {
  const id = int(d.eventId);
  const value = int(d.oddValue);
  if (!id || !d.oddCustomId || value <= 0) return null;
  const betName = d.betName ?? '';
  return {
    match: { id, home: d.home ?? '', away: d.away ?? '', time: int(d.eventTime), sportId: int(d.sportId), league: d.league ?? '' },
    isLive: d.live === 'true',
    bet: { name: d.betDisplay || betName, realName: betName },
    odd: { name: d.oddName ?? '', header: d.oddHeader ?? '', handicap: d.handicap ?? '', custom_id: d.oddCustomId, value, ...(d.oddName2 ? { name2: d.oddName2 } : {}) },
  };
}
