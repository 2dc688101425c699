// Automatic cash out on my bets (issue 17, item 5): the player names the value at which an open
// ticket cashes out by itself, sees it under the cash-out value, and can cancel it. The leader
// node pays it once the offer reaches the value, with the same rules as a manual cash out.
import { useId, useState, type FormEvent } from 'react';
import { parseMajor } from '../../../lib/money/index.ts';
import type { T } from '../../i18n.ts';
import { putAutoCashOut } from './api.ts';

interface Props {
  ticketId: number;
  /** The cash-out value now (major units), or null while there is no offer. */
  value: string | null;
  /** The automatic cash-out value the server holds (major units), or null. */
  saved: string | null;
  t: T;
  /** An amount as the page writes it, with the currency. */
  money: (major: string) => string;
}

/** "12,50" and "12.50" both read as 12.50: the player types in the page's own writing. */
function readAmount(text: string): bigint | undefined {
  return parseMajor(text.trim().replace(',', '.'));
}

export function AutoCashOut({ ticketId, value, saved, t, money }: Props) {
  // What the player last set here wins over the offers' copy until they refresh with it.
  const [mine, setMine] = useState<{ value: string | null } | null>(null);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const current = mine ? mine.value : saved;

  const store = async (next: string | null) => {
    setBusy(true);
    const result = await putAutoCashOut(ticketId, next);
    setBusy(false);
    if (!result.ok) {
      setError(result.code === 'ticket_not_found' ? 'cashOut.error.ticket_closed' : 'autoCashOut.error.generic');
      return;
    }
    setMine({ value: result.value });
    setEditing(false);
    setError(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = readAmount(text);
    if (amount === undefined || amount <= 0n) return setError('autoCashOut.error.invalid');
    const now = value === null ? undefined : parseMajor(value);
    // At or below today's value it would cash out at once: that is the Cash out button's job.
    if (now !== undefined && amount <= now) return setError('autoCashOut.error.notAbove');
    void store(`${amount / 100n}.${String(amount % 100n).padStart(2, '0')}`);
  };

  const errorLine = error ? (
    <p className="cashout__error" role="alert">
      {t(error)}
    </p>
  ) : null;

  if (current !== null)
    return (
      <div className="cashout__auto" data-testid={`auto-cash-out-${ticketId}`}>
        <span>{t('autoCashOut.set', { amount: money(current) })}</span>
        <button type="button" disabled={busy} onClick={() => void store(null)}>
          {t('autoCashOut.remove')}
        </button>
        {errorLine}
      </div>
    );

  if (!editing)
    return (
      <div className="cashout__auto">
        <button
          type="button"
          onClick={() => {
            setEditing(true);
            setText('');
            setError(null);
          }}
        >
          {t('autoCashOut.open')}
        </button>
      </div>
    );

  return (
    <form className="cashout__auto cashout__auto-form" onSubmit={onSubmit} noValidate>
      <label htmlFor={inputId}>{t('autoCashOut.label')}</label>
      <input
        id={inputId}
        className="isl-input"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={error ? true : undefined}
        placeholder={value ?? undefined}
      />
      <button type="submit" className="cashout__yes" disabled={busy}>
        {t('autoCashOut.save')}
      </button>
      <button type="button" disabled={busy} onClick={() => setEditing(false)}>
        {t('autoCashOut.cancel')}
      </button>
      {errorLine}
    </form>
  );
}
