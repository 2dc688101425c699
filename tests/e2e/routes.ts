// Every route of the spec's route table, with what a desktop visitor should end up on.
export interface RouteCase {
  path: string;
  /** Where a 1280 px wide browser ends up (mobile-only routes send it elsewhere). */
  desktopTarget?: string;
  /** Where a visitor on a phone ends up (account pages send visitors to log in). */
  mobileTarget?: string;
  status?: number;
}

export const ROUTES: RouteCase[] = [
  { path: '/' },
  { path: '/login', desktopTarget: '/' },
  { path: '/language', desktopTarget: '/not-found' },
  { path: '/change-password', mobileTarget: '/login' },
  { path: '/account-settings', mobileTarget: '/login' },
  { path: '/sports-betting' },
  { path: '/sports-betting?time=today' },
  { path: '/sports-betting/highlights', desktopTarget: '/not-found' },
  { path: '/sports-betting/last-minute-events', desktopTarget: '/not-found' },
  { path: '/sports-betting/my-favorites' },
  { path: '/sports-betting/most-played-events' },
  { path: '/live-betting' },
  { path: '/bet-slip', desktopTarget: '/' },
  { path: '/my-bets', mobileTarget: '/login' },
  { path: '/search', desktopTarget: '/' },
  { path: '/info', desktopTarget: '/' },
  { path: '/contact' },
  { path: '/casino-games' },
  { path: '/live-casino' },
  { path: '/evo-auto-games' },
  { path: '/deposit', mobileTarget: '/login' },
  { path: '/account-statement', mobileTarget: '/login' },
  { path: '/gaming-history', mobileTarget: '/login' },
  { path: '/results' },
  { path: '/about-us' },
  { path: '/terms-and-conditions' },
  { path: '/privacy-policy' },
  { path: '/anti-money-laundering' },
  { path: '/responsible-gaming' },
  { path: '/become-affiliate' },
  { path: '/forgot-password' },
  { path: '/forgot-username' },
  { path: '/under-construction' },
  // The content editors' workplace (issue 29): its sign-in form for anyone else.
  { path: '/editor' },
  { path: '/not-found', status: 404 },
  { path: '/this-page-does-not-exist', status: 404 },
];
