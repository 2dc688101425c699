import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cashOutValue, partialAmount, payoutIfRemainingWin, remainingAfterPartial, CASH_OUT_MARGIN_BP, PROBABILITY_SCALE, type CashOutPick, type CashOutTicket } from './value.ts';
import { fairProbability } from './fair.ts';
import { groupSelections, maxGain, type TicketKind } from '../slip/pricing.ts';

const IDS = ['main.1', 'main.X', 'main.2', 'over_under.o2.5', 'over_under.u2.5', 'btts.yes', 'double_chance.1X'];

const pickArb = fc.record({
  eventId: fc.integer({ min: 1, max: 5 }),
  customId: fc.constantFrom(...IDS),
  odds: fc.integer({ min: 101, max: 2000 }),
  fixed: fc.boolean(),
  state: fc.constantFrom<CashOutPick['state']>('open', 'open', 'open', 'won', 'returned'),
  probability: fc.oneof(fc.integer({ min: 0, max: PROBABILITY_SCALE }), fc.constant(PROBABILITY_SCALE)),
});

/** The cash-out margin, including none at all (the bounds must hold without it). */
const marginArb = fc.constantFrom(0, 0, 100, CASH_OUT_MARGIN_BP);

/** A ticket as placement makes it: distinct picks, potential payout = max gain at the ticket's odds. */
const ticketArb = fc
  .record({
    picks: fc.uniqueArray(pickArb, { minLength: 1, maxLength: 6, selector: (p) => `${p.eventId}:${p.customId}` }),
    stake: fc.bigInt({ min: 100n, max: 100_000n }),
    system: fc.boolean(),
  })
  .map(({ picks, stake, system }): CashOutTicket => {
    const events = groupSelections(picks.map((p) => ({ eventId: p.eventId, odds: p.odds, customId: p.customId, fixed: p.fixed })));
    const free = events.filter((e) => !e.fixed).length;
    const kind: TicketKind = system && free >= 2 ? { type: 'system', sizes: [free - 1] } : { type: 'combination' };
    return { kind, stake, potentialPayout: maxGain(events, kind, stake), picks };
  });

describe('cash-out value', () => {
  it('is never above the potential payout', () => {
    fc.assert(
      fc.property(ticketArb, marginArb, (t, m) => {
        const v = cashOutValue(t, m);
        return v === null || (v > 0n && v <= t.potentialPayout);
      }),
    );
  });

  it('is never above what the ticket pays if all remaining picks win', () => {
    fc.assert(
      fc.property(ticketArb, marginArb, (t, m) => {
        const v = cashOutValue(t, m);
        return v === null || v <= payoutIfRemainingWin(t);
      }),
    );
  });

  it('grows (never shrinks) with each open pick’s probability', () => {
    fc.assert(
      fc.property(ticketArb, marginArb, fc.nat(), fc.integer({ min: 0, max: PROBABILITY_SCALE }), (t, m, at, raise) => {
        const i = at % t.picks.length;
        const p = t.picks[i] as CashOutPick;
        fc.pre(p.state === 'open');
        const higher = Math.max(p.probability ?? 0, raise);
        const raised = { ...t, picks: t.picks.map((q, j) => (j === i ? { ...q, probability: higher } : q)) };
        return (cashOutValue(raised, m) ?? 0n) >= (cashOutValue(t, m) ?? 0n);
      }),
    );
  });

  it('makes no offer once a pick lost', () => {
    fc.assert(
      fc.property(ticketArb, fc.nat(), (t, at) => {
        const i = at % t.picks.length;
        return cashOutValue({ ...t, picks: t.picks.map((q, j) => (j === i ? { ...q, state: 'lost' as const } : q)) }) === null;
      }),
    );
  });

  it('makes no offer once every pick is decided (settlement pays it)', () => {
    const won: CashOutPick = { eventId: 1, customId: 'main.1', odds: 200, fixed: false, state: 'won', probability: null };
    expect(cashOutValue({ kind: { type: 'combination' }, stake: 1000n, potentialPayout: 2000n, picks: [won] })).toBeNull();
  });

  it('makes no offer while an open pick is suspended', () => {
    const t: CashOutTicket = {
      kind: { type: 'combination' },
      stake: 1000n,
      potentialPayout: 4000n,
      picks: [
        { eventId: 1, customId: 'main.1', odds: 200, fixed: false, state: 'open', probability: 500_000 },
        { eventId: 2, customId: 'main.1', odds: 200, fixed: false, state: 'open', probability: null },
      ],
    };
    expect(cashOutValue(t)).toBeNull();
  });

  it('prices a single at stake x odds x probability less the margin', () => {
    const t: CashOutTicket = {
      kind: { type: 'combination' },
      stake: 1000n,
      potentialPayout: 2000n,
      picks: [{ eventId: 1, customId: 'main.1', odds: 200, fixed: false, state: 'open', probability: 600_000 }],
    };
    // 10.00 x 2.00 x 0.6 = 12.00, less 5% = 11.40
    expect(cashOutValue(t)).toBe(1140n);
    expect(CASH_OUT_MARGIN_BP).toBe(500);
    expect(cashOutValue(t, 0)).toBe(1200n);
  });

  it('counts a won pick at its odds and a returned one at 1.00 in a combination', () => {
    const pick = (eventId: number, state: CashOutPick['state'], probability: number | null = null): CashOutPick => ({
      eventId,
      customId: 'main.1',
      odds: 300,
      fixed: false,
      state,
      probability,
    });
    const t: CashOutTicket = { kind: { type: 'combination' }, stake: 1000n, potentialPayout: 270_00n, picks: [pick(1, 'won'), pick(2, 'returned'), pick(3, 'open', 250_000)] };
    // 10.00 x 3.00 x 1.00 x (3.00 x 0.25) = 22.50, less 5% = 21.375 -> 21.37
    expect(cashOutValue(t)).toBe(2137n);
  });

  it('adds up several picks of one match (the slip plays them as separate bets)', () => {
    const t: CashOutTicket = {
      kind: { type: 'combination' },
      stake: 1000n,
      potentialPayout: 1000_00n,
      picks: [
        { eventId: 1, customId: 'main.1', odds: 200, fixed: false, state: 'open', probability: 500_000 },
        { eventId: 1, customId: 'main.X', odds: 400, fixed: false, state: 'open', probability: 250_000 },
      ],
    };
    // Two bets of 5.00: 5 x 2 x 0.5 + 5 x 4 x 0.25 = 10.00, less 5% = 9.50
    expect(cashOutValue(t)).toBe(950n);
  });

  it('prices a system 2 of 3 over its three combinations', () => {
    const pick = (eventId: number): CashOutPick => ({ eventId, customId: 'main.1', odds: 200, fixed: false, state: 'open', probability: 500_000 });
    const t: CashOutTicket = { kind: { type: 'system', sizes: [2] }, stake: 3000n, potentialPayout: 12_000n, picks: [pick(1), pick(2), pick(3)] };
    // Three bets of 10.00, each 10 x 4 x 0.25 = 10.00: 30.00, less 5% = 28.50
    expect(cashOutValue(t)).toBe(2850n);
  });
});

describe('partial cash out', () => {
  it('keeps stake and payout in proportion to the value left', () => {
    expect(remainingAfterPartial(1000n, 4000n, 1500n, 500n)).toEqual({ stake: 666n, potentialPayout: 2666n });
    expect(remainingAfterPartial(1000n, 4000n, 1500n, 1500n)).toBeNull();
    expect(remainingAfterPartial(1000n, 4000n, 1500n, 0n)).toBeNull();
  });

  it('takes a share of the value rounded down to the cent, always a part the server accepts, never all of it', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10_000_000n }), fc.integer({ min: -5, max: 105 }), fc.bigInt({ min: 1n, max: 100_000n }), (value, percent, stake) => {
        const part = partialAmount(value, percent);
        if (part === null) return;
        expect(percent).toBeGreaterThan(0);
        expect(percent).toBeLessThan(100);
        expect(part).toBe((value * BigInt(percent)) / 100n);
        expect(part > 0n && part < value).toBe(true);
        // What stays in play is the rest of the value's share of the stake, as the server reduces it.
        const left = remainingAfterPartial(stake, stake * 3n, value, part);
        if (left) expect(left.stake).toBe((stake * (value - part)) / value);
      }),
    );
    expect(partialAmount(2450n, 50)).toBe(1225n);
    expect(partialAmount(1n, 50)).toBeNull();
    expect(partialAmount(2450n, 100)).toBeNull();
  });
});

describe('fair probability', () => {
  it('removes the margin of a three-way market', () => {
    const odds = [
      { customId: 'main.1', value: 190 },
      { customId: 'main.X', value: 340 },
      { customId: 'main.2', value: 400 },
    ];
    const ps = odds.map((o) => fairProbability('main', odds, o.customId) as number);
    expect(ps.reduce((a, b) => a + b, 0)).toBeGreaterThan(PROBABILITY_SCALE - 3);
    expect(ps.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(PROBABILITY_SCALE);
    expect(ps[0]).toBeGreaterThan(ps[2] as number);
  });

  it('reads one line of an over/under group and pairs handicap lines', () => {
    const ou = [
      { customId: 'over_under.o1.5', value: 130 },
      { customId: 'over_under.u1.5', value: 330 },
      { customId: 'over_under.o2.5', value: 190 },
      { customId: 'over_under.u2.5', value: 190 },
    ];
    expect(fairProbability('over_under', ou, 'over_under.o2.5')).toBe(500_000);
    const hc = [
      { customId: 'handicap.h-1.5', value: 300 },
      { customId: 'handicap.a+1.5', value: 150 },
      { customId: 'handicap.h+1.5', value: 120 },
      { customId: 'handicap.a-1.5', value: 500 },
    ];
    const p = fairProbability('handicap', hc, 'handicap.h-1.5') as number;
    expect(p).toBe(Math.floor((1 / 300 / (1 / 300 + 1 / 150)) * PROBABILITY_SCALE));
  });

  it('counts double chance as covering every outcome twice', () => {
    const dc = [
      { customId: 'double_chance.1X', value: 125 },
      { customId: 'double_chance.12', value: 125 },
      { customId: 'double_chance.X2', value: 125 },
    ];
    expect(fairProbability('double_chance', dc, 'double_chance.1X')).toBe(666_666);
    expect(fairProbability('double_chance', dc, 'double_chance.2')).toBeNull();
  });
});
