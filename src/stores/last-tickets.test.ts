import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { decodeLastTickets, encodeLastTickets, forgetOpenTickets, lastOpenTickets, rememberOpenTickets } from './last-tickets.ts';
import type { TicketView } from '../lib/tickets/ticket-view.ts';

const ticket: TicketView = {
  id: 42,
  status: 'pending',
  type: 'combination',
  system_sizes: null,
  is_live_ticket: false,
  created_at: '2026-11-28T18:00:00.000Z',
  stake: '10.00',
  stake_per_bet: '10.00',
  payment: '10.00',
  win_amount: null,
  cash_out: '0.00',
  numberOfBets: 1,
  maxCoefficient: '1.85',
  combination: 'single',
  edited_from: null,
  edited_into: null,
  ticket_events: [
    {
      event_id: 7,
      bet_name: 'Full Time Result',
      odd_name: '1',
      odd_header: null,
      odd_handicap: null,
      odd_custom_id: '1',
      odd_value: '1.85',
      status: 'pending',
      home_team: 'Red Star',
      away_team: 'Partizan',
      result_at_creation: null,
      is_live_event: false,
      home_goals: null,
      away_goals: null,
      time: 1_795_000_000,
      fixed: false,
    },
  ],
  event_bets: [
    {
      event: { time: 1_795_000_000, home: 'Red Star', away: 'Partizan', isLive: false, resultAtCreation: null, result: null },
      bets: [{ betName: 'Full Time Result', odd: '1.85', status: 'pending' }],
    },
  ],
};

describe('kept open tickets, as stored text', () => {
  it('round-trip with the time they were seen', () => {
    expect(decodeLastTickets(encodeLastTickets(5, [ticket], 1_000), 5)).toEqual({ seenAt: 1_000, tickets: [ticket] });
    expect(decodeLastTickets(encodeLastTickets(5, [], 2_000), 5)).toEqual({ seenAt: 2_000, tickets: [] });
  });

  it('are never read as another player’s', () => {
    expect(decodeLastTickets(encodeLastTickets(5, [ticket], 1_000), 6)).toBeNull();
  });

  it('read as none when missing, damaged, of another version or of another shape', () => {
    const good = JSON.parse(encodeLastTickets(5, [ticket], 1_000)) as Record<string, unknown>;
    expect(decodeLastTickets(null, 5)).toBeNull();
    expect(decodeLastTickets('{"v":1,', 5)).toBeNull();
    expect(decodeLastTickets(JSON.stringify({ ...good, v: 0 }), 5)).toBeNull();
    expect(decodeLastTickets(JSON.stringify({ ...good, seenAt: 'yesterday' }), 5)).toBeNull();
    expect(decodeLastTickets(JSON.stringify({ ...good, tickets: [{ ...ticket, ticket_events: [{ event_id: 7 }] }] }), 5)).toBeNull();
    expect(decodeLastTickets(JSON.stringify({ ...good, tickets: [{ ...ticket, combination: 'triple' }] }), 5)).toBeNull();
  });
});

describe('kept open tickets, in the browser', () => {
  const stored = new Map<string, string>();
  let full = false;
  beforeEach(() => {
    stored.clear();
    full = false;
    vi.stubGlobal('window', {
      sessionStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => {
          if (full) throw new DOMException('full', 'QuotaExceededError');
          stored.set(key, value);
        },
        removeItem: (key: string) => stored.delete(key),
      },
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('are kept per player and deleted at logout', () => {
    rememberOpenTickets(5, [ticket], 1_000);
    rememberOpenTickets(6, [], 1_500);
    expect(lastOpenTickets(5)).toEqual({ seenAt: 1_000, tickets: [ticket] });
    expect(lastOpenTickets(6)).toEqual({ seenAt: 1_500, tickets: [] });
    forgetOpenTickets(5);
    expect(lastOpenTickets(5)).toBeNull();
    expect(lastOpenTickets(6)).not.toBeNull();
  });

  it('leave no older copy behind when the storage refuses a newer one', () => {
    rememberOpenTickets(5, [ticket], 1_000);
    full = true;
    rememberOpenTickets(5, [], 2_000);
    expect(lastOpenTickets(5)).toBeNull();
  });
});
