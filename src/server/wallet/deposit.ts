// Play-money deposits, the wallet's one self-service credit: the bounds of one deposit, then,
// under the player's lock, the daily play-money cap and the player's deposit limits, and the
// ledger entry, all in one transaction. The balance push follows the commit.
import type { Db } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import type { Clock } from '../clock.ts';
import { DomainError } from '../domain-error.ts';
import { applyLedgerEntry, publishBalance } from './ledger.ts';
import { withPlayerLock } from './lock.ts';
import { DEPOSIT_KIND, holdDepositWithinLimits } from '../limits/deposits.ts';
import { depositProblem, DEPOSIT_MAX_MINOR, DEPOSIT_MIN_MINOR } from '../../lib/account/deposit.ts';
import { formatMajor } from '../../lib/money/index.ts';

/** What a deposit uses: the database, the bus (the balance push), the clock, the currency and the play-money cap. */
export interface DepositDeps {
  db: Db;
  bus: Bus;
  clock: Clock;
  config: { currency: string; playMoneyDailyCap: number };
}

/** Credits a play-money deposit of `amount` minor units; answers the new balance. */
export async function depositPlayMoney(rt: DepositDeps, playerId: number, amount: bigint): Promise<{ balance: bigint; amount: bigint }> {
  const problem = depositProblem(Number(amount));
  if (problem) {
    throw new DomainError('invalid', `deposit_${problem}`, `A deposit is between ${formatMajor(DEPOSIT_MIN_MINOR)} and ${formatMajor(DEPOSIT_MAX_MINOR)} ${rt.config.currency}.`, {
      min: formatMajor(DEPOSIT_MIN_MINOR),
      max: formatMajor(DEPOSIT_MAX_MINOR),
    });
  }
  const now = rt.clock.now();
  const entry = await withPlayerLock(rt.db, playerId, async (tx, player) => {
    await holdDepositWithinLimits(tx, now, player, Number(amount), rt.config.playMoneyDailyCap);
    return applyLedgerEntry(tx, { playerId, kind: DEPOSIT_KIND, amount, reference: 'demo deposit', at: new Date(now) });
  });
  publishBalance(rt.bus, playerId, entry.balanceAfter);
  return { balance: entry.balanceAfter, amount };
}
