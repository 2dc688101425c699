// The production server: one node:http server for the pages (Astro's handler), the API
// (Hono) and the live socket, over one runtime.
import { createServer } from 'node:http';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { getRequestListener } from '@hono/node-server';
import { startRuntime, type Runtime } from './runtime.ts';
import { setCurrentRuntime } from './current.ts';
import { securityHeaders } from './http/security-headers.ts';
import { withPageCache } from './http/page-cache.ts';
import { pageOfferVersion } from './http/page-versions.ts';
import { canonicalPageUrl } from './http/page-query.ts';
import { answerClientError } from './http/client-error.ts';
import { builtAssets } from './http/built-assets.ts';
import { redirectForcedChange } from './auth/forced-change.ts';
import { forgetPublishedPages } from './content/events.ts';

/** The page cache's byte budget: about 120 league pages with their compressed forms (issue 20: a node under 400 MiB with load). */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;

/** Whether a page URL's percent-escapes decode (a broken one is the client's error, not a render's). */
function isDecodable(url: string): boolean {
  try {
    decodeURI(url);
    return true;
  } catch {
    return false;
  }
}

type NodeHandler = (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;

/**
 * Serves as soon as the offer is in memory (see openRuntime); `siteBuilt`: a build running
 * meanwhile, awaited before the site's handler is loaded.
 */
export async function startServer(
  env: NodeJS.ProcessEnv = process.env,
  siteBuilt: Promise<void> = Promise.resolve(),
): Promise<{ rt: Runtime; close(): Promise<void>; url: string }> {
  const rt = await startRuntime(env);
  setCurrentRuntime(rt);
  await siteBuilt;
  const distDir = process.env.SITE_DIST_DIR ? resolve(process.env.SITE_DIST_DIR) : fileURLToPath(new URL('../../dist', import.meta.url));
  const entry = join(distDir, 'server/entry.mjs');
  if (!existsSync(entry)) throw new Error('The site is not built: run npm run build (npm start does it for you).');
  const { handler: astroHandler } = (await import(pathToFileURL(entry).href)) as { handler: NodeHandler };
  const pages = withPageCache(astroHandler, {
    version: (url) => pageOfferVersion(rt.offer, url),
    maxAgeMs: 10_000,
    maxEntries: 2_000,
    maxBytes: PAGE_CACHE_BYTES,
    canonical: canonicalPageUrl,
  });
  // A company page published on any node is rendered anew here from the next request on.
  forgetPublishedPages(rt.bus, (path) => void pages.forget(path));
  const assets = builtAssets(join(distDir, 'client'));
  const apiListener = getRequestListener(rt.api.fetch, { overrideGlobalObjects: false });

  const headers = securityHeaders({ publicOrigin: rt.config.publicOrigin });
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const url = req.url ?? '/';
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/api?')) void apiListener(req, res);
    else if (!assets(req, res) && !redirectForcedChange(req, res)) {
      if (isDecodable(url)) pages(req, res);
      else res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request.');
    }
  });
  // Idle keep-alive connections stay open longer than clients keep them (browsers, proxies,
  // test clients), so a client never sends on a socket the server is just closing.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;
  server.on('upgrade', (req, socket, head) => {
    if (!rt.hub.handleUpgrade(req, socket, head)) socket.destroy();
  });
  server.on('clientError', answerClientError);

  await new Promise<void>((resolve) => server.listen(rt.config.port, rt.config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : rt.config.port;
  const url = `http://${rt.config.host === '0.0.0.0' ? 'localhost' : rt.config.host}:${port}`;
  rt.log.info('listening', { url, database: rt.database.kind, feed: rt.config.feedEnabled, since_process_start_ms: Math.round(process.uptime() * 1000) });
  return {
    rt,
    url,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rt.close();
    },
  };
}
