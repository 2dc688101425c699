// A micro-cache for rendered pages. Every visitor gets the same HTML for a URL and language
// (the player's own state lives in the browser's session and fills in after hydration), so
// a page rendered once serves every request until the offer changes or a few seconds pass.
// Pages are keyed by the query parameters their route reads (page-query.ts), and a query
// string asked for once is not kept, so junk queries cannot fill the cache (issue 26).
// Requests that miss while the same page is being rendered wait for that render instead of
// starting their own: under load an expiry would otherwise set off one render per open
// connection at the same instant (50 renders, 0.6 s of CPU, measured).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CompressedBody, preferredEncoding } from './compression.ts';
import { langFromCookie } from './request-lang.ts';
import { DEFAULT_LANG } from '../../i18n/index.ts';
import { countMemory } from '../memory-parts.ts';

export interface PageCacheOptions {
  /** The offer version the page at this URL depends on: a page rendered under another is never served. */
  version(url: string): number;
  maxAgeMs: number;
  maxEntries: number;
  /**
   * Bytes the kept pages may hold with their compressed forms (a league page is about 270 kB
   * with them). Each query string is a URL of its own, so without a byte bound anyone could
   * fill the memory with pages; past it the oldest pages go first. Unbounded when absent.
   */
  maxBytes?: number;
  /**
   * The URL a request's page is rendered and kept under (page-query.ts: the path and the
   * parameters its route reads). The request is handed to the page with that URL. As given
   * when absent.
   */
  canonical?(url: string): string;
}

interface Entry {
  version: number;
  at: number;
  status: number;
  headers: Record<string, string | string[]>;
  /** The page, compressed for each encoding once it is first asked for. */
  body: CompressedBody;
  /** Kept under a URL with a query string. */
  query: boolean;
}

/**
 * The share of the byte budget pages with a query string may hold: past it they make room among
 * themselves, so however many of them arrive, the pages without one (home, sports, leagues) stay.
 */
const QUERY_SHARE = 0.5;

interface Flight {
  version: number;
  /** Whether its page is kept: set once more requests for it arrive while it renders. */
  admission: { admit: boolean };
  /** The entry the render produced, or undefined when its answer may not be kept. */
  done: Promise<Entry | undefined>;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The page's language as the locale middleware reads it (same parser): one key per real language. */
function langOf(req: IncomingMessage): string {
  return langFromCookie(req.headers.cookie) ?? DEFAULT_LANG;
}

/** The chunks as one buffer; a single chunk as it is. */
const whole = (chunks: Buffer[]): Buffer => (chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));

/** When the page handler took a request that rendered, and when the render ended (performance.now()). */
interface RenderTimes {
  started: number;
  rendered: number;
}

/**
 * Answers from a kept page, compressed when the browser takes it. `rendered`: the page was
 * rendered for this request (a miss), which the answer tells in Server-Timing: the render
 * (from the request reaching the page handler to the whole HTML) and the total with the
 * compression, for the operator's browser tools and the memory bench (issue 20).
 */
function serve(req: IncomingMessage, res: ServerResponse, entry: Entry, rendered?: RenderTimes): void {
  void entry.body.get(preferredEncoding(req)).then(({ body, encoding }) => {
    const headers: Record<string, string | string[]> = {
      ...entry.headers,
      'content-length': String(body.length),
      vary: 'Accept-Encoding',
      'x-page-cache': rendered ? 'miss' : 'hit',
    };
    if (rendered) headers['server-timing'] = `render;dur=${(rendered.rendered - rendered.started).toFixed(2)}, total;dur=${(performance.now() - rendered.started).toFixed(2)}`;
    if (encoding) headers['content-encoding'] = encoding;
    res.writeHead(entry.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

/**
 * Wraps a page handler; only successful, cookie-free HTML answers to GET are kept, a URL with a
 * query from its second request on.
 */
export function withPageCache(render: Handler, options: PageCacheOptions): Handler & { size(): number; bytes(): number; forget(path: string): number } {
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();
  // Renders begun before their page was forgotten: they answer their requests but are not kept.
  const detached = new WeakSet<Promise<Entry | undefined>>();
  // Bytes the kept pages hold, kept up to date as pages come and go and their compressed forms
  // are made: summing every page on each render cost a page miss 0.1 ms with ~120 pages kept (issue 20).
  let held = 0;
  let heldByQueries = 0;
  const bytes = () => held;
  countMemory('page_cache', bytes);
  const count = (entry: Entry, delta: number) => {
    held += delta;
    if (entry.query) heldByQueries += delta;
  };
  const drop = (key: string, entry: Entry) => {
    entries.delete(key);
    count(entry, -entry.body.bytes());
  };
  /**
   * Drops the oldest pages until the bounds hold (a page's compressed forms count once made):
   * pages with a query string first while they hold more than their share, then any.
   */
  const trim = () => {
    const maxBytes = options.maxBytes ?? Infinity;
    for (const [key, entry] of entries) {
      if (heldByQueries <= maxBytes * QUERY_SHARE) break;
      if (entry.query) drop(key, entry);
    }
    for (const [key, entry] of entries) {
      if (entries.size <= options.maxEntries && held <= maxBytes) break;
      drop(key, entry);
    }
  };

  /** Renders into `res` and keeps the answer when it may be kept; resolves with the entry once the answer ends. */
  const renderAndKeep = (req: IncomingMessage, res: ServerResponse, key: string, version: number, started: number, admission: { admit: boolean }): Promise<Entry | undefined> => {
    let settle!: (entry: Entry | undefined) => void;
    const done = new Promise<Entry | undefined>((resolve) => {
      settle = resolve;
    });
    // An answer cut off before its end (client gone, render failed) leaves nothing to share.
    res.once('close', () => settle(undefined));
    const chunks: Buffer[] = [];
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    // A browser that takes compression gets even a fresh render compressed: the answer is held
    // until the render ends (a few milliseconds) instead of streamed. Live odds change the
    // offer version every few seconds, so many page views are fresh renders.
    const hold = preferredEncoding(req) !== null;
    if (hold) {
      res.writeHead = ((status: number, ...rest: unknown[]) => {
        res.statusCode = status;
        const headers = rest.find((r) => typeof r === 'object' && r !== null) as Record<string, string | string[] | number> | undefined;
        for (const [name, value] of Object.entries(headers ?? {})) if (value !== undefined) res.setHeader(name, value);
        return res;
      }) as typeof res.writeHead;
    }
    const release = () => {
      res.writeHead = writeHead as typeof res.writeHead;
      res.write = write as typeof res.write;
      res.end = end as typeof res.end;
    };
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      // Astro writes a page as one Uint8Array: viewed, not copied (a league page is 200 kB).
      if (Buffer.isBuffer(chunk)) chunks.push(chunk);
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      else chunks.push(Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      if (hold) return true;
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      if (args.length > 0) keep(args[0], args[1]);
      const type = String(res.getHeader('content-type') ?? '');
      let entry: Entry | undefined;
      if (admission.admit && req.method === 'GET' && res.statusCode === 200 && type.startsWith('text/html') && !res.hasHeader('set-cookie') && !detached.has(done)) {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value !== undefined && name !== 'content-length' && name !== 'transfer-encoding' && name !== 'date') headers[name] = Array.isArray(value) ? value : String(value);
        }
        const kept: Entry = {
          version,
          at: Date.now(),
          status: 200,
          headers,
          // A form made after its page left the cache (dropped or rendered again) no longer counts.
          body: new CompressedBody(whole(chunks), 'page', (delta) => {
            if (entries.get(key) === kept) count(kept, delta);
          }),
          query: (req.url ?? '').includes('?'),
        };
        entry = kept;
        // Deleted first so that a page rendered again counts as the newest.
        const previous = entries.get(key);
        if (previous) drop(key, previous);
        entries.set(key, kept);
        count(kept, kept.body.bytes());
        trim();
      }
      settle(entry);
      if (!hold) return end(...args);
      release();
      if (entry) serve(req, res, entry, { started, rendered: performance.now() });
      else {
        const body = whole(chunks);
        res.setHeader('content-length', String(body.length));
        res.removeHeader('transfer-encoding');
        writeHead(res.statusCode);
        end(body);
      }
      return res;
    }) as typeof res.end;
    // A streamed answer's headers leave before the entry exists: it is marked a miss up front.
    if (!hold) res.setHeader('x-page-cache', 'miss');
    render(req, res);
    return done;
  };

  // URLs with a query asked for lately: such a page is kept from its second request within
  // maxAgeMs on, so query strings each asked once (a scan, junk values of a real parameter)
  // never enter the cache and push real pages out. Bounded: the oldest are forgotten first.
  const asked = new Map<string, number>();
  const maxAsked = options.maxEntries * 4;
  const askedBefore = (key: string, now: number): boolean => {
    const before = asked.get(key);
    asked.delete(key);
    asked.set(key, now);
    for (const oldest of asked.keys()) {
      if (asked.size <= maxAsked) break;
      asked.delete(oldest);
    }
    return before !== undefined && now - before < options.maxAgeMs;
  };

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    if (req.method !== 'GET' && req.method !== 'HEAD') return render(req, res);
    const url = options.canonical ? options.canonical(req.url ?? '/') : (req.url ?? '/');
    req.url = url;
    const key = `${url}|${langOf(req)}`;
    const version = options.version(url);
    const hit = entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < options.maxAgeMs) return serve(req, res, hit);
    const flight = flights.get(key);
    if (flight && flight.version === version) {
      // Asked for again while it renders: the page is kept, and this request answered from it.
      flight.admission.admit = true;
      void flight.done.then((entry) => (entry ? serve(req, res, entry) : render(req, res)));
      return;
    }
    if (req.method === 'HEAD') return render(req, res);
    const admission = { admit: !url.includes('?') || askedBefore(key, Date.now()) };
    const done = renderAndKeep(req, res, key, version, started, admission);
    const mine: Flight = { version, done, admission };
    flights.set(key, mine);
    void done.then(() => {
      if (flights.get(key) === mine) flights.delete(key);
    });
  };
  handler.size = () => entries.size;
  handler.bytes = bytes;
  /**
   * Drops every kept page of a path (all languages and query strings) and stops keeping the
   * ones being rendered, which may hold what the page was before: the next request renders it
   * anew. Answers how many kept pages it dropped.
   */
  handler.forget = (path: string) => {
    const pathOf = (key: string) => key.slice(0, key.lastIndexOf('|')).split('?', 1)[0];
    let dropped = 0;
    for (const [key, entry] of entries) {
      if (pathOf(key) !== path) continue;
      drop(key, entry);
      dropped += 1;
    }
    for (const [key, flight] of flights) {
      if (pathOf(key) !== path) continue;
      detached.add(flight.done);
      flights.delete(key);
    }
    return dropped;
  };
  return handler;
}
