// Play-money deposits, the wallet's one self-service credit: the bounds of one deposit, then,
// under the player's lock, the daily play-money cap and the player's deposit limits, and the
// ledger entry, all in one transaction. The balance push follows the commit. An
// Idempotency-Key makes a retry safe (the key's first deposit answers again).
import type { Db } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import type { Clock } from '../clock.ts';
import { DomainError } from '../domain-error.ts';
import { applyLedgerEntry, entryByKey, publishBalance } from './ledger.ts';
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

// A client's Idempotency-Key is stored with this prefix, so it can never meet a key the
// services make themselves (a ticket's stake, a payout) in the ledger's per-player unique key.
const KEY_PREFIX = 'deposit:';

export interface Deposited {
  balance: bigint;
  amount: bigint;
  /** The key's first deposit answered again; nothing was credited. */
  replayed: boolean;
}

/**
 * Credits a play-money deposit of `amount` minor units; answers the new balance. With an
 * idempotency key, the key's first deposit is answered again (its amount, the balance now) and
 * nothing moves; the key with another amount is refused (422). The key is looked for under the
 * player's lock, before the limits: a retry of a deposit that went through is no new deposit.
 */
export async function depositPlayMoney(rt: DepositDeps, playerId: number, amount: bigint, idempotencyKey: string | null = null): Promise<Deposited> {
  const problem = depositProblem(Number(amount));
  if (problem) {
    throw new DomainError('invalid', `deposit_${problem}`, `A deposit is between ${formatMajor(DEPOSIT_MIN_MINOR)} and ${formatMajor(DEPOSIT_MAX_MINOR)} ${rt.config.currency}.`, {
      min: formatMajor(DEPOSIT_MIN_MINOR),
      max: formatMajor(DEPOSIT_MAX_MINOR),
    });
  }
  const key = idempotencyKey === null ? null : `${KEY_PREFIX}${idempotencyKey}`;
  const now = rt.clock.now();
  const done = await withPlayerLock(rt.db, playerId, async (tx, player): Promise<Deposited> => {
    const earlier = key === null ? undefined : await entryByKey(tx, playerId, key);
    if (earlier) {
      if (earlier.kind !== DEPOSIT_KIND || earlier.amount !== amount) {
        throw new DomainError('unprocessable', 'idempotency_key_reused', 'This Idempotency-Key was used for a different deposit.');
      }
      return { balance: player.balance, amount, replayed: true };
    }
    await holdDepositWithinLimits(tx, now, player, Number(amount), rt.config.playMoneyDailyCap);
    const entry = await applyLedgerEntry(tx, { playerId, kind: DEPOSIT_KIND, amount, reference: 'demo deposit', idempotencyKey: key, at: new Date(now) });
    return { balance: entry.balanceAfter, amount, replayed: false };
  });
  if (!done.replayed) publishBalance(rt.bus, playerId, done.balance);
  return done;
}
