// Edit bet's calls from my bets: a quote of the edit as the player shapes it (nothing is
// written), and the edit itself with its own Idempotency-Key. Through sendJson: a refusal's
// details (the new value, the moved odds, a limit's room) are read here.
import { $session, updateBalance } from '../../../stores/session.ts';
import { parseMajor } from '../../../lib/money/index.ts';
import { apiErrorOf, sendJson } from '../../api/json.ts';

export interface PickRef {
  event_id: number;
  odd_custom_id: string;
}

export interface EditChanges {
  remove: PickRef[];
  add: Array<PickRef & { is_live: boolean }>;
  /** Major units; absent: the new ticket stakes the old one's value. */
  stake?: string;
}

export interface QuotedSelection extends PickRef {
  odd_value: string;
  is_live: boolean;
  kept: boolean;
  home_team: string;
  away_team: string;
  bet_name: string;
  odd_name: string;
  odd_header: string | null;
  odd_handicap: string | null;
}

export interface Quote {
  ticket_id: number;
  value: string;
  stake: string;
  from_balance: string;
  to_balance: string;
  odds: string;
  max_gain: string;
  number_of_bets: number;
  live: boolean;
  selections: QuotedSelection[];
}

/** A refusal: its code and what its message names (an amount, the room under a limit). */
export interface Refusal {
  code: string;
  details: Record<string, unknown>;
}

export type QuoteResult = { ok: true; quote: Quote } | ({ ok: false } & Refusal);
export type EditResult = { ok: true; ticketId: number } | ({ ok: false } & Refusal);

const token = () => $session.get()?.access_token;

function refusal(status: number, body: unknown): Refusal {
  if (status === 0) return { code: 'network_error', details: {} };
  const { code, details } = apiErrorOf(body);
  return { code, details };
}

/** Prices the edit now; `signal` drops an answer the player has already changed. */
export async function fetchQuote(ticketId: number, changes: EditChanges, signal?: AbortSignal): Promise<QuoteResult> {
  const answer = await sendJson<Quote>('POST', `tickets/${ticketId}/edit/quote`, changes, { token: token(), signal });
  if (answer.ok && answer.body && typeof answer.body.value === 'string') return { ok: true, quote: answer.body as Quote };
  return { ok: false, ...refusal(answer.status, answer.body) };
}

/** Makes the edit the player confirmed: at the quote's value and prices, within the player's odds-change choice. */
export async function postEdit(ticketId: number, changes: EditChanges, quote: Quote, oddsChange: string, key: string): Promise<EditResult> {
  const body = {
    ...changes,
    odds: quote.selections.map((s) => ({ event_id: s.event_id, odd_custom_id: s.odd_custom_id, odd_value: s.odd_value })),
    expected_value: quote.value,
    odds_change: oddsChange,
  };
  const answer = await sendJson<{ ticket: { id: number }; balance: string }>('POST', `tickets/${ticketId}/edit`, body, { token: token(), headers: { 'Idempotency-Key': key } });
  if (answer.ok && answer.body?.ticket && typeof answer.body.ticket.id === 'number') {
    const balance = typeof answer.body.balance === 'string' ? parseMajor(answer.body.balance) : undefined;
    if (balance !== undefined) updateBalance(Number(balance));
    return { ok: true, ticketId: answer.body.ticket.id };
  }
  return { ok: false, ...refusal(answer.status, answer.body) };
}
