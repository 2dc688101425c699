import { describe, expect, it } from 'vitest';
import { SPORTS } from './sports.ts';
import { THREE_WAY_BY_SPORT } from './three-way.ts';

describe('THREE_WAY_BY_SPORT', () => {
  it('says of every sport of the offer, and only of them, what sports.ts says', () => {
    expect(new Map(SPORTS.map((s) => [s.id, s.threeWay]))).toEqual(THREE_WAY_BY_SPORT);
  });
});
