// Deposit limits and the play-money cap. The player's own deposit limits (daily, weekly,
// monthly) and the operator's daily cap on play money both count the 'deposit' ledger entries
// of the period; the check runs under the player's lock (wallet/lock.ts) in the transaction
// that writes the deposit, so deposits sent at once are counted one after another.
import { sql } from 'drizzle-orm';
import { walletLedger } from '../db/schema.ts';
import type { DbOrTx } from '../wallet/ledger.ts';
import type { LockedPlayer } from '../wallet/lock.ts';
import { DomainError } from '../domain-error.ts';
import { readSettings } from '../player/settings.ts';
import { LIMIT_PERIODS, effectiveLimit, periodStart, remainingUnder } from '../../lib/limits/index.ts';
import { formatMajor } from '../../lib/money/index.ts';
import { anyLimitInForce } from './stakes.ts';
import { sumsSince } from './period-sums.ts';

/** The ledger kind of a play-money deposit. */
export const DEPOSIT_KIND = 'deposit';

/** Deposits since each start, in minor units, in one statement. */
function depositedSince(db: DbOrTx, playerId: number, starts: number[]): Promise<Map<number, number>> {
  return sumsSince(
    db,
    starts,
    (since) => sql`
    select ${walletLedger.amount}, ${walletLedger.createdAt} from ${walletLedger}
    where ${walletLedger.playerId} = ${playerId} and ${walletLedger.kind} = ${DEPOSIT_KIND} and ${walletLedger.createdAt} >= ${since}`,
  );
}

export interface DepositRoom {
  /** What the player's own limits still allow now; Infinity without a limit. */
  underLimits: number;
  /** What the daily play-money cap still allows today. */
  underCap: number;
}

/** How much more the player may deposit now. Exact under the player's lock; a hint outside it. */
export async function depositRoom(db: DbOrTx, player: Pick<LockedPlayer, 'id' | 'settings'>, now: number, dailyCap: number): Promise<DepositRoom> {
  const limits = readSettings(player.settings).deposit_limits;
  const periods = anyLimitInForce(limits, now) ? LIMIT_PERIODS.filter((p) => p === 'daily' || effectiveLimit(limits[p], now).value !== null) : (['daily'] as const);
  const totals = await depositedSince(
    db,
    player.id,
    periods.map((p) => periodStart(p, now)),
  );
  const today = totals.get(periodStart('daily', now)) ?? 0;
  return {
    underLimits: remainingUnder(limits, (from) => totals.get(from) ?? 0, now) ?? Infinity,
    underCap: Math.max(0, dailyCap - today),
  };
}

/**
 * Inside the deposit's transaction, holding the player's lock: refuses a deposit that would
 * pass the daily play-money cap (409 deposit_cap_reached) or one of the player's deposit
 * limits (409 deposit_limit_reached), naming the room left.
 */
export async function holdDepositWithinLimits(tx: DbOrTx, now: number, player: LockedPlayer, amount: number, dailyCap: number): Promise<void> {
  const room = await depositRoom(tx, player, now, dailyCap);
  if (amount <= room.underCap && amount <= room.underLimits) return;
  const left = formatMajor(Math.min(room.underCap, room.underLimits));
  if (room.underCap <= room.underLimits) {
    throw new DomainError(
      'conflict',
      'deposit_cap_reached',
      `Play money is limited to ${formatMajor(dailyCap)} ${player.currency} a day. You can deposit up to ${left} ${player.currency} today.`,
      {
        remaining: left,
        cap: formatMajor(dailyCap),
      },
    );
  }
  throw new DomainError('conflict', 'deposit_limit_reached', `This deposit would pass your deposit limit. You can deposit up to ${left} ${player.currency} now.`, {
    remaining: left,
  });
}
