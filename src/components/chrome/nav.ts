// The site's navigation, in one place: the desktop main menu, the mobile side menu and the
// company links share these lists, and the active item is derived from the path.
import type { IconName } from '../icons.ts';

export interface NavItem {
  id: string;
  href: string;
  /** Translation key of the label. */
  label: string;
  icon: IconName;
}

export const MAIN_MENU: readonly NavItem[] = [
  { id: 'home', href: '/', label: 'menu.home', icon: 'home' },
  { id: 'sports', href: '/sports-betting', label: 'menu.sportsBetting', icon: 'ball' },
  { id: 'live', href: '/live-betting', label: 'menu.liveBetting', icon: 'live' },
  { id: 'casino', href: '/casino-games', label: 'menu.casinoGames', icon: 'casino' },
  { id: 'live-casino', href: '/live-casino', label: 'menu.liveCasino', icon: 'cards' },
  { id: 'evo', href: '/evo-auto-games', label: 'menu.evoAutoGames', icon: 'roulette' },
];

export const SIDE_MENU: readonly NavItem[] = [
  { id: 'language', href: '/language', label: 'menu.language', icon: 'globe' },
  { id: 'contact', href: '/contact', label: 'menu.contact', icon: 'mail' },
  { id: 'info', href: '/info', label: 'menu.info', icon: 'info' },
  { id: 'search', href: '/search', label: 'menu.search', icon: 'search' },
  { id: 'affiliate', href: '/become-affiliate', label: 'menu.becomeAffiliate', icon: 'handshake' },
  { id: 'about', href: '/about-us', label: 'menu.aboutUs', icon: 'building' },
];

export const COMPANY_LINKS: readonly NavItem[] = [
  { id: 'about', href: '/about-us', label: 'menu.aboutUs', icon: 'building' },
  { id: 'terms', href: '/terms-and-conditions', label: 'menu.termsAndConditions', icon: 'doc' },
  { id: 'privacy', href: '/privacy-policy', label: 'menu.privacyPolicy', icon: 'lock' },
  { id: 'aml', href: '/anti-money-laundering', label: 'menu.antiMoneyLaundering', icon: 'shield' },
  { id: 'responsible', href: '/responsible-gaming', label: 'menu.responsibleGaming', icon: 'shield' },
  { id: 'contact', href: '/contact', label: 'menu.contact', icon: 'mail' },
  { id: 'affiliate', href: '/become-affiliate', label: 'menu.becomeAffiliate', icon: 'handshake' },
];

/** The main-menu entry a path belongs to, or undefined for pages outside it. */
export function activeSection(pathname: string): string | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  return MAIN_MENU.find((item) => item.href !== '/' && (path === item.href || path.startsWith(`${item.href}/`)))?.id;
}
