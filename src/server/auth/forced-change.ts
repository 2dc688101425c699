// A player who logged in with a one-time password must change it before anything else. The
// API enforces that on every guarded call (see guard.ts); for the pages the login answer sets
// a marker cookie (HttpOnly, so only the server sets and clears it: change password, logout)
// and every page but /change-password redirects there while it is set. The cookie only
// steers pages; it grants nothing, and removing it opens nothing the API would allow.
import type { IncomingMessage, ServerResponse } from 'node:http';
export const MUST_CHANGE_COOKIE = 'must_change_password';
export const CHANGE_PASSWORD_PATH = '/change-password';

/** The Set-Cookie value that sets (true) or clears (false) the marker. */
export function mustChangePasswordCookie(set: boolean): string {
  const base = `${MUST_CHANGE_COOKIE}=${set ? '1' : ''}; Path=/; HttpOnly; SameSite=Lax`;
  return set ? base : `${base}; Max-Age=0`;
}

/** True when a request's Cookie header carries the marker. */
export function mustChangePassword(cookieHeader: string | null | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${MUST_CHANGE_COOKIE}=1(?:;|$)`).test(cookieHeader ?? '');
}

/** Where a page request goes instead, or null when it may be served. */
export function forcedChangeRedirect(pathname: string, cookieHeader: string | null | undefined): string | null {
  if (!mustChangePassword(cookieHeader)) return null;
  if (pathname === CHANGE_PASSWORD_PATH || pathname.startsWith(`${CHANGE_PASSWORD_PATH}/`)) return null;
  return CHANGE_PASSWORD_PATH;
}

/**
 * For the production server, in front of the page cache (a kept page would skip Astro's
 * middleware): answers the redirect and returns true, or returns false to serve the page.
 */
export function redirectForcedChange(req: IncomingMessage, res: ServerResponse): boolean {
  const target = forcedChangeRedirect(new URL(req.url ?? '/', 'http://page').pathname, req.headers.cookie);
  if (!target) return false;
  res.writeHead(302, { location: target, 'cache-control': 'no-store' }).end();
  return true;
}
