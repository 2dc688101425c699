import { describe, expect, it } from 'vitest';
import { liveCount } from './live-count.ts';

function fakeOffer() {
  const offer = { version: 1, live: [1, 2, 3], asked: 0, prematchVersion: () => offer.version, liveEvents: () => (offer.asked++, offer.live) };
  return offer;
}

describe('live match count', () => {
  it('counts the matches in play once per pre-match version', () => {
    const offer = fakeOffer();
    expect(liveCount(offer)).toBe(3);
    expect(liveCount(offer)).toBe(3);
    expect(offer.asked).toBe(1);
  });

  it('counts again once a match started or ended (the pre-match version moved)', () => {
    const offer = fakeOffer();
    expect(liveCount(offer)).toBe(3);
    offer.live = [1, 2, 3, 4];
    offer.version++;
    expect(liveCount(offer)).toBe(4);
    expect(offer.asked).toBe(2);
  });

  it('keeps one count per offer', () => {
    const a = fakeOffer();
    const b = fakeOffer();
    b.live = [];
    expect([liveCount(a), liveCount(b), liveCount(a)]).toEqual([3, 0, 3]);
  });
});
