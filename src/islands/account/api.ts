// The shapes of the account API (src/server/api/account.ts) as the islands read them.
import type { Lang } from '../../lib/format/lang.ts';

export interface LimitView {
  value: string | null;
  pending: { value: string | null; effective_at: string } | null;
}
export interface LimitsView {
  daily: LimitView;
  weekly: LimitView;
  monthly: LimitView;
}
export interface Personal {
  title: 'mr' | 'mrs' | null;
  date_of_birth: string | null;
  street: string;
  house_number: string;
  zip: string;
  city: string;
  country: string;
  mobile_phone: string;
  contact_language: Lang;
}
export interface Account {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  balance: string;
  currency: string;
  personal: Personal;
  stake_limits: LimitsView;
  deposit_limits: LimitsView;
  /** Net loss (stakes minus returns) per period. */
  loss_limits: LimitsView;
  auto_logout_minutes: number;
  reality_check_minutes: number;
  /** How the player reads prices: decimal, fractional or american. */
  odds_format: string;
  /** Quick bet: a tapped price opens a one-tap stake sheet instead of the slip. */
  quick_bet: boolean;
  /** The stake of the last quick bet (major units), or null before the first. */
  quick_bet_stake: string | null;
  /** The daily session time limit (minutes) and today's time on site; the server ends every session at ends_at. */
  session_time: SessionTime;
  /** Bounds of one deposit; the daily play-money cap, what it leaves today, and what the cap and the limits leave now. */
  deposit: { min: string; max: string; presets: string[]; daily_cap: string; cap_left: string; left: string };
}
export interface SessionTime {
  limit_minutes: number | null;
  pending: { minutes: number | null; effective_at: string } | null;
  used_seconds: number;
  left_seconds: number | null;
  ends_at: string | null;
  resets_at: string;
}
export interface StatementEntry {
  id: number;
  created_at: string;
  kind: string;
  reference: string | null;
  amount: string;
  balance_after: string;
}
export interface Statement {
  total: number;
  entries: StatementEntry[];
}

/** The account, always fresh from the server (settings pages must not show a cached copy). */
export async function fetchAccount(): Promise<Account> {
  const { apiGet } = await import('../api/client.ts');
  return apiGet<Account>('account', { noCache: true });
}

/** The message key of a failed account call: the API's code when translated, else a general one. */
export function failureKey(error: unknown, known: readonly string[]): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const status = typeof error === 'object' && error !== null && 'status' in error ? Number((error as { status: unknown }).status) : -1;
  if (status === 0) return 'network_error_message';
  return known.includes(code) ? `account.error.${code}` : 'account.error.generic';
}
