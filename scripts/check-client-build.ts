// After a build: every file that the browser's JavaScript names (chunks it imports, the
// stylesheets a lazily loaded chunk asks for) exists in dist/client/_astro. A chunking or
// CSS change that drops one breaks an island only when it loads, so it is caught here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const dist = process.env.SITE_DIST_DIR ? resolve(process.env.SITE_DIST_DIR) : join(root, 'dist');
const assets = join(dist, 'client/_astro');
const NAMED = /[\w.-]+\.[\w-]{8}\.(?:js|css)\b/g;

const missing: string[] = [];
const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
for (const file of files) {
  for (const name of new Set(readFileSync(join(assets, file), 'utf8').match(NAMED) ?? [])) {
    if (!existsSync(join(assets, name))) missing.push(`${file} names ${name}`);
  }
}
if (missing.length > 0) {
  console.error(`The client build names files it does not contain:\n  ${missing.join('\n  ')}`);
  process.exit(1);
}
console.log(`client build: ${files.length} scripts, every file they name is present`);
