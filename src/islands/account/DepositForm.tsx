import { useEffect, useId, useState, type FormEvent } from 'react';
import { updateBalance } from '../../stores/session.ts';
import type { Lang } from '../../stores/lang.ts';
import { formatMajor, formatMoney, parseMajor } from '../../lib/money/index.ts';
import { depositRoom } from '../../lib/account/deposit-room.ts';
import { useT } from '../i18n.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Loader } from '../ui/Loader.tsx';
import { failureKey, fetchAccount, type Account } from './api.ts';
import { usePlayer } from './usePlayer.ts';
import { VisitorPrompt } from './VisitorPrompt.tsx';

/** /deposit: a play-money deposit (demo funds) of a preset or a free amount within the bounds. */
export default function DepositForm({ lang }: { lang: Lang }) {
  return (
    <ErrorBoundary lang={lang}>
      <Deposit lang={lang} />
    </ErrorBoundary>
  );
}

type Outcome = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done'; amount: string; balance: string } | { kind: 'error'; key: string; params?: Record<string, string> };

/** The typed amount ("50", "50,5", "50.50") in minor units, or undefined when it is not an amount. */
export function readAmount(text: string): bigint | undefined {
  const normalized = text.trim().replace(',', '.');
  return normalized ? parseMajor(normalized) : undefined;
}

function Deposit({ lang }: { lang: Lang }) {
  const { hydrated, user } = usePlayer();
  const t = useT(lang);
  const [account, setAccount] = useState<Account | null>(null);
  const [failed, setFailed] = useState(false);
  const [amount, setAmount] = useState('');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const inputId = useId();
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    fetchAccount().then(setAccount, () => setFailed(true));
  }, [userId]);

  if (!user) return <VisitorPrompt hydrated={hydrated} t={t} />;
  if (failed)
    return (
      <p className="acc-error" role="alert">
        {t('account.error.loadFailed')}
      </p>
    );
  if (!account) return <Loader lang={lang} />;

  const money = (major: string) => formatMoney(parseMajor(major) ?? 0n, account.currency, lang);
  const room = depositRoom(account.deposit);
  const bounds = { min: money(account.deposit.min), max: formatMoney(room.upTo, account.currency, lang) };
  const left = formatMoney(room.left, account.currency, lang);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const minor = readAmount(amount);
    if (minor === undefined || minor < room.min || minor > room.max) {
      setOutcome({ kind: 'error', key: 'deposit.outOfBounds', params: bounds });
      return;
    }
    if (minor > room.left) {
      // What the limits or the cap leave is known: say so without asking the server.
      setOutcome({ kind: 'error', key: room.byLimit ? 'deposit.limitReached' : 'deposit.capReached', params: { cap: money(account.deposit.daily_cap), left } });
      return;
    }
    setOutcome({ kind: 'busy' });
    const { apiPost } = await import('../api/client.ts');
    try {
      const answer = await apiPost<{ balance: string; amount: string }>('deposit', { amount: formatMajor(minor) });
      const balance = parseMajor(answer.balance);
      if (balance !== undefined) updateBalance(Number(balance));
      setOutcome({ kind: 'done', amount: money(answer.amount), balance: money(answer.balance) });
      setAmount('');
      fetchAccount().then(setAccount, () => undefined);
    } catch (error) {
      const key = failureKey(error, ['deposit_limit_reached', 'deposit_cap_reached', 'deposit_too_small', 'deposit_too_large']);
      if (key === 'account.error.deposit_cap_reached' || key === 'account.error.deposit_limit_reached') {
        // The refusal names the room left: read it fresh, as other devices may have deposited meanwhile.
        const fresh = await fetchAccount().catch(() => account);
        setAccount(fresh);
        const params = { cap: money(fresh.deposit.daily_cap), left: money(fresh.deposit.left) };
        setOutcome({ kind: 'error', key: key === 'account.error.deposit_cap_reached' ? 'deposit.capReached' : 'deposit.limitReached', params });
        return;
      }
      setOutcome({ kind: 'error', key: key === 'account.error.deposit_too_small' || key === 'account.error.deposit_too_large' ? 'deposit.outOfBounds' : key, params: bounds });
    }
  };

  const busy = outcome.kind === 'busy';
  const done =
    outcome.kind === 'done' ? (
      <p className="acc-ok" role="status">
        {t('deposit.done', { amount: outcome.amount, balance: outcome.balance })}
      </p>
    ) : null;
  const demo = (
    <p className="acc-demo" role="note">
      <strong>{t('deposit.demoTitle')}</strong> {t('deposit.demoText')}
    </p>
  );
  const limitsLink = (
    <p className="acc-hint">
      <a href="/account-settings#deposit-limits">{t('deposit.limitsLink')}</a>
    </p>
  );

  if (!room.open) {
    const cap = money(account.deposit.daily_cap);
    const why = room.left > 0n ? t('deposit.belowMin', { left, min: bounds.min }) : room.byLimit ? t('deposit.limitNone') : t('deposit.capNone', { cap });
    return (
      <div className="acc-form acc-deposit">
        {demo}
        {done}
        <p className="acc-room acc-room--closed">{why}</p>
        {limitsLink}
      </div>
    );
  }

  return (
    <form className="acc-form acc-deposit" onSubmit={onSubmit} noValidate>
      {demo}
      <p className="acc-room">{room.byLimit ? t('deposit.limitLeft', { left }) : t('deposit.cap', { cap: money(account.deposit.daily_cap), left })}</p>
      {room.presets.length > 0 ? (
        <fieldset className="acc-presets">
          <legend>{t('deposit.presets')}</legend>
          {room.presets.map((preset) => {
            const on = readAmount(amount) === preset;
            return (
              <button key={preset} type="button" className={`isl-button acc-preset${on ? ' acc-preset--on' : ''}`} aria-pressed={on} onClick={() => setAmount(formatMajor(preset))}>
                {formatMoney(preset, account.currency, lang)}
              </button>
            );
          })}
        </fieldset>
      ) : null}
      <div className="acc-field">
        <label htmlFor={inputId}>
          {t('deposit.amount')} ({account.currency})
        </label>
        <input
          id={inputId}
          name="amount"
          className="isl-input"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.currentTarget.value)}
          aria-invalid={outcome.kind === 'error' || undefined}
          aria-describedby={`${inputId}-hint`}
        />
        <span id={`${inputId}-hint`} className="acc-hint">
          {t('deposit.bounds', bounds)}
        </span>
      </div>
      <div className="acc-actions">
        <button type="submit" className="isl-button isl-button--primary" disabled={busy} aria-busy={busy}>
          {t('deposit.submit')}
        </button>
      </div>
      {done}
      {outcome.kind === 'error' ? (
        <p className="acc-error" role="alert">
          {t(outcome.key, outcome.params)}
        </p>
      ) : null}
      {limitsLink}
    </form>
  );
}
