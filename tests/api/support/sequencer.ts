// The order the API test files start in. Two workers take files from one queue; a long file
// that starts last keeps one worker busy while the other waits (the wall time is the longer
// worker's). So the files measured slowest on either database start first, longest first, and
// the rest follow in vitest's own order (by its cached durations, or by file size on a fresh
// clone). Figures: seconds per file on a 2-core machine, the larger of PGlite and PostgreSQL.
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SLOWEST_FIRST = [
  'limits-model', // 28 s on PostgreSQL (20 runs of 500 steps), 9 s on PGlite (CI, 2026-11-26)
  'durability', // on-disk PGlite, every commit flushed, two starts
  'live-restart', // two starts on disk, the first writing the whole offer
  'offer-restart',
  'fuzz', // 6,000 requests
  'db-down', // its own PostgreSQL server, stopped and started
  'database-pool',
  'casino', // 1,000 rounds
  'db-down-lock',
  'admin-cli',
  'start-up',
  'pglite-thread',
  'leader-fencing',
  'protection-cli',
  'auth-throttle',
];

const rank = (spec: TestSpecification): number => {
  const at = SLOWEST_FIRST.indexOf(basename(spec.moduleId).replace(/(\.pglite)?\.test\.ts$/, ''));
  return at < 0 ? SLOWEST_FIRST.length : at;
};

export class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: files of equal rank keep vitest's order.
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}
