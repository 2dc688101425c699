import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildMarkets } from '../offer/markets.ts';
import { SPORTS } from '../offer/sports.ts';
import { settleOdd } from '../offer/settle.ts';
import { betCount, eventGroups, maxCoefficient, maxGain, payout, type PricedEvent, type TicketKind } from './pricing.ts';
import { matchBestSum, matchResults, RETURNED_VALUE } from './outcomes.ts';

const combo = { type: 'combination' } as const;

/** Every odd the offer prices for a match of the sport, as custom id and odds. */
const offerOf = (sportIndex: number, diff: number) => {
  const sport = SPORTS[sportIndex % SPORTS.length]!;
  return { sport, odds: buildMarkets(sport, 'Home', 'Away', diff).flatMap((m) => m.odds.map((o) => ({ id: o.customId, odds: o.value }))) };
};

/** A match of a random sport with 1 to 4 distinct picks from its real offer. */
const matchPicks = fc
  .record({ sport: fc.nat(), diff: fc.double({ min: -2, max: 2, noNaN: true }), chosen: fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 4 }) })
  .map(({ sport, diff, chosen }) => {
    const offer = offerOf(sport, diff);
    const picked = [...new Set(chosen.map((c) => c % offer.odds.length))].map((i) => offer.odds[i]!);
    return { odds: picked.map((p) => p.odds), ids: picked.map((p) => p.id), threeWayMain: offer.sport.threeWay } satisfies PricedEvent;
  });

/** Every joint result of the events (distinct ones), as `payout`'s winning lists. */
function everyResult(events: PricedEvent[]): number[][][] {
  const distinct = (vs: number[][]) => [...new Map(vs.map((v) => [v.join(','), v])).values()];
  const all = events.map((e) =>
    distinct(
      matchResults(
        e.ids!.map((id, i) => ({ id, odds: e.odds[i]! })),
        e.threeWayMain,
      ),
    ).map((v) => v.filter((x) => x > 0)),
  );
  let joint: number[][][] = [[]];
  for (const options of all) joint = joint.flatMap((chosen) => options.map((r) => [...chosen, r]));
  return joint;
}

/** The most any joint result pays, uncapped: tried one by one. */
function bruteForcePayout(events: PricedEvent[], kind: TicketKind, stake: bigint): bigint {
  let top = 0n;
  for (const chosen of everyResult(events)) {
    const paid = payout(events, kind, stake, (k) => chosen[k]!);
    if (paid > top) top = paid;
  }
  return top;
}

const kinds = (n: number): fc.Arbitrary<TicketKind> =>
  n < 2
    ? fc.constant(combo)
    : fc.oneof(
        fc.constant(combo),
        fc.uniqueArray(fc.integer({ min: 1, max: n - 1 }), { minLength: 1, maxLength: n - 1 }).map((sizes) => ({ type: 'system' as const, sizes })),
      );

describe('max gain with several picks on one match', () => {
  it('adds up "1" and "Over 2.5", which win together on 2:1', () => {
    const event: PricedEvent = { odds: [185, 190], ids: ['main.1', 'over_under.o2.5'], threeWayMain: true };
    // Two bets of 5.00, both winning: 9.25 + 9.50 = 18.75, 1.875 a unit of stake, shown as 1.87:
    // the gain is total x the coefficient shown.
    expect(maxCoefficient([event])).toBe(187);
    expect(maxGain([event], combo, 1000n)).toBe(1870n);
  });

  it('never adds up "1" and "2" of one match', () => {
    const event: PricedEvent = { odds: [185, 420], ids: ['main.1', 'main.2'], threeWayMain: true };
    expect(maxGain([event], combo, 1000n)).toBe(2100n);
    expect(maxCoefficient([event])).toBe(210);
  });

  it('counts a cancelled match as every pick returned when that pays most', () => {
    // Double chance 1X, 12 and X2: two win together at best (2.40), a cancelled match returns all three (3.00).
    const event: PricedEvent = { odds: [120, 125, 130], ids: ['double_chance.1X', 'double_chance.12', 'double_chance.X2'], threeWayMain: true };
    expect(maxGain([event], combo, 900n)).toBe(900n);
  });

  it('keeps apart the selections of a market the score does not settle, and links the Nth goal to the score', () => {
    const halves: PricedEvent = { odds: [300, 250], ids: ['half_time.1', 'half_time.X'] };
    expect(maxGain([halves], combo, 1000n)).toBe(1500n);
    const withMain: PricedEvent = { odds: [300, 400], ids: ['half_time.1', 'main.2'], threeWayMain: true };
    expect(maxGain([withMain], combo, 1000n)).toBe(3500n);
    // The first goal by the home side cannot go with no goal at all.
    const firstGoal: PricedEvent = { odds: [180, 900], ids: ['goal_1.1', 'over_under.u0.5'], threeWayMain: true };
    expect(maxGain([firstGoal], combo, 1000n)).toBe(4500n);
    // A third set that is never played returns its picks; a set is won by a side that won a set.
    expect(
      matchResults(
        [
          { id: 'set_3.1', odds: 200 },
          { id: 'set_betting.2-0', odds: 300 },
        ],
        false,
      ),
    ).toContainEqual([RETURNED_VALUE, 300]);
    expect(
      matchResults(
        [
          { id: 'set_1.2', odds: 200 },
          { id: 'set_betting.2-0', odds: 300 },
        ],
        false,
      ).some(([a, b]) => a === 200 && b === 300),
    ).toBe(false);
  });

  const slips = fc.array(matchPicks, { minLength: 1, maxLength: 3 }).chain((es) => fc.tuple(fc.constant(es), kinds(es.length), fc.bigInt({ min: 500n, max: 100_000n })));

  it('shows the coefficient of the best joint result, rounded down to a hundredth, for combinations and systems', () => {
    fc.assert(
      fc.property(slips, ([events, kind]) => {
        // At a stake of bet count x 100^events every result pays a whole number of cents: its exact coefficient.
        const exact = BigInt(betCount(events, kind)) * 100n ** BigInt(events.length);
        const best = (bruteForcePayout(events, kind, exact) * 100n) / exact;
        expect(maxCoefficient(events, kind)).toBe(best === 100n ? 0 : Number(best));
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('makes max gain = total x max coefficient to the cent, for any stake: the spec formula holds on every slip', () => {
    fc.assert(
      fc.property(slips, ([events, kind, stake]) => {
        const coefficient = BigInt(maxCoefficient(events, kind) || 100);
        expect(maxGain(events, kind, stake)).toBe((stake * coefficient) / 100n);
      }),
      { numRuns: 200 },
    );
  });

  it('is reached by the best result, and no result pays more once capped by it (as settlement caps)', () => {
    fc.assert(
      fc.property(slips, fc.nat(), ([events, kind, stake], pick) => {
        const gain = maxGain(events, kind, stake);
        const results = everyResult(events);
        expect(bruteForcePayout(events, kind, stake)).toBeGreaterThanOrEqual(gain);
        const chosen = results[pick % results.length]!;
        expect(payout(events, kind, stake, (k) => chosen[k]!, gain)).toBeLessThanOrEqual(gain);
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('pays one pick per event at the product of the odds shown to a hundredth', () => {
    // 1.85 x 3.10 = 5.735, shown as 5.73: 10.00 gains 57.30, not 57.35.
    expect(maxCoefficient([{ odds: [185] }, { odds: [310] }])).toBe(573);
    expect(maxGain([{ odds: [185] }, { odds: [310] }], combo, 1000n)).toBe(5730n);
  });

  it('uses every group of a system', () => {
    const es: PricedEvent[] = [{ odds: [200] }, { odds: [200] }, { odds: [200] }];
    const kind: TicketKind = { type: 'system', sizes: [2] };
    expect(eventGroups(es, kind)).toHaveLength(3);
    // Three bets of 10.00 / 3, each paying 4x when all win: 3 x floor(333 x 4 / ...) adds up to 40.00 less rounding.
    expect(maxGain(es, kind, 3000n)).toBe(12000n);
    expect(maxCoefficient(es, kind)).toBe(400);
  });
});

describe("the results of a match follow the offer's settlement", () => {
  const scorePicks = fc
    .record({ sport: fc.nat(), diff: fc.double({ min: -2, max: 2, noNaN: true }), chosen: fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 4 }) })
    .map(({ sport, diff, chosen }) => {
      const offer = offerOf(sport, diff);
      const scored = offer.odds.filter((o) => /^(main|double_chance|over_under|btts|handicap|set_betting)\./.test(o.id));
      return { threeWay: offer.sport.threeWay, picks: [...new Set(chosen.map((c) => c % scored.length))].map((i) => scored[i]!) };
    });

  it('gives exactly the value vectors of every final score (and a cancelled match), nothing more', () => {
    fc.assert(
      fc.property(scorePicks, ({ threeWay, picks }) => {
        const lines = picks.map((p) => Math.abs(Number(p.id.split('.').slice(1).join('.').slice(1))) || 0);
        const top = Math.ceil(Math.max(6, ...lines)) + 4;
        const grid = new Set<string>([picks.map(() => RETURNED_VALUE).join(',')]);
        for (let h = 0; h <= top; h++) {
          for (let a = 0; a <= top; a++) {
            grid.add(
              picks
                .map((p) => {
                  const o = settleOdd(p.id, h, a, threeWay);
                  return o === 'won' ? p.odds : o === 'returned' ? RETURNED_VALUE : 0;
                })
                .join(','),
            );
          }
        }
        const model = new Set(matchResults(picks, threeWay).map((v) => v.join(',')));
        expect([...model].sort()).toEqual([...grid].sort());
      }),
      { numRuns: 150 },
    );
  });

  it('meets a score next to an exact one: home by one over 3.5 without the 3-2 (a 4-3)', () => {
    const picks = [
      { id: 'over_under.o3.5', odds: 126 },
      { id: 'set_betting.3-2', odds: 503 },
      { id: 'handicap.h-1.5', odds: 302 },
      { id: 'main.1', odds: 189 },
    ];
    expect(matchResults(picks, false).map((v) => v.join(','))).toContain('126,0,0,189');
  });

  it('finds the best sum part by part, the same as over every result at once', () => {
    fc.assert(
      fc.property(matchPicks, (e) => {
        const picks = e.ids.map((id, i) => ({ id, odds: e.odds[i]! }));
        const sums = matchResults(picks, e.threeWayMain).map((v) => v.reduce((a, b) => a + b, 0));
        expect(matchBestSum(picks, e.threeWayMain)).toBe(Math.max(...sums));
      }),
      { numRuns: 150 },
    );
  });

  it('prices every market of a match picked at once in a moment', () => {
    for (const sport of SPORTS.slice(0, 6)) {
      const odds = buildMarkets(sport, 'Home', 'Away', 0.3).flatMap((m) => m.odds);
      const event: PricedEvent = { odds: odds.map((o) => o.value), ids: odds.map((o) => o.customId), threeWayMain: sport.threeWay };
      const started = performance.now();
      const gain = maxGain([event, { odds: [150] }], combo, 1000n);
      expect(performance.now() - started).toBeLessThan(1500);
      expect(gain).toBeGreaterThan(0n);
    }
  });
});
