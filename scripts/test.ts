// npm test: every check and suite in order. First the static checks (tsc, astro check, lint,
// format, knip), then unit, API on PGlite, API on a throwaway PostgreSQL (from the local
// binaries; skipped with a notice only when none are installed), then the site is built and
// the Playwright suite runs in Chromium at desktop and mobile sizes (the JS budget among it).
// Each step prints one summary line; the last line is `N passed, N failed` over every test and
// check (a check counts as one). `node scripts/test.ts lint knip` runs only the named steps.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { hasPostgresBinaries, startThrowawayPostgres } from './test-support/postgres.ts';

const root = new URL('..', import.meta.url).pathname;
const bin = (name: string) => `${root}node_modules/.bin/${name}`;
const only = process.argv.slice(2);
const wanted = (step: string) => only.length === 0 || only.includes(step);
const reports = `${root}.tmp/test-reports`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}
interface Step extends Counts {
  name: string;
  ok: boolean;
  seconds: number;
  /** Tests counted from the runner's report; a check without one counts as one test. */
  counted: boolean;
}
const steps: Step[] = [];

/** Reads a test count from a runner's JSON report; undefined when the runner wrote none. */
type CountReader = () => Counts | undefined;

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Vitest's JSON reporter (Jest's shape). */
const vitestCounts =
  (file: string): CountReader =>
  () => {
    const r = readJson(file);
    if (!r) return undefined;
    const n = (key: string) => Number(r[key] ?? 0);
    return { passed: n('numPassedTests'), failed: n('numFailedTests'), skipped: n('numPendingTests') + n('numTodoTests') };
  };

/** Playwright's JSON reporter: a flaky test (passed on retry) counts as failed, as there are no retries. */
const playwrightCounts =
  (file: string): CountReader =>
  () => {
    const stats = readJson(file)?.stats as Record<string, number> | undefined;
    if (!stats) return undefined;
    return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0), skipped: stats.skipped ?? 0 };
  };

function run(name: string, command: string, args: string[], env: Record<string, string> = {}, counts?: CountReader): boolean {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  const seconds = Math.round((Date.now() - started) / 1000);
  const counted = counts?.();
  // A runner that failed without reporting (it crashed, or found no tests) counts as one failure.
  const tally = counted ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  if (!ok && tally.failed === 0) tally.failed = 1;
  const step: Step = { name, ok, seconds, counted: counted !== undefined, ...tally };
  steps.push(step);
  console.log(summaryLine(step));
  return ok;
}

function summaryLine(s: Step): string {
  const tests = s.counted ? ` ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}` : '';
  return `${s.ok ? 'ok  ' : 'FAIL'}  ${s.name}${tests} (${s.seconds} s)`;
}

const vitest = (project: string, report: string, env: Record<string, string> = {}, label = `${project} tests`) =>
  run(
    label,
    bin('vitest'),
    ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/${report}.json`],
    env,
    vitestCounts(`${reports}/${report}.json`),
  );

if (wanted('typecheck')) run('type check (tsc --noEmit)', bin('tsc'), ['--noEmit', '-p', '.']);
if (wanted('astro-check')) run('astro check (.astro files)', bin('astro'), ['check'], { ASTRO_TELEMETRY_DISABLED: '1' });
if (wanted('lint')) run('lint (eslint: import boundaries, no cycles)', bin('eslint'), ['--cache', '--cache-location', `${root}.tmp/eslint-cache`, '.']);
if (wanted('format')) run('format (prettier --check)', bin('prettier'), ['--check', '--log-level=warn', '.']);
if (wanted('knip')) run('unused files, exports and dependencies (knip)', bin('knip'), ['--no-progress']);
if (wanted('unit')) vitest('unit', 'unit');
if (wanted('api')) vitest('api', 'api-pglite', {}, 'API tests on PGlite');
if (wanted('api-pg')) {
  const pg = await startThrowawayPostgres();
  if (!pg) {
    console.log('\n=== API tests on PostgreSQL: SKIPPED (no PostgreSQL binaries found in /usr/lib/postgresql/*/bin or PATH) ===');
  } else {
    try {
      vitest('api', 'api-postgres', { TEST_PG_URL: pg.url }, 'API tests on PostgreSQL');
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
    const report = `${reports}/e2e.json`;
    run(
      'end-to-end tests (Chromium, desktop 1280x800 and mobile 390x844; JS budget)',
      bin('playwright'),
      ['test', '--reporter=list,json'],
      { PLAYWRIGHT_JSON_OUTPUT_FILE: report },
      playwrightCounts(report),
    );
  } else {
    console.log('The build failed: end-to-end tests not run.');
  }
}

console.log('\n=== summary ===');
for (const s of steps) console.log(summaryLine(s));
const passed = steps.reduce((sum, s) => sum + s.passed, 0);
const failed = steps.reduce((sum, s) => sum + s.failed, 0);
const failedSteps = steps.filter((s) => !s.ok).length;
console.log(`steps: ${steps.length - failedSteps} of ${steps.length} ok (tests and checks below; a check counts as one)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps === 0 && failed === 0 ? 0 : 1);
