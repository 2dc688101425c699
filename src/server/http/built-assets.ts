// The build's hashed client files (/_astro/*): a file's name changes with its content, so
// browsers may keep it for a year without asking again, and it is sent compressed. Astro's
// own static handler answers them with `max-age=0` and uncompressed, which costs a phone on
// a slow network the whole of React on every page view.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CompressedBody, preferredEncoding } from './compression.ts';
import { countMemory } from '../memory-parts.ts';

const PREFIX = '/_astro/';
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
};
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.map']);
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Asset {
  type: string;
  body: CompressedBody | Buffer;
}

/**
 * Answers GET and HEAD for files of `<clientDir>/_astro` and returns true, or returns false
 * for every other request. Only names found in the folder at start are served: a request
 * path is looked up, never joined onto the disk path.
 */
export function builtAssets(clientDir: string): (req: IncomingMessage, res: ServerResponse) => boolean {
  const dir = join(clientDir, '_astro');
  const files = new Map<string, string>();
  try {
    for (const name of readdirSync(dir)) if (statSync(join(dir, name)).isFile() && TYPES[extname(name)]) files.set(name, join(dir, name));
  } catch {
    // No client build folder: nothing to serve from here.
  }
  const loaded = new Map<string, Asset>();
  countMemory('built_files', () => {
    let bytes = 0;
    for (const asset of loaded.values()) bytes += Buffer.isBuffer(asset.body) ? asset.body.length : asset.body.bytes();
    return bytes;
  });

  const load = (name: string, path: string): Asset => {
    let asset = loaded.get(name);
    if (!asset) {
      const ext = extname(name);
      const raw = readFileSync(path);
      asset = { type: TYPES[ext] ?? 'application/octet-stream', body: COMPRESSIBLE.has(ext) ? new CompressedBody(raw, 'static') : raw };
      loaded.set(name, asset);
    }
    return asset;
  };

  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url?.startsWith(PREFIX)) return false;
    const name = req.url.slice(PREFIX.length).split(/[?#]/, 1)[0] ?? '';
    const path = files.get(name);
    if (!path) return false;
    const asset = load(name, path);
    const send = (body: Buffer, encoding: string | null) => {
      const headers: Record<string, string> = { 'content-type': asset.type, 'content-length': String(body.length), 'cache-control': IMMUTABLE, vary: 'Accept-Encoding' };
      if (encoding) headers['content-encoding'] = encoding;
      res.writeHead(200, headers);
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (Buffer.isBuffer(asset.body)) send(asset.body, null);
    else void asset.body.get(preferredEncoding(req)).then(({ body, encoding }) => send(body, encoding));
    return true;
  };
}
