import { lazy, Suspense } from 'react';
import { useStore } from '@nanostores/react';
import { $session } from '../stores/session.ts';
import type { Lang } from '../stores/lang.ts';
import { useT } from './i18n.ts';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';
import { useHydrated } from './ui/useHydrated.ts';

interface Props {
  lang: Lang;
  currency: string;
}

/** The desktop sub-header's right side: the inline login form, or the player's shortcuts (icon and word), name, balance and logout. */
export default function AccountArea({ lang, currency }: Props) {
  return (
    <ErrorBoundary lang={lang}>
      <Account lang={lang} currency={currency} />
    </ErrorBoundary>
  );
}

function Account({ lang, currency }: Props) {
  const hydrated = useHydrated();
  const user = useStore($session);
  const t = useT(lang);
  // The session lives in the browser: the server and the hydrating render show a same-sized blank.
  if (!hydrated) return <Pending />;
  return <Suspense fallback={<Pending />}>{user ? <PlayerBar user={user} lang={lang} t={t} /> : <InlineLogin currency={currency} t={t} />}</Suspense>;
}

const Pending = () => <div className="isl-account isl-account--pending" aria-hidden="true" />;

// Each side loads on demand, so no page carries both and a phone (which never hydrates this
// island) neither: the player's bar (shortcuts, icons, balance) or the visitor's login form.
// The one the stored session calls for starts loading as this module runs, alongside hydration.
const loadPlayerBar = () => import('./account/PlayerBar.tsx');
const loadInlineLogin = () => import('./account/InlineLogin.tsx');
if (typeof window !== 'undefined' && matchMedia('(min-width: 1050px)').matches) void ($session.get() ? loadPlayerBar() : loadInlineLogin());
const PlayerBar = lazy(loadPlayerBar);
const InlineLogin = lazy(loadInlineLogin);
