import { useId, useRef, useState, type FormEvent } from 'react';
import { showToast } from '../../stores/toasts.ts';
import type { T } from '../i18n.ts';
import { signupOpen } from '../signup/signup-open.ts';

/** The desktop sub-header's login form for a visitor: username, password, the reminders and "Open account". */
export default function InlineLogin({ currency, t }: { currency: string; t: T }) {
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const ids = { user: useId(), pass: useId() };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBusy(true);
    // The login code is only needed by a visitor who submits.
    const { afterLoginPath, login, loginFailureText } = await import('./login.ts');
    const outcome = await login(String(data.get('username') ?? ''), String(data.get('password') ?? ''), currency);
    setBusy(false);
    if (outcome.ok) {
      // The player stays on the page they logged in from (reloaded, so every part of it
      // follows the session); a first login goes to change the password first.
      window.location.assign(afterLoginPath(outcome.user, `${window.location.pathname}${window.location.search}`));
      return;
    }
    if (outcome.messageKey === 'wrong_credentials' || outcome.messageKey === 'network_error_message')
      showToast({ id: 'login-error', kind: 'error', messageKey: outcome.messageKey });
    else showToast({ id: 'login-error', kind: 'error', message: loginFailureText(outcome, t), persistent: outcome.messageKey === 'login.accountLocked' });
    form.current?.reset();
    form.current?.querySelector<HTMLInputElement>('input[name="username"]')?.focus();
  };

  return (
    <form ref={form} className="isl-account isl-login" onSubmit={onSubmit} aria-label={t('account.loginForm')} noValidate>
      <label htmlFor={ids.user} className="isl-visually-hidden">
        {t('account.username')}
      </label>
      <input id={ids.user} name="username" type="text" autoComplete="username" placeholder={t('account.username')} className="isl-input" />
      <label htmlFor={ids.pass} className="isl-visually-hidden">
        {t('account.password')}
      </label>
      <input id={ids.pass} name="password" type="password" autoComplete="current-password" placeholder={t('account.password')} className="isl-input" />
      <button type="submit" className="isl-button isl-button--primary" disabled={busy} aria-busy={busy}>
        {busy ? t('account.loggingIn') : t('account.login')}
      </button>
      <span className="isl-login__links">
        <a href="/forgot-username">{t('account.forgotUsername')}</a>
        <a href="/forgot-password">{t('account.forgotPassword')}</a>
      </span>
      {signupOpen() ? (
        <a href="/open-account" className="isl-button isl-button--ghost isl-login__open">
          {t('signup.openAccount')}
        </a>
      ) : null}
    </form>
  );
}
