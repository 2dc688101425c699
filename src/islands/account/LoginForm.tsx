import { useId, useRef, useState, type FormEvent } from 'react';
import type { LoggedUser } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import type { T } from '../i18n.ts';
import { login, loginFailureText } from './login.ts';

interface Props {
  t: T;
  currency: string;
  /** The desktop modal shows the refusal inside the form; the mobile page shows a toast. */
  inlineErrors: boolean;
  onSuccess: (user: LoggedUser) => void;
  /** Focus the username field when shown. */
  autoFocus?: boolean;
}

/** Username, password and submit, shared by the mobile /login page and the desktop login modal. */
export function LoginForm({ t, currency, inlineErrors, onSuccess, autoFocus }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { user: useId(), pass: useId(), error: useId() };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const outcome = await login(String(data.get('username') ?? ''), String(data.get('password') ?? ''), currency);
    setBusy(false);
    if (outcome.ok) {
      onSuccess(outcome.user);
      return;
    }
    const refused = outcome.messageKey === 'wrong_credentials';
    if (inlineErrors) setError(refused ? t('login.incorrect') : loginFailureText(outcome, t));
    else if (refused || outcome.messageKey === 'network_error_message') showToast({ id: 'login-error', kind: 'error', messageKey: outcome.messageKey });
    else
      showToast({
        id: 'login-error',
        kind: 'error',
        message: loginFailureText(outcome, t),
        persistent: outcome.messageKey !== 'login.tooManyAttempts' && outcome.messageKey !== 'login.busy',
      });
    form.current?.reset();
    form.current?.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
  };

  return (
    <form ref={form} className="acc-form acc-login" onSubmit={onSubmit} aria-label={t('account.loginForm')} noValidate>
      <div className="acc-field">
        <label htmlFor={ids.user}>{t('account.username')}</label>
        <input
          id={ids.user}
          name="username"
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          className="isl-input"
          autoFocus={autoFocus}
          aria-describedby={error ? ids.error : undefined}
        />
      </div>
      <div className="acc-field">
        <label htmlFor={ids.pass}>{t('account.password')}</label>
        <input id={ids.pass} name="password" type="password" autoComplete="current-password" className="isl-input" aria-describedby={error ? ids.error : undefined} />
      </div>
      {error ? (
        <p id={ids.error} className="acc-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="isl-button isl-button--primary acc-submit" disabled={busy} aria-busy={busy}>
        {busy ? t('account.loggingIn') : t('account.login')}
      </button>
      <p className="acc-links">
        <a href="/forgot-username">{t('account.forgotUsername')}</a>
        <a href="/forgot-password">{t('account.forgotPassword')}</a>
      </p>
    </form>
  );
}
