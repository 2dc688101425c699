import { useId, useState, type FormEvent } from 'react';
import { formatsFor } from '../../../lib/format/locale.ts';
import { pageLang } from '../../i18n.ts';
import type { PanelProps } from './panel-props.ts';
import { logout } from '../logout.ts';
import { showNotice } from '../notice.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { useSave } from './useSave.ts';
import { LOCK_PERIODS as PERIODS } from '../../../lib/account/self-exclusion.ts';

/**
 * Self-exclusion: the account is locked for the chosen period, confirmed with the password
 * and a second question. The server ends every session; here the player is logged out.
 */
export function LockPanel({ t }: PanelProps) {
  const { state, run, busy } = useSave(['wrong_password', 'validation_failed']);
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>('6m');
  const [confirmed, setConfirmed] = useState(false);
  const ids = { period: useId(), pass: useId(), confirm: useId() };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const password = String(new FormData(form).get('password') ?? '');
    const { apiPost } = await import('../../api/client.ts');
    const locked = await run(() => apiPost<{ locked_until: string | null; indefinite: boolean }>('account/lock', { period, password }));
    form.querySelector<HTMLInputElement>('input[name="password"]')!.value = '';
    if (!locked) return;
    await logout({ callServer: false });
    showNotice(
      locked.locked_until ? 'account.lock.doneUntil' : 'account.lock.doneIndefinite',
      locked.locked_until ? { until: formatsFor(pageLang()).dateTime(Date.parse(locked.locked_until)) } : undefined,
    );
    window.location.assign('/');
  };

  return (
    <form className="acc-form" onSubmit={onSubmit} noValidate>
      <p className="acc-hint">{t('account.lock.selfExclusionRule')}</p>
      <div className="acc-field">
        <label htmlFor={ids.period}>{t('account.lock.period')}</label>
        <select id={ids.period} name="period" className="isl-input" value={period} onChange={(e) => setPeriod(e.currentTarget.value as (typeof PERIODS)[number])}>
          {PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`account.lock.${p}`)}
            </option>
          ))}
        </select>
      </div>
      {period === 'indefinite' ? <p className="acc-warning">{t('account.lock.indefiniteWarning')}</p> : null}
      <div className="acc-field">
        <label htmlFor={ids.pass}>{t('account.confirmPassword')}</label>
        <input id={ids.pass} name="password" type="password" autoComplete="current-password" className="isl-input" />
      </div>
      <label className="acc-check" htmlFor={ids.confirm}>
        <input id={ids.confirm} type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.currentTarget.checked)} />
        <span>{t('account.lock.confirm')}</span>
      </label>
      <div className="acc-actions">
        <button type="submit" className="isl-button isl-button--danger" disabled={busy || !confirmed} aria-busy={busy}>
          {t('account.lock.submit')}
        </button>
        <SaveStatus state={state} t={t} />
      </div>
    </form>
  );
}
