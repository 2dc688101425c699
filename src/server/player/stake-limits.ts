// The player's own stake limits (account settings). Ticket stakes and casino stakes of the
// period count together against the daily, weekly and monthly limit. The check runs inside the
// transaction that takes the stake, holding the player's row, so two stakes placed at once
// cannot both pass against the same remainder.
import { and, eq, gte, sql } from 'drizzle-orm';
import { gameRounds, players, tickets } from '../db/schema.ts';
import type { Tx } from '../wallet/ledger.ts';
import type { PlayerRow } from '../auth/guard.ts';
import { ApiError } from '../api/errors.ts';
import { readSettings } from './settings.ts';
import { LIMIT_PERIODS, effectiveLimit, periodStart, remainingUnder } from '../../lib/limits/index.ts';
import { formatMajor } from '../../lib/money/index.ts';

/** Whether any of the player's stake limits is in force at `now`. */
export function hasStakeLimits(player: PlayerRow, now: number): boolean {
  const limits = readSettings(player.settings).stake_limits;
  return LIMIT_PERIODS.some((p) => effectiveLimit(limits[p], now).value !== null);
}

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

/**
 * Inside the transaction that will take the stake: when the player has a limit in force, locks
 * the player's row until the transaction ends and refuses (409 stake_limit_reached) a stake that
 * would pass a limit. A second stake at the same time waits for the lock and then counts this one.
 */
export async function holdStakeWithinLimits(tx: Tx, now: number, player: PlayerRow, stake: number): Promise<void> {
  if (!hasStakeLimits(player, now)) return;
  await tx.execute(sql`select ${players.id} from ${players} where ${players.id} = ${player.id} for update`);
  const limits = readSettings(player.settings).stake_limits;
  const totals = new Map<number, number>();
  for (const p of LIMIT_PERIODS) {
    const from = periodStart(p, now);
    if (!totals.has(from)) totals.set(from, await stakedSince(tx, player.id, from));
  }
  const left = remainingUnder(limits, (from) => totals.get(from) ?? 0, now) ?? Infinity;
  if (stake > left) {
    throw new ApiError(409, 'stake_limit_reached', `This stake would pass your betting limit. You can stake up to ${formatMajor(Math.max(0, left))} ${player.currency} now.`, {
      remaining: formatMajor(Math.max(0, left)),
    });
  }
}
