import { describe, expect, it } from 'vitest';
import { EMPTY_SLIP, withPickToggled, type SlipMatch } from './slip.ts';
import { withBuilder } from './slip-builder.ts';

const match = (id: number): SlipMatch => ({ id, home: 'A', away: 'B', time: 2_000_000_000, sportId: 1, league: 'L' });
const odd = (custom_id: string) => ({ name: '1', header: '1', handicap: '', custom_id, value: 200 });

describe('a bet builder on the slip', () => {
  it('is one line for its match, replacing that match picks and keeping other matches', () => {
    let slip = withPickToggled(EMPTY_SLIP, { match: match(1), isLive: false, bet: { name: 'FT', realName: 'FT' }, odd: odd('main.1') }, 0);
    slip = withPickToggled(slip, { match: match(2), isLive: false, bet: { name: 'FT', realName: 'FT' }, odd: odd('main.2') }, 0);
    slip = withBuilder(slip, { match: match(1), customId: 'builder.btts.yes,main.1', value: 412, betName: 'Bet Builder', oddName: '1 + Yes' }, 0);
    expect(slip.entries.map((e) => e.match.id)).toEqual([2, 1]);
    const entry = slip.entries.find((e) => e.match.id === 1)!;
    expect(entry.bets).toHaveLength(1);
    expect(entry.bets[0]).toMatchObject({ bet: { realName: 'Bet Builder' }, odd: { name: '1 + Yes', custom_id: 'builder.btts.yes,main.1', value: 412 }, disabled: false });
  });
});
