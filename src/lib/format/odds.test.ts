import { describe, expect, it } from 'vitest';
import { formatOdds } from './odds.ts';

describe('formatOdds', () => {
  it('shows hundredths with two decimals', () => {
    expect(formatOdds(185)).toBe('1.85');
    expect(formatOdds(200)).toBe('2.00');
    expect(formatOdds(101)).toBe('1.01');
    expect(formatOdds(1234)).toBe('12.34');
    expect(formatOdds(100000)).toBe('1000.00');
  });

  it('rounds a fractional input to the nearest hundredth', () => {
    expect(formatOdds(184.6)).toBe('1.85');
  });
});
