// @ts-check
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { clientChunks, preloadsNotLoaded } from './build/client-chunks.mjs';
import { reactIslandsTagged } from './build/render-plugins.mjs';
import { serviceWorker } from './build/service-worker.mjs';

/**
 * In development the dev server hosts the same runtime as production: the API under /api
 * and the live socket's upgrades on /api/live (other upgrades are Vite's hot reload).
 * @returns {import('astro').AstroIntegration}
 */
function sportsbookRuntime() {
  let command = '';
  return {
    name: 'sportsbook-runtime',
    hooks: {
      'astro:config:setup': (options) => {
        command = options.command;
        options.addClientDirective({ name: 'afterpaint', entrypoint: './src/directives/after-paint.ts' });
      },
      'astro:server:setup': async ({ server }) => {
        // A build with NODE_ENV=development runs this hook too (for its content sync): it must
        // not open the data folder that the server being started beside it holds.
        if (command !== 'dev') return;
        const { startRuntime } = await import(new URL('./src/server/runtime.ts', import.meta.url).href);
        const { setCurrentRuntime } = await import(new URL('./src/server/current.ts', import.meta.url).href);
        const { getRequestListener } = await import('@hono/node-server');
        const rt = await startRuntime();
        setCurrentRuntime(rt);
        const api = getRequestListener(rt.api.fetch, { overrideGlobalObjects: false });
        server.middlewares.use((req, res, next) => {
          if (req.url === '/api' || req.url?.startsWith('/api/') || req.url?.startsWith('/api?')) void api(req, res);
          else next();
        });
        server.httpServer?.on('upgrade', (req, socket, head) => {
          if (new URL(req.url ?? '/', 'http://x').pathname === '/api/live') rt.hub.handleUpgrade(req, socket, head);
        });
      },
    },
  };
}

export default defineConfig({
  output: 'server',
  // Several builds can live side by side (parallel test runs); the server entry reads the same variable.
  outDir: process.env.SITE_DIST_DIR ?? './dist',
  // No streaming: the security-headers middleware reads every page whole (it hashes the inline
  // scripts) and the page cache keeps it whole, so a stream of many small encoded chunks only
  // cost CPU; one string, encoded once (issue 20). React islands keep their streaming render:
  // its renderToString path drops each island's useId prefix, so two islands would share ids.
  // Middleware mode: the entry exports the page handler alone. The server serves the client
  // folder itself (src/server/http/built-assets.ts); standalone mode's static handler asked
  // the disk about every page URL before rendering it.
  adapter: node({ mode: 'middleware', experimentalDisableStreaming: true }),
  integrations: [react(), sportsbookRuntime(), serviceWorker()],
  server: { port: Number(process.env.PORT ?? 4321), host: process.env.HOST ?? true },
  // Every page's stylesheets inline (issue 30): as files they were a second round of requests
  // before the first paint, one new connection each on a phone's network (Lighthouse's mobile
  // run: 300 ms of a 1.4 s LCP). Inline, their ~10 kB (brotli) travel in the page's own answer,
  // and the security-headers middleware lists each <style>'s hash in the page's CSP.
  build: { inlineStylesheets: 'always' },
  security: { checkOrigin: true },
  devToolbar: { enabled: false },
  vite: {
    // A page miss renders each island once, not twice (issue 20): build/render-plugins.mjs.
    // Lazy imports' preload lists leave out what their chunk already loaded: build/client-chunks.mjs.
    plugins: [reactIslandsTagged(), preloadsNotLoaded()],
    ssr: { external: ['@electric-sql/pglite', 'pg', 'ws'] },
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: clientChunks() } } } } },
  },
});
