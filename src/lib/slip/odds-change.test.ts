import { describe, expect, it } from 'vitest';
import { acceptsOddsChange } from './odds-change.ts';

describe('odds changes', () => {
  it('accepts only unchanged odds under "none"', () => {
    expect(acceptsOddsChange('none', 185, 185)).toBe(true);
    expect(acceptsOddsChange('none', 185, 190)).toBe(false);
  });
  it('accepts higher odds under "higher" but not lower', () => {
    expect(acceptsOddsChange('higher', 185, 190)).toBe(true);
    expect(acceptsOddsChange('higher', 185, 180)).toBe(false);
  });
  it('accepts anything under "any"', () => expect(acceptsOddsChange('any', 185, 120)).toBe(true));
});
