import { describe, expect, it } from 'vitest';
import { pageDiff } from './diff.ts';

describe('pageDiff', () => {
  it('shows a changed line with its context and counts', () => {
    const before = 'a\nb\nc\nd\ne\nf\ng\nh\n';
    const after = 'a\nb\nc\nd\nE\nf\ng\nh\n';
    const diff = pageDiff(before, after);
    expect(diff.added).toBe(1);
    expect(diff.removed).toBe(1);
    expect(diff.hunks).toEqual([{ oldStart: 2, newStart: 2, lines: [' b', ' c', ' d', '-e', '+E', ' f', ' g', ' h'] }]);
  });

  it('is empty for the same text', () => {
    expect(pageDiff('same\n', 'same\n')).toEqual({ hunks: [], added: 0, removed: 0 });
  });

  it('marks new text without a final line break as added', () => {
    expect(pageDiff('', 'one\ntwo').added).toBe(2);
  });
});
