// Reads what npm test's runners wrote in their JSON reports: how many tests passed, failed and
// were skipped, and how long each test took (for the summary's ten slowest).
import { readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

export interface TimedTest {
  seconds: number;
  /** The step it ran in (end-to-end, API tests on PGlite, ...). */
  suite: string;
  title: string;
}

export interface Report {
  /** Undefined when the runner wrote no report (it crashed, or found no tests). */
  counts(): Counts | undefined;
  tests(): TimedTest[];
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

interface VitestFile {
  name: string;
  assertionResults?: Array<{ fullName?: string; title?: string; duration?: number | null }>;
}

/** Vitest's JSON reporter (Jest's shape). */
export function vitestReport(file: string, suite: string): Report {
  return {
    counts() {
      const r = readJson(file);
      if (!r) return undefined;
      const n = (key: string) => Number(r[key] ?? 0);
      return { passed: n('numPassedTests'), failed: n('numFailedTests'), skipped: n('numPendingTests') + n('numTodoTests') };
    },
    tests() {
      const files = (readJson(file)?.testResults ?? []) as VitestFile[];
      return files.flatMap((f) =>
        (f.assertionResults ?? []).map((t) => ({
          seconds: (t.duration ?? 0) / 1000,
          suite,
          title: `${relativeName(f.name)} › ${t.fullName ?? t.title ?? ''}`,
        })),
      );
    },
  };
}

interface PlaywrightSuite {
  title: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{ title: string; file: string; tests: Array<{ projectName: string; results: Array<{ duration: number }> }> }>;
}

/** Playwright's JSON reporter: a flaky test (passed on retry) counts as failed, as there are no retries. */
export function playwrightReport(file: string, suite: string): Report {
  return {
    counts() {
      const stats = readJson(file)?.stats as Record<string, number> | undefined;
      if (!stats) return undefined;
      return { passed: stats.expected ?? 0, failed: (stats.unexpected ?? 0) + (stats.flaky ?? 0), skipped: stats.skipped ?? 0 };
    },
    tests() {
      const found: TimedTest[] = [];
      const walk = (s: PlaywrightSuite, path: string[]) => {
        for (const spec of s.specs ?? [])
          for (const t of spec.tests)
            found.push({
              seconds: t.results.reduce((sum, r) => sum + r.duration, 0) / 1000,
              suite: `${suite} [${t.projectName}]`,
              title: [spec.file, ...path, spec.title].join(' › '),
            });
        for (const child of s.suites ?? []) walk(child, [...path, child.title]);
      };
      for (const s of (readJson(file)?.suites ?? []) as PlaywrightSuite[]) walk(s, []);
      return found;
    },
  };
}

const root = new URL('../..', import.meta.url).pathname;
const relativeName = (path: string) => (path.startsWith(root) ? path.slice(root.length) : path);
