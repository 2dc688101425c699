import { useId, type FormEvent } from 'react';
import { formatsFor } from '../../../lib/format/locale.ts';
import { PLAY_TIME_HOURS } from '../../../lib/limits/play-time.ts';
import type { Account } from '../api.ts';
import type { PanelProps } from './panel-props.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { useSave } from './useSave.ts';

/**
 * The daily session time limit (1 to 12 hours): at the limit every session ends and login waits
 * for the next day. Like the money limits, a lower one applies at once, a higher one or its
 * removal after 24 hours (shown as pending).
 */
export function SessionTimePanel({ account, onSaved, t, lang }: PanelProps) {
  const { state, run, busy } = useSave(['invalid_limit', 'validation_failed']);
  const id = useId();
  const time = account.session_time;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('hours') ?? '');
    const { apiPut } = await import('./put.ts');
    const saved = await run(() => apiPut<Account>('account/limits', { session_time: value ? Number(value) * 60 : null }));
    if (saved) onSaved(saved);
  };

  const hours = (minutes: number | null) => (minutes === null ? t('account.limits.none') : t('account.sessionTime.hours', { count: minutes / 60 }));
  return (
    <form key={JSON.stringify(time.limit_minutes)} className="acc-form" onSubmit={onSubmit} noValidate>
      <p className="acc-hint">{t('account.sessionTime.rules')}</p>
      <div className="acc-field">
        <label htmlFor={id}>{t('account.sessionTime.label')}</label>
        <select id={id} name="hours" className="isl-input" defaultValue={time.limit_minutes === null ? '' : String(time.limit_minutes / 60)}>
          <option value="">{t('account.limits.none')}</option>
          {PLAY_TIME_HOURS.map((h) => (
            <option key={h} value={h}>
              {t('account.sessionTime.hours', { count: h })}
            </option>
          ))}
        </select>
        <span className="acc-hint">{t('account.sessionTime.used', { used: Math.floor(time.used_seconds / 60), limit: hours(time.limit_minutes) })}</span>
        {time.pending ? (
          <span className="acc-pending-change">
            {t('account.limits.pending', { amount: hours(time.pending.minutes), at: formatsFor(lang).dateTime(Date.parse(time.pending.effective_at)) })}
          </span>
        ) : null}
      </div>
      <div className="acc-actions">
        <button type="submit" className="isl-button" disabled={busy} aria-busy={busy}>
          {t('account.save')}
        </button>
        <SaveStatus state={state} t={t} />
      </div>
    </form>
  );
}
