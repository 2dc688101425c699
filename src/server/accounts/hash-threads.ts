// Password hashes (scrypt N=2^17: ~0.27 s of a core each) run in threads of their own at the
// lowest CPU priority (nice 19), one per core at most (issue 30). A hash then takes any core
// the pages, the bets and the live sockets leave idle, and yields to them at once when they
// want it: two cores give about twice the logins of one (libuv's pool shared by hashes, file
// reads and compression held them to one core), with the pages' latency as it was.
// The threads start on demand and end after a while without work, so an idle node keeps none.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';

export interface HashJob {
  password: string;
  salt: Buffer;
  keyLength: number;
  options: ScryptOptions;
}

interface Waiting extends HashJob {
  resolve(key: Buffer): void;
  reject(err: Error): void;
}

interface HashThread {
  worker: Worker;
  job: Waiting | null;
  idleTimer: NodeJS.Timeout | null;
}

/** A thread idle this long ends; the next hash starts a new one (tens of ms, beside a 0.3 s hash). */
const IDLE_MS = 30_000;
/** Thread names are unique in the process: a thread's name is how it finds its own id. */
let named = 0;
/** nice 19: the lowest priority Linux has. */
export const LOWEST_PRIORITY = 19;

export interface HashThreadOptions {
  /** Threads at most (one per core). */
  max?: number;
  idleMs?: number;
  /** The threads' nice value; null keeps the process's. */
  priority?: number | null;
}

export interface HashThreads {
  scrypt(job: HashJob): Promise<Buffer>;
  /** Threads alive now (a test checks they end). */
  size(): number;
  close(): Promise<void>;
}

export function createHashThreads({ max = availableParallelism(), idleMs = IDLE_MS, priority = LOWEST_PRIORITY }: HashThreadOptions = {}): HashThreads {
  const threads: HashThread[] = [];
  const queue: Waiting[] = [];

  const retire = (thread: HashThread) => {
    threads.splice(threads.indexOf(thread), 1);
    void thread.worker.terminate();
  };

  const give = (thread: HashThread, job: Waiting) => {
    if (thread.idleTimer) clearTimeout(thread.idleTimer);
    thread.idleTimer = null;
    thread.job = job;
    thread.worker.postMessage({ password: job.password, salt: job.salt, keyLength: job.keyLength, options: job.options });
  };

  const done = (thread: HashThread) => {
    thread.job = null;
    const next = queue.shift();
    if (next) return give(thread, next);
    thread.idleTimer = setTimeout(() => retire(thread), idleMs);
    thread.idleTimer.unref();
  };

  const spawn = (): HashThread => {
    // The name finds the thread's id in /proc for its priority (15 characters at most there).
    const name = `pwhash-${++named}`;
    const worker = new Worker(new URL('./hash-thread.ts', import.meta.url), { name, workerData: { name, priority } });
    worker.unref();
    const thread: HashThread = { worker, job: null, idleTimer: null };
    worker.on('message', (reply: { key?: Uint8Array; error?: string }) => {
      const job = thread.job;
      if (!job) return;
      if (reply.key) job.resolve(Buffer.from(reply.key));
      else job.reject(new Error(reply.error ?? 'the hash failed'));
      done(thread);
    });
    const fail = (err: Error) => {
      thread.job?.reject(err);
      thread.job = null;
      if (thread.idleTimer) clearTimeout(thread.idleTimer);
      if (threads.includes(thread)) threads.splice(threads.indexOf(thread), 1);
      // Whatever waited goes to a new thread.
      const next = queue.shift();
      if (next) give(threads.find((t) => !t.job) ?? spawn(), next);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`a password hash thread exited (code ${code})`)));
    threads.push(thread);
    return thread;
  };

  return {
    scrypt(job) {
      return new Promise<Buffer>((resolve, reject) => {
        const waiting: Waiting = { ...job, resolve, reject };
        const idle = threads.find((t) => !t.job);
        if (idle) give(idle, waiting);
        else if (threads.length < max) give(spawn(), waiting);
        else queue.push(waiting);
      });
    },
    size: () => threads.length,
    async close() {
      await Promise.all(threads.splice(0).map((t) => t.worker.terminate()));
    },
  };
}

/**
 * The process's hash threads: the cores they use belong to the process. Tests keep the
 * process's priority: they share busy machines, where a nice-19 thread can wait seconds for a
 * slice, and their hashes are cheap (N=2^10) anyway.
 */
export const hashThreads: HashThreads = createHashThreads({ priority: process.env.NODE_ENV === 'test' ? null : LOWEST_PRIORITY });
