// A ticket's cash out on my bets: the value now (it moves with the match), a button for all of
// it, a slider for a part of it (issue 27), and a confirmation that names the amount (and, for
// a part, the stake that stays in play) before anything is paid. A refused value (it moved
// beyond the player's odds-change choice) comes back as the new value to confirm again; a part
// keeps its share of the new value.
import { useEffect, useRef, useState } from 'react';
import { formatAmount, formatMajor, parseMajor, type MoneyLocale } from '../../../lib/money/index.ts';
import { $slip } from '../../../stores/slip.ts';
import { showToast } from '../../../stores/toasts.ts';
import type { T } from '../../i18n.ts';
import { newIdempotencyKey } from '../submit.ts';
import { postCashOut } from './api.ts';
import type { Offer } from './api.ts';
import { AutoCashOut } from './AutoCashOut.tsx';
import { choosePart, PartialCashOut, type PartChoice } from './PartialCashOut.tsx';

/** What a confirmation names: the value seen (minor units) and, for a partial cash out, the part. */
interface Asked {
  value: bigint;
  part: PartChoice | null;
}

type Phase =
  | { name: 'idle' }
  | { name: 'partial'; share: number }
  | { name: 'confirm'; asked: Asked; key: string }
  | { name: 'sending'; asked: Asked }
  | { name: 'done'; amount: bigint }
  | { name: 'refused'; code: string };

interface Props {
  ticketId: number;
  offer: Offer | undefined;
  /** The ticket's stake and max gain now (major units): what a part leaves in play is figured from them. */
  stake: string;
  payment: string;
  t: T;
  lang: MoneyLocale;
  currency: string;
  /** Called once the whole ticket is cashed out (it is about to leave the list). */
  onPaid?: () => void;
}

export function CashOut({ ticketId, offer, stake, payment, t, lang, currency, onPaid }: Props) {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  // After a partial cash out the ticket stays open: this line says what was taken and what is left.
  const [taken, setTaken] = useState<{ amount: bigint; stakeLeft: bigint } | null>(null);
  const money = (minor: bigint) => `${formatAmount(minor, lang)} ${currency}`;
  const moneyMajor = (major: string) => money(parseMajor(major) ?? 0n);
  const value = offer?.value == null ? null : (parseMajor(offer.value) ?? null);
  const stakeMinor = parseMajor(stake) ?? 0n;
  const paymentMinor = parseMajor(payment) ?? 0n;
  const question = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const paid = useRef<HTMLParagraphElement>(null);
  const was = useRef(phase.name);

  // The focus follows the player's steps: to the question when it is asked, back to the
  // button when it is answered No, to the result when it is paid (keyboard and screen reader users).
  useEffect(() => {
    const before = was.current;
    was.current = phase.name;
    if (phase.name === before) return;
    if (phase.name === 'confirm') question.current?.focus();
    else if (phase.name === 'done') paid.current?.focus();
    else if (phase.name === 'idle' && (before === 'confirm' || before === 'partial')) button.current?.focus();
  }, [phase.name]);

  if (phase.name === 'done')
    return (
      <p className="cashout cashout--done" role="status" tabIndex={-1} ref={paid}>
        {t('cashOut.done', { amount: money(phase.amount) })}
      </p>
    );

  const send = async (asked: Asked, key: string) => {
    setPhase({ name: 'sending', asked });
    const body = { amount: formatMajor(asked.value), odds_change: $slip.get().oddsChange, ...(asked.part ? { part: formatMajor(asked.part.amount) } : {}) };
    const result = await postCashOut(ticketId, body, key);
    if (result.ok && result.full) {
      const amount = parseMajor(result.amount) ?? 0n;
      // The ticket leaves the open bets with the next reload: the toasts' live region, there
      // since the page opened, is what tells a screen reader the result.
      showToast({ kind: 'success', messageKey: 'cashOut.done', params: { amount: money(amount) } });
      onPaid?.();
      return setPhase({ name: 'done', amount });
    }
    if (result.ok) {
      setTaken({ amount: parseMajor(result.amount) ?? 0n, stakeLeft: asked.part?.stakeLeft ?? 0n });
      return setPhase({ name: 'idle' });
    }
    const moved = result.code === 'cash_out_value_changed' && result.value ? parseMajor(result.value) : undefined;
    if (moved !== undefined) {
      // The new value, and for a part the same share of it, to confirm again.
      const part = asked.part ? choosePart(moved, asked.part.share, stakeMinor, paymentMinor) : null;
      if (!asked.part || part) return setPhase({ name: 'confirm', asked: { value: moved, part }, key: newIdempotencyKey() });
    }
    setPhase({ name: 'refused', code: result.code });
  };

  const asked = phase.name === 'confirm' || phase.name === 'sending' ? phase.asked : null;

  return (
    <div className="cashout" data-ticket={ticketId}>
      <span className="cashout__value">
        {t('cashOut.value')}: <output data-testid={`cash-out-value-${ticketId}`}>{value === null ? t('cashOut.none') : money(value)}</output>
      </span>
      {taken ? (
        <p className="cashout__taken" role="status">
          {t('cashOut.donePartial', { amount: money(taken.amount), stake: money(taken.stakeLeft) })}
        </p>
      ) : null}
      {asked ? (
        <div className="cashout__confirm" role="group" aria-label={t('cashOut.confirmTitle')} tabIndex={-1} ref={question}>
          <span>
            {asked.part
              ? t('cashOut.confirmPartial', { amount: money(asked.part.amount), stake: money(asked.part.stakeLeft) })
              : t('cashOut.confirm', { amount: money(asked.value) })}
          </span>
          <button type="button" className="cashout__yes" disabled={phase.name === 'sending'} onClick={() => phase.name === 'confirm' && void send(phase.asked, phase.key)}>
            {t('cashOut.yes')}
          </button>
          <button type="button" className="cashout__no" disabled={phase.name === 'sending'} onClick={() => setPhase({ name: 'idle' })}>
            {t('cashOut.no')}
          </button>
        </div>
      ) : phase.name === 'partial' ? (
        <PartialCashOut
          share={phase.share}
          onShare={(share) => setPhase({ name: 'partial', share })}
          value={value}
          stake={stakeMinor}
          payment={paymentMinor}
          t={t}
          money={money}
          onTake={(part) => value !== null && setPhase({ name: 'confirm', asked: { value, part }, key: newIdempotencyKey() })}
          onCancel={() => setPhase({ name: 'idle' })}
        />
      ) : (
        <>
          <button
            type="button"
            className="cashout__button"
            ref={button}
            disabled={value === null}
            onClick={() => value !== null && setPhase({ name: 'confirm', asked: { value, part: null }, key: newIdempotencyKey() })}
          >
            {value === null ? t('cashOut.button') : t('cashOut.buttonAmount', { amount: money(value) })}
          </button>
          <button
            type="button"
            className="cashout__part-open"
            disabled={value === null}
            onClick={() => {
              setTaken(null);
              setPhase({ name: 'partial', share: 50 });
            }}
          >
            {t('cashOut.partial')}
          </button>
        </>
      )}
      {phase.name === 'refused' ? (
        <p className="cashout__error" role="alert">
          {t(REFUSALS.has(phase.code) ? `cashOut.error.${phase.code}` : 'cashOut.error.generic')}
        </p>
      ) : null}
      {phase.name === 'idle' ? <AutoCashOut ticketId={ticketId} value={offer?.value ?? null} saved={offer?.auto_cash_out ?? null} t={t} money={moneyMajor} /> : null}
    </div>
  );
}

const REFUSALS = new Set(['cash_out_unavailable', 'ticket_closed', 'cash_out_value_changed', 'invalid_cash_out_part']);
