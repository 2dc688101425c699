// A ticket as GET /api/get_tickets answers it (spec section 3, with the derived fields):
// the server builds it, my bets reads it.

export interface TicketView {
  id: number;
  status: string;
  type: string;
  system_sizes: number[] | null;
  is_live_ticket: boolean;
  created_at: string;
  stake: string;
  stake_per_bet: string;
  payment: string;
  win_amount: string | null;
  cash_out: string;
  numberOfBets: number;
  maxCoefficient: string;
  combination: 'single' | 'multi';
  /** Edit bet: the ticket this one replaced (it was cashed out for this one's stake), or null. */
  edited_from: number | null;
  /** Edit bet: the ticket that replaced this one, or null. */
  edited_into: number | null;
  ticket_events: TicketEventView[];
  event_bets: Array<{
    event: { time: number; home: string; away: string; isLive: boolean; resultAtCreation: string | null; result: { homeGoals: number; awayGoals: number } | null };
    bets: Array<{ betName: string; odd: string; status: string }>;
  }>;
}

export interface TicketEventView {
  event_id: number;
  bet_name: string;
  odd_name: string;
  odd_header: string | null;
  odd_handicap: string | null;
  /** The odd's id in its match ("main.1"): what an edit names a pick by. */
  odd_custom_id: string;
  odd_value: string;
  status: string;
  home_team: string;
  away_team: string;
  result_at_creation: string | null;
  is_live_event: boolean;
  home_goals: number | null;
  away_goals: number | null;
  time: number;
  fixed: boolean;
}
