// A micro-cache for rendered pages. Every visitor gets the same HTML for a URL and language
// (the player's own state lives in the browser's session and fills in after hydration), so
// a page rendered once serves every request until the offer changes or a few seconds pass.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CompressedBody, preferredEncoding } from './compression.ts';

export interface PageCacheOptions {
  /** The offer version: a page rendered under another version is never served. */
  version(): number;
  maxAgeMs: number;
  maxEntries: number;
}

interface Entry {
  version: number;
  at: number;
  status: number;
  headers: Record<string, string | string[]>;
  /** The page, compressed for each encoding once it is first asked for. */
  body: CompressedBody;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** Answers from a kept page, compressed when the browser takes it. */
function serve(req: IncomingMessage, res: ServerResponse, entry: Entry): void {
  void entry.body.get(preferredEncoding(req)).then(({ body, encoding }) => {
    const headers: Record<string, string | string[]> = { ...entry.headers, 'content-length': String(body.length), vary: 'Accept-Encoding', 'x-page-cache': 'hit' };
    if (encoding) headers['content-encoding'] = encoding;
    res.writeHead(entry.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

function langOf(req: IncomingMessage): string {
  const match = /(?:^|;\s*)lang=([a-z]{2})/.exec(req.headers.cookie ?? '');
  return match?.[1] ?? '';
}

/** Wraps a page handler; only successful, cookie-free HTML answers to GET are kept. */
export function withPageCache(render: Handler, options: PageCacheOptions): Handler & { size(): number } {
  const entries = new Map<string, Entry>();

  const handler = (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return render(req, res);
    const key = `${req.url}|${langOf(req)}`;
    const version = options.version();
    const hit = entries.get(key);
    if (hit && hit.version === version && Date.now() - hit.at < options.maxAgeMs) return serve(req, res, hit);
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((...args: unknown[]) => {
      if (args.length > 0) keep(args[0], args[1]);
      const type = String(res.getHeader('content-type') ?? '');
      if (req.method === 'GET' && res.statusCode === 200 && type.startsWith('text/html') && !res.hasHeader('set-cookie')) {
        const headers: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(res.getHeaders())) {
          if (value !== undefined && name !== 'content-length' && name !== 'transfer-encoding' && name !== 'date') headers[name] = Array.isArray(value) ? value : String(value);
        }
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { version, at: Date.now(), status: 200, headers, body: new CompressedBody(Buffer.concat(chunks), 'page') });
      }
      return end(...args);
    }) as typeof res.end;
    render(req, res);
  };
  handler.size = () => entries.size;
  return handler;
}
