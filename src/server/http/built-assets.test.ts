import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtAssets } from './built-assets.ts';
import { preferredEncoding } from './compression.ts';

const script = `export const odds = [${Array.from({ length: 400 }, (_, i) => i * 7).join(',')}];\n`;
const logo = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(80)}</svg>`;
const worker = "self.addEventListener('fetch', () => {});\n";
let server: Server;
let base: string;
let dir: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'built-assets-'));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro/shell.AbCd1234.js'), script);
  writeFileSync(join(dir, 'secret.txt'), 'not an asset');
  mkdirSync(join(dir, 'img/pay'), { recursive: true });
  writeFileSync(join(dir, 'img/pay/card.svg'), logo);
  writeFileSync(join(dir, 'sw.js'), worker);
  const assets = builtAssets(dir);
  server = createServer((req, res) => {
    if (!assets(req, res)) res.writeHead(404).end('fallthrough');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

/** Raw GET (fetch would decode the body and hide the encoding). */
function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('built client files', () => {
  it('sends brotli to a browser that takes it, cached for a year', async () => {
    const res = await get('/_astro/shell.AbCd1234.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.body.length).toBeLessThan(script.length);
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip, or the file as it is, to clients that take only that', async () => {
    const gz = await get('/_astro/shell.AbCd1234.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get('/_astro/shell.AbCd1234.js?v=1');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('serves the files copied from public/ under their own names, kept for an hour', async () => {
    const res = await get('/img/pay/card.svg?v=2', { 'accept-encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(gunzipSync(res.body).toString()).toBe(logo);
  });

  it('serves the service worker asked for again on every check (no-cache), so a new build reaches browsers at once', async () => {
    const res = await get('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toBe(worker);
  });

  it('leaves every other path to the next handler, traversal included', async () => {
    expect((await get('/_astro/missing.js')).body.toString()).toBe('fallthrough');
    expect((await get('/_astro/../secret.txt')).body.toString()).toBe('fallthrough');
    expect((await get('/_astro/%2e%2e/secret.txt')).body.toString()).toBe('fallthrough');
    expect((await get('/about-us')).body.toString()).toBe('fallthrough');
    expect((await get('/secret.txt')).body.toString()).toBe('fallthrough');
    expect((await get('/img/pay/../../secret.txt')).body.toString()).toBe('fallthrough');
    expect((await get('/img/pay')).body.toString()).toBe('fallthrough');
  });
});

describe('accepted encodings', () => {
  const enc = (value?: string) => preferredEncoding({ headers: value === undefined ? {} : { 'accept-encoding': value } } as never);
  it('prefers brotli, honours refusals and knows identity', () => {
    expect(enc('gzip, br')).toBe('br');
    expect(enc('br;q=0, gzip')).toBe('gzip');
    expect(enc('*')).toBe('gzip');
    expect(enc('identity')).toBeNull();
    expect(enc()).toBeNull();
  });
});
