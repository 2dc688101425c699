import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMPTY_SLIP, withPickToggled, type Pick, type Slip } from './slip.ts';
import { ticketRequest, withBetEnabled, withOddsAccepted, withOddsChanged } from './slip-actions.ts';
import { slipFigures } from './slip-figures.ts';
import { withPushedPrices } from './slip-prices.ts';

const NOW = 1_800_000_000_000;
const pick = (eventId: number, customId: string, value: number, isLive = false): Pick => ({
  match: { id: eventId, home: 'Home', away: 'Away', time: NOW / 1000 + 3600, sportId: 1, league: 'League' },
  isLive,
  bet: { name: 'Full Time Result', realName: 'Full Time Result' },
  odd: { name: '1', header: '', handicap: '', custom_id: customId, value },
});
const add = (slip: Slip, ...picks: Pick[]) => picks.reduce((s, p) => withPickToggled(s, p, NOW), slip);
const push = (slip: Slip, id: number, customId: string, value: number, suspended = false, status?: string) =>
  withPushedPrices(slip, [{ id, ...(status ? { status } : {}), odds: [[customId, value, suspended]] }]);
const sentOdds = (slip: Slip) => ticketRequest(slip, 1, 500).ticket_events.map((t) => t.odd_value);

describe('slip following pushed prices', () => {
  it('shows and prices the pushed value, and sends the chosen one', () => {
    const slip = push(add(EMPTY_SLIP, pick(1, 'main.1', 508)), 1, 'main.1', 548);
    const bet = slip.entries[0]!.bets[0]!;
    expect(bet.odd.value).toBe(548);
    expect(bet.seen).toBe(508);
    expect(slipFigures(slip).maxCoefficient).toBe(548);
    expect(sentOdds(slip)).toEqual(['5.08']);
    // Back where the player chose it: nothing to decide at Submit any more.
    expect(push(slip, 1, 'main.1', 508).entries[0]!.bets[0]!.seen).toBeUndefined();
  });

  it('returns the same slip when a push changes nothing in it, and leaves live picks to the live odds', () => {
    const slip = add(EMPTY_SLIP, pick(1, 'main.1', 508), pick(2, 'main.1', 190, true));
    expect(push(slip, 1, 'main.1', 508)).toBe(slip);
    expect(push(slip, 3, 'main.1', 300)).toBe(slip);
    expect(push(slip, 2, 'main.1', 300)).toBe(slip);
  });

  it('disables a suspended pick as unavailable; back, it waits for the player to enable it', () => {
    const off = push(add(EMPTY_SLIP, pick(1, 'main.1', 508)), 1, 'main.1', 508, true);
    expect(off.entries[0]!.bets[0]).toMatchObject({ disabled: true, unavailable: true });
    expect(withBetEnabled(off, 1, 'main.1', true, NOW).entries[0]!.bets[0]!.disabled).toBe(true);
    const back = push(off, 1, 'main.1', 510);
    expect(back.entries[0]!.bets[0]!.unavailable).toBeUndefined();
    expect(back.entries[0]!.bets[0]!.disabled).toBe(true);
    expect(withBetEnabled(back, 1, 'main.1', true, NOW).entries[0]!.bets[0]!.disabled).toBe(false);
  });

  it('closes the pre-match picks of a match pushed as started, finished or void', () => {
    for (const status of ['live', 'finished', 'cancelled']) {
      const slip = withPushedPrices(add(EMPTY_SLIP, pick(1, 'main.1', 508), pick(2, 'main.1', 200)), [{ id: 1, status }]);
      expect(slip.entries.map((e) => [e.bets[0]!.disabled, e.bets[0]!.timeout])).toEqual([
        [true, 0],
        [false, NOW + 3600_000],
      ]);
    }
  });

  it('a refusal flags the move from the chosen price, and accepting makes the price on screen the chosen one', () => {
    const pushed = push(add(EMPTY_SLIP, pick(1, 'main.1', 508)), 1, 'main.1', 480);
    const refused = withOddsChanged(pushed, [{ event_id: 1, odd_custom_id: 'main.1', value: 480 }]);
    expect(refused.entries[0]!.bets[0]).toMatchObject({ change: 'lower', odd: { value: 480 }, seen: 508 });
    const accepted = withOddsAccepted(refused);
    expect(accepted.entries[0]!.bets[0]!.change).toBeUndefined();
    expect(sentOdds(accepted)).toEqual(['4.80']);
  });

  it('whatever the pushes, the slip shows the last one and sends the chosen price until the player accepts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 101, max: 99_999 }),
        fc.array(fc.record({ value: fc.integer({ min: 101, max: 99_999 }), suspended: fc.boolean() }), { maxLength: 12 }),
        (chosen, pushes) => {
          let slip = add(EMPTY_SLIP, pick(1, 'main.1', chosen));
          for (const p of pushes) slip = push(slip, 1, 'main.1', p.value, p.suspended);
          const bet = slip.entries[0]!.bets[0]!;
          const last = pushes.at(-1);
          expect(bet.odd.value).toBe(last?.value ?? chosen);
          expect(bet.seen === undefined ? bet.odd.value : bet.seen).toBe(chosen);
          expect(bet.unavailable === true).toBe(last?.suspended === true);
          const sent = ticketRequest(withBetEnabled(slip, 1, 'main.1', true, NOW), 1, 500).ticket_events[0];
          if (sent) expect(sent.odd_value).toBe(`${Math.floor(chosen / 100)}.${String(chosen % 100).padStart(2, '0')}`);
          const accepted = withOddsAccepted(slip).entries[0]!.bets[0]!;
          expect(accepted.seen).toBeUndefined();
          expect(accepted.odd.value).toBe(bet.odd.value);
        },
      ),
    );
  });
});
