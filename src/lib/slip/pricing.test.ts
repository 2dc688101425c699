import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { betCount, choose, eventGroups, groupSelections, maxCoefficient, maxGain, payout, type PricedEvent } from './pricing.ts';

const odd = fc.integer({ min: 101, max: 5000 });
const event = fc.record({ odds: fc.array(odd, { minLength: 1, maxLength: 3 }) });
const events = fc.array(event, { minLength: 1, maxLength: 6 });
const combo = { type: 'combination' } as const;

describe('bet count', () => {
  it('is the product of the pick counts per event on a combination ticket', () => {
    fc.assert(
      fc.property(events, (es) => {
        expect(betCount(es, combo)).toBe(es.reduce((a, e) => a * e.odds.length, 1));
      }),
    );
  });
  it('is the sum of C(n, k) over the chosen sizes on a system with one pick per event', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.integer({ min: 1, max: 8 }), (n, k0) => {
        const k = Math.min(k0, n);
        const es: PricedEvent[] = Array.from({ length: n }, () => ({ odds: [150] }));
        expect(BigInt(betCount(es, { type: 'system', sizes: [k] }))).toBe(choose(n, k));
        expect(BigInt(betCount(es, { type: 'system', sizes: [1, k] }))).toBe(k === 1 ? choose(n, 1) : choose(n, 1) + choose(n, k));
      }),
    );
  });
  it('puts fixed events in every combination', () => {
    const es: PricedEvent[] = [{ odds: [200], fixed: true }, { odds: [150] }, { odds: [150] }, { odds: [150] }];
    const groups = eventGroups(es, { type: 'system', sizes: [2] });
    expect(groups).toHaveLength(3);
    for (const g of groups) expect(g).toContain(0);
  });
});

describe('max coefficient', () => {
  it('is the product of the odds with one pick per event, and 0 when that is 1.00', () => {
    expect(maxCoefficient([{ odds: [185] }, { odds: [310] }])).toBe(573);
    expect(maxCoefficient([{ odds: [100] }])).toBe(0);
    expect(maxCoefficient([])).toBe(0);
  });
  it('is the best payout per unit of total stake with exclusive picks on one event', () => {
    // Two bets (185 x 200 and 185 x 310) of half the stake each; at most one of them wins.
    expect(maxCoefficient([{ odds: [185] }, { odds: [200, 310] }])).toBe(286);
  });
});

describe('max gain and payout', () => {
  it('is total x max coefficient with one pick per event on a combination ticket, the product of the odds rounded down to a hundredth', () => {
    fc.assert(
      fc.property(fc.array(odd, { minLength: 1, maxLength: 5 }), fc.bigInt({ min: 500n, max: 100_000n }), (os, stake) => {
        const es = os.map((o) => ({ odds: [o] }));
        const coefficient = os.reduce((a, o) => a * BigInt(o), 1n) / 100n ** BigInt(os.length - 1);
        expect(BigInt(maxCoefficient(es, combo) || 100)).toBe(coefficient);
        expect(maxGain(es, combo, stake)).toBe((stake * coefficient) / 100n);
      }),
    );
  });
  it('shows 21.85 and gains 109.25 on 5.00 when the odds multiply to 21.855, and the won ticket pays the same', () => {
    const es = [{ odds: [310] }, { odds: [705] }];
    expect(maxCoefficient(es, combo)).toBe(2185);
    const gain = maxGain(es, combo, 500n);
    expect(gain).toBe(10925n);
    // Settlement caps the payout at the max gain the ticket was placed with.
    expect(payout(es, combo, 500n, (i) => [es[i]!.odds[0]!], gain)).toBe(10925n);
  });
  it('pays no result more than max gain once capped by it, and misses it by less than a hundredth of the stake uncapped', () => {
    fc.assert(
      fc.property(events, fc.bigInt({ min: 500n, max: 100_000n }), fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 6, maxLength: 6 }), (es, stake, choice) => {
        const result = (i: number) => {
          const e = es[i]!;
          const c = choice[i]!;
          return c < e.odds.length ? [e.odds[c]!] : [];
        };
        const gain = maxGain(es, combo, stake);
        expect(payout(es, combo, stake, result, gain)).toBeLessThanOrEqual(gain);
        expect(payout(es, combo, stake, result)).toBeLessThanOrEqual(gain + stake / 100n + 1n);
      }),
    );
  });
  it('counts returned events at odds 1.00', () => {
    const es = [{ odds: [200] }, { odds: [300] }];
    expect(payout(es, combo, 1000n, (i) => (i === 0 ? [100] : [300]))).toBe(3000n);
  });
  it('pays only the winning combinations of a system ticket', () => {
    const es = [{ odds: [200] }, { odds: [200] }, { odds: [200] }];
    // 2/3: three combinations of 10.00 / 3 each; with one loser, one combination wins 4x.
    expect(payout(es, { type: 'system', sizes: [2] }, 3000n, (i) => (i === 2 ? [] : [200]))).toBe(4000n);
  });
  it('pays every winning pick when two picks on one event both win', () => {
    const es = [{ odds: [200, 150] }, { odds: [300] }];
    // Two bets of 5.00: 5 x 2 x 3 + 5 x 1.5 x 3 = 30.00 + 22.50.
    expect(payout(es, combo, 1000n, (i) => (i === 0 ? [200, 150] : [300]))).toBe(5250n);
  });
  it('caps at the maximum payout', () => {
    expect(maxGain([{ odds: [5000] }, { odds: [5000] }], combo, 100_000n, 10_000_000n)).toBe(10_000_000n);
  });
});

describe("grouping a ticket's selections", () => {
  it('groups by event in first-seen order, keeping ids beside odds, so the server prices what the slip shows', () => {
    const events = groupSelections([
      { eventId: 9, odds: 185, customId: 'main.1', threeWayMain: true },
      { eventId: 4, odds: 200, customId: 'main.2', fixed: true },
      { eventId: 9, odds: 190, customId: 'over_under.o2.5', threeWayMain: true },
    ]);
    expect(events).toEqual([
      { odds: [185, 190], ids: ['main.1', 'over_under.o2.5'], fixed: false, threeWayMain: true },
      { odds: [200], ids: ['main.2'], fixed: true },
    ]);
    expect(maxGain(events, { type: 'combination' }, 1000n)).toBe(3750n);
  });
});
