// Security headers for every response, pages and API alike. Scripts run only from our own
// origin or, for the few inline scripts a page carries (Astro's hydration, the theme and
// mobile redirects), when their sha256 hash is listed: the page middleware hashes each page's
// inline scripts as it renders it (the page cache keeps page and header together). Styles
// likewise: our stylesheets, and the style elements Astro inlines into a page (its small
// component sheets, the islands' display rule) by their hashes; no element carries a style
// attribute, so none is allowed ('unsafe-inline' allowed any, and with it CSS injection). Browsers
// connect only to our own origin and the configured public one (its ws/wss for the live
// socket); no third-party origin may run code, frame us, install a worker or receive our forms. Over HTTPS,
// Strict-Transport-Security keeps browsers on HTTPS for a year, subdomains included.

export interface SecurityOptions {
  /** The site's public origin (PUBLIC_ORIGIN), e.g. https://bet.example.com. */
  publicOrigin?: string;
  /** 'sha256-…' sources of the page's inline scripts. */
  scriptHashes?: readonly string[];
  /** 'sha256-…' sources of the page's style elements. */
  styleHashes?: readonly string[];
}

/** The origin and its WebSocket twin (https -> wss, http -> ws), or nothing for a value that is not an http(s) URL. */
function originAndSocket(publicOrigin: string | undefined): string[] {
  if (!publicOrigin) return [];
  try {
    const url = new URL(publicOrigin);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
    return [url.origin, `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
  } catch {
    return [];
  }
}

/** The Content-Security-Policy for the options: never 'unsafe-inline' for scripts or styles, never a bare ws: or wss:. */
export function contentSecurityPolicy(options: SecurityOptions = {}): string {
  const quoted = (hashes: readonly string[] | undefined) => (hashes ?? []).map((h) => `'${h}'`);
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...quoted(options.scriptHashes)].join(' '),
    ['style-src', "'self'", ...quoted(options.styleHashes)].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    ['connect-src', "'self'", ...originAndSocket(options.publicOrigin)].join(' '),
    "frame-src 'self'",
    // The app's service worker and manifest (docs/app.md): our own files only.
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

export const HSTS = 'max-age=31536000; includeSubDomains';

/** Every security header for a response (without page hashes: no inline script or style may apply). */
export function securityHeaders(options: SecurityOptions = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'SAMEORIGIN',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
  if (options.publicOrigin?.startsWith('https:')) headers['Strict-Transport-Security'] = HSTS;
  return headers;
}

// The API answers every response with the same headers for one public origin: built once.
const entriesByOrigin = new Map<string | undefined, ReadonlyArray<readonly [string, string]>>();

function headerEntries(options: SecurityOptions): ReadonlyArray<readonly [string, string]> {
  if (options.scriptHashes?.length || options.styleHashes?.length) return Object.entries(securityHeaders(options));
  let entries = entriesByOrigin.get(options.publicOrigin);
  if (!entries) entriesByOrigin.set(options.publicOrigin, (entries = Object.entries(securityHeaders(options))));
  return entries;
}

/** Sets the headers on a Web Response's header list without overriding ones a route chose. */
export function applySecurityHeaders(headers: Headers, options: SecurityOptions = {}): void {
  for (const [name, value] of headerEntries(options)) if (!headers.has(name)) headers.set(name, value);
}
