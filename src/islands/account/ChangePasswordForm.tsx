import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { $session, patchSessionMeta, updateTokens } from '../../stores/session.ts';
import type { Lang } from '../../stores/lang.ts';
import { showNotice } from './notice.ts';
import { checkNewPassword, type NewPasswordProblem } from '../../lib/account/password-rules.ts';
import { useT, type T } from '../i18n.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { usePlayer } from './usePlayer.ts';
import { VisitorPrompt } from './VisitorPrompt.tsx';

const PROBLEM_KEYS: Record<NewPasswordProblem | 'wrong_password', string> = {
  required: 'account.password.required',
  too_short: 'account.password.tooShort',
  too_long: 'account.password.tooLong',
  mismatch: 'account.password.mismatch',
  needs_letters_and_numbers: 'account.password.complexity',
  wrong_password: 'account.password.wrong',
};

/** The /change-password page: the form, and the desktop chrome hidden until the first change. */
export default function ChangePasswordPage({ lang }: { lang: Lang }) {
  return (
    <ErrorBoundary lang={lang}>
      <Page lang={lang} />
    </ErrorBoundary>
  );
}

function Page({ lang }: { lang: Lang }) {
  const { hydrated, user } = usePlayer();
  const t = useT(lang);
  const firstLogin = user !== null && !user.has_logged_in_before;
  useEffect(() => {
    // The layout's CSS (account.css) hides the desktop menu and sub-header while this is set.
    if (firstLogin) document.documentElement.dataset.firstLogin = 'true';
    else delete document.documentElement.dataset.firstLogin;
  }, [firstLogin]);
  if (!user) return <VisitorPrompt hydrated={hydrated} t={t} />;
  return (
    <>
      {firstLogin ? <p className="acc-note">{t('account.password.firstLoginNote')}</p> : null}
      <ChangePasswordForm t={t} />
    </>
  );
}

/** Old, new and repeated password, checked in the spec's order; success goes home. */
export function ChangePasswordForm({ t }: { t: T }) {
  const form = useRef<HTMLFormElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ids = { old: useId(), next: useId(), repeat: useId(), error: useId() };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const user = $session.get();
    if (!user) return;
    const data = new FormData(event.currentTarget);
    const input = {
      oldPassword: String(data.get('old_password') ?? ''),
      newPassword: String(data.get('new_password') ?? ''),
      repeatPassword: String(data.get('repeat_password') ?? ''),
    };
    const problem = checkNewPassword(input);
    if (problem) {
      setError(t(PROBLEM_KEYS[problem]));
      return;
    }
    setBusy(true);
    setError(null);
    const { apiPost, ApiFailure } = await import('../api/client.ts');
    try {
      const answer = await apiPost<{ access: string; refresh: string }>('change_password', {
        old_password: input.oldPassword,
        new_password: input.newPassword,
        repeat_password: input.repeatPassword,
        username: user.username,
      });
      updateTokens(answer.access, answer.refresh);
      const current = $session.get();
      if (current) $session.set({ ...current, has_logged_in_before: true });
      patchSessionMeta({ refreshed_at: Date.now() });
      showNotice('account.password.changed');
      window.location.assign('/');
    } catch (failure) {
      setBusy(false);
      const code = failure instanceof ApiFailure ? failure.code.replace(/^password_/, '') : '';
      const key =
        code in PROBLEM_KEYS
          ? PROBLEM_KEYS[code as keyof typeof PROBLEM_KEYS]
          : failure instanceof ApiFailure && failure.status === 0
            ? 'network_error_message'
            : PROBLEM_KEYS.wrong_password;
      setError(t(key));
      form.current?.reset();
    }
  };

  const described = error ? ids.error : undefined;
  return (
    <form ref={form} className="acc-form" onSubmit={onSubmit} aria-label={t('account.password.title')} noValidate>
      <div className="acc-field">
        <label htmlFor={ids.old}>{t('account.password.old')} *</label>
        <input id={ids.old} name="old_password" type="password" autoComplete="current-password" required className="isl-input" aria-describedby={described} />
      </div>
      <div className="acc-field">
        <label htmlFor={ids.next}>{t('account.password.new')} *</label>
        <input id={ids.next} name="new_password" type="password" autoComplete="new-password" required className="isl-input" aria-describedby={described} />
      </div>
      <div className="acc-field">
        <label htmlFor={ids.repeat}>{t('account.password.repeat')} *</label>
        <input id={ids.repeat} name="repeat_password" type="password" autoComplete="new-password" required className="isl-input" aria-describedby={described} />
      </div>
      <p className="acc-hint">{t('account.password.rules')}</p>
      {error ? (
        <p id={ids.error} className="acc-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="isl-button isl-button--primary acc-submit" disabled={busy} aria-busy={busy}>
        {t('account.password.submit')}
      </button>
    </form>
  );
}
