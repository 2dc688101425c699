import { lazy, Suspense } from 'react';
import { usePlayer } from '../account/usePlayer.ts';
import type { Lang } from '../../stores/lang.ts';
import { translate, type Dict } from '../translate.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import './casino.css';
import './history.css';

/** The rounds load when a player is logged in: a visitor's page ships only the note. */
const PlayerHistory = lazy(() => import('./PlayerHistory.tsx'));

interface Props {
  lang: Lang;
  /** casinoMessages(lang) from ./messages.ts, given by the page. */
  messages: Dict;
}

/** The player's casino rounds, newest first, a page at a time. */
export default function GamingHistory(props: Props) {
  return (
    <ErrorBoundary lang={props.lang}>
      <History {...props} />
    </ErrorBoundary>
  );
}

function History({ lang, messages }: Props) {
  // A visitor goes to /login (mobile) or gets the login modal (desktop), as on every account page.
  const { hydrated, user } = usePlayer();
  if (!hydrated) return <div className="cas-loading" aria-hidden="true" />;
  if (!user) return <p className="cas-empty">{translate(messages, 'history.loginNeeded')}</p>;
  return (
    <Suspense fallback={<div className="cas-loading" aria-hidden="true" />}>
      <PlayerHistory lang={lang} messages={messages} user={user} />
    </Suspense>
  );
}
