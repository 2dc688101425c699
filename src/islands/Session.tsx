import { lazy, Suspense, useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../stores/session.ts';
import { $loginModal } from '../stores/login-modal.ts';
import type { Lang } from '../stores/lang.ts';
import { replayNotice } from './account/notice.ts';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';
import { useHydrated } from './ui/useHydrated.ts';

interface Props {
  lang: Lang;
  currency: string;
}

// A visitor's page needs neither the session keeper nor the login modal: they load when a
// player is logged in, or when something asks for the modal.
const SessionKeeper = lazy(() => import('./account/SessionKeeper.tsx'));
const LoginModal = lazy(() => import('./account/LoginModal.tsx'));
const PlayTimeWarnings = lazy(() => import('./account/PlayTimeWarnings.tsx'));
// Asks a logged-in player to accept changed terms (issue 29); loaded only for a player.
const TermsPrompt = lazy(() => import('./terms/TermsPrompt.tsx'));

/**
 * Mounted once on every page of both layouts, with nothing to show of its own: replays a
 * notice left by the previous page, runs the session keeper while a player is logged in and
 * hosts the login modal.
 */
export default function Session(props: Props) {
  return (
    <ErrorBoundary lang={props.lang}>
      <SessionHost {...props} />
    </ErrorBoundary>
  );
}

function SessionHost({ lang, currency }: Props) {
  const hydrated = useHydrated();
  const user = useStore($session);
  const modalAsked = useStore($loginModal) !== null;
  // Once loaded the modal stays mounted, so that closing it is the modal's own business.
  const [modal, setModal] = useState(false);
  if (modalAsked && !modal) setModal(true);
  useEffect(replayNotice, []);
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      {user ? <SessionKeeper key={user.id} lang={lang} /> : null}
      {user ? <PlayTimeWarnings key={`time-${user.id}`} /> : null}
      {user ? <TermsPrompt key={`terms-${user.id}`} lang={lang} /> : null}
      {modal ? <LoginModal lang={lang} currency={currency} /> : null}
    </Suspense>
  );
}
