// One password-hash thread (hash-threads.ts): it lowers its own CPU priority (to the lowest,
// nice 19, on a server), so a hash only ever takes CPU the rest of the process leaves idle,
// then derives each key it is sent with scrypt on this thread.
import { scryptSync, type ScryptOptions } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * Linux gives each thread its own nice value, set through its thread id; Node names a worker's
 * thread after the worker, which is how it is found. Elsewhere (or without /proc) the thread
 * keeps the process's priority.
 */
function lowerOwnPriority(name: string, priority: number): void {
  try {
    for (const tid of readdirSync('/proc/self/task')) {
      if (readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim() === name) {
        setPriority(Number(tid), priority);
        return;
      }
    }
  } catch {
    // No /proc: the hash runs at the process's priority.
  }
}

const { name, priority } = workerData as { name: string; priority: number | null };
if (priority !== null) lowerOwnPriority(name, priority);

parentPort!.on('message', (job: { password: string; salt: Uint8Array; keyLength: number; options: ScryptOptions }) => {
  try {
    const key = scryptSync(job.password, job.salt, job.keyLength, job.options);
    parentPort!.postMessage({ key });
  } catch (err) {
    parentPort!.postMessage({ error: err instanceof Error ? err.message : String(err) });
  }
});
