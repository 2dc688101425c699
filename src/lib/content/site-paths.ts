// The pages of the site a company page may link to, so the editor can flag a link to a page
// that does not exist. site-paths.test.ts holds this list to the route files in src/pages.
import { COMPANY_PAGES } from './pages.ts';

/** Routes with a fixed path (the company pages included). */
export const STATIC_PATHS: readonly string[] = [
  '/',
  '/account-settings',
  '/account-statement',
  '/bet-slip',
  '/casino-games',
  '/change-password',
  '/contact',
  '/deposit',
  '/editor',
  '/evo-auto-games',
  '/forgot-password',
  '/forgot-username',
  '/gaming-history',
  '/info',
  '/language',
  '/live-betting',
  '/live-casino',
  '/login',
  '/my-bets',
  '/not-found',
  '/open-account',
  '/results',
  '/search',
  '/sports-betting',
  '/sports-betting/highlights',
  '/sports-betting/last-minute-events',
  '/sports-betting/most-played-events',
  '/sports-betting/my-favorites',
  '/under-construction',
  ...COMPANY_PAGES.map((page) => `/${page}`),
];

/** Routes with parameters, as the path patterns their files under src/pages stand for. */
export const PATTERN_PATHS: readonly RegExp[] = [
  /^\/sports-betting\/sport\/[^/]+\/\d+$/,
  /^\/sports-betting\/[^/]+\/\d+\/[^/]+\/\d+$/,
  /^\/sports-betting\/match\/\d+$/,
  /^\/sports-betting\/match\/\d+\/bets$/,
  // The installable app's offline page, one per language (src/pages/offline/[lang].astro).
  /^\/offline\/(?:en|de|sr)$/,
];

const known = new Set(STATIC_PATHS);

/** Whether a path of this site (query and fragment left out) is a page that exists. */
export function isSitePath(path: string): boolean {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  let decoded = trimmed;
  try {
    decoded = decodeURI(trimmed);
  } catch {
    return false;
  }
  return known.has(decoded) || PATTERN_PATHS.some((pattern) => pattern.test(decoded));
}

/**
 * The site path a link points to, or null when it points elsewhere (another site, an e-mail
 * address, a telephone number) or only to a place on the same page.
 */
export function sitePathOf(href: string): string | null {
  if (href === '' || href.startsWith('#') || href.startsWith('//')) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) return null;
  if (href.startsWith('/')) return href;
  // A relative link from a company page (/terms-and-conditions) resolves against the root.
  return `/${href.replace(/^(\.\/)+/, '')}`;
}
