// Per-request context, computed once: the language (from the `lang` cookie the language
// select mirrors from localStorage), its t function and the configured currency. Every
// page response also gets the security headers, so they hold in dev as in production.
import { defineMiddleware, sequence } from 'astro:middleware';
import { DEFAULT_LANG, getT } from './i18n/index.ts';
import { langFromCookie } from './server/http/request-lang.ts';
import { runtime } from './server/current.ts';
import { applySecurityHeaders, contentSecurityPolicy } from './server/http/security-headers.ts';
import { inlineHashes } from './server/http/inline-hashes.ts';
import { holdModuleScripts } from './server/http/after-paint-scripts.ts';
import { pagesUnavailable } from './server/http/page-outage.ts';
import { forcedChangeRedirect } from './server/auth/forced-change.ts';

const locale = defineMiddleware((context, next) => {
  // The page cache keys pages by the same reading of the cookie: an unknown value is the
  // default language, so it can neither poison a page nor add cache entries.
  const lang = langFromCookie(context.request.headers.get('cookie')) ?? DEFAULT_LANG;
  context.locals.lang = lang;
  context.locals.t = getT(lang);
  const rt = runtime();
  context.locals.runtime = rt;
  context.locals.currency = rt.config.currency;
  return next();
});

// A page's inline scripts and style elements apply by their hashes, never by 'unsafe-inline':
// the HTML is read whole (the page cache holds it whole anyway), hashed, and the policy names
// exactly those. A page also says its language (Content-Language): the app's service worker
// shows the offline page in the language of the player's last page (docs/app.md).
const securityHeaders = defineMiddleware(async (context, next) => {
  let response = await next();
  const options = { publicOrigin: runtime().config.publicOrigin };
  // The error page marks a database outage with Retry-After; Astro renders it as 500 whatever it set.
  if (response.status === 500 && response.headers.has('Retry-After')) response = new Response(response.body, { status: 503, headers: response.headers });
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html') || !response.body) {
    return withHeaders(response, (headers) => applySecurityHeaders(headers, options));
  }
  // Read as bytes and sent as the same bytes: decoding the page to text and encoding it again
  // cost more than the hashing (issue 20, a league page miss).
  // The module scripts wait for the first paint (lib/app/after-paint.ts).
  const html = holdModuleScripts(new Uint8Array(await response.arrayBuffer()));
  const page = new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
  // The length Astro gave is the page's before the scripts were held (each held type is longer):
  // sent as it is, without compression, the page was read short and its end taken for the next answer.
  page.headers.set('Content-Length', String(html.byteLength));
  const hashes = inlineHashes(html);
  page.headers.set('Content-Security-Policy', contentSecurityPolicy({ ...options, scriptHashes: hashes.scripts, styleHashes: hashes.styles }));
  if (context.locals.lang && !page.headers.has('Content-Language')) page.headers.set('Content-Language', context.locals.lang);
  applySecurityHeaders(page.headers, options);
  return page;
});

function withHeaders(response: Response, apply: (headers: Headers) => void): Response {
  try {
    apply(response.headers);
    return response;
  } catch {
    // Some responses (Response.redirect) carry immutable headers: copy them into a new one.
    const copy = new Response(response.body, response);
    apply(copy.headers);
    return copy;
  }
}

// While the database cannot be reached no page is half-rendered: the error page shows the
// translated "back soon" with 503 until a probe finds the database back.
const outage = defineMiddleware(async (context, next) => {
  if (await pagesUnavailable(context.locals.runtime)) return next('/back-soon');
  return next();
});

// A player who must change the one-time password sees no other page (the API refuses the rest).
const forcedPasswordChange = defineMiddleware((context, next) => {
  const target = forcedChangeRedirect(context.url.pathname, context.request.headers.get('cookie'));
  return target ? context.redirect(target, 302) : next();
});

export const onRequest = sequence(securityHeaders, locale, outage, forcedPasswordChange);
