// One check for the whole API: a control character in any JSON string (key or value), query
// parameter or path segment answers 400 invalid_characters before a route runs, so no route
// can forget it and no database driver ever sees a NUL.
import type { Context, MiddlewareHandler } from 'hono';
import { getT } from '../../i18n/index.ts';
import { findControlCharacters, hasControlCharacters } from './control-characters.ts';
import { requestLang } from './request-lang.ts';

export interface RejectControlCharactersOptions {
  /** Multiline fields, by "METHOD /api/path", whose tab and line breaks are text. */
  multiline: Readonly<Record<string, readonly string[]>>;
}

function refuse(c: Context, field: string) {
  const t = getT(requestLang(c.req.raw.headers));
  return c.json({ error: { code: 'invalid_characters', message: t('api.invalidCharacters'), details: { field } } }, 400);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function rejectControlCharacters(options: RejectControlCharactersOptions): MiddlewareHandler {
  const multiline = new Map(Object.entries(options.multiline).map(([route, fields]) => [route, new Set(fields)]));
  return async function rejectControlCharactersHandler(c, next) {
    const url = new URL(c.req.url);
    for (const segment of url.pathname.split('/')) if (hasControlCharacters(decoded(segment))) return refuse(c, 'path');
    for (const [name, value] of url.searchParams) {
      if (hasControlCharacters(name) || hasControlCharacters(value)) return refuse(c, name);
    }
    if (c.req.raw.body && c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const text = await c.req.text();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined; // Not JSON: the route's own validation answers it.
      }
      const field = findControlCharacters(body, multiline.get(`${c.req.method} ${url.pathname}`));
      if (field !== null) return refuse(c, field);
    }
    await next();
  };
}
