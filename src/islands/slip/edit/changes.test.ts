import { describe, expect, it } from 'vitest';
import { EMPTY_SLIP, type Slip } from '../../../stores/slip.ts';
import type { TicketEventView } from '../../../lib/tickets/ticket-view.ts';
import { draftChanges, EMPTY_DRAFT, pickKey, slipCandidates } from './changes.ts';

const pickOf = (eventId: number, customId: string, status = 'pending'): TicketEventView => ({
  event_id: eventId,
  bet_name: 'Full Time Result',
  odd_name: '1',
  odd_header: null,
  odd_handicap: null,
  odd_custom_id: customId,
  odd_value: '1.85',
  status,
  home_team: 'A',
  away_team: 'B',
  result_at_creation: null,
  is_live_event: false,
  home_goals: null,
  away_goals: null,
  time: 0,
  fixed: false,
});

const ticket = { ticket_events: [pickOf(1, 'main.1'), pickOf(2, 'main.2', 'winning'), pickOf(3, 'main.X')] };

const slip: Slip = {
  ...EMPTY_SLIP,
  entries: [
    {
      match: { id: 1, home: 'A', away: 'B', time: 0, sportId: 1, league: 'L' },
      isLive: false,
      fixed: false,
      bets: [
        {
          bet: { name: 'Full Time Result', realName: 'Full Time Result' },
          odd: { name: '1', header: '', handicap: '', custom_id: 'main.1', value: 185 },
          disabled: false,
          isLive: false,
        },
      ],
    },
    {
      match: { id: 7, home: 'C', away: 'D', time: 0, sportId: 1, league: 'L' },
      isLive: true,
      fixed: false,
      bets: [
        {
          bet: { name: 'Match Goals', realName: 'Match Goals' },
          odd: { name: 'Over', header: '', handicap: '2.5', custom_id: 'over_under.o2.5', value: 190 },
          disabled: false,
          isLive: true,
        },
        {
          bet: { name: 'Full Time Result', realName: 'Full Time Result' },
          odd: { name: '2', header: '', handicap: '', custom_id: 'main.2', value: 300 },
          disabled: true,
          isLive: true,
        },
      ],
    },
  ],
};

describe('slipCandidates', () => {
  it('offers the slip’s enabled picks that are not on the ticket', () => {
    expect(slipCandidates(slip, ticket).map((c) => [c.key, c.isLive, c.odds])).toEqual([['7:over_under.o2.5', true, 190]]);
  });
});

describe('draftChanges', () => {
  const candidates = slipCandidates(slip, ticket);

  it('is nothing while nothing is changed', () => {
    expect(draftChanges(EMPTY_DRAFT, ticket, candidates)).toEqual({ kind: 'none' });
  });

  it('removes only open picks, adds the ticked slip picks and reads the stake in the page’s writing', () => {
    const draft = { removed: new Set([pickKey(1, 'main.1'), pickKey(2, 'main.2')]), added: new Set(['7:over_under.o2.5']), stake: '12,5' };
    expect(draftChanges(draft, ticket, candidates)).toEqual({
      kind: 'changes',
      changes: { remove: [{ event_id: 1, odd_custom_id: 'main.1' }], add: [{ event_id: 7, odd_custom_id: 'over_under.o2.5', is_live: true }], stake: '12.50' },
    });
  });

  it('refuses a stake it cannot read, or zero', () => {
    expect(draftChanges({ ...EMPTY_DRAFT, stake: 'abc' }, ticket, candidates)).toEqual({ kind: 'invalidStake' });
    expect(draftChanges({ ...EMPTY_DRAFT, stake: '0' }, ticket, candidates)).toEqual({ kind: 'invalidStake' });
  });
});
