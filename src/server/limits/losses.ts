// Loss limits (issue 18): the player's net loss of a period (ticket stakes and casino bets,
// minus the returns credited: ticket payouts and refunds, casino wins) may not pass the
// daily, weekly or monthly loss limit. A stake counts as if it were lost, so a stake is refused
// when it is more than the room left. The same rules as the other limits: tighter at once,
// looser or removed after the cooling-off. Checked with the stake limits, under the player's
// lock, in the transaction that takes the stake.
import { sql } from 'drizzle-orm';
import { walletLedger } from '../db/schema.ts';
import type { Tx } from '../wallet/ledger.ts';
import { LIMIT_PERIODS, effectiveLimit, periodStart, type LimitPeriod, type Limits } from '../../lib/limits/index.ts';
import { sumsSince } from './period-sums.ts';

/** The ledger kinds of play: what a stake takes and what a return gives back. */
const PLAY_KINDS = ['ticket_stake', 'casino_bet', 'ticket_payout', 'ticket_refund', 'casino_win', 'ticket_payout_reversal', 'ticket_cash_out'];

/** Net result of play since each start, in minor units (negative: lost), in one statement. */
function playedSince(tx: Tx, playerId: number, starts: number[]): Promise<Map<number, number>> {
  return sumsSince(
    tx,
    starts,
    (since) => sql`
    select ${walletLedger.amount}, ${walletLedger.createdAt} from ${walletLedger}
    where ${walletLedger.playerId} = ${playerId} and ${walletLedger.kind} in (${sql.join(
      PLAY_KINDS.map((k) => sql`${k}`),
      sql`, `,
    )}) and ${walletLedger.createdAt} >= ${since}`,
  );
}

/** When a period that started at `start` ends: the start of the next one. */
export function periodEnd(period: LimitPeriod, now: number): number {
  const start = periodStart(period, now);
  const span = period === 'daily' ? 36 * 3600_000 : period === 'weekly' ? 7.5 * 86_400_000 : 31.5 * 86_400_000;
  return periodStart(period, start + span);
}

export interface LossRoom {
  /** What may still be lost now; Infinity without a loss limit. */
  left: number;
  /** When the binding limit's period resets (epoch ms); null without a loss limit. */
  resetsAt: number | null;
}

/** The room under the player's loss limits now. Call under the player's lock. */
export async function lossRoom(tx: Tx, playerId: number, limits: Limits, now: number): Promise<LossRoom> {
  let room: LossRoom = { left: Infinity, resetsAt: null };
  const limited = LIMIT_PERIODS.filter((p) => effectiveLimit(limits[p], now).value !== null);
  if (limited.length === 0) return room;
  const played = await playedSince(
    tx,
    playerId,
    limited.map((p) => periodStart(p, now)),
  );
  for (const period of limited) {
    const value = effectiveLimit(limits[period], now).value!;
    const lost = Math.max(0, -(played.get(periodStart(period, now)) ?? 0));
    const left = Math.max(0, value - lost);
    if (left < room.left) room = { left, resetsAt: periodEnd(period, now) };
  }
  return room;
}
