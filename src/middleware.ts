// Per-request context, computed once: the language (from the `lang` cookie the language
// select mirrors from localStorage), its t function and the configured currency. Every
// page response also gets the security headers, so they hold in dev as in production.
import { defineMiddleware, sequence } from 'astro:middleware';
import { DEFAULT_LANG, getT } from './i18n/index.ts';
import { langFromCookie } from './server/http/request-lang.ts';
import { runtime } from './server/current.ts';
import { applySecurityHeaders } from './server/http/security-headers.ts';
import { forcedChangeRedirect } from './server/auth/forced-change.ts';

const locale = defineMiddleware((context, next) => {
  // The page cache keys pages by the same reading of the cookie: an unknown value is the
  // default language, so it can neither poison a page nor add cache entries.
  const lang = langFromCookie(context.request.headers.get('cookie')) ?? DEFAULT_LANG;
  context.locals.lang = lang;
  context.locals.t = getT(lang);
  context.locals.currency = runtime().config.currency;
  return next();
});

const securityHeaders = defineMiddleware(async (_context, next) => {
  const response = await next();
  try {
    applySecurityHeaders(response.headers);
    return response;
  } catch {
    // Some responses (Response.redirect) carry immutable headers: copy them into a new one.
    const copy = new Response(response.body, response);
    applySecurityHeaders(copy.headers);
    return copy;
  }
});

// A player who must change the one-time password sees no other page (the API refuses the rest).
const forcedPasswordChange = defineMiddleware((context, next) => {
  const target = forcedChangeRedirect(context.url.pathname, context.request.headers.get('cookie'));
  return target ? context.redirect(target, 302) : next();
});

export const onRequest = sequence(securityHeaders, forcedPasswordChange, locale);
