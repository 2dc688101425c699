import type { Lang } from '../../stores/lang.ts';
import { displayName, type LoggedUser } from '../../stores/session.ts';
import { formatMoney } from '../../lib/money/index.ts';
import type { T } from '../i18n.ts';
import { DepositIcon, HistoryIcon, LogoutIcon, SettingsIcon, StatementIcon, TicketIcon } from '../ui/icons.tsx';

const SHORTCUTS = [
  { href: '/my-bets', label: 'account.myBets', Icon: TicketIcon },
  { href: '/deposit', label: 'account.deposit', Icon: DepositIcon },
  { href: '/account-statement', label: 'account.accountStatement', Icon: StatementIcon },
  { href: '/account-settings', label: 'account.accountSettings', Icon: SettingsIcon },
  { href: '/gaming-history', label: 'account.gamingHistory', Icon: HistoryIcon },
] as const;

/** The desktop sub-header of a logged-in player: shortcuts (icon and word), name, balance and logout. */
export default function PlayerBar({ user, lang, t }: { user: LoggedUser; lang: Lang; t: T }) {
  const balance = formatMoney(user.balance, user.currency, lang);
  return (
    <div className="isl-account">
      <nav className="isl-account__shortcuts" aria-label={t('account.shortcuts')}>
        {SHORTCUTS.map(({ href, label, Icon }) => (
          <a key={href} href={href} className="isl-shortcut">
            <Icon />
            <span className="isl-shortcut__label">{t(label)}</span>
          </a>
        ))}
      </nav>
      <span className="isl-account__who">
        <span className="isl-account__name">{displayName(user)}</span>
        <span className="isl-account__balance" aria-label={t('account.balanceValue', { amount: balance })}>
          {balance}
        </span>
      </span>
      <button type="button" className="isl-button isl-button--ghost" onClick={() => void import('./logout.ts').then(({ logout }) => logout())}>
        <LogoutIcon />
        <span>{t('account.logout')}</span>
      </button>
    </div>
  );
}
