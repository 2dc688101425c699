import { lazy, Suspense } from 'react';
import type { Lang } from '../../stores/lang.ts';
import { useT } from '../i18n.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Loader } from '../ui/Loader.tsx';
import { usePlayer } from './usePlayer.ts';
import { VisitorPrompt } from './VisitorPrompt.tsx';

/** The forms load when a player is logged in: a visitor's page ships only the prompt. */
const PlayerSettings = lazy(() => import('./settings/PlayerSettings.tsx'));

/** /account-settings: change password and the player-protection tools, each in its own panel. */
export default function AccountSettings({ lang }: { lang: Lang }) {
  return (
    <ErrorBoundary lang={lang}>
      <Settings lang={lang} />
    </ErrorBoundary>
  );
}

function Settings({ lang }: { lang: Lang }) {
  const { hydrated, user } = usePlayer();
  const t = useT(lang);
  if (!user) return <VisitorPrompt hydrated={hydrated} t={t} />;
  return (
    <Suspense fallback={<Loader lang={lang} />}>
      <PlayerSettings lang={lang} userId={user.id} />
    </Suspense>
  );
}
