// The limits that bind a stake (account settings): stake limits, where ticket stakes and casino
// stakes of the period count together against the daily, weekly and monthly limit, and loss
// limits (losses.ts). The check runs inside the transaction that takes the stake, under the
// player's lock (wallet/lock.ts), against the settings read under that lock, so two stakes
// placed at once, or a stake and a limit change, cannot both pass against the same remainder.
import { is, Placeholder, sql, type SQL } from 'drizzle-orm';
import { gameRounds, tickets } from '../db/schema.ts';
import type { Tx } from '../wallet/ledger.ts';
import type { LockedPlayer } from '../wallet/lock.ts';
import { DomainError } from '../domain-error.ts';
import { readSettings } from '../player/settings.ts';
import { LIMIT_PERIODS, effectiveLimit, periodStart, remainingUnder, type Limits } from '../../lib/limits/index.ts';
import { formatMajor } from '../../lib/money/index.ts';
import { lossRoom } from './losses.ts';
import { sumsSince } from './period-sums.ts';

/** Whether any limit of the set is in force at `now`. */
export function anyLimitInForce(limits: Limits, now: number): boolean {
  return LIMIT_PERIODS.some((p) => effectiveLimit(limits[p], now).value !== null);
}

/** Whether any of the player's stake or loss limits is in force at `now` (from settings as read). */
export function hasStakeLimits(player: { settings: unknown }, now: number): boolean {
  const settings = readSettings(player.settings);
  return anyLimitInForce(settings.stake_limits, now) || anyLimitInForce(settings.loss_limits, now);
}

/**
 * SQL that is true while the players row `p` still holds the settings as the request read them.
 * The one-statement ticket debit runs only for a player whose settings, as read, have no stake
 * or loss limit in force (hasStakeLimits); it puts this in its guarded UPDATE, which PostgreSQL
 * re-checks on the locked row version, so a limit set a moment before is never skipped: the
 * debit then writes nothing and the ticket takes the locked path. Comparing the stored jsonb is
 * an equality on the row, where re-deriving "a limit in force" in SQL cost a third of the
 * statement.
 */
export function settingsAsRead(p: SQL, settings: unknown): SQL {
  // A placeholder stands for the settings' JSON text in a statement compiled once (tickets/place.ts).
  return sql`${p}.settings = ${is(settings, Placeholder) ? settings : JSON.stringify(settings)}::jsonb`;
}

/** Ticket and casino stakes of the player since each start, in minor units, in one statement. */
function stakedSince(tx: Tx, playerId: number, starts: number[]): Promise<Map<number, number>> {
  return sumsSince(
    tx,
    starts,
    (since) => sql`
    select ${gameRounds.bet}, ${gameRounds.createdAt} from ${gameRounds} where ${gameRounds.playerId} = ${playerId} and ${gameRounds.createdAt} >= ${since}
    union all
    select ${tickets.stake}, ${tickets.createdAt} from ${tickets} where ${tickets.playerId} = ${playerId} and ${tickets.createdAt} >= ${since}`,
  );
}

/** How much more the player may stake now; Infinity without a limit. Call under the player's lock. */
export async function stakeRoom(tx: Tx, player: LockedPlayer, now: number): Promise<number> {
  const limits = readSettings(player.settings).stake_limits;
  if (!anyLimitInForce(limits, now)) return Infinity;
  const starts = LIMIT_PERIODS.filter((p) => effectiveLimit(limits[p], now).value !== null).map((p) => periodStart(p, now));
  const totals = await stakedSince(tx, player.id, starts);
  return remainingUnder(limits, (from) => totals.get(from) ?? 0, now) ?? Infinity;
}

/**
 * Inside the transaction that will take the stake, holding the player's lock: refuses a stake
 * that would pass a stake limit (409 stake_limit_reached) or that, if lost, would pass a loss
 * limit (409 loss_limit_reached, with the room left and when the period resets). A second
 * stake at the same time waits for the lock and then counts this one.
 */
export async function holdStakeWithinLimits(tx: Tx, now: number, player: LockedPlayer, stake: number): Promise<void> {
  const left = await stakeRoom(tx, player, now);
  if (stake > left) {
    throw new DomainError(
      'conflict',
      'stake_limit_reached',
      `This stake would pass your betting limit. You can stake up to ${formatMajor(Math.max(0, left))} ${player.currency} now.`,
      {
        remaining: formatMajor(Math.max(0, left)),
      },
    );
  }
  const loss = await lossRoom(tx, player.id, readSettings(player.settings).loss_limits, now);
  if (stake > loss.left) {
    const resets = loss.resetsAt === null ? null : new Date(loss.resetsAt).toISOString();
    throw new DomainError(
      'conflict',
      'loss_limit_reached',
      `This stake could pass your loss limit. You can stake up to ${formatMajor(loss.left)} ${player.currency} until ${resets}.`,
      {
        remaining: formatMajor(loss.left),
        resets_at: resets,
      },
    );
  }
}
