import { describe, expect, it, vi } from 'vitest';
import { $liveOdds, $liveOddsReady } from './live-odds.ts';
import {
  $slip,
  EMPTY_SLIP,
  startSlipClock,
  togglePick,
  decodeSlip,
  encodeSlip,
  withBetRemoved,
  withPickToggled,
  withStartedDisabled,
  pickedKeys,
  type Pick,
  type Slip,
} from './slip.ts';
import { clearSlip, ticketRequest, withBetEnabled, withOddsAccepted, withOddsChanged, withMatchesClosed, openPrematchIds } from './slip-actions.ts';
import { slipFigures } from './slip-figures.ts';
import { followLiveOdds, withLiveOdds } from './slip-live.ts';
import { stakeProblem } from '../lib/slip/rules.ts';

const NOW = 1_800_000_000_000;
const pick = (eventId: number, customId: string, value: number, startsInS = 3600): Pick => ({
  match: { id: eventId, home: `Home ${eventId}`, away: `Away ${eventId}`, time: NOW / 1000 + startsInS, sportId: 1, league: 'League' },
  isLive: false,
  bet: { name: 'Full Time Result', realName: 'Full Time Result' },
  odd: { name: '1', header: '', handicap: '', custom_id: customId, value },
});
const add = (slip: Slip, ...picks: Pick[]) => picks.reduce((s, p) => withPickToggled(s, p, NOW), slip);

describe('slip store', () => {
  it('adds a pick and removes it on a second press', () => {
    const one = add(EMPTY_SLIP, pick(1, 'a', 185));
    expect(one.entries).toHaveLength(1);
    expect(add(one, pick(1, 'a', 185)).entries).toHaveLength(0);
  });

  it('keeps several picks on one match in one entry', () => {
    const slip = add(EMPTY_SLIP, pick(1, 'a', 185), pick(1, 'b', 300), pick(2, 'c', 200));
    expect(slip.entries.map((e) => e.bets.length)).toEqual([2, 1]);
    expect(slipFigures(slip).betCount).toBe(2);
  });

  it('removing the last bet of an event removes the event; no bet given removes the whole event', () => {
    const slip = add(EMPTY_SLIP, pick(1, 'a', 185), pick(1, 'b', 300), pick(2, 'c', 200));
    expect(withBetRemoved(withBetRemoved(slip, 1, 'a'), 1, 'b').entries.map((e) => e.match.id)).toEqual([2]);
    expect(withBetRemoved(slip, 1).entries.map((e) => e.match.id)).toEqual([2]);
  });

  it('disables a pre-match bet as started once its match shows up in the live data, even before its scheduled time', () => {
    const slip = add(EMPTY_SLIP, pick(1, 'a', 185, 3600), pick(2, 'c', 200, 3600));
    // Match 1 went live early (the feed starts matches on its own clock); match 2 has not.
    const live = { '1:main.1': { value: 240, suspended: false } };
    const after = withLiveOdds(slip, live, false);
    expect(after.entries.map((e) => e.bets[0]?.disabled)).toEqual([true, false]);
    expect(after.entries[0]?.bets[0]?.timeout).toBe(0);
    expect(withBetEnabled(after, 1, 'a', true, NOW).entries[0]?.bets[0]?.disabled).toBe(true);
    // Nothing more to change: the same slip comes back.
    expect(withLiveOdds(after, live, true)).toBe(after);
  });

  it("lets the live odd of a closed pre-match bet be picked: it takes the closed bet's place", () => {
    const slip = withMatchesClosed(add(EMPTY_SLIP, pick(1, 'main.1', 185), pick(2, 'c', 200)), new Set([1]));
    // The closed bet does not light up the live button of the same odd.
    expect([...pickedKeys(slip)]).toEqual(['2:c']);
    const live: Pick = { ...pick(1, 'main.1', 240), isLive: true };
    const after = withPickToggled(slip, live, NOW);
    const entry = after.entries.find((e) => e.match.id === 1);
    expect(entry).toMatchObject({ isLive: true, bets: [{ isLive: true, disabled: false, odd: { value: 240 } }] });
    expect(entry?.bets).toHaveLength(1);
    // A second press removes the live pick as usual.
    expect(withPickToggled(after, live, NOW).entries.map((e) => e.match.id)).toEqual([2]);
  });

  it('disables the pre-match bets of matches the server reports closed, and only those', () => {
    const slip = add(EMPTY_SLIP, pick(1, 'a', 185), pick(1, 'b', 300), pick(2, 'c', 200));
    expect(openPrematchIds(slip)).toEqual([1, 2]);
    const after = withMatchesClosed(slip, new Set([1]));
    expect(after.entries.map((e) => e.bets.map((b) => b.disabled))).toEqual([[true, true], [false]]);
    expect(openPrematchIds(after)).toEqual([2]);
    expect(withBetEnabled(after, 1, 'a', true, NOW).entries[0]?.bets[0]?.disabled).toBe(true);
    expect(withMatchesClosed(after, new Set([1]))).toBe(after);
  });

  it('disables a pre-match bet at the start and refuses to enable it after', () => {
    const slip = add(EMPTY_SLIP, pick(1, 'a', 185, 10));
    expect(withStartedDisabled(slip, NOW + 5_000)).toBe(slip);
    const later = withStartedDisabled(slip, NOW + 10_000);
    expect(later.entries[0]?.bets[0]?.disabled).toBe(true);
    expect(withBetEnabled(later, 1, 'a', true, NOW + 11_000).entries[0]?.bets[0]?.disabled).toBe(true);
  });

  it('enables a disabled bet again before the start', () => {
    const off = withBetEnabled(add(EMPTY_SLIP, pick(1, 'a', 185)), 1, 'a', false, NOW);
    expect(off.entries[0]?.bets[0]?.disabled).toBe(true);
    expect(slipFigures(off).betCount).toBe(0);
    expect(withBetEnabled(off, 1, 'a', true, NOW).entries[0]?.bets[0]?.disabled).toBe(false);
  });

  it('prices with the shared functions: a fresh slip starts at 5.00, or 2.00 per bet when that is more', () => {
    const slip = add(EMPTY_SLIP, pick(1, 'main.1', 200), pick(2, 'main.2', 150));
    const f = slipFigures(slip);
    expect(f).toMatchObject({ eventCount: 2, betCount: 1, maxCoefficient: 300, totalStake: 500, stakePerBet: 500, maxGain: 1500 });
    expect(slipFigures({ ...slip, total: 1000 }).maxGain).toBe(3000);
    const three = add(EMPTY_SLIP, pick(1, 'main.1', 200), pick(1, 'main.X', 320), pick(2, 'main.1', 150), pick(3, 'main.1', 150), pick(3, 'main.2', 400));
    expect(slipFigures(three)).toMatchObject({ betCount: 4, totalStake: 800, stakePerBet: 200 });
  });

  it('gives a fresh single a stake the rules accept', () => {
    const f = slipFigures(add(EMPTY_SLIP, pick(1, 'main.1', 185)));
    expect(f.totalStake).toBe(500);
    expect(stakeProblem(f.totalStake, f.betCount)).toBeNull();
  });

  it('adds up two picks on one match that win together, and not two that cannot', () => {
    const together = slipFigures({ ...add(EMPTY_SLIP, pick(1, 'main.1', 185), pick(1, 'over_under.o2.5', 190)), total: 1000 });
    // Two bets of 5.00 that both win on 2:1: 9.25 + 9.50 = 18.75, a coefficient of 1.87 shown,
    // and the gain is total x coefficient.
    expect(together).toMatchObject({ betCount: 2, maxGain: 1870, maxCoefficient: 187 });
    const apart = slipFigures({ ...add(EMPTY_SLIP, pick(1, 'main.1', 185), pick(1, 'main.2', 420)), total: 1000 });
    expect(apart).toMatchObject({ betCount: 2, maxGain: 2100, maxCoefficient: 210 });
  });

  it('flags changed odds higher or lower and clears the flags when accepted', () => {
    const slip = add(EMPTY_SLIP, pick(1, 'a', 200), pick(2, 'b', 150));
    const changed = withOddsChanged(slip, [
      { event_id: 1, odd_custom_id: 'a', value: 250 },
      { event_id: 2, odd_custom_id: 'b', value: 120 },
    ]);
    expect(changed.entries.map((e) => [e.bets[0]?.odd.value, e.bets[0]?.change])).toEqual([
      [250, 'higher'],
      [120, 'lower'],
    ]);
    expect(withOddsAccepted(changed).entries.every((e) => e.bets.every((b) => b.change === undefined))).toBe(true);
  });

  it('reads a tampered or old entry as an empty slip and round-trips a real one', () => {
    expect(decodeSlip('{"v":0,"entries":[]}')).toEqual(EMPTY_SLIP);
    expect(decodeSlip('not json')).toEqual(EMPTY_SLIP);
    const slip = add(EMPTY_SLIP, pick(1, 'a', 200));
    expect(decodeSlip(encodeSlip(slip) as string)).toEqual(slip);
  });

  it('builds the create_ticket body from the enabled bets with the odds seen', () => {
    const slip = withBetEnabled(add(EMPTY_SLIP, pick(1, 'a', 205), pick(2, 'b', 150)), 2, 'b', false, NOW);
    expect(ticketRequest(slip, 7, 1050)).toEqual({
      stake: '10.50',
      player_id: 7,
      type: 'combination',
      system_sizes: [],
      odds_change: 'higher',
      ticket_events: [{ event_id: 1, bet_name: 'Full Time Result', bet_name_second: '', odd_name: '1', odd_custom_id: 'a', odd_value: '2.05', is_live: 'false', fixed: false }],
    });
  });
});

describe('slip clock', () => {
  it('disables a pre-match bet when its event starts while the page is open', () => {
    vi.useFakeTimers({ now: NOW });
    try {
      togglePick(pick(1, 'a', 185, 30));
      const stop = startSlipClock();
      expect($slip.get().entries[0]?.bets[0]?.disabled).toBe(false);
      vi.advanceTimersByTime(31_000);
      expect($slip.get().entries[0]?.bets[0]?.disabled).toBe(true);
      stop();
    } finally {
      clearSlip();
      vi.useRealTimers();
    }
  });
});

describe('live picks', () => {
  const livePick = (eventId: number, customId: string, value: number): Pick => ({
    ...pick(eventId, customId, value, -600),
    isLive: true,
    odd: { name: '1', header: '1', handicap: '', custom_id: customId, value, name2: `Home ${eventId}` },
  });
  const bet = (slip: Slip) => slip.entries[0]?.bets[0];
  const on = (value: number) => ({ '1:h': { value, suspended: false } });

  it('stays enabled after its event started, unlike a pre-match bet', () => {
    expect(bet(add(EMPTY_SLIP, livePick(1, 'h', 180)))?.disabled).toBe(false);
  });

  it('is disabled when its odd is suspended and cannot be enabled until it returns', () => {
    const slip = add(EMPTY_SLIP, livePick(1, 'h', 180));
    const off = withLiveOdds(slip, { '1:h': { value: 180, suspended: true } }, true);
    expect(bet(off)).toMatchObject({ disabled: true, unavailable: true });
    expect(bet(withBetEnabled(off, 1, 'h', true, NOW))?.disabled).toBe(true);
    const back = withLiveOdds(off, on(190), true);
    expect(bet(back)).toMatchObject({ disabled: true, odd: { value: 190 } });
    expect(bet(back)?.unavailable).toBeUndefined();
    expect(bet(withBetEnabled(back, 1, 'h', true, NOW))?.disabled).toBe(false);
  });

  it('is disabled when its odd is missing from a loaded live list, but not before the first list', () => {
    const slip = add(EMPTY_SLIP, livePick(1, 'h', 180));
    expect(withLiveOdds(slip, {}, false)).toBe(slip);
    expect(bet(withLiveOdds(slip, {}, true))).toMatchObject({ disabled: true, unavailable: true });
  });

  it('follows the live price and leaves pre-match bets alone', () => {
    const slip = add(EMPTY_SLIP, livePick(1, 'h', 180), pick(2, 'p', 150));
    const moved = withLiveOdds(slip, on(165), true);
    expect(bet(moved)).toMatchObject({ disabled: false, odd: { value: 165 } });
    expect(moved.entries[1]).toBe(slip.entries[1]);
    expect(withLiveOdds(moved, on(165), true)).toBe(moved);
  });

  it('keeps a bet the player disabled disabled when its odd stays available', () => {
    const off = withBetEnabled(add(EMPTY_SLIP, livePick(1, 'h', 180)), 1, 'h', false, NOW);
    expect(bet(withLiveOdds(off, on(180), true))?.disabled).toBe(true);
  });

  it("sends is_live and the odd's second name for a live pick", () => {
    const events = ticketRequest(add(EMPTY_SLIP, livePick(1, 'h', 180)), 7, 100).ticket_events;
    expect(events[0]).toMatchObject({ bet_name_second: 'Home 1', is_live: 'true', odd_value: '1.80' });
  });

  it('follows the live-odds store while asked to', () => {
    try {
      togglePick(livePick(1, 'h', 180));
      $liveOdds.set(on(180));
      $liveOddsReady.set(true);
      const stop = followLiveOdds();
      $liveOdds.set({ '1:h': { value: 180, suspended: true } });
      expect(bet($slip.get())).toMatchObject({ disabled: true, unavailable: true });
      stop();
      $liveOdds.set(on(200));
      expect(bet($slip.get())?.odd.value).toBe(180);
    } finally {
      clearSlip();
      $liveOdds.set({});
      $liveOddsReady.set(false);
    }
  });
});
