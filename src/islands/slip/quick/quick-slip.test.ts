import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { quickReturn, quickSlip, startingStake } from './quick-slip.ts';
import { ticketRequest } from '../../../stores/slip-actions.ts';
import { MAX_PAYOUT_MINOR, MIN_TOTAL_STAKE_MINOR } from '../../../lib/slip/rules.ts';
import type { Pick } from '../../../stores/slip.ts';

const NOW = Date.UTC(2026, 10, 28, 12);
const pick = (value: number, isLive = false): Pick => ({
  match: { id: 41, home: 'Home', away: 'Away', time: NOW / 1000 + 3600, sportId: 1, league: 'League' },
  isLive,
  bet: { name: 'Full time', realName: 'Full Time' },
  odd: { name: 'Home', header: '1', handicap: '', custom_id: 'ft.1', value },
});

describe('the quick-bet slip', () => {
  it('is the ticket the slip would send for that one pick, stake and policy', () => {
    const body = ticketRequest(quickSlip(pick(156), 750, 'any', NOW), 9, 750);
    expect(body).toMatchObject({ stake: '7.50', player_id: 9, type: 'combination', system_sizes: [], odds_change: 'any' });
    expect(body.ticket_events).toHaveLength(1);
    expect(body.ticket_events[0]).toMatchObject({ event_id: 41, odd_custom_id: 'ft.1' });
  });

  it('starts from the last quick stake, else the slip minimum for one bet', () => {
    expect(startingStake(1234)).toBe(1234);
    expect(startingStake(null)).toBe(MIN_TOTAL_STAKE_MINOR);
  });

  it('returns stake times odds, floored to the cent and capped at the slip maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), (odds, stake) => {
        const expected = Math.min(Math.floor((stake * odds) / 100), MAX_PAYOUT_MINOR);
        expect(quickReturn(quickSlip(pick(odds), stake, 'higher', NOW))).toBe(expected);
      }),
    );
  });
});
