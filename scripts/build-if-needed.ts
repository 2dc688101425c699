// Builds the site when dist/ is missing or older than any source file.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const stamp = join(process.env.SITE_DIST_DIR ? resolve(process.env.SITE_DIST_DIR) : join(root, 'dist'), 'server/entry.mjs');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, name)));
  return newest;
}

function needsBuild(): boolean {
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const sources = Math.max(...['src', 'public', 'astro.config.mjs', 'package.json'].map((p) => newestMtime(join(root, p))));
  return built <= sources;
}

const astroBuild = [join(root, 'node_modules/astro/bin/astro.mjs'), 'build'];

export function buildIfNeeded(): void {
  if (!needsBuild()) return;
  console.log('Building the site (first start or sources changed)…');
  const result = spawnSync(process.execPath, astroBuild, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The build failed.');
}

/** The same, in a child process, so the caller can start the runtime while the site builds. */
export function buildInBackground(): Promise<void> {
  if (!needsBuild()) return Promise.resolve();
  console.log('Building the site (first start or sources changed)…');
  const child = spawn(process.execPath, astroBuild, { cwd: root, stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error('The build failed.'))));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded();
