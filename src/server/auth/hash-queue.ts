// Password hashing is the most expensive thing the server does (scrypt N=2^17: ~0.3 s of a
// core and 128 MiB each). It runs off the main thread, in hash threads of the lowest CPU
// priority (accounts/hash-threads.ts); this queue bounds how many run at once and how many may
// wait, so a login flood cannot take the memory or queue without end. Past the bound a login
// answers 503 with Retry-After.
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
 * Each running hash holds 128 MiB: at most four at once (512 MiB), however many cores.
 * Four hashes a time is about 14 logins a second, beyond what one node's players need.
 */
export const MAX_RUNNING_HASHES = 4;

/**
 * One hash per core, up to MAX_RUNNING_HASHES: a hash thread yields its core to the main thread
 * (pages, bets, sockets) and the database's thread whenever they want it (nice 19), so logins
 * use the cores the site leaves idle and a burst of them costs pages little (measured in
 * scripts/bench/logins.ts). 16 may wait, for at most 10 s.
 */
export function defaultHashQueueOptions(cores: number = availableParallelism()): HashQueueOptions {
  return { running: Math.max(1, Math.min(cores, MAX_RUNNING_HASHES)), waiting: 16, maxWaitMs: 10_000 };
}

/** The process's one queue: the CPU and memory it guards belong to the process. */
export const passwordHashes: HashQueue = createHashQueue(defaultHashQueueOptions());
