import { describe, expect, it } from 'vitest';
import type { WireBetGroup, WireEvent, WireOdd } from '../../server/feed/types.ts';
import { betTypeTip, mainOdds, marketOf, oddLabel, orderForSport, otherBetCount, otherBetTypes } from './market.ts';
import { oddButtonData } from '../../lib/offer/odd-button.ts';
import { wireEvent, wireGroup, wireOdd } from '../../lib/offer/wire.fixtures.ts';

const odd = wireOdd;
const group = (custom_id: string, odds: WireOdd[]): WireBetGroup => wireGroup(custom_id, odds);
const event = (bets: WireBetGroup[]): WireEvent => wireEvent(bets);

describe('the main market of a match row', () => {
  it('renames a Tie header to Draw and keeps 1 and 2', () => {
    const e = event([group('ft', [odd('1', 185), odd('X', 340, { header: 'Tie' }), odd('2', 410)])]);
    expect(mainOdds(e).map((o) => o.name)).toEqual(['1', 'Draw', '2']);
  });

  it('shows two-way markets without a draw', () => {
    const e = event([group('ml', [odd('1', 150), odd('2', 250)])]);
    expect(mainOdds(e).map((o) => o.name)).toEqual(['1', '2']);
  });

  it('has no odds when the event has no full-time market', () => {
    expect(mainOdds({ ...event([]), fullTimeBet: null })).toEqual([]);
  });

  it('counts the other bet groups', () => {
    expect(otherBetCount(event([group('ft', []), group('ou', []), group('hc', [])]))).toBe(2);
  });

  it('labels a line odd with its handicap', () => {
    expect(oddLabel(odd('Over', 190, { handicap: '2.5' }), 'Over', 'Draw')).toBe('Over 2.5');
    expect(oddLabel(odd('Draw', 300), 'Draw', 'Remis')).toBe('Remis');
    expect(oddLabel(odd('1', 133, { name2: 'Baskonia' }), '1', 'Draw')).toBe('1');
  });
});

describe('the bet-type menu of a league', () => {
  it('counts how many events offer each other bet type', () => {
    const a = event([group('main', []), group('ou', []), group('hc', [])]);
    const b = event([group('main', []), group('ou', [])]);
    expect(otherBetTypes([a, b])).toEqual([
      { custom_id: 'ou', name: 'ou', count: 2 },
      { custom_id: 'hc', name: 'hc', count: 1 },
    ]);
  });

  it('shows the chosen bet type, or nothing when the event lacks it', () => {
    const a = event([group('main', []), group('ou', [])]);
    expect(marketOf(a, 'ou')?.custom_id).toBe('ou');
    expect(marketOf(a, 'hc')).toBeNull();
    expect(marketOf(a, undefined)?.custom_id).toBe('main');
  });
});

describe('odds buttons and bet-type help', () => {
  it('carry what the slip needs, odds in hundredths and the draw header renamed', () => {
    const ft = group('main', [odd('1', 185), odd('X', 340, { header: 'Tie' }), odd('2', 410)]);
    const e = event([ft]);
    const data = oddButtonData(e, ft, ft.odds[1]!);
    expect(data).toMatchObject({
      'data-event-id': 1,
      'data-odd-value': 340,
      'data-odd-name': 'Draw',
      'data-odd-header': 'Draw',
      'data-home': 'A',
      'data-away': 'B',
      'data-sport-id': 1,
      'data-league': 'L',
      'data-live': 'false',
    });
  });

  it('explains 3-way and 2-way main markets, lines, goals and sets', () => {
    expect(betTypeTip('main', 3)).toBe('sports.tip.threeWay');
    expect(betTypeTip('main', 2)).toBe('sports.tip.twoWay');
    expect(betTypeTip('goal_2', 3)).toBe('sports.tip.nextGoal');
    expect(betTypeTip('set_3', 2)).toBe('sports.tip.setWinner');
    expect(betTypeTip('set_betting', 6)).toBe('sports.tip.setResult');
    expect(betTypeTip('btts', 2)).toBeNull();
  });

  it("puts a tab sport's market tabs first", () => {
    const types = [
      { custom_id: 'btts', name: 'b', count: 1 },
      { custom_id: 'half_time', name: 'h', count: 1 },
      { custom_id: 'over_under', name: 'o', count: 1 },
    ];
    expect(orderForSport(1, types).map((t) => t.custom_id)).toEqual(['over_under', 'btts', 'half_time']);
    expect(orderForSport(17, types)).toEqual(types);
  });
});
