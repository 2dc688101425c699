import { describe, expect, it, vi } from 'vitest';
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

  it('gives up on a job that waited longer than maxWaitMs with 503, and runs the rest', async () => {
    vi.useFakeTimers();
    try {
      const q = createHashQueue({ running: 1, waiting: 4, maxWaitMs: 1000 });
      const gate = later();
      const first = q.run(() => gate.promise.then(() => 'first'));
      const waiting = q.run(() => Promise.resolve('second')).catch((err: unknown) => err);
      await vi.advanceTimersByTimeAsync(1001);
      const outcome = await waiting;
      expect(outcome).toBeInstanceOf(DomainError);
      expect(outcome).toMatchObject({ kind: 'unavailable', code: 'login_busy' });
      expect(q.stats()).toMatchObject({ waiting: 0, refused: 1 });
      gate.done();
      expect(await first).toBe('first');
      await expect(q.run(() => Promise.resolve('third'))).resolves.toBe('third');
    } finally {
      vi.useRealTimers();
    }
  });
});
