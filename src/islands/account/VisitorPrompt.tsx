import { openLoginModal } from '../../stores/login-modal.ts';
import type { T } from '../i18n.ts';
import { DESKTOP_QUERY, loginHref } from './usePlayer.ts';
import { OpenAccountPrompt } from '../signup/OpenAccountPrompt.tsx';

/**
 * What an account page shows a visitor while being sent to log in, and after closing the
 * desktop login modal: a way back to it. Blank until hydrated, as the session is unknown.
 */
export function VisitorPrompt({ hydrated, t }: { hydrated: boolean; t: T }) {
  if (!hydrated) return <div className="acc-pending" aria-hidden="true" />;
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <div className="acc-visitor">
      <p>{t('account.visitorPrompt')}</p>
      <a
        className="isl-button isl-button--primary"
        href={loginHref()}
        onClick={(event) => {
          if (!window.matchMedia(DESKTOP_QUERY).matches) return;
          event.preventDefault();
          openLoginModal({ from: here });
        }}
      >
        {t('account.login')}
      </a>
      <OpenAccountPrompt t={t} />
    </div>
  );
}
