import { lazy, Suspense } from 'react';
import type { Lang } from '../../stores/lang.ts';
import { useT } from '../i18n.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Loader } from '../ui/Loader.tsx';
import { usePlayer } from '../account/usePlayer.ts';
import { VisitorPrompt } from '../account/VisitorPrompt.tsx';
import './my-bets.css';
import './edit/edit-bet.css';

/** The tickets load when a player is logged in: a visitor's page ships only the prompt. */
const PlayerBets = lazy(() => import('./PlayerBets.tsx'));

/**
 * "My bets": the player's open and closed tickets, closed ones filtered by period, status and
 * live. A visitor goes to /login (the login modal on desktop, where /login does not exist).
 */
export default function MyBets({ lang, currency }: { lang: Lang; currency: string }) {
  return (
    <ErrorBoundary lang={lang}>
      <MyBetsView lang={lang} currency={currency} />
    </ErrorBoundary>
  );
}

function MyBetsView({ lang, currency }: { lang: Lang; currency: string }) {
  const t = useT(lang);
  const { hydrated, user } = usePlayer();
  if (!hydrated)
    return (
      <div className="mybets">
        <Loader lang={lang} />
      </div>
    );
  // A visitor who closed the login modal gets a way back to it, not a spinner for ever.
  if (!user)
    return (
      <div className="mybets">
        <VisitorPrompt hydrated t={t} />
      </div>
    );

  return (
    <Suspense
      fallback={
        <div className="mybets">
          <Loader lang={lang} />
        </div>
      }
    >
      <PlayerBets lang={lang} currency={currency} user={user} />
    </Suspense>
  );
}
