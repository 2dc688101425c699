import { useId, type FormEvent } from 'react';
import type { Account } from '../api.ts';
import type { PanelProps } from './panel-props.ts';
import { SaveStatus } from './SaveStatus.tsx';
import { useSave } from './useSave.ts';

/** Changes the e-mail address; the password confirms it is the player. */
export function EmailPanel({ account, onSaved, t }: PanelProps) {
  const { state, run, busy } = useSave(['invalid_email', 'wrong_password']);
  const ids = { email: useId(), pass: useId() };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const { apiPost } = await import('../../api/client.ts');
    const saved = await run(() => apiPost<Account>('account/email', { email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') }));
    form.querySelector<HTMLInputElement>('input[name="password"]')!.value = '';
    if (saved) onSaved(saved);
  };

  return (
    <form className="acc-form" onSubmit={onSubmit} noValidate>
      <p className="acc-hint">{account.email ? t('account.email.current', { email: account.email }) : t('account.email.none')}</p>
      <div className="acc-field">
        <label htmlFor={ids.email}>{t('account.email.new')}</label>
        <input id={ids.email} name="email" type="email" autoComplete="email" className="isl-input" defaultValue={account.email ?? ''} />
      </div>
      <div className="acc-field">
        <label htmlFor={ids.pass}>{t('account.confirmPassword')}</label>
        <input id={ids.pass} name="password" type="password" autoComplete="current-password" className="isl-input" />
      </div>
      <div className="acc-actions">
        <button type="submit" className="isl-button isl-button--primary" disabled={busy} aria-busy={busy}>
          {t('account.email.submit')}
        </button>
        <SaveStatus state={state} t={t} />
      </div>
    </form>
  );
}
