import { describe, expect, it } from 'vitest';
import { marketingPauseCookie, marketingPaused } from './marketing.ts';

describe('marketing pause', () => {
  it('holds until the end of a break and for good after an indefinite self-exclusion', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const cookie = marketingPauseCookie(now + 86_400_000, now);
    expect(cookie).toMatch(/^rg_pause=\d+; Path=\/; Max-Age=86400; SameSite=Lax$/);
    const value = /^rg_pause=([^;]+)/.exec(cookie)![1];
    expect(marketingPaused(value, now)).toBe(true);
    expect(marketingPaused(value, now + 86_400_001)).toBe(false);
    expect(marketingPaused('indefinite', now + 10 * 365 * 86_400_000)).toBe(true);
    expect(marketingPaused(undefined, now)).toBe(false);
    expect(marketingPaused('garbage', now)).toBe(false);
  });
});
