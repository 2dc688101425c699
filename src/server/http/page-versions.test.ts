import { describe, expect, it } from 'vitest';
import { pageOfferVersion, showsLivePlay } from './page-versions.ts';

describe('the offer version a page depends on', () => {
  it('is the full version for pages that show matches in play', () => {
    for (const url of [
      '/live-betting',
      '/live-betting?sport=1',
      '/sports-betting/match/1000123',
      '/sports-betting/my-favorites?ids=1,2',
      '/sports-betting/most-played-events',
      '/search?term=arsenal',
    ]) {
      expect(showsLivePlay(url), url).toBe(true);
    }
  });

  it('is the pre-match version for the others', () => {
    for (const url of [
      '/',
      '/sports-betting',
      '/sports-betting?time=today',
      '/sports-betting/soccer/1/england-premier-league/101',
      '/sports-betting/sport/soccer/1',
      '/sports-betting/highlights',
      '/about-us',
      '/live-bettingx',
      '/results',
    ]) {
      expect(showsLivePlay(url), url).toBe(false);
    }
    const offer = { version: () => 41, prematchVersion: () => 7 };
    expect(pageOfferVersion(offer, '/sports-betting/highlights')).toBe(7);
    expect(pageOfferVersion(offer, '/live-betting')).toBe(41);
  });
});
