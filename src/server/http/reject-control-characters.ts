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

// JSON text carries C0 characters inside strings only escaped (\n, \u0000, ...) and C1 or DEL
// raw or as \u escapes; whitespace between tokens may be raw C0. A text without any of these
// cannot parse to a string holding a control character, so most bodies skip the walk. A false
// alarm (an escaped backslash before "n") only costs the walk.
// eslint-disable-next-line no-control-regex -- the pattern is there to find control characters.
const MAY_HOLD_CONTROL = /\\[bfnrt]|\\u00[0-9a-f][0-9a-f]|[\u0000-\u001f\u007f-\u009f]/i;
const JSON_TYPE = /^application\/([a-z.-]+\+)?json\b/i;

type BodyCache = { bodyCache: Record<string, Promise<unknown>> };

export function rejectControlCharacters(options: RejectControlCharactersOptions): MiddlewareHandler {
  const multiline = new Map(Object.entries(options.multiline).map(([route, fields]) => [route, new Set(fields)]));
  return async function rejectControlCharactersHandler(c, next) {
    const path = c.req.path;
    // Hono's path is already URI-decoded once; a segment may still hold an escape (%2500 -> %00).
    if (hasControlCharacters(path) || (path.includes('%') && path.split('/').some((segment) => hasControlCharacters(decoded(segment))))) return refuse(c, 'path');
    if (c.req.url.includes('?')) {
      for (const [name, value] of new URL(c.req.url).searchParams) {
        if (hasControlCharacters(name) || hasControlCharacters(value)) return refuse(c, name);
      }
    }
    // The text is read through Hono (Node's fast path); touching `c.req.raw.body` would build a
    // whole web Request and stream per request.
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      const text = await c.req.text();
      if (text === '') return next();
      const isJson = JSON_TYPE.test(c.req.header('content-type') ?? '');
      if (!isJson && !MAY_HOLD_CONTROL.test(text)) return next();
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        return next(); // Not JSON: the route's own validation answers it.
      }
      // The route's validator reads the same parsed value instead of parsing the text again.
      if (isJson) (c.req as unknown as BodyCache).bodyCache.json = Promise.resolve(body);
      if (MAY_HOLD_CONTROL.test(text)) {
        const field = findControlCharacters(body, multiline.get(`${c.req.method} ${path}`));
        if (field !== null) return refuse(c, field);
      }
    }
    await next();
  };
}
