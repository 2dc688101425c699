// The build's client folder, served from memory. The hashed files (/_astro/*) change name
// with their content, so browsers may keep them for a year without asking again; the files
// copied from public/ (images, the game frames) keep their names and are kept for an hour.
// The service worker is the exception: browsers must ask for it again on every update check
// (no-cache: a copy is reused only once the server says it has not changed), so a new build's
// worker reaches them at once (docs/app.md). Both are sent compressed. Astro's own static handler answered them with `max-age=0`,
// uncompressed (the whole of React on every page view of a phone on a slow network), and
// asked the disk about every page URL before rendering it (issue 20, a page miss).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CompressedBody, preferredEncoding } from './compression.ts';
import { countMemory } from '../memory-parts.ts';

const HASHED = '/_astro/';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.map']);
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NAMED = 'public, max-age=3600';
/** The app's service worker (build/service-worker.mjs writes it). */
const WORKER = '/sw.js';

interface Asset {
  type: string;
  body: CompressedBody | Buffer;
}

/** Every servable file under `dir` by its URL path ("/img/pay/card.svg"), read once at start. */
function filesByUrl(dir: string, prefix = '/', into = new Map<string, string>()): Map<string, string> {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return into; // No client build folder: nothing to serve from here.
  }
  for (const name of names) {
    const path = join(dir, name);
    const stat = statSync(path);
    if (stat.isDirectory()) filesByUrl(path, `${prefix}${name}/`, into);
    else if (stat.isFile() && TYPES[extname(name)]) into.set(`${prefix}${name}`, path);
  }
  return into;
}

/**
 * Answers GET and HEAD for the files of the client build folder and returns true, or returns
 * false for every other request (the pages). Only paths found in the folder at start are
 * served: a request path is looked up, never joined onto the disk path.
 */
export function builtAssets(clientDir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const files = filesByUrl(clientDir);
  const loaded = new Map<string, Asset>();
  countMemory('built_files', () => {
    let bytes = 0;
    for (const asset of loaded.values()) bytes += Buffer.isBuffer(asset.body) ? asset.body.length : asset.body.bytes();
    return bytes;
  });

  const load = (url: string, path: string): Asset => {
    let asset = loaded.get(url);
    if (!asset) {
      const ext = extname(url);
      const raw = readFileSync(path);
      asset = { type: TYPES[ext] ?? 'application/octet-stream', body: COMPRESSIBLE.has(ext) ? new CompressedBody(raw, 'static') : raw };
      loaded.set(url, asset);
    }
    return asset;
  };

  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false;
    const url = req.url.split(/[?#]/, 1)[0] ?? '';
    const path = files.get(url);
    if (!path) return false;
    const asset = load(url, path);
    const cacheControl = url.startsWith(HASHED) ? IMMUTABLE : url === WORKER ? 'no-cache' : NAMED;
    const send = (body: Buffer, encoding: string | null) => {
      const headers: Record<string, string> = { 'content-type': asset.type, 'content-length': String(body.length), 'cache-control': cacheControl, vary: 'Accept-Encoding' };
      if (encoding) headers['content-encoding'] = encoding;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (Buffer.isBuffer(asset.body)) send(asset.body, null);
    else void asset.body.get(preferredEncoding(req)).then(({ body, encoding }) => send(body, encoding));
    return true;
  };
}
