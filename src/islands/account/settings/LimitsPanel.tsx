import { useId, useState, type FormEvent } from 'react';
import { formatMoney, parseMajor } from '../../../lib/money/index.ts';
import { formatsFor } from '../../../lib/format/locale.ts';
import type { Account, LimitView } from '../api.ts';
import type { PanelProps } from './panel-props.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { useSave } from './useSave.ts';

const PERIODS = ['daily', 'weekly', 'monthly'] as const;

/**
 * Daily, weekly and monthly limits on stakes, deposits or net losses. An empty field means no limit;
 * a lower limit applies at once, a higher one (or removing it) after 24 hours, shown as pending.
 */
export function LimitsPanel({ account, onSaved, t, lang, kind }: PanelProps & { kind: 'stake' | 'deposit' | 'loss' }) {
  const { state, run, busy } = useSave(['invalid_limit', 'validation_failed']);
  const [invalid, setInvalid] = useState<string | null>(null);
  const base = useId();
  const limits = kind === 'stake' ? account.stake_limits : kind === 'loss' ? account.loss_limits : account.deposit_limits;
  const money = (major: string) => formatMoney(parseMajor(major) ?? 0n, account.currency, lang);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const input: Record<string, string | null> = {};
    for (const period of PERIODS) {
      const text = String(data.get(period) ?? '')
        .trim()
        .replace(',', '.');
      const minor = text ? parseMajor(text) : null;
      if (minor === undefined || (minor !== null && minor <= 0n)) {
        setInvalid(period);
        return;
      }
      input[period] = text || null;
    }
    setInvalid(null);
    const { apiPut } = await import('./put.ts');
    const saved = await run(() => apiPut<Account>('account/limits', { [kind]: input }));
    if (saved) onSaved(saved);
  };

  return (
    <form key={JSON.stringify(limits)} className="acc-form" onSubmit={onSubmit} noValidate>
      <p className="acc-hint">{t('account.limits.rules')}</p>
      <div className="acc-grid">
        {PERIODS.map((period) => {
          const id = `${base}-${period}`;
          const limit: LimitView = limits[period];
          return (
            <div className="acc-field" key={period}>
              <label htmlFor={id}>
                {t(`account.limits.${period}`)} ({account.currency})
              </label>
              <input
                id={id}
                name={period}
                className="isl-input"
                inputMode="decimal"
                placeholder={t('account.limits.none')}
                defaultValue={limit.value ?? ''}
                aria-invalid={invalid === period || undefined}
              />
              <span className="acc-hint">{limit.value ? t('account.limits.current', { amount: money(limit.value) }) : t('account.limits.noneSet')}</span>
              {limit.pending ? (
                <span className="acc-pending-change">
                  {t('account.limits.pending', {
                    amount: limit.pending.value ? money(limit.pending.value) : t('account.limits.none'),
                    at: formatsFor(lang).dateTime(Date.parse(limit.pending.effective_at)),
                  })}
                </span>
              ) : null}
            </div>
          );
        })}
      </div>
      {invalid ? (
        <p className="acc-error" role="alert">
          {t('account.limits.invalid')}
        </p>
      ) : null}
      <div className="acc-actions">
        <button type="submit" className="isl-button isl-button--primary" disabled={busy} aria-busy={busy}>
          {t('account.save')}
        </button>
        <SaveStatus state={state} t={t} />
      </div>
    </form>
  );
}
