import { useStore } from '@nanostores/react';
import { $session } from '../stores/session.ts';
import type { Lang } from '../stores/lang.ts';
import { formatDateTime } from '../lib/format/datetime.ts';
import { useT } from './i18n.ts';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';
import { useHydrated } from './ui/useHydrated.ts';
import './ui/islands.css';

/** The desktop top bar's "Last login" and "Logged in since" for a player; nothing for a visitor. */
export default function LastLogin({ lang }: { lang: Lang }) {
  return (
    <ErrorBoundary lang={lang}>
      <Times lang={lang} />
    </ErrorBoundary>
  );
}

function Times({ lang }: { lang: Lang }) {
  const hydrated = useHydrated();
  const user = useStore($session);
  const t = useT(lang);
  if (!hydrated || !user) return <span className="isl-last-login" />;
  const last = user.last_login ? Date.parse(user.last_login) : NaN;
  return (
    <span className="isl-last-login">
      {Number.isFinite(last) ? (
        <span>
          {t('account.lastLogin')}: <time dateTime={user.last_login ?? undefined}>{formatDateTime(last)}</time>
        </span>
      ) : null}
      {user.logged_in_from ? (
        <span>
          {t('account.loggedInFrom')}: {user.logged_in_from}
        </span>
      ) : null}
    </span>
  );
}
