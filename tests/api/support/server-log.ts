// The API runtimes' warnings and errors, kept in memory: a failed test prints those logged
// while it ran (failure-log.ts), so a failure on CI, where the runtimes log nothing
// (TEST_LOG_LEVEL unset), still says what the server saw (a lost feed lease, a refused write).
import { createLogger, type Level, type Logger } from '../../../src/server/log.ts';

const KEEP = 200;
const LINE_MAX = 2_000;
const kept: Array<{ seq: number; line: string }> = [];
let count = 0;

const keep = createLogger('warn', (line) => {
  kept.push({ seq: count++, line: line.length > LINE_MAX ? `${line.slice(0, LINE_MAX)}…\n` : line });
  if (kept.length > KEEP) kept.shift();
});

/** A runtime's logger: warnings and errors kept, and everything at TEST_LOG_LEVEL written out as before. */
export function testLogger(): Logger {
  const level = process.env.TEST_LOG_LEVEL as Level | 'silent' | undefined;
  const shown = level ? createLogger(level) : undefined;
  return {
    debug: (m, f) => shown?.debug(m, f),
    info: (m, f) => shown?.info(m, f),
    warn: (m, f) => {
      keep.warn(m, f);
      shown?.warn(m, f);
    },
    error: (m, f) => {
      keep.error(m, f);
      shown?.error(m, f);
    },
  };
}

/** How many lines were logged so far: a mark for `linesSince`. */
export const loggedCount = (): number => count;

/** The kept lines logged since `mark` (the newest KEEP at most). */
export const linesSince = (mark: number): string[] => kept.filter((k) => k.seq >= mark).map((k) => k.line);
