// Places the slip as a ticket, and says what a refusal means. Through sendJson rather than the
// shared client, because the slip needs the refusal's details (the new odds, the limit's value)
// and its own Idempotency-Key header, one per submit attempt so a retried request never debits twice.
import { $session, updateBalance } from '../../stores/session.ts';
import type { OddsChange } from '../../stores/slip-actions.ts';
import { apiErrorOf, sendJson } from '../api/json.ts';
import { formatAmount, parseMajor, type MoneyLocale } from '../../lib/money/index.ts';
import { stakeLimitValue, MAX_COMBINATIONS, type StakeProblem } from '../../lib/slip/rules.ts';

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

// What the player reads when the server refuses a ticket: the slip and the quick-bet sheet alike.
const KNOWN_REFUSALS = new Set([
  'event_started',
  'event_unavailable',
  'selection_unavailable',
  'selection_suspended',
  'stake_limit_reached',
  'loss_limit_reached',
  'invalid_system',
  'account_locked',
  'cool_off',
  'self_excluded',
  'play_time_reached',
  'duplicate_selection',
  'odds_changed',
  'terms_acceptance_required',
]);

/** The translation key of a refused ticket's code. */
export function refusalKey(code: string): string {
  if (code === 'insufficient_funds') return 'slip.insufficient_funds_error_message';
  if (code === 'unauthorized' || code === 'invalid_token' || code === 'token_revoked') return 'must_be_logged_in';
  return KNOWN_REFUSALS.has(code) ? `slip.error.${code}` : 'slip.error.generic';
}

// The spec gives the per-bet minimum the same message as the total minimum, with its own value.
const STAKE_MESSAGE: Readonly<Record<StakeProblem, string>> = {
  max_stake: 'slip.max_stake_error_message',
  min_stake: 'slip.min_stake_error_message',
  min_stake_per_bet: 'slip.min_stake_error_message',
  max_system_stake: 'slip.max_system_stake_error_message',
  min_system_stake: 'slip.min_system_stake_error_message',
  min_system_combination_stake: 'slip.min_system_combination_stake_error_message',
  too_many_combinations: 'slip.error.too_many_combinations',
  no_bets: 'slip.error.no_bets',
};

const isStakeProblem = (code: string): code is StakeProblem => Object.hasOwn(STAKE_MESSAGE, code);

/** The message of a broken stake rule (a check in the browser or the server's refusal) with its values, or null when the code is not one. */
export function stakeRefusal(code: string, currency: string, lang: MoneyLocale): { key: string; params: { value: string; currency: string } } | null {
  if (!isStakeProblem(code)) return null;
  const limit = stakeLimitValue(code);
  return { key: STAKE_MESSAGE[code], params: { value: limit !== null ? formatAmount(limit, lang) : String(MAX_COMBINATIONS), currency } };
}
