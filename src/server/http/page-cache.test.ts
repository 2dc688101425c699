import { createServer, request, type Server } from 'node:http';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withPageCache } from './page-cache.ts';
import { canonicalPageUrl } from './page-query.ts';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** `hold`: the render ends when it resolves; `holdFor`: the render takes this long from its start. */
async function serve(options: { version: () => number; type?: string; cookie?: boolean; status?: number; hold?: Promise<void>; holdFor?: number }) {
  let renders = 0;
  let arrived = 0;
  const handler = withPageCache(
    (_req, res) => {
      const n = (renders += 1);
      res.statusCode = options.status ?? 200;
      res.setHeader('content-type', options.type ?? 'text/html; charset=utf-8');
      if (options.cookie) res.setHeader('set-cookie', 'a=b');
      res.write('<p>');
      const finish = () => res.end(`render ${n}</p>`);
      if (options.hold) void options.hold.then(finish);
      else if (options.holdFor) setTimeout(finish, options.holdFor);
      else finish();
    },
    { version: options.version, maxAgeMs: 60_000, maxEntries: 10 },
  );
  server = createServer(handler);
  server.on('request', () => {
    arrived += 1;
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    base,
    get: (path: string, headers: Record<string, string> = {}) => fetch(base + path, { headers }).then((r) => r.text()),
    renders: () => renders,
    arrived: () => arrived,
  };
}

describe('page cache', () => {
  it('serves the same HTML again while the offer version holds', async () => {
    const s = await serve({ version: () => 1 });
    expect(await s.get('/a')).toBe('<p>render 1</p>');
    expect(await s.get('/a')).toBe('<p>render 1</p>');
    expect(s.renders()).toBe(1);
  });

  it('marks a fresh render as a miss and a kept page as a hit, compressed or not', async () => {
    const s = await serve({ version: () => 1 });
    for (const encoding of ['identity', 'gzip']) {
      const marks = [];
      for (let i = 0; i < 2; i++) marks.push((await fetch(`${s.base}/${encoding}`, { headers: { 'accept-encoding': encoding } })).headers.get('x-page-cache'));
      expect(marks).toEqual(['miss', 'hit']);
    }
  });

  it('tells a compressed miss how long its render took and its whole answer, and a hit nothing', async () => {
    const s = await serve({ version: () => 1, holdFor: 30 });
    const miss = await fetch(`${s.base}/timed`, { headers: { 'accept-encoding': 'br' } });
    const timing = /^render;dur=([\d.]+), total;dur=([\d.]+)$/.exec(miss.headers.get('server-timing') ?? '');
    expect(timing).not.toBeNull();
    const [render, total] = [Number(timing![1]), Number(timing![2])];
    expect(render).toBeGreaterThanOrEqual(25);
    expect(total).toBeGreaterThanOrEqual(render);
    const hit = await fetch(`${s.base}/timed`, { headers: { 'accept-encoding': 'br' } });
    expect(hit.headers.get('x-page-cache')).toBe('hit');
    expect(hit.headers.get('server-timing')).toBeNull();
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

  it('keeps one page per real language: an unknown lang cookie is the default language, not a key of its own', async () => {
    const s = await serve({ version: () => 1 });
    for (const cookie of ['', 'lang=en', 'lang=xx', 'lang=zz', 'lang=EN', 'lang=en%00', 'lang=', 'theme=dark; lang=qq']) await s.get('/a', cookie ? { cookie } : {});
    expect(s.renders()).toBe(1);
    await s.get('/a', { cookie: 'lang=de' });
    await s.get('/a', { cookie: 'other=1; lang=de' });
    expect(s.renders()).toBe(2);
  });

  it('answers requests that arrive during a render from that render', async () => {
    const hold = Promise.withResolvers<void>();
    const s = await serve({ version: () => 1, hold: hold.promise });
    const bodies = Promise.all(Array.from({ length: 5 }, () => s.get('/a')));
    await vi.waitFor(() => expect(s.arrived()).toBe(5));
    hold.resolve();
    expect(await bodies).toEqual(Array.from({ length: 5 }, () => '<p>render 1</p>'));
    expect(s.renders()).toBe(1);
  });

  it('does not hand a render begun under an older offer to a request of the newer one', async () => {
    let version = 1;
    const hold = Promise.withResolvers<void>();
    const s = await serve({ version: () => version, hold: hold.promise });
    const first = s.get('/a');
    await vi.waitFor(() => expect(s.renders()).toBe(1));
    version = 2;
    const second = s.get('/a');
    await vi.waitFor(() => expect(s.renders()).toBe(2));
    hold.resolve();
    expect(await second).toBe('<p>render 2</p>');
    expect(await first).toBe('<p>render 1</p>');
  });

  it('lets requests waiting on a render that may not be kept render for themselves', async () => {
    const hold = Promise.withResolvers<void>();
    const s = await serve({ version: () => 1, cookie: true, hold: hold.promise });
    const bodies = Promise.all(Array.from({ length: 3 }, () => s.get('/a')));
    await vi.waitFor(() => expect(s.arrived()).toBe(3));
    expect(s.renders()).toBe(1);
    hold.resolve();
    expect(new Set(await bodies).size).toBe(3);
    expect(s.renders()).toBe(3);
  });

  it('forgets every language and query of a path, and keeps nothing a render begun before held', async () => {
    const hold = Promise.withResolvers<void>();
    let holding = false;
    let renders = 0;
    const handler = withPageCache(
      (_req, res) => {
        const n = (renders += 1);
        res.setHeader('content-type', 'text/html');
        const finish = () => res.end(`render ${n}`);
        if (holding) void hold.promise.then(finish);
        else finish();
      },
      { version: () => 1, maxAgeMs: 60_000, maxEntries: 10 },
    );
    server = createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const get = (path: string, cookie = '') =>
      fetch(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}${path}`, { headers: { cookie } }).then((r) => r.text());
    await get('/terms');
    await get('/terms', 'lang=de');
    // A query is kept from its second request on.
    await get('/terms?x=1');
    await get('/terms?x=1');
    await get('/other');
    expect(handler.forget('/terms')).toBe(3);
    expect(handler.size()).toBe(1);
    holding = true;
    const inFlight = get('/terms');
    await vi.waitFor(() => expect(renders).toBe(6));
    handler.forget('/terms');
    hold.resolve();
    expect(await inFlight).toBe('render 6');
    holding = false;
    expect(await get('/terms')).toBe('render 7');
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

  it('keeps a page with a query string from its second request on, so a query asked once is never kept', async () => {
    const s = await serve({ version: () => 1 });
    await s.get('/a?time=today');
    await s.get('/a?time=today');
    await s.get('/a?time=today');
    await s.get('/a?time=today');
    expect(s.renders()).toBe(2);
  });

  it('keeps a page with a query string asked for by several requests during its first render, rendering it once', async () => {
    const hold = Promise.withResolvers<void>();
    const s = await serve({ version: () => 1, hold: hold.promise });
    const pages = Array.from({ length: 5 }, () => s.get('/a?time=today'));
    await vi.waitFor(() => expect(s.arrived()).toBe(5));
    hold.resolve();
    expect(new Set(await Promise.all(pages))).toEqual(new Set(['<p>render 1</p>']));
    expect(await s.get('/a?time=today')).toBe('<p>render 1</p>');
    expect(s.renders()).toBe(1);
  });

  // 1,128 requests one after another: a few seconds on a loaded machine, so more time than the default 5 s (nothing here is timed).
  it('leaves the real pages cached through 1,000 junk queries, unknown parameters and junk values of known ones alike', { timeout: 60_000 }, async () => {
    const page = 'x'.repeat(5_000);
    const rendered: string[] = [];
    const handler = withPageCache(
      (req, res) => {
        rendered.push(req.url ?? '');
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(`${req.url}${page}`);
      },
      // Room for a handful of pages, as the production budget holds about 120 league pages.
      { version: () => 1, maxAgeMs: 60_000, maxEntries: 2_000, maxBytes: 40_000, canonical: canonicalPageUrl },
    );
    server = createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const get = async (path: string) => {
      const res = await fetch(base + path);
      return { mark: res.headers.get('x-page-cache'), body: await res.text() };
    };
    const real = ['/', '/sports-betting', '/live-betting', '/results'];
    for (const path of real) for (let i = 0; i < 2; i++) await get(path);
    const before = rendered.length;
    const junk = (i: number) =>
      [
        `/?utm_source=${i}`,
        `/sports-betting?x${i}=1&time=today`,
        `/live-betting?${i}`,
        `/results?day=junk${i}&sport=1`,
        `/sports-betting?time=today&league=${100_000 + i}`,
        `/responsible-gaming?q1=${i}&pgsi=1`,
      ][i % 6]!;
    for (let i = 0; i < 1_000; i++) await get(junk(i));
    // Query strings asked for again and again fill only their share of the budget: the pages without one stay.
    for (let i = 0; i < 60; i++) for (let twice = 0; twice < 2; twice++) await get(`/responsible-gaming?q1=${i % 4}&q2=${i >> 2}&pgsi=1`);
    expect(handler.bytes()).toBeLessThanOrEqual(40_000);
    for (const path of real) {
      const { mark, body } = await get(path);
      expect([path, mark], path).toEqual([path, 'hit']);
      expect(body.startsWith(canonicalPageUrl(path))).toBe(true);
    }
    // A junk parameter beside a real page is that page (served from the cache, rendered without the junk).
    const tagged = await get('/sports-betting?utm_campaign=<x>');
    expect(tagged.mark).toBe('hit');
    expect(rendered.some((url) => /utm|x\d+=|\?\d/.test(url))).toBe(false);
    expect(rendered.length - before).toBeLessThanOrEqual(1_000 + 120);
  });

  it('keeps the pages within a byte budget, dropping the oldest first, so unique URLs cannot fill the memory', async () => {
    const page = 'x'.repeat(10_000);
    let renders = 0;
    const handler = withPageCache(
      (_req, res) => {
        renders += 1;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(page);
      },
      { version: () => 1, maxAgeMs: 60_000, maxEntries: 1_000, maxBytes: 35_000 },
    );
    server = createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    for (let i = 0; i < 10; i++) await (await fetch(`${base}/a/${i}`)).text();
    expect(handler.size()).toBe(3);
    expect(handler.bytes()).toBeLessThanOrEqual(35_000);
    // The newest pages are the ones kept.
    await (await fetch(`${base}/a/9`)).text();
    expect(renders).toBe(10);
    await (await fetch(`${base}/a/0`)).text();
    expect(renders).toBe(11);
  });

  it('counts the bytes its pages hold as pages and their compressed forms come and go', async () => {
    const pageFor = (path: string) => `<main>${path}${'<p>Full Time Result 1.85 3.40 4.20</p>'.repeat(300)}</main>`;
    const raw = Buffer.byteLength(pageFor('/a'));
    let version = 1;
    const handler = withPageCache(
      (req, res) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(pageFor(req.url ?? ''));
      },
      // Room for one page with its forms, not two.
      { version: () => version, maxAgeMs: 60_000, maxEntries: 10, maxBytes: Math.round(raw * 1.5) },
    );
    server = createServer(handler);
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    /** The compressed bytes sent. */
    const get = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'gzip' } }, (res) => {
          let length = 0;
          res.on('data', (c: Buffer) => (length += c.length));
          res.on('end', () => resolve(length));
        });
        req.on('error', reject);
        req.end();
      });
    // Forms are made on zlib's threads, after the answer that asked for them.
    const formsMade = () => new Promise((resolve) => setTimeout(resolve, 100));

    const fast = await get('/a');
    await formsMade();
    expect(handler.bytes()).toBe(raw + fast);
    // A second request has the page compressed at its own level, which replaces the fast form.
    await get('/a');
    await formsMade();
    const better = await get('/a');
    expect(handler.bytes()).toBe(raw + better);
    // Rendered again under a new offer: the old page and its forms no longer count.
    version = 2;
    const again = await get('/a');
    await formsMade();
    expect(handler.bytes()).toBe(raw + again);
    // /b pushes /a out while /a's better form may still be made: only /b counts.
    const upgrading = get('/a');
    const b = await get('/b');
    await upgrading;
    await formsMade();
    expect(handler.size()).toBe(1);
    expect(handler.bytes()).toBe(raw + b);
  });

  it('sends pages compressed to a browser that takes it, fresh renders included', async () => {
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
    // The fresh render and the kept copy alike.
    for (const answer of [await get(), await get()]) {
      expect(answer.encoding).toBe('br');
      expect(answer.body.length).toBeLessThan(page.length / 10);
      expect(brotliDecompressSync(answer.body).toString()).toBe(page);
    }
  });
});
