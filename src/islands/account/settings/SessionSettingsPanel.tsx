import { useId, type FormEvent } from 'react';
import { $sessionSettings } from '../../../stores/session.ts';
import type { T } from '../../i18n.ts';
import type { Account } from '../api.ts';
import type { PanelProps } from './panel-props.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { useSave } from './useSave.ts';

const AUTO_LOGOUT = [0, 15, 30, 60] as const;
const REALITY_CHECK = [0, 30, 60, 120, 240, 480] as const;

function minutesLabel(minutes: number, t: T): string {
  if (minutes === 0) return t('account.sessionSettings.off');
  return minutes % 60 === 0 ? t('account.sessionSettings.hours', { hours: minutes / 60 }) : t('account.sessionSettings.minutes', { minutes });
}

/** Automatic logout after inactivity and the reality-check reminder; they apply at once. */
export function SessionSettingsPanel({ account, onSaved, t }: PanelProps) {
  const { state, run, busy } = useSave(['validation_failed']);
  const ids = { auto: useId(), reality: useId() };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = { auto_logout_minutes: Number(data.get('auto_logout_minutes')), reality_check_minutes: Number(data.get('reality_check_minutes')) };
    const { apiPut } = await import('./put.ts');
    const saved = await run(() => apiPut<Account>('account/session-settings', body));
    if (!saved) return;
    onSaved(saved);
    $sessionSettings.set({ auto_logout_minutes: saved.auto_logout_minutes, reality_check_minutes: saved.reality_check_minutes });
  };

  return (
    <form className="acc-form" onSubmit={onSubmit} noValidate>
      <div className="acc-grid">
        <div className="acc-field">
          <label htmlFor={ids.auto}>{t('account.sessionSettings.autoLogout')}</label>
          <select id={ids.auto} name="auto_logout_minutes" className="isl-input" defaultValue={String(account.auto_logout_minutes)}>
            {AUTO_LOGOUT.map((m) => (
              <option key={m} value={m}>
                {minutesLabel(m, t)}
              </option>
            ))}
          </select>
          <span className="acc-hint">{t('account.sessionSettings.autoLogoutHint')}</span>
        </div>
        <div className="acc-field">
          <label htmlFor={ids.reality}>{t('account.sessionSettings.realityCheck')}</label>
          <select id={ids.reality} name="reality_check_minutes" className="isl-input" defaultValue={String(account.reality_check_minutes)}>
            {REALITY_CHECK.map((m) => (
              <option key={m} value={m}>
                {minutesLabel(m, t)}
              </option>
            ))}
          </select>
          <span className="acc-hint">{t('account.sessionSettings.realityCheckHint')}</span>
        </div>
      </div>
      <div className="acc-actions">
        <button type="submit" className="isl-button isl-button--primary" disabled={busy} aria-busy={busy}>
          {t('account.save')}
        </button>
        <SaveStatus state={state} t={t} />
      </div>
    </form>
  );
}
