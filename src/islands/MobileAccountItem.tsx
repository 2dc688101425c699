import { useStore } from '@nanostores/react';
import { $session } from '../stores/session.ts';
import type { Lang } from '../stores/lang.ts';
import { formatMoney, formatAmount } from '../lib/money/index.ts';
import { useT } from './i18n.ts';
import { ErrorBoundary } from './ui/ErrorBoundary.tsx';
import { useHydrated } from './ui/useHydrated.ts';
import { LoginIcon, SettingsIcon, TicketIcon } from './ui/icons.tsx';

/**
 * The mobile bottom bar's account entries: "Login" for a visitor (returning to this page),
 * or account settings with the balance and "My bets" for a player. Renders bar items
 * (<a class="isl-bar-item">) to sit beside the bar's own items.
 */
export default function MobileAccountItem({ lang }: { lang: Lang }) {
  return (
    <ErrorBoundary lang={lang}>
      <Item lang={lang} />
    </ErrorBoundary>
  );
}

function Item({ lang }: { lang: Lang }) {
  const hydrated = useHydrated();
  const user = useStore($session);
  const t = useT(lang);
  if (!hydrated) return <span className="isl-bar-item isl-bar-item--pending" aria-hidden="true" />;
  if (!user) {
    const from = `${window.location.pathname}${window.location.search}`;
    const href = window.location.pathname === '/login' ? '/login' : `/login?from=${encodeURIComponent(from)}`;
    return (
      <a className="isl-bar-item" href={href}>
        <LoginIcon />
        <span>{t('account.login')}</span>
      </a>
    );
  }
  return (
    <>
      <a
        className="isl-bar-item"
        href="/account-settings"
        aria-label={`${t('account.accountSettings')}, ${t('account.balanceValue', { amount: formatMoney(user.balance, user.currency, lang) })}`}
      >
        <SettingsIcon />
        <span>{formatAmount(user.balance, lang)}</span>
      </a>
      <a className="isl-bar-item" href="/my-bets">
        <TicketIcon />
        <span>{t('account.myBets')}</span>
      </a>
    </>
  );
}
