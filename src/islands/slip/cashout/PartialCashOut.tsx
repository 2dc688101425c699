// Choosing a partial cash out (issue 27): a slider over the share of the value to take now, the
// amount it takes and what stays in play (the stake left, what it is worth now, its max gain).
// The value comes from the pushed offers, so the amount follows the match while the player
// chooses; the share stays where the player put it.
import { useId } from 'react';
import { partialAmount, remainingAfterPartial } from '../../../lib/cashout/value.ts';
import type { T } from '../../i18n.ts';

export interface PartChoice {
  /** Whole percent of the value, 1 to 99. */
  share: number;
  /** What the part takes now, minor units. */
  amount: bigint;
  /** The stake that stays in play, minor units. */
  stakeLeft: bigint;
}

/** The part a share takes of a value, with the stake left in play; null when it is no part. */
export function choosePart(value: bigint | null, share: number, stake: bigint, payment: bigint): (PartChoice & { payoutLeft: bigint }) | null {
  if (value === null) return null;
  const amount = partialAmount(value, share);
  if (amount === null) return null;
  const left = remainingAfterPartial(stake, payment, value, amount);
  return left ? { share, amount, stakeLeft: left.stake, payoutLeft: left.potentialPayout } : null;
}

interface Props {
  share: number;
  onShare: (share: number) => void;
  /** The cash-out value now, minor units; null while there is no offer. */
  value: bigint | null;
  stake: bigint;
  payment: bigint;
  t: T;
  money: (minor: bigint) => string;
  onTake: (choice: PartChoice) => void;
  onCancel: () => void;
}

export function PartialCashOut({ share, onShare, value, stake, payment, t, money, onTake, onCancel }: Props) {
  const id = useId();
  const choice = choosePart(value, share, stake, payment);
  return (
    <div className="cashout__partial" role="group" aria-label={t('cashOut.partialTitle')}>
      <label htmlFor={id}>{t('cashOut.partialAmount')}</label>
      <div className="cashout__slider">
        <input
          id={id}
          type="range"
          min={1}
          max={99}
          step={1}
          value={share}
          disabled={value === null}
          aria-valuetext={choice ? money(choice.amount) : t('cashOut.none')}
          onChange={(e) => onShare(Number(e.currentTarget.value))}
        />
        <output htmlFor={id} data-testid="partial-amount">
          {choice ? money(choice.amount) : t('cashOut.none')}
        </output>
      </div>
      {choice && value !== null ? (
        <p className="cashout__rest" data-testid="partial-rest">
          {t('cashOut.partialRest', { stake: money(choice.stakeLeft), worth: money(value - choice.amount), payout: money(choice.payoutLeft) })}
        </p>
      ) : null}
      <div className="cashout__confirm">
        <button type="button" className="cashout__yes" disabled={!choice} onClick={() => choice && onTake(choice)}>
          {choice ? t('cashOut.buttonAmount', { amount: money(choice.amount) }) : t('cashOut.button')}
        </button>
        <button type="button" className="cashout__no" onClick={onCancel}>
          {t('cashOut.no')}
        </button>
      </div>
    </div>
  );
}
