// Stake limits (account settings): ticket stakes and casino stakes of the period count together
// against the daily, weekly and monthly limit. The check runs inside the transaction that takes
// the stake, under the player's lock (wallet/lock.ts), against the settings read under that
// lock, so two stakes placed at once, or a stake and a limit change, cannot both pass against
// the same remainder.
import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { gameRounds, tickets } from '../db/schema.ts';
import type { Tx } from '../wallet/ledger.ts';
import type { LockedPlayer } from '../wallet/lock.ts';
import { DomainError } from '../domain-error.ts';
import { readSettings } from '../player/settings.ts';
import { LIMIT_PERIODS, effectiveLimit, periodStart, remainingUnder, type Limits } from '../../lib/limits/index.ts';
import { formatMajor } from '../../lib/money/index.ts';

/** Whether any limit of the set is in force at `now`. */
export function anyLimitInForce(limits: Limits, now: number): boolean {
  return LIMIT_PERIODS.some((p) => effectiveLimit(limits[p], now).value !== null);
}

/** Whether any of the player's stake limits is in force at `now` (from settings as read). */
export function hasStakeLimits(player: { settings: unknown }, now: number): boolean {
  return anyLimitInForce(readSettings(player.settings).stake_limits, now);
}

/**
 * SQL that is true when the players row `p` has no stake limit in force at `now`: the same
 * rule as effectiveLimit, read from the jsonb settings. The one-statement ticket debit puts it
 * in its guarded UPDATE, which PostgreSQL re-checks on the locked row version, so a limit set
 * a moment before is never skipped: the debit then writes nothing and the ticket takes the
 * locked path.
 */
export function noStakeLimitInForce(p: SQL, now: number): SQL {
  return sql`not exists (
    select 1 from jsonb_each(case when jsonb_typeof(${p}.settings->'stake_limits') = 'object' then ${p}.settings->'stake_limits' else '{}'::jsonb end) as l(period, lim)
    where case when jsonb_typeof(lim->'pending') = 'object' and (lim->'pending'->>'effectiveAt')::numeric <= ${now}::numeric
      then jsonb_typeof(lim->'pending'->'value') = 'number'
      else jsonb_typeof(lim->'value') = 'number' end)`;
}

/** Ticket and casino stakes of the player since a moment, in minor units. */
async function stakedSince(tx: Tx, playerId: number, from: number): Promise<number> {
  const since = new Date(from);
  const [casino] = await tx
    .select({ total: sql<string>`coalesce(sum(${gameRounds.bet}), 0)::text` })
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), gte(gameRounds.createdAt, since)));
  const [sports] = await tx
    .select({ total: sql<string>`coalesce(sum(${tickets.stake}), 0)::text` })
    .from(tickets)
    .where(and(eq(tickets.playerId, playerId), gte(tickets.createdAt, since)));
  return Number(casino?.total ?? 0) + Number(sports?.total ?? 0);
}

/** How much more the player may stake now; Infinity without a limit. Call under the player's lock. */
export async function stakeRoom(tx: Tx, player: LockedPlayer, now: number): Promise<number> {
  const limits = readSettings(player.settings).stake_limits;
  if (!anyLimitInForce(limits, now)) return Infinity;
  const totals = new Map<number, number>();
  for (const p of LIMIT_PERIODS) {
    const from = periodStart(p, now);
    if (!totals.has(from)) totals.set(from, await stakedSince(tx, player.id, from));
  }
  return remainingUnder(limits, (from) => totals.get(from) ?? 0, now) ?? Infinity;
}

/**
 * Inside the transaction that will take the stake, holding the player's lock: refuses
 * (409 stake_limit_reached) a stake that would pass a limit. A second stake at the same time
 * waits for the lock and then counts this one.
 */
export async function holdStakeWithinLimits(tx: Tx, now: number, player: LockedPlayer, stake: number): Promise<void> {
  const left = await stakeRoom(tx, player, now);
  if (stake > left) {
    throw new DomainError('conflict', 'stake_limit_reached', `This stake would pass your betting limit. You can stake up to ${formatMajor(Math.max(0, left))} ${player.currency} now.`, {
      remaining: formatMajor(Math.max(0, left)),
    });
  }
}
