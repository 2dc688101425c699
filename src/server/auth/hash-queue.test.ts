import { describe, expect, it } from 'vitest';
import { createHashQueue } from './hash-queue.ts';
import { DomainError } from '../domain-error.ts';

const later = () => {
  let done!: () => void;
  const promise = new Promise<void>((resolve) => (done = resolve));
  return { promise, done };
};

describe('hash queue', () => {
  it('runs at most `running` jobs at once, queues `waiting`, refuses the rest with 503 and Retry-After', async () => {
    const q = createHashQueue({ running: 2, waiting: 3 });
    let active = 0;
    let peak = 0;
    const gate = later();
    const job = async () => {
      active += 1;
      peak = Math.max(peak, active);
      await gate.promise;
      active -= 1;
      return 'ok';
    };
    const runs = Array.from({ length: 8 }, () => q.run(job).catch((err: unknown) => err));
    await new Promise((resolve) => setImmediate(resolve));
    expect(q.stats()).toMatchObject({ running: 2, waiting: 3, refused: 3 });
    gate.done();
    const results = await Promise.all(runs);
    expect(results.filter((r) => r === 'ok')).toHaveLength(5);
    const refused = results.filter((r) => r instanceof DomainError) as DomainError[];
    expect(refused).toHaveLength(3);
    expect(refused[0]).toMatchObject({ kind: 'unavailable', code: 'login_busy' });
    expect(refused[0]!.retryAfterSeconds).toBeGreaterThan(0);
    expect(peak).toBe(2);
    expect(q.stats()).toMatchObject({ started: 5, running: 0, waiting: 0 });
  });

  it('frees the slot of a job that fails', async () => {
    const q = createHashQueue({ running: 1, waiting: 0 });
    await expect(q.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(q.run(() => Promise.resolve(1))).resolves.toBe(1);
  });
});
