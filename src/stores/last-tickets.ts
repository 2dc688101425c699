// The player's open tickets as my bets last loaded them, kept in this browser for the app's
// offline page (docs/app.md), which shows them marked as not current with the time they were
// seen. Kept in session storage beside the session itself (src/stores/session.ts), so it
// lives exactly as long as the tab's login: logout deletes it, closing the tab drops it, and
// a shared device never holds one player's tickets for the next. Only the tab's own logged-in
// player's entry is ever shown. Stored versioned and parsed on read: an old or damaged entry
// reads as none.
import { readItem, removeItem, writeItem } from './storage.ts';
import { z, type Shape } from '../lib/shape/index.ts';
import type { TicketView } from '../lib/tickets/ticket-view.ts';

const KEY_PREFIX = 'last-open-tickets:';
const VERSION = 1;

/** The open tickets and when they were seen (epoch ms). */
export interface LastTickets {
  seenAt: number;
  tickets: TicketView[];
}

const nullableString = z.nullable(z.string());
const nullableInt = z.nullable(z.int());

// Typed as a ticket: a field added to TicketView without a check here fails the build.
const Ticket: Shape<TicketView> = z.object({
  id: z.int(),
  status: z.string(),
  type: z.string(),
  system_sizes: z.nullable(z.array(z.int())),
  is_live_ticket: z.boolean(),
  created_at: z.string(),
  stake: z.string(),
  stake_per_bet: z.string(),
  payment: z.string(),
  win_amount: nullableString,
  cash_out: z.string(),
  numberOfBets: z.int(),
  maxCoefficient: z.string(),
  combination: z.enum(['single', 'multi'] as const),
  edited_from: nullableInt,
  edited_into: nullableInt,
  ticket_events: z.array(
    z.object({
      event_id: z.int(),
      bet_name: z.string(),
      odd_name: z.string(),
      odd_header: nullableString,
      odd_handicap: nullableString,
      odd_custom_id: z.string(),
      odd_value: z.string(),
      status: z.string(),
      home_team: z.string(),
      away_team: z.string(),
      result_at_creation: nullableString,
      is_live_event: z.boolean(),
      home_goals: nullableInt,
      away_goals: nullableInt,
      time: z.number(),
      fixed: z.boolean(),
    }),
  ),
  event_bets: z.array(
    z.object({
      event: z.object({
        time: z.number(),
        home: z.string(),
        away: z.string(),
        isLive: z.boolean(),
        resultAtCreation: nullableString,
        result: z.nullable(z.object({ homeGoals: z.int(), awayGoals: z.int() })),
      }),
      bets: z.array(z.object({ betName: z.string(), odd: z.string(), status: z.string() })),
    }),
  ),
});

const Stored = z.object({ v: z.literal(VERSION), player: z.int(), seenAt: z.number(), tickets: z.array(Ticket) });

const keyOf = (playerId: number) => `${KEY_PREFIX}${playerId}`;

/** The stored text of a player's open tickets seen at `seenAt`. */
export function encodeLastTickets(playerId: number, tickets: readonly TicketView[], seenAt: number): string {
  return JSON.stringify({ v: VERSION, player: playerId, seenAt, tickets });
}

/** A player's entry from its stored text; null when it is not this version's valid shape or names another player. */
export function decodeLastTickets(text: string | null, playerId: number): LastTickets | null {
  if (text === null) return null;
  try {
    const parsed = Stored.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.player === playerId ? { seenAt: parsed.data.seenAt, tickets: parsed.data.tickets } : null;
  } catch {
    return null;
  }
}

/** Keeps the player's open tickets as just loaded; when the storage refuses, no older copy is left to pass for the last one. */
export function rememberOpenTickets(playerId: number, tickets: readonly TicketView[], seenAt: number): void {
  if (!writeItem('session', keyOf(playerId), encodeLastTickets(playerId, tickets, seenAt))) removeItem('session', keyOf(playerId));
}

/** The player's open tickets as last seen in this browser, or null when none were kept. */
export function lastOpenTickets(playerId: number): LastTickets | null {
  return decodeLastTickets(readItem('session', keyOf(playerId)), playerId);
}

/** Deletes the player's kept tickets (logout). */
export function forgetOpenTickets(playerId: number): void {
  removeItem('session', keyOf(playerId));
}
