// A page published on one node is served by every node within 5 s, without a restart or a
// build (issue 29): each node's page cache forgets the page when the bus tells it. The page
// cache here is the production one (withPageCache) around a render of the live version, wired
// to the bus as the server's entry wires it, and keeps pages for a minute: only the bus can
// make it serve the new version in time. On PGlite there is one node: its own publish.
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, startSecondNode, type Harness } from './support/harness.ts';
import { openEditor, publish, type TestEditor } from './support/editors.ts';
import type { Runtime } from '../../src/server/runtime.ts';
import { withPageCache } from '../../src/server/http/page-cache.ts';
import { livePage } from '../../src/server/content/versions.ts';
import { forgetPublishedPages } from '../../src/server/content/events.ts';

let h: Harness;
let other: Runtime | undefined;
let editor: TestEditor;
let server: Server | undefined;
beforeAll(async () => {
  h = await startHarness({ FEED: 'off' });
  editor = await openEditor(h);
});
afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await other?.close();
  await h?.close();
});

/** Serves the German responsible-gaming page of a node through a page cache wired as src/server/main.ts wires it. */
async function servePage(rt: Runtime): Promise<{ get(): Promise<{ text: string; cache: string | null }> }> {
  const pages = withPageCache(
    (_req, res) => {
      void livePage(rt, 'responsible-gaming', 'de').then((page) => {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(`<h1>${page!.frontmatter.title}</h1>${page!.html}`);
      });
    },
    { version: () => 1, maxAgeMs: 60_000, maxEntries: 100 },
  );
  forgetPublishedPages(rt.bus, (path) => void pages.forget(path));
  server = createServer(pages);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/responsible-gaming`;
  return {
    get: async () => {
      const res = await fetch(url, { headers: { cookie: 'lang=de' } });
      return { text: await res.text(), cache: res.headers.get('x-page-cache') };
    },
  };
}

describe('a publish across nodes', () => {
  it('is served by the other node within 5 s, whose cached page it replaces', async () => {
    if (h.rt.database.kind === 'postgres') other = await startSecondNode(h, { FEED: 'off' });
    const reader = other ?? h.rt;
    const page = await servePage(reader);
    expect((await page.get()).cache).toBe('miss');
    const before = await page.get();
    expect(before.cache).toBe('hit');
    const mark = `Neu veröffentlicht ${Date.now()}`;
    const published = await publish(h, editor, 'responsible-gaming', 'de', { body: `## Hilfe\n\n${mark}\n` });
    expect(published.status).toBe(201);
    const started = Date.now();
    let served = before;
    while (!served.text.includes(mark) && Date.now() - started < 5_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      served = await page.get();
    }
    const tookMs = Date.now() - started;
    expect(served.text, `not served after ${tookMs} ms`).toContain(mark);
    expect(tookMs).toBeLessThan(5_000);
    expect(before.text).not.toContain(mark);
  });
});
