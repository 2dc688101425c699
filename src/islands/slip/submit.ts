// Places the slip as a ticket. Through sendJson rather than the shared client, because the
// slip needs the refusal's details (the new odds, the limit's value) and its own
// Idempotency-Key header, one per submit attempt so a retried request never debits twice.
import { $session, updateBalance } from '../../stores/session.ts';
import { parseMajor } from '../../lib/money/index.ts';
import type { OddsChange } from '../../stores/slip-actions.ts';
import { apiErrorOf, sendJson } from '../api/json.ts';

export interface PlacedTicket {
  id: number;
  stake: string;
  payment: string;
}

export type SubmitResult =
  { ok: true; ticket: PlacedTicket } | { ok: false; code: string; changes: OddsChange[]; value?: string; currency?: string; remaining?: string; resetsAt?: string; until?: string };

function readChanges(raw: unknown): OddsChange[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((c: Record<string, unknown>) => {
    const value = typeof c.value === 'number' ? c.value : typeof c.odds === 'string' ? Number(parseMajor(c.odds) ?? NaN) : NaN;
    const eventId = Number(c.event_id);
    return Number.isFinite(value) && Number.isFinite(eventId) && typeof c.odd_custom_id === 'string' ? [{ event_id: eventId, odd_custom_id: c.odd_custom_id, value }] : [];
  });
}

/** POST /api/create_ticket; on success the response's balance goes into the session at once. */
export async function submitTicket(body: unknown, idempotencyKey: string): Promise<SubmitResult> {
  const answer = await sendJson<{ ticket: PlacedTicket; balance: string }>('POST', 'create_ticket', body, {
    token: $session.get()?.access_token,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  if (answer.status === 0) return { ok: false, code: 'network_error', changes: [] };
  const data = answer.body ?? {};
  if (answer.ok && data.ticket) {
    const balance = typeof data.balance === 'string' ? parseMajor(data.balance) : undefined;
    if (balance !== undefined) updateBalance(Number(balance));
    return { ok: true, ticket: data.ticket };
  }
  const { code, details } = apiErrorOf(data);
  return {
    ok: false,
    code,
    changes: readChanges(details.changes),
    ...(typeof details.value === 'string' || typeof details.value === 'number' ? { value: String(details.value) } : {}),
    ...(typeof details.currency === 'string' ? { currency: details.currency } : {}),
    // Limit refusals name the room left and when the period resets (loss limit) or logins reopen (session time).
    ...(typeof details.remaining === 'string' ? { remaining: details.remaining } : {}),
    ...(typeof details.resets_at === 'string' ? { resetsAt: details.resets_at } : {}),
    ...(typeof details.until === 'string' ? { until: details.until } : {}),
  };
}

/** A fresh key per submit attempt (crypto.randomUUID where the browser has it). */
export function newIdempotencyKey(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}
