// The logged-user object of spec section 3, as the login call returns it.
import { formatMajor } from '../../lib/money/index.ts';
import type { PlayerRow } from './guard.ts';

const SERBIAN_TIME = new Intl.DateTimeFormat('sr-Latn-RS', {
  timeZone: 'Europe/Belgrade',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

export interface PlayerView {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  /** Major units as a decimal string, e.g. "1000.00". */
  balance: string;
  currency: string;
  /** The previous login (ISO time), or null at a first login. */
  last_login: string | null;
  /** This login's time, formatted in the Serbian locale, as the top bar shows it. */
  logged_in_from: string;
  has_logged_in_before: boolean;
}

export function playerView(player: PlayerRow, previousLogin: Date | null, loginAt: Date): PlayerView {
  return {
    id: player.id,
    username: player.username,
    first_name: player.firstName,
    last_name: player.lastName,
    balance: formatMajor(player.balance),
    currency: player.currency,
    last_login: previousLogin ? previousLogin.toISOString() : null,
    logged_in_from: SERBIAN_TIME.format(loginAt),
    has_logged_in_before: player.hasLoggedInBefore,
  };
}
