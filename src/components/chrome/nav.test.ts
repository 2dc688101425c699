import { describe, expect, it } from 'vitest';
import { activeSection } from './nav.ts';

describe('activeSection', () => {
  it('marks home only on the root path', () => {
    expect(activeSection('/')).toBe('home');
    expect(activeSection('/about-us')).toBeUndefined();
  });

  it('marks a section for its pages and sub-pages', () => {
    expect(activeSection('/sports-betting')).toBe('sports');
    expect(activeSection('/sports-betting/match/12/')).toBe('sports');
    expect(activeSection('/live-casino')).toBe('live-casino');
    expect(activeSection('/live-betting')).toBe('live');
  });
});
