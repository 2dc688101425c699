// The player's own stake limits (account settings) hold for casino rounds too: casino stakes
// and ticket stakes of the period count together against the daily, weekly and monthly limit.
import { and, eq, gte, sql } from 'drizzle-orm';
import { gameRounds, tickets } from '../db/schema.ts';
import type { Runtime } from '../runtime.ts';
import type { PlayerRow } from '../auth/guard.ts';
import { ApiError } from '../api/errors.ts';
import { readSettings } from '../player/settings.ts';
import { LIMIT_PERIODS, effectiveLimit, periodStart, remainingUnder } from '../../lib/limits/index.ts';
import { formatMajor } from '../../lib/money/index.ts';

async function stakedSince(rt: Runtime, playerId: number, from: number): Promise<number> {
  const since = new Date(from);
  const [casino] = await rt.db
    .select({ total: sql<string>`coalesce(sum(${gameRounds.bet}), 0)::text` })
    .from(gameRounds)
    .where(and(eq(gameRounds.playerId, playerId), gte(gameRounds.createdAt, since)));
  const [sports] = await rt.db
    .select({ total: sql<string>`coalesce(sum(${tickets.stake}), 0)::text` })
    .from(tickets)
    .where(and(eq(tickets.playerId, playerId), gte(tickets.createdAt, since)));
  return Number(casino?.total ?? 0) + Number(sports?.total ?? 0);
}

/** Refuses (409 stake_limit_reached) a casino stake that would pass one of the player's limits. */
export async function checkCasinoStakeLimits(rt: Runtime, player: PlayerRow, stake: number): Promise<void> {
  const now = rt.clock.now();
  const limits = readSettings(player.settings).stake_limits;
  if (!LIMIT_PERIODS.some((p) => effectiveLimit(limits[p], now).value !== null)) return;
  const totals = new Map<number, number>();
  for (const p of LIMIT_PERIODS) {
    const from = periodStart(p, now);
    if (!totals.has(from)) totals.set(from, await stakedSince(rt, player.id, from));
  }
  const left = remainingUnder(limits, (from) => totals.get(from) ?? 0, now) ?? Infinity;
  if (stake > left) {
    throw new ApiError(409, 'stake_limit_reached', `This stake would pass your betting limit. You can stake up to ${formatMajor(Math.max(0, left))} ${player.currency} now.`, {
      remaining: formatMajor(Math.max(0, left)),
    });
  }
}
