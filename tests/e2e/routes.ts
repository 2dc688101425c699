// Every route of the spec's route table, with what a desktop visitor should end up on.
export interface RouteCase {
  path: string;
  /** Where a 1280 px wide browser ends up (mobile-only routes send it elsewhere). */
  desktopTarget?: string;
  status?: number;
}

export const ROUTES: RouteCase[] = [
  { path: '/' },
  { path: '/login', desktopTarget: '/' },
  { path: '/language', desktopTarget: '/not-found' },
  { path: '/change-password' },
  { path: '/account-settings' },
  { path: '/sports-betting' },
  { path: '/sports-betting?time=today' },
  { path: '/sports-betting/highlights', desktopTarget: '/not-found' },
  { path: '/sports-betting/last-minute-events', desktopTarget: '/not-found' },
  { path: '/sports-betting/my-favorites' },
  { path: '/sports-betting/most-played-events' },
  { path: '/live-betting' },
  { path: '/bet-slip', desktopTarget: '/' },
  { path: '/my-bets' },
  { path: '/search', desktopTarget: '/' },
  { path: '/info', desktopTarget: '/' },
  { path: '/contact' },
  { path: '/casino-games' },
  { path: '/live-casino' },
  { path: '/evo-auto-games' },
  { path: '/deposit' },
  { path: '/account-statement' },
  { path: '/gaming-history' },
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
  { path: '/not-found', status: 404 },
  { path: '/this-page-does-not-exist', status: 404 },
];
