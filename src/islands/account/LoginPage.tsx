import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../../stores/session.ts';
import type { Lang } from '../../stores/lang.ts';
import { useT } from '../i18n.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { useHydrated } from '../ui/useHydrated.ts';
import { afterLoginPath } from './login.ts';
import { LoginForm } from './LoginForm.tsx';
import { OpenAccountPrompt } from '../signup/OpenAccountPrompt.tsx';

/** The mobile /login page's form: `?from=` is where a successful login returns to. */
export default function LoginPage({ lang, currency }: { lang: Lang; currency: string }) {
  return (
    <ErrorBoundary lang={lang}>
      <Page lang={lang} currency={currency} />
    </ErrorBoundary>
  );
}

function Page({ lang, currency }: { lang: Lang; currency: string }) {
  const hydrated = useHydrated();
  const user = useStore($session);
  const t = useT(lang);
  useEffect(() => {
    // A player who opens /login (or comes back to it) has nothing to do here. Checked once:
    // a login on this page chooses its own destination.
    if ($session.get()) window.location.replace('/');
  }, []);
  if (!hydrated || user !== null) return <div className="acc-pending" aria-hidden="true" />;
  return (
    <>
      <LoginForm
        t={t}
        currency={currency}
        inlineErrors={false}
        onSuccess={(u) => window.location.assign(afterLoginPath(u, new URLSearchParams(window.location.search).get('from')))}
      />
      <div className="acc-open-below">
        <OpenAccountPrompt t={t} />
      </div>
    </>
  );
}
