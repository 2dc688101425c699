import { scryptSync } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { createHashThreads, hashThreads, LOWEST_PRIORITY, type HashThreads } from './hash-threads.ts';
import { defaultHashQueueOptions, MAX_RUNNING_HASHES } from '../auth/hash-queue.ts';

const cheap = { N: 2 ** 12, r: 8, p: 1 };
const job = (password: string) => ({ password, salt: Buffer.from('0123456789abcdef'), keyLength: 32, options: cheap });

/** nice of this process's threads whose name starts with `prefix` (/proc/<pid>/task/<tid>/stat, field 19). */
function niceOfThreads(prefix: string): number[] {
  const found: number[] = [];
  for (const tid of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    if (name.startsWith(prefix)) found.push(Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]));
  }
  return found;
}

let threads: HashThreads | undefined;
afterEach(async () => {
  await threads?.close();
  threads = undefined;
  // A terminated thread leaves /proc a moment after terminate() resolves.
  const deadline = Date.now() + 5000;
  while (process.platform === 'linux' && niceOfThreads('pwhash-').length > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
});

describe('password hash threads', () => {
  it('derive the same key as scrypt on the calling thread', async () => {
    threads = createHashThreads({ max: 2 });
    const keys = await Promise.all(['first-password', 'second-password', 'third-password'].map((p) => threads!.scrypt(job(p))));
    expect(keys.map((k) => k.toString('hex'))).toEqual(['first-password', 'second-password', 'third-password'].map((p) => scryptSync(p, job(p).salt, 32, cheap).toString('hex')));
  });

  it('run at the lowest CPU priority, so a hash only takes CPU the rest of the process leaves idle', async () => {
    if (process.platform !== 'linux') return;
    threads = createHashThreads({ max: 1, priority: LOWEST_PRIORITY });
    await threads.scrypt(job('a-password'));
    expect(niceOfThreads('pwhash-')).toEqual([19]);
  });

  it('use at most `max` threads however many hashes wait, and end after a while without work', async () => {
    threads = createHashThreads({ max: 2, idleMs: 50 });
    const hashes = Array.from({ length: 5 }, (_, i) => threads!.scrypt(job(`password-${i}`)));
    expect(threads.size()).toBe(2);
    await Promise.all(hashes);
    const deadline = Date.now() + 5000;
    while (threads.size() > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(threads.size()).toBe(0);
  });

  it('carry a failing hash back as an error and keep working', async () => {
    threads = createHashThreads({ max: 1 });
    await expect(threads.scrypt({ ...job('x'), options: { N: 3, r: 8, p: 1 } })).rejects.toThrow();
    await expect(threads.scrypt(job('still-works'))).resolves.toHaveLength(32);
  });
});

describe('the hash queue of a node', () => {
  it("keeps the process's priority under test, where machines are shared and hashes cheap", async () => {
    try {
      await hashThreads.scrypt(job('under-test'));
      // The process's own priority, whatever it was started with.
      expect(niceOfThreads('pwhash-')).toEqual([getPriority()]);
    } finally {
      // Its thread would otherwise idle on for 30 s, and the next test wait for it to go.
      await hashThreads.close();
    }
  });

  it('runs as many hashes at once as the machine has cores (each yields to the main thread), four at most: each holds 128 MiB', () => {
    expect(defaultHashQueueOptions().running).toBe(Math.min(availableParallelism(), MAX_RUNNING_HASHES));
    expect(defaultHashQueueOptions(1).running).toBe(1);
    expect(defaultHashQueueOptions(2).running).toBe(2);
    expect(defaultHashQueueOptions(64).running).toBe(MAX_RUNNING_HASHES);
  });
});
