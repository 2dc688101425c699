// The odds buttons' data contract: every odds button (the server-rendered rows and match
// pages, the live board's React buttons) carries these data attributes, on itself or, for a
// match row, the match's once on the row and the bet group's once on the group (a league page
// of 57 matches was 250 kB, a fifth of it these attributes repeated on every button; issue
// 20). The slip's click script reads the pick back from them with odd-button-pick.ts (a file apart because every
// page loads the reader, while only the live islands write buttons in the browser; the
// tests in odd-button.test.ts hold the two together). Odds in integer hundredths, the start
// in epoch seconds.
import type { WireBetGroup, WireEvent, WireOdd } from './wire.ts';

/** Whether an odd is a market's draw, however the feed names it. */
export function isDraw(odd: WireOdd): boolean {
  return odd.name === 'Draw' || odd.name === 'X' || odd.name === 'Tie' || odd.header === 'Tie';
}

/** The odd's name as the slip and tickets know it: "1", "Draw", "2" or the market's own. */
export const slipOddName = (odd: WireOdd): string => (isDraw(odd) ? 'Draw' : odd.name);

/** The match's attributes of an odds button, which a row may carry once for all its buttons (data-home marks the holder). */
export function oddMatchData(event: WireEvent, live = event.status === 'live'): Record<string, string | number> {
  return {
    'data-event-time': event.time,
    'data-home': event.home.name,
    'data-away': event.away.name,
    'data-sport-id': event.sportId,
    'data-league': event.league.name,
    'data-live': live ? 'true' : 'false',
  };
}

/** The bet group's attributes of an odds button, which a group of buttons may carry once (data-bet-name marks the holder). */
export function oddBetData(group: WireBetGroup): Record<string, string> {
  return { 'data-bet-name': group.realName || group.name, 'data-bet-display': group.name };
}

/**
 * The attributes only the button itself can carry. A live button also names the team its odd
 * backs (data-odd-name2), which a live ticket sends as bet_name_second (spec section 7). An
 * empty handicap is left out (the reader's default).
 */
export function oddOwnData(event: WireEvent, odd: WireOdd, live = event.status === 'live'): Record<string, string | number> {
  return {
    'data-odd': '',
    'data-event-id': event.fi,
    'data-odd-custom-id': odd.custom_id,
    'data-odd-value': odd.value,
    'data-odd-name': slipOddName(odd),
    ...(live && odd.name2 ? { 'data-odd-name2': odd.name2 } : {}),
    'data-odd-header': odd.header === 'Tie' ? 'Draw' : (odd.header ?? ''),
    ...(odd.handicap ? { 'data-handicap': odd.handicap } : {}),
  };
}

/** Every data attribute of the button of one odd, on the button alone. */
export function oddButtonData(event: WireEvent, group: WireBetGroup, odd: WireOdd, live = event.status === 'live'): Record<string, string | number> {
  return { ...oddOwnData(event, odd, live), ...oddBetData(group), ...oddMatchData(event, live) };
}
