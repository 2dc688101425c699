import { useStore } from '@nanostores/react';
import { $session } from '../stores/session.ts';
import type { Lang } from '../stores/lang.ts';
import { useT } from './i18n.ts';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';
import { useHydrated } from './ui/useHydrated.ts';
import { DepositIcon, LoginIcon, LogoutIcon, OpenAccountIcon } from './ui/icons.tsx';
import { signupOpen } from './signup/signup-open.ts';

/**
 * The mobile main menu's session items: Login for a visitor, Deposit and Logout for a
 * player. Renders menu rows (<a>/<button class="isl-menu-item">) for a list the layout owns.
 */
export default function MobileMenuSession({ lang }: { lang: Lang }) {
  return (
    <ErrorBoundary lang={lang}>
      <Items lang={lang} />
    </ErrorBoundary>
  );
}

function Items({ lang }: { lang: Lang }) {
  const hydrated = useHydrated();
  const user = useStore($session);
  const t = useT(lang);
  if (!hydrated) return <span className="isl-menu-item isl-menu-item--pending" aria-hidden="true" />;
  if (!user) {
    return (
      <>
        <a className="isl-menu-item" href="/login">
          <LoginIcon />
          <span>{t('account.login')}</span>
        </a>
        {signupOpen() ? (
          <a className="isl-menu-item" href="/open-account">
            <OpenAccountIcon />
            <span>{t('signup.openAccount')}</span>
          </a>
        ) : null}
      </>
    );
  }
  return (
    <>
      <a className="isl-menu-item" href="/deposit">
        <DepositIcon />
        <span>{t('account.deposit')}</span>
      </a>
      <button type="button" className="isl-menu-item" onClick={() => void import('./account/logout.ts').then(({ logout }) => logout())}>
        <LogoutIcon />
        <span>{t('account.logout')}</span>
      </button>
    </>
  );
}
