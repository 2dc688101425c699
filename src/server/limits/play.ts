// All the limits that bind a stake, in one service (issue 18 item 5). Every path that takes
// money for play (tickets, casino rounds, a blackjack double) calls holdPlayWithinLimits inside
// the transaction that takes the stake, holding the player's lock (wallet/lock.ts) on the row
// as it is then: the account must be open to play (no cool-off, self-exclusion or lock), the
// day's session time must not be used up, and the stake must fit the stake and loss limits.
// Two stakes sent at once, or a stake and a limit change, run one after the other.
// The one-statement ticket debit and casino round skip the lock only for a player with none of
// these limits (needsLockedPath) and put openToPlay in their guarded UPDATE, re-checked on the
// locked row.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { Tx } from '../wallet/ledger.ts';
import type { LockedPlayer } from '../wallet/lock.ts';
import { DomainError } from '../domain-error.ts';
import { hasStakeLimits, holdStakeWithinLimits } from './stakes.ts';
import { playTimeLimit, playTimeOf, playTimeReached } from './play-time.ts';

/** Whether a stake must take the locked path: any stake, loss or session time limit in force (from the settings as read). */
export function needsLockedPath(player: { settings: unknown }, now: number): boolean {
  return hasStakeLimits(player, now) || playTimeLimit(player, now) !== null;
}

/** SQL true while the players row `p` is open to play at `now` (ISO text, or a placeholder for it): no cool-off, self-exclusion or lock. */
export function openToPlay(p: SQL, now: string | Placeholder): SQL {
  return sql`not ${p}.locked_by_operator and ${p}.self_excluded_at is null and (${p}.cool_off_until is null or ${p}.cool_off_until <= ${now}::timestamptz)`;
}

type Protected = Pick<LockedPlayer, 'coolOffUntil' | 'selfExcludedAt' | 'selfExcludedUntil' | 'lockedByOperator'>;

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** Why the player may not log in or play now (self-exclusion, cool-off, operator's lock), or null. Each says until when; openToPlay is the same rule in SQL. */
export function protectionRefusal(player: Protected, now: number): DomainError | null {
  if (player.selfExcludedAt !== null) {
    const until = iso(player.selfExcludedUntil);
    return new DomainError(
      'forbidden',
      'self_excluded',
      until ? `You have excluded yourself until ${until}; after that, ask us to reopen the account.` : 'You have excluded yourself indefinitely.',
      { until, indefinite: until === null },
    );
  }
  if (player.coolOffUntil !== null && player.coolOffUntil.getTime() > now) {
    const until = iso(player.coolOffUntil);
    return new DomainError('forbidden', 'cool_off', `You are taking a break until ${until}.`, { until });
  }
  if (player.lockedByOperator) return new DomainError('forbidden', 'account_locked', 'This account is locked.', { until: null });
  return null;
}

/**
 * Under the player's lock, in the transaction that takes the stake: refuses a stake of a
 * player who is on a break or excluded (403 account_locked, cool_off, self_excluded), whose day's session time is used
 * up (403 play_time_reached, with when it resets), or that would pass a stake limit or, if
 * lost, a loss limit (409 stake_limit_reached, loss_limit_reached, with the room left).
 */
export async function holdPlayWithinLimits(tx: Tx, now: number, player: LockedPlayer, stake: number): Promise<void> {
  const refusal = protectionRefusal(player, now);
  if (refusal) throw refusal;
  if (playTimeLimit(player, now) !== null) {
    const time = await playTimeOf(tx, player, now);
    if (time.leftMs <= 0) throw playTimeReached(time.resetsAt);
  }
  await holdStakeWithinLimits(tx, now, player, stake);
}
