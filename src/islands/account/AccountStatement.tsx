import { lazy, Suspense } from 'react';
import type { Lang } from '../../stores/lang.ts';
import { useT } from '../i18n.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Loader } from '../ui/Loader.tsx';
import { usePlayer } from './usePlayer.ts';
import { VisitorPrompt } from './VisitorPrompt.tsx';

/** The table loads when a player is logged in: a visitor's page ships only the prompt. */
const PlayerStatement = lazy(() => import('./PlayerStatement.tsx'));

/** /account-statement: the wallet ledger, newest first, for a chosen period, a page at a time. */
export default function AccountStatement({ lang }: { lang: Lang }) {
  return (
    <ErrorBoundary lang={lang}>
      <Statement lang={lang} />
    </ErrorBoundary>
  );
}

function Statement({ lang }: { lang: Lang }) {
  const { hydrated, user } = usePlayer();
  const t = useT(lang);
  if (!user) return <VisitorPrompt hydrated={hydrated} t={t} />;
  return (
    <Suspense fallback={<Loader lang={lang} />}>
      <PlayerStatement lang={lang} userId={user.id} currency={user.currency} />
    </Suspense>
  );
}
