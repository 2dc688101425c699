import { useId, useState, type FormEvent } from 'react';
import { formatsFor } from '../../../lib/format/locale.ts';
import { COOL_OFF_PERIODS } from '../../../lib/account/self-exclusion.ts';
import { pageLang } from '../../i18n.ts';
import type { PanelProps } from './panel-props.ts';
import { logout } from '../logout.ts';
import { showNotice } from '../notice.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { useSave } from './useSave.ts';

type Period = (typeof COOL_OFF_PERIODS)[number];

/**
 * Take a break (cool-off): 24 hours, 7 days or 6 weeks, confirmed with the password. Unlike a
 * self-exclusion it ends by itself. The server ends every session; here the player is logged out.
 */
export function CoolOffPanel({ t }: PanelProps) {
  const { state, run, busy } = useSave(['wrong_password', 'validation_failed']);
  const [period, setPeriod] = useState<Period>('24h');
  const ids = { period: useId(), pass: useId() };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const password = String(new FormData(form).get('password') ?? '');
    const { apiPost } = await import('../../api/client.ts');
    const taken = await run(() => apiPost<{ until: string }>('account/cool-off', { period, password }));
    form.querySelector<HTMLInputElement>('input[name="password"]')!.value = '';
    if (!taken) return;
    await logout({ callServer: false });
    showNotice('account.coolOff.done', { until: formatsFor(pageLang()).dateTime(Date.parse(taken.until)) });
    window.location.assign('/');
  };

  return (
    <form className="acc-form" onSubmit={onSubmit} noValidate>
      <p className="acc-hint">{t('account.coolOff.explain')}</p>
      <div className="acc-field">
        <label htmlFor={ids.period}>{t('account.coolOff.period')}</label>
        <select id={ids.period} name="period" className="isl-input" value={period} onChange={(e) => setPeriod(e.currentTarget.value as Period)}>
          {COOL_OFF_PERIODS.map((p) => (
            <option key={p} value={p}>
              {t(`account.coolOff.${p}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="acc-field">
        <label htmlFor={ids.pass}>{t('account.confirmPassword')}</label>
        <input id={ids.pass} name="password" type="password" autoComplete="current-password" className="isl-input" />
      </div>
      <div className="acc-actions">
        <button type="submit" className="isl-button isl-button--danger" disabled={busy} aria-busy={busy}>
          {t('account.coolOff.submit')}
        </button>
        <SaveStatus state={state} t={t} />
      </div>
    </form>
  );
}
