import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newsGap } from './news-gap.ts';

describe('newsGap', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells the first news at once and the rest no sooner than the gap, the latest per subject', () => {
    const told: Array<[number, string]> = [];
    const gap = newsGap(
      (text) => told.push([Date.now(), text]),
      4000,
      () => Date.now(),
    );
    const start = Date.now();
    gap.add('a', 'A rose to 2.10');
    gap.add('a', 'A fell to 1.90');
    gap.add('b', 'B rose to 3.00');
    gap.add('a', 'A fell to 1.80');
    expect(told).toEqual([[start, 'A rose to 2.10']]);
    vi.advanceTimersByTime(3999);
    expect(told).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(told[1]).toEqual([start + 4000, 'B rose to 3.00. A fell to 1.80']);
    vi.advanceTimersByTime(60_000);
    expect(told).toHaveLength(2);
  });

  it('tells news after a quiet spell at once', () => {
    const told: string[] = [];
    const gap = newsGap(
      (text) => told.push(text),
      4000,
      () => Date.now(),
    );
    gap.add('a', 'one');
    vi.advanceTimersByTime(10_000);
    gap.add('a', 'two');
    expect(told).toEqual(['one', 'two']);
  });
});
