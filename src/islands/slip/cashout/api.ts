// The cash-out calls of my bets: the offers of the open tickets, and accepting one. A direct
// fetch for the POST (as the slip's submit does): it needs its own Idempotency-Key and the
// refusal's new value.
import { $session, updateBalance } from '../../../stores/session.ts';
import { parseMajor } from '../../../lib/money/index.ts';
import { apiGet } from '../../api/client.ts';

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
  const token = $session.get()?.access_token;
  let response: Response;
  try {
    response = await fetch(`/api/tickets/${ticketId}/cash-out`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, code: 'network_error' };
  }
  const data = (await response.json().catch(() => ({}))) as { amount?: string; full?: boolean; balance?: string; error?: { code?: unknown; details?: { value?: unknown } } };
  if (response.ok && typeof data.amount === 'string') {
    const balance = typeof data.balance === 'string' ? parseMajor(data.balance) : undefined;
    if (balance !== undefined) updateBalance(Number(balance));
    return { ok: true, amount: data.amount, full: data.full === true };
  }
  const value = data.error?.details?.value;
  return { ok: false, code: typeof data.error?.code === 'string' ? data.error.code : 'http_error', ...(typeof value === 'string' ? { value } : {}) };
}

export type AutoCashOutResult = { ok: true; value: string | null } | { ok: false; code: string };

/** Sets (a major amount) or clears (null) the value at which the ticket cashes out by itself. */
export async function putAutoCashOut(ticketId: number, value: string | null): Promise<AutoCashOutResult> {
  const token = $session.get()?.access_token;
  try {
    const response = await fetch(`/api/tickets/${ticketId}/auto-cash-out`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ value }),
    });
    const data = (await response.json().catch(() => ({}))) as { auto_cash_out?: string | null; error?: { code?: unknown } };
    if (response.ok) return { ok: true, value: data.auto_cash_out ?? null };
    return { ok: false, code: typeof data.error?.code === 'string' ? data.error.code : 'http_error' };
  } catch {
    return { ok: false, code: 'network_error' };
  }
}
