import { describe, expect, it } from 'vitest';
import { cacheTtlFor, LIVE_CALLS, PLAYER_CALLS } from './cache-policy.ts';

describe('which API reads the session-storage cache keeps', () => {
  it('keeps every offer read for 60 seconds, not only the game list', () => {
    for (const path of ['get_sports', '/get_leagues', 'get_events_for_league', 'get_highlights', 'get_last_minute_events', 'prematch_odds_by_id', 'search', 'results']) {
      expect(cacheTtlFor(path)).toBe(60_000);
    }
  });

  it('keeps the game list for 5 minutes', () => {
    expect(cacheTtlFor('get_all_games_and_providers')).toBe(300_000);
    expect(cacheTtlFor('/api/get_all_games_and_providers?section=slots')).toBe(300_000);
  });

  it("never keeps the player's own calls (tickets, balance and account, statement, history, casino session)", () => {
    expect(PLAYER_CALLS).toEqual(expect.arrayContaining(['get_tickets', 'account', 'account-statement', 'gaming-history']));
    for (const path of [...PLAYER_CALLS, '/api/get_tickets?player_id=7&status=open', 'account/limits', 'players/alice']) expect(cacheTtlFor(path)).toBe(0);
  });

  it('never keeps live events, which the spec marks not cached', () => {
    for (const path of LIVE_CALLS) expect(cacheTtlFor(path)).toBe(0);
    expect(cacheTtlFor('get_live_events?sport_id=1')).toBe(0);
  });
});
