// A server the end-to-end suite talks to (one per Playwright worker): a fresh data folder each
// run, then npm start's server. The servers start together; the first builds the site when it
// is out of date while the others wait for it, so no two builds write dist/ at once.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pgliteTemplate } from '../tests/api/support/templates.ts';
import { buildIfNeeded } from './build-if-needed.ts';

const tmp = new URL('../.tmp/', import.meta.url).pathname;
const lock = `${tmp}e2e-build.lock`;

/** Whether the process that wrote the lock still runs (a killed build leaves its lock behind). */
function holderAlive(): boolean {
  try {
    process.kill(Number(readFileSync(lock, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

mkdirSync(tmp, { recursive: true });
for (;;) {
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
    break;
  } catch {
    if (!holderAlive()) rmSync(lock, { force: true });
    else await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
try {
  buildIfNeeded();
} finally {
  rmSync(lock, { force: true });
}

const dataDir = process.env.DATA_DIR ?? '.tmp/e2e-data';
rmSync(dataDir, { recursive: true, force: true });
// The migrated empty database the API tests start from, unpacked where the server keeps its
// embedded database (DATA_DIR/pglite, as PGlite's own loadDataDir unpacks it): the server skips
// initdb and the migrations (15 s of a 45 s start on a busy machine).
mkdirSync(join(dataDir, 'pglite'), { recursive: true });
execFileSync('tar', ['-xf', await pgliteTemplate(), '-C', join(dataDir, 'pglite')], { stdio: 'pipe' });
await import('./start.ts');
