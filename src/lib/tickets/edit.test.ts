import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { editedPicks, editMoney, priceEdit, type EditablePick, type PickRef } from './edit.ts';
import { groupSelections, maxCoefficient, maxGain, ODDS_SCALE } from '../slip/pricing.ts';
import { MAX_PAYOUT_MINOR } from '../slip/rules.ts';

const IDS = ['main.1', 'main.X', 'main.2', 'over_under.o2.5', 'btts.yes'];
const refArb = fc.record({ eventId: fc.integer({ min: 1, max: 8 }), customId: fc.constantFrom(...IDS) });
const ticketArb = fc.uniqueArray(fc.record({ eventId: fc.integer({ min: 1, max: 8 }), customId: fc.constantFrom(...IDS), open: fc.boolean() }), {
  minLength: 1,
  maxLength: 8,
  selector: (p) => `${p.eventId}:${p.customId}`,
});
const key = (p: PickRef) => `${p.eventId}:${p.customId}`;
const money = fc.bigInt({ min: 0n, max: 10_000_000n });

describe('editedPicks', () => {
  it('keeps the open picks not removed, in order, then the added ones; never a decided or removed pick', () => {
    fc.assert(
      fc.property(ticketArb, fc.nat(), fc.uniqueArray(refArb, { maxLength: 4, selector: key }), (ticket, mask, add) => {
        const open = ticket.filter((p) => p.open);
        const remove = open.filter((_, i) => (mask >> i) & 1).map(({ eventId, customId }) => ({ eventId, customId }));
        const fresh = add.filter((a) => !ticket.some((p) => key(p) === key(a)));
        const r = editedPicks(ticket, remove, fresh, true);
        const left = open.filter((p) => !remove.some((x) => key(x) === key(p)));
        if (left.length + fresh.length === 0) return !r.ok && r.problem === 'empty_slip';
        if (!r.ok) return false;
        expect(r.kept.map(key)).toEqual(left.map(key));
        expect(r.added.map(key)).toEqual(fresh.map(key));
        const all = [...r.kept, ...r.added].map(key);
        return all.every((k) => !remove.some((x) => key(x) === k)) && all.every((k) => !ticket.some((p) => !p.open && key(p) === k));
      }),
    );
  });

  it('refuses to remove a decided pick, a pick not on the ticket, or one pick twice', () => {
    const ticket: EditablePick[] = [
      { eventId: 1, customId: 'main.1', open: false },
      { eventId: 2, customId: 'main.2', open: true },
      { eventId: 3, customId: 'main.X', open: true },
    ];
    expect(editedPicks(ticket, [{ eventId: 1, customId: 'main.1' }], [], false)).toMatchObject({ ok: false, problem: 'edit_pick_decided' });
    expect(editedPicks(ticket, [{ eventId: 9, customId: 'main.1' }], [], false)).toMatchObject({ ok: false, problem: 'edit_pick_not_on_ticket' });
    expect(editedPicks(ticket, [ticket[1]!, ticket[1]!], [], false)).toMatchObject({ ok: false, problem: 'duplicate_selection' });
  });

  it('refuses to add a pick already on the ticket or twice, and an edit that leaves nothing or changes nothing', () => {
    const ticket: EditablePick[] = [{ eventId: 2, customId: 'main.2', open: true }];
    expect(editedPicks(ticket, [], [{ eventId: 2, customId: 'main.2' }], false)).toMatchObject({ ok: false, problem: 'duplicate_selection' });
    const twice = { eventId: 4, customId: 'main.1' };
    expect(editedPicks(ticket, [], [twice, twice], false)).toMatchObject({ ok: false, problem: 'duplicate_selection' });
    expect(editedPicks(ticket, [ticket[0]!], [], true)).toEqual({ ok: false, problem: 'empty_slip' });
    expect(editedPicks(ticket, [], [], false)).toEqual({ ok: false, problem: 'edit_no_change' });
    expect(editedPicks(ticket, [], [], true)).toEqual({ ok: true, kept: [{ eventId: 2, customId: 'main.2' }], added: [] });
  });
});

describe('editMoney', () => {
  it('moves the balance by exactly value - stake, one way only, in whole cents', () => {
    fc.assert(
      fc.property(money, fc.option(money, { nil: null }), (value, stake) => {
        const m = editMoney(value, stake);
        return (
          m.stake === (stake ?? value) &&
          value + m.fromBalance - m.toBalance === m.stake &&
          m.fromBalance >= 0n &&
          m.toBalance >= 0n &&
          (m.fromBalance === 0n || m.toBalance === 0n)
        );
      }),
    );
  });

  it('stakes the value itself when no stake is given: nothing moves', () => {
    expect(editMoney(1234n, null)).toEqual({ stake: 1234n, fromBalance: 0n, toBalance: 0n });
    expect(editMoney(1234n, 2000n)).toEqual({ stake: 2000n, fromBalance: 766n, toBalance: 0n });
    expect(editMoney(1234n, 500n)).toEqual({ stake: 500n, fromBalance: 0n, toBalance: 734n });
  });
});

const eventsArb = fc
  .uniqueArray(fc.record({ eventId: fc.integer({ min: 1, max: 6 }), customId: fc.constantFrom(...IDS), odds: fc.integer({ min: 101, max: 5000 }) }), {
    minLength: 1,
    maxLength: 6,
    selector: (p) => `${p.eventId}:${p.customId}`,
  })
  .map((picks) => groupSelections(picks));

describe('priceEdit', () => {
  it('prices the new ticket as the slip does: its max gain and coefficient are the slip functions’ for the new stake', () => {
    fc.assert(
      fc.property(money, fc.option(fc.bigInt({ min: 1n, max: 100_000n }), { nil: null }), eventsArb, (value, stake, events) => {
        const cap = BigInt(MAX_PAYOUT_MINOR);
        const p = priceEdit(value, stake, events, cap);
        const kind = { type: 'combination' } as const;
        return p.maxGain === maxGain(events, kind, p.stake, cap) && p.coefficient === maxCoefficient(events, kind) && p.maxGain <= cap && p.value === value;
      }),
    );
  });

  it('pays what its coefficient says, each bet rounded down to the cent, when uncapped', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 500n, max: 100_000n }), eventsArb, (stake, events) => {
        const p = priceEdit(stake, null, events, 10n ** 40n);
        fc.pre(p.coefficient > 0);
        // Each bet's payout is floored (at most a cent lost per bet), and the coefficient is floored to the hundredth.
        return p.maxGain + BigInt(p.bets) >= (p.stake * BigInt(p.coefficient)) / ODDS_SCALE && p.maxGain <= (p.stake * BigInt(p.coefficient + 1)) / ODDS_SCALE;
      }),
    );
  });

  it('a single at 2.50 staked with its value of 8.40 pays 21.00', () => {
    const p = priceEdit(840n, null, [{ odds: [250] }], BigInt(MAX_PAYOUT_MINOR));
    expect(p).toEqual({ value: 840n, stake: 840n, fromBalance: 0n, toBalance: 0n, bets: 1, coefficient: 250, maxGain: 2100n });
  });
});
