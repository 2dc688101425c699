// A ticket's cash out on my bets: the value now (it moves with the match), a button, and a
// confirmation that names the amount before anything is paid. A refused value (it moved
// beyond the player's odds-change choice) comes back as the new value to confirm again.
import { useState } from 'react';
import { formatAmount, parseMajor, type MoneyLocale } from '../../../lib/money/index.ts';
import { $slip } from '../../../stores/slip.ts';
import type { T } from '../../i18n.ts';
import { newIdempotencyKey } from '../submit.ts';
import { postCashOut } from './api.ts';
import type { Offer } from './api.ts';
import { AutoCashOut } from './AutoCashOut.tsx';

type Phase =
  { name: 'idle' } | { name: 'confirm'; amount: string; key: string } | { name: 'sending'; amount: string } | { name: 'done'; amount: string } | { name: 'refused'; code: string };

export function CashOut({ ticketId, offer, t, lang, currency }: { ticketId: number; offer: Offer | undefined; t: T; lang: MoneyLocale; currency: string }) {
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const money = (major: string) => `${formatAmount(parseMajor(major) ?? 0n, lang)} ${currency}`;
  const value = offer?.value ?? null;

  if (phase.name === 'done')
    return (
      <p className="cashout cashout--done" role="status">
        {t('cashOut.done', { amount: money(phase.amount) })}
      </p>
    );

  const send = async (amount: string, key: string) => {
    setPhase({ name: 'sending', amount });
    const result = await postCashOut(ticketId, { amount, odds_change: $slip.get().oddsChange }, key);
    if (result.ok) setPhase({ name: 'done', amount: result.amount });
    else if (result.code === 'cash_out_value_changed' && result.value) setPhase({ name: 'confirm', amount: result.value, key: newIdempotencyKey() });
    else setPhase({ name: 'refused', code: result.code });
  };

  return (
    <div className="cashout" data-ticket={ticketId}>
      <span className="cashout__value">
        {t('cashOut.value')}: <output data-testid={`cash-out-value-${ticketId}`}>{value === null ? t('cashOut.none') : money(value)}</output>
      </span>
      {phase.name === 'confirm' || phase.name === 'sending' ? (
        <div className="cashout__confirm" role="group" aria-label={t('cashOut.confirmTitle')}>
          <span>{t('cashOut.confirm', { amount: money(phase.amount) })}</span>
          <button type="button" className="cashout__yes" disabled={phase.name === 'sending'} onClick={() => phase.name === 'confirm' && void send(phase.amount, phase.key)}>
            {t('cashOut.yes')}
          </button>
          <button type="button" className="cashout__no" disabled={phase.name === 'sending'} onClick={() => setPhase({ name: 'idle' })}>
            {t('cashOut.no')}
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="cashout__button"
          disabled={value === null}
          onClick={() => value !== null && setPhase({ name: 'confirm', amount: value, key: newIdempotencyKey() })}
        >
          {value === null ? t('cashOut.button') : t('cashOut.buttonAmount', { amount: money(value) })}
        </button>
      )}
      {phase.name === 'refused' ? (
        <p className="cashout__error" role="alert">
          {t(REFUSALS.has(phase.code) ? `cashOut.error.${phase.code}` : 'cashOut.error.generic')}
        </p>
      ) : null}
      {phase.name === 'idle' ? <AutoCashOut ticketId={ticketId} value={value} saved={offer?.auto_cash_out ?? null} t={t} money={money} /> : null}
    </div>
  );
}

const REFUSALS = new Set(['cash_out_unavailable', 'ticket_closed', 'cash_out_value_changed']);
