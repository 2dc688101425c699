import { createServer, request, type Server } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { withPageCache } from './page-cache.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

async function serve(options: { version: () => number; type?: string; cookie?: boolean; status?: number }) {
  let renders = 0;
  const handler = withPageCache(
    (_req, res) => {
      renders += 1;
      res.statusCode = options.status ?? 200;
      res.setHeader('content-type', options.type ?? 'text/html; charset=utf-8');
      if (options.cookie) res.setHeader('set-cookie', 'a=b');
      res.write('<p>');
      res.end(`render ${renders}</p>`);
    },
    { version: options.version, maxAgeMs: 60_000, maxEntries: 10 },
  );
  server = createServer(handler);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }).then((r) => r.text()), renders: () => renders };
}

describe('page cache', () => {
  it('serves the same HTML again while the offer version holds', async () => {
    const s = await serve({ version: () => 1 });
    expect(await s.get('/a')).toBe('<p>render 1</p>');
    expect(await s.get('/a')).toBe('<p>render 1</p>');
    expect(s.renders()).toBe(1);
  });

  it('renders again when the offer changes', async () => {
    let version = 1;
    const s = await serve({ version: () => version });
    await s.get('/a');
    version = 2;
    expect(await s.get('/a')).toBe('<p>render 2</p>');
  });

  it('keeps languages and URLs apart', async () => {
    const s = await serve({ version: () => 1 });
    await s.get('/a', { cookie: 'lang=de' });
    await s.get('/a', { cookie: 'lang=sr' });
    await s.get('/a?x=1', { cookie: 'lang=sr' });
    expect(s.renders()).toBe(3);
  });

  it('never keeps answers that set cookies, fail, or are not HTML', async () => {
    for (const options of [{ cookie: true }, { status: 404 }, { type: 'application/json' }]) {
      const s = await serve({ version: () => 1, ...options });
      await s.get('/a');
      await s.get('/a');
      expect(s.renders()).toBe(2);
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
  });

  it('sends a kept page compressed to a browser that takes it', async () => {
    const page = `<main>${'<p>Full Time Result 1.85 3.40 4.20</p>'.repeat(200)}</main>`;
    const handler = withPageCache(
      (_req, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(page);
      },
      { version: () => 1, maxAgeMs: 60_000, maxEntries: 10 },
    );
    server = createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const get = () =>
      new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path: '/a', headers: { 'accept-encoding': 'br, gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
    expect((await get()).body.toString()).toBe(page);
    const hit = await get();
    expect(hit.encoding).toBe('br');
    expect(hit.body.length).toBeLessThan(page.length / 10);
    expect(brotliDecompressSync(hit.body).toString()).toBe(page);
  });
});
