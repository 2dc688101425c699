import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { $session, type LoggedUser } from '../../stores/session.ts';
import { openLoginModal } from '../../stores/login-modal.ts';
import { useHydrated } from '../ui/useHydrated.ts';

/** Width from which the desktop chrome (and its login modal) is shown. */
export const DESKTOP_QUERY = '(min-width: 1050px)';

/** The /login address that returns to this page. */
export function loginHref(): string {
  return `/login?from=${encodeURIComponent(`${window.location.pathname}${window.location.search}`)}`;
}

/**
 * The logged-in player of an account page. A visitor (also one logged out while on the page)
 * goes to /login?from=this page; on desktop, where /login does not exist, the login modal
 * opens over the page instead. Null until hydrated and for a visitor.
 */
export function usePlayer(): { hydrated: boolean; user: LoggedUser | null } {
  const hydrated = useHydrated();
  const user = useStore($session);
  const visitor = hydrated && user === null;
  useEffect(() => {
    if (!visitor) return;
    if (window.matchMedia(DESKTOP_QUERY).matches) openLoginModal({ from: `${window.location.pathname}${window.location.search}` });
    else window.location.replace(loginHref());
  }, [visitor]);
  return { hydrated, user: hydrated ? user : null };
}
