// The cash-out calls of my bets: the offers of the open tickets, and accepting one. The POST
// goes through sendJson (as the slip's submit does): it needs its own Idempotency-Key and the
// refusal's new value.
import { $session, updateBalance } from '../../../stores/session.ts';
import { parseMajor } from '../../../lib/money/index.ts';
import { apiGet } from '../../api/client.ts';
import { apiErrorOf, sendJson } from '../../api/json.ts';

export interface Offer {
  ticket_id: number;
  value: string | null;
  auto_cash_out: string | null;
}

export async function fetchOffers(signal?: AbortSignal): Promise<Offer[]> {
  const data = await apiGet<{ offers?: Offer[] }>('tickets/cash-out', { noCache: true, signal });
  return Array.isArray(data.offers) ? data.offers : [];
}

/** Reads the offers of a push ({type: 'cash_out', offers}). */
export function offersOfPush(message: Record<string, unknown>): Offer[] {
  const list = message.offers;
  if (!Array.isArray(list)) return [];
  return list.filter((o): o is Offer => typeof o === 'object' && o !== null && typeof (o as Offer).ticket_id === 'number');
}

export type CashOutResult = { ok: true; amount: string; full: boolean } | { ok: false; code: string; value?: string };

export async function postCashOut(ticketId: number, body: { amount: string; part?: string; odds_change: string }, key: string): Promise<CashOutResult> {
  const answer = await sendJson<{ amount: string; full: boolean; balance: string }>('POST', `tickets/${ticketId}/cash-out`, body, {
    token: $session.get()?.access_token,
    headers: { 'Idempotency-Key': key },
  });
  if (answer.status === 0) return { ok: false, code: 'network_error' };
  const data = answer.body ?? {};
  if (answer.ok && typeof data.amount === 'string') {
    const balance = typeof data.balance === 'string' ? parseMajor(data.balance) : undefined;
    if (balance !== undefined) updateBalance(Number(balance));
    return { ok: true, amount: data.amount, full: data.full === true };
  }
  const { code, details } = apiErrorOf(data);
  return { ok: false, code, ...(typeof details.value === 'string' ? { value: details.value } : {}) };
}

export type AutoCashOutResult = { ok: true; value: string | null } | { ok: false; code: string };

/** Sets (a major amount) or clears (null) the value at which the ticket cashes out by itself. */
export async function putAutoCashOut(ticketId: number, value: string | null): Promise<AutoCashOutResult> {
  const answer = await sendJson<{ auto_cash_out: string | null }>('PUT', `tickets/${ticketId}/auto-cash-out`, { value }, { token: $session.get()?.access_token });
  if (answer.status === 0) return { ok: false, code: 'network_error' };
  if (answer.ok) return { ok: true, value: answer.body?.auto_cash_out ?? null };
  return { ok: false, code: apiErrorOf(answer.body).code };
}
