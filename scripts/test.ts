// npm test: every suite in order. Unit, API on PGlite, API on a throwaway PostgreSQL (from
// the local binaries; skipped with a notice only when none are installed), then the site is
// built and the Playwright suite runs in Chromium at desktop and mobile sizes.
import { spawnSync } from 'node:child_process';
import { hasPostgresBinaries, startThrowawayPostgres } from './test-support/postgres.ts';

const root = new URL('..', import.meta.url).pathname;
const bin = (name: string) => `${root}node_modules/.bin/${name}`;
const only = process.argv.slice(2);
const wanted = (step: string) => only.length === 0 || only.includes(step);

interface Step {
  name: string;
  ok: boolean;
  seconds: number;
}
const steps: Step[] = [];

function run(name: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  steps.push({ name, ok, seconds: Math.round((Date.now() - started) / 1000) });
  return ok;
}

if (wanted('typecheck')) run('type check (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', '.']);
if (wanted('unit')) run('unit tests', bin('vitest'), ['run', '--project', 'unit']);
if (wanted('api')) run('API tests on PGlite', bin('vitest'), ['run', '--project', 'api']);
if (wanted('api-pg')) {
  const pg = await startThrowawayPostgres();
  if (!pg) {
    console.log('\n=== API tests on PostgreSQL: SKIPPED (no PostgreSQL binaries found in /usr/lib/postgresql/*/bin or PATH) ===');
  } else {
    try {
      run('API tests on PostgreSQL', bin('vitest'), ['run', '--project', 'api'], { TEST_PG_URL: pg.url });
    } finally {
      await pg.stop();
    }
  }
}
// Two nodes as child processes over a PostgreSQL the suite restarts, cuts off, pauses and kills.
if (wanted('faults')) {
  if (hasPostgresBinaries()) run('fault suite: two nodes on PostgreSQL', bin('vitest'), ['run', '--config', 'tests/faults/vitest.config.ts']);
  else console.log('\n=== fault suite: SKIPPED (no PostgreSQL binaries found in /usr/lib/postgresql/*/bin or PATH) ===');
}
if (wanted('e2e')) {
  if (run('build', process.execPath, [`${root}node_modules/astro/bin/astro.mjs`, 'build'], { ASTRO_TELEMETRY_DISABLED: '1' })) {
    run('client build check', process.execPath, [`${root}scripts/check-client-build.ts`]);
    run('end-to-end tests (Chromium, desktop 1280x800 and mobile 390x844)', bin('playwright'), ['test']);
  } else {
    console.log('The build failed: end-to-end tests not run.');
  }
}

console.log('\n=== summary ===');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'}  ${s.name} (${s.seconds} s)`);
const failed = steps.filter((s) => !s.ok).length;
console.log(`steps: ${steps.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
