// What the service worker (src/scripts/service-worker.ts) may keep and what it must always
// ask the network for. The rule: files that are the same for every player and every moment
// of one build (the hashed /_astro files, icons, images, fonts, the offline pages) are kept
// per build; everything else (the API, prices, balances, every page's HTML) goes to the
// network every time and is never answered from a cache, so nothing stale looks current.
import { DEFAULT_LANG, LANGS, isLang, type Lang } from '../format/lang.ts';

/**
 * How the worker answers a request: `static` from the build's cache (filled on first use),
 * `page` from the network with the offline page when the network is gone, `network` left to
 * the browser as if there were no worker.
 */
export type RequestKind = 'static' | 'page' | 'network';

export interface RequestFacts {
  method: string;
  /** Request.mode: a top-level navigation is 'navigate'. */
  mode: string;
  url: string;
}

/** Where the site's shared files live: the same bytes for everyone until the next build. */
const STATIC_PREFIXES = ['/_astro/', '/icons/', '/img/'];
const STATIC_FILES = new Set(['/favicon.svg']);
const FONT = /\.(woff2?|ttf|otf)$/;

/** Whether a same-origin path is one of the build's shared files (never the API, never a page). */
export function isStaticPath(path: string): boolean {
  if (path === '/api' || path.startsWith('/api/')) return false;
  return STATIC_PREFIXES.some((prefix) => path.startsWith(prefix)) || STATIC_FILES.has(path) || FONT.test(path);
}

/** How the worker answers this request (see RequestKind); `origin` is the site's own. */
export function requestKind(request: RequestFacts, origin: string): RequestKind {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (request.method !== 'GET' || url.origin !== origin) return 'network';
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return 'network';
  if (request.mode === 'navigate') return 'page';
  // A query makes another resource of a path: only the plain file is the build's.
  return url.search === '' && isStaticPath(url.pathname) ? 'static' : 'network';
}

const SHELL_PREFIX = 'app-shell-';

/** The cache of one build's shared files and offline pages. */
export const shellCacheName = (build: string): string => `${SHELL_PREFIX}${build}`;

/** The cache that outlives builds: the language of the player's last page (no personal data). */
export const STATE_CACHE = 'app-state';

/** The key under which the state cache keeps the last page's language. */
export const LANG_KEY = '/offline/last-language';

/** Caches an older build left behind: every shell cache but this build's. Other caches are not ours to delete. */
export function staleCaches(names: readonly string[], build: string): string[] {
  const current = shellCacheName(build);
  return names.filter((name) => name.startsWith(SHELL_PREFIX) && name !== current);
}

/** The offline page of a language. */
export const offlinePath = (lang: Lang): string => `/offline/${lang}`;

/** Every offline page, fetched into the cache when a build's worker installs. */
export const OFFLINE_PATHS: readonly string[] = LANGS.map(offlinePath);

/** The language a page was served in, from its Content-Language header ("de", "sr"), or null. */
export function pageLanguage(contentLanguage: string | null): Lang | null {
  const first = (contentLanguage ?? '').split(',')[0]?.trim().toLowerCase().split('-')[0];
  return isLang(first) ? first : null;
}

/** The offline page to show for the language the player last read a page in. */
export function offlinePathFor(lastLanguage: string | null): string {
  return offlinePath(isLang(lastLanguage) ? lastLanguage : DEFAULT_LANG);
}

const HTML_URLS = /\s(?:src|href|component-url|renderer-url|before-hydration-url)\s*=\s*"([^"]+)"/g;
const CSS_URLS = /url\(\s*['"]?([^'")\s]+)['"]?\s*\)/g;
const JS_IMPORTS = /(?:\bimport\s*|\bfrom\s*)["']([^"'\n]+)["']/g;

/**
 * The build's shared files a document names, resolved against its own URL: the scripts,
 * styles, islands and icons of an HTML page, the images and fonts of a stylesheet, the
 * static imports of a module. Links to pages and anything off the site are left out: the
 * worker fetches these into the cache so that the offline page works with no network.
 */
export function sharedFilesNamed(text: string, type: 'html' | 'css' | 'js', documentUrl: string): string[] {
  const pattern = type === 'html' ? HTML_URLS : type === 'css' ? CSS_URLS : JS_IMPORTS;
  const base = new URL(documentUrl);
  const found = new Set<string>();
  for (const match of text.matchAll(pattern)) {
    const raw = (match[1] ?? '').replaceAll('&amp;', '&');
    // A module names its imports by path ("./x.js"); anything else is not a file of ours.
    if (raw.startsWith('data:') || (type === 'js' && !/^\.{0,2}\//.test(raw))) continue;
    let url: URL;
    try {
      url = new URL(raw, base);
    } catch {
      continue;
    }
    if (url.origin === base.origin && url.search === '' && isStaticPath(url.pathname)) found.add(url.pathname);
  }
  return [...found];
}

/** How a shared file's text is read for the files it names, by its path; null for files that name none. */
export function documentType(path: string): 'css' | 'js' | null {
  if (path.endsWith('.css')) return 'css';
  if (path.endsWith('.js') || path.endsWith('.mjs')) return 'js';
  return null;
}
