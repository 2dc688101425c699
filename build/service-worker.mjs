// @ts-check
// Bundles the app's service worker (src/scripts/service-worker.ts) into the client folder as
// /sw.js once the site is built. The worker names its cache after the build: an id hashed
// from every file the build wrote, so each deploy that changes anything is a worker with
// other bytes, which browsers take as an update (docs/app.md). A worker's URL must not change
// between builds, so it cannot be one of Vite's hashed files.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'rolldown';

const WORKER_SOURCE = fileURLToPath(new URL('../src/scripts/service-worker.ts', import.meta.url));
export const WORKER_FILE = 'sw.js';

/**
 * Every file under `dir`, as paths relative to it, sorted.
 * @param {string} dir
 * @param {string} [root]
 * @returns {string[]}
 */
function filesUnder(dir, root = dir) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name), root) : entry.isFile() ? [relative(root, join(dir, entry.name))] : []))
    .sort();
}

/**
 * The build's id: a hash of the names and bytes of everything in the output folder (the
 * server's code too: the offline pages are rendered by it), the worker itself left out.
 * @param {string} outDir
 * @param {string} workerPath
 */
export function buildId(outDir, workerPath) {
  const hash = createHash('sha256');
  for (const file of filesUnder(outDir)) {
    const path = join(outDir, file);
    if (path === workerPath) continue;
    hash.update(`${file}\0`);
    hash.update(readFileSync(path));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** @returns {import('astro').AstroIntegration} */
export function serviceWorker() {
  /** @type {string} */
  let outDir = '';
  /** @type {string} */
  let clientDir = '';
  return {
    name: 'service-worker',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        clientDir = fileURLToPath(config.build.client);
      },
      'astro:build:done': async ({ logger }) => {
        const workerPath = join(clientDir, WORKER_FILE);
        const id = buildId(outDir, workerPath);
        const result = await build({
          input: WORKER_SOURCE,
          platform: 'browser',
          transform: { define: { __APP_BUILD__: JSON.stringify(id) } },
          output: { format: 'iife', minify: true },
          write: false,
        });
        const chunk = result.output.find((file) => file.type === 'chunk');
        if (!chunk) throw new Error('The service worker bundle came out empty.');
        writeFileSync(workerPath, chunk.code);
        logger.info(`/${WORKER_FILE} for build ${id} (${chunk.code.length} bytes)`);
      },
    },
  };
}
