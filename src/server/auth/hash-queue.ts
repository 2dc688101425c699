// Password hashing is the most expensive thing the server does (scrypt N=2^17: ~0.3 s of a
// core and 128 MiB each). It already runs off the main thread, in libuv's thread pool; this
// queue bounds how many run at once and how many may wait, so a login flood cannot take the
// CPU, the memory or the whole thread pool (which file reads and compression share). Past
// the bound a login answers 503 with Retry-After instead of queueing without end.
import { availableParallelism } from 'node:os';
import { DomainError } from '../domain-error.ts';

export interface HashQueueOptions {
  /** Hashes running at once. */
  running: number;
  /** Hashes waiting for a turn; one more is refused. */
  waiting: number;
  /** How long a hash may wait for its turn before the login is refused (503); the client would rather retry than hang. */
  maxWaitMs?: number;
}

export interface HashQueueStats {
  /** Hashes started since the process began (a test counts the ones a burst reached). */
  started: number;
  refused: number;
  running: number;
  waiting: number;
}

export interface HashQueue {
  /** Runs a hash when a slot is free; throws DomainError 'unavailable' when the queue is full. */
  run<T>(job: () => Promise<T>): Promise<T>;
  stats(): HashQueueStats;
}

const RETRY_AFTER_SECONDS = 2;

const busy = () => new DomainError('unavailable', 'login_busy', 'Too many logins at once. Please try again in a moment.', undefined, RETRY_AFTER_SECONDS);

export function createHashQueue(options: HashQueueOptions): HashQueue {
  const queue: Array<{ start: () => void }> = [];
  const stats = { started: 0, refused: 0, running: 0 };
  const release = () => {
    stats.running -= 1;
    queue.shift()?.start();
  };
  const waitForTurn = () =>
    new Promise<void>((resolve, reject) => {
      const entry = {
        start: () => {
          if (timer) clearTimeout(timer);
          resolve();
        },
      };
      const timer =
        options.maxWaitMs === undefined
          ? undefined
          : setTimeout(() => {
              const at = queue.indexOf(entry);
              if (at < 0) return;
              queue.splice(at, 1);
              stats.refused += 1;
              reject(busy());
            }, options.maxWaitMs);
      queue.push(entry);
    });
  return {
    async run(job) {
      if (stats.running >= options.running) {
        if (queue.length >= options.waiting) {
          stats.refused += 1;
          throw busy();
        }
        await waitForTurn();
      }
      stats.running += 1;
      stats.started += 1;
      try {
        return await job();
      } finally {
        release();
      }
    },
    stats: () => ({ ...stats, waiting: queue.length }),
  };
}

/**
 * One core always stays with the main thread, which serves every page and socket: a burst of
 * logins then costs pages little (measured in scripts/bench/logins.ts), and each running hash
 * holds 128 MiB, so the bound also bounds memory. At least one runs; one thread of libuv's
 * pool stays free for file reads and compression; 16 may wait, for at most 10 s.
 */
export function defaultHashQueueOptions(): HashQueueOptions {
  const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  return { running: Math.max(1, Math.min(availableParallelism() - 1, pool - 1)), waiting: 16, maxWaitMs: 10_000 };
}

/** The process's one queue: the CPU and memory it guards belong to the process. */
export const passwordHashes: HashQueue = createHashQueue(defaultHashQueueOptions());
