import { describe, expect, it } from 'vitest';
import { SPORT_BY_ID } from './sports.ts';
import { buildMarkets } from './markets.ts';
import { createRng } from './random.ts';
import { advance, cloneState, initialState, liveParams, playOut, raceWinner, tennisSetWinner, type LiveState } from './live-state.ts';
import { settleLive } from './live-settle.ts';
import { exactLiveChances, modelLiveChances, modelPricesAll, playOuts, priceLive } from './live-pricing.ts';
import { liveScoreGrid } from './goal-model.ts';
import { scoreProbability } from './models.ts';
import { oddFromProbability } from './pricing.ts';
import { liveExtras, tennisGameScore } from './live-view.ts';

const sport = (id: number) => {
  const s = SPORT_BY_ID.get(id);
  if (!s) throw new Error(`no sport ${id}`);
  return s;
};
const oddIds = (id: number) => buildMarkets(sport(id), 'Home', 'Away', 0.2).flatMap((m) => m.odds.map((o) => o.customId));
const state = (patch: Partial<LiveState>): LiveState => ({ ...initialState(liveParams(sport(1), 0)), ...patch });

describe('tennis set rule', () => {
  it('wins a set at 6 when the other has fewer than 5, at 7 when the other has 6 or fewer', () => {
    expect(tennisSetWinner(6, 4)).toBe(1);
    expect(tennisSetWinner(6, 0)).toBe(1);
    expect(tennisSetWinner(6, 5)).toBeNull();
    expect(tennisSetWinner(5, 5)).toBeNull();
    expect(tennisSetWinner(7, 5)).toBe(1);
    expect(tennisSetWinner(6, 6)).toBeNull();
    expect(tennisSetWinner(6, 7)).toBe(2);
    expect(tennisSetWinner(3, 6)).toBe(2);
  });

  it('plays games to four points by two clear and tie-breaks to seven', () => {
    expect(raceWinner(4, 2, 4)).toBe(1);
    expect(raceWinner(4, 3, 4)).toBeNull();
    expect(raceWinner(3, 5, 4)).toBe(2);
    expect(raceWinner(7, 6, 7)).toBeNull();
    expect(raceWinner(8, 6, 7)).toBe(1);
  });

  it('every simulated set ends on a legal score and the match on two sets', () => {
    const tennis = sport(13);
    for (let i = 0; i < 40; i++) {
      const p = liveParams(tennis, (i % 5) - 2);
      const s = playOut(initialState(p), p, createRng(7, 'tennis', i));
      expect(Math.max(s.home, s.away)).toBe(2);
      expect(s.periods).toHaveLength(s.home + s.away);
      for (const [h, a] of s.periods) expect(tennisSetWinner(h, a)).not.toBeNull();
      expect(s.periods.filter(([h, a]) => h > a)).toHaveLength(s.home);
    }
  });

  it('shows the set, its games and the game in tennis words', () => {
    expect(tennisGameScore(2, 1, false)).toBe('30-15');
    expect(tennisGameScore(3, 3, false)).toBe('40-40');
    expect(tennisGameScore(5, 4, false)).toBe('A-40');
    expect(tennisGameScore(3, 5, true)).toBe('3-5');
    const p = liveParams(sport(13), 0);
    const extras = liveExtras(
      13,
      {
        ...initialState(p),
        period: 2,
        periods: [
          [6, 3],
          [4, 3],
        ],
        home: 1,
        game: [1, 2],
      },
      p,
    );
    expect(extras).toMatchObject({ currentSet: 2, currentSetResult: '4-3', currentGameResult: '15-30', clock: { label: 'S2' } });
  });
});

describe('basketball', () => {
  const p = liveParams(sport(18), 0);

  it('goes to overtime from a level fourth quarter and reports it', () => {
    const s: LiveState = {
      ...initialState(p),
      elapsedMs: p.lengthMs - 1,
      period: 4,
      periods: [
        [20, 20],
        [20, 20],
        [20, 20],
        [20, 20],
      ],
      home: 80,
      away: 80,
    };
    // A minute with no scoring at all: possessions that never score for this step.
    advance(s, { ...p, points: { ...p.points!, home: [1], away: [1] } }, 10, createRng(1));
    expect(s.overtime).toBe(true);
    expect(s.period).toBe(5);
    expect(s.finished).toBe(false);
    const extras = liveExtras(18, s, p);
    expect(extras).toMatchObject({ quarter: 5, hasOvertime: true, clock: { label: 'OT' } });
    expect(extras.resultPerPeriod).toHaveLength(5);
    expect(settleLive('overtime.yes', s, false)).toBe('won');
  });

  it('never ends level and adds up its quarters', () => {
    for (let i = 0; i < 30; i++) {
      const s = playOut(initialState(p), p, createRng(3, 'bb', i));
      expect(s.home).not.toBe(s.away);
      expect(s.periods.length).toBeGreaterThanOrEqual(4);
      expect(s.periods.reduce((t, [h]) => t + h, 0)).toBe(s.home);
      expect(s.periods.reduce((t, [, a]) => t + a, 0)).toBe(s.away);
      expect(s.overtime).toBe(s.periods.length > 4);
    }
  });
});

describe('period results', () => {
  it('soccer halves add up to the score and goals are recorded in order', () => {
    const p = liveParams(sport(1), 0.5);
    for (let i = 0; i < 30; i++) {
      const s = playOut(initialState(p), p, createRng(5, 'soccer', i));
      expect(s.periods).toHaveLength(2);
      expect(s.periods[0]![0] + s.periods[1]![0]).toBe(s.home);
      expect(s.goals.length).toBe(s.home + s.away);
      expect([...s.goals].filter((g) => g === '1')).toHaveLength(s.home);
    }
  });

  it('ice hockey plays three periods and may end level (3-Way)', () => {
    const p = liveParams(sport(17), 0);
    const s = playOut(initialState(p), p, createRng(9));
    expect(s.periods).toHaveLength(3);
    expect(liveExtras(17, { ...s, finished: false, period: 2 }, p).clock.label).toBe('P2');
  });

  it('a clocked match advances its clock with simulated time', () => {
    const p = liveParams(sport(1), 0);
    const s = initialState(p);
    advance(s, p, p.lengthMs / 2, createRng(2));
    expect(s.period).toBe(2);
    expect(liveExtras(1, s, p).clock).toMatchObject({ minute: 45, label: '2H', clocked: true });
  });
});

describe('settlement of every market from a final state', () => {
  it('soccer: result, double chance, totals, both teams, handicap, Nth goal and half time', () => {
    const s = state({
      finished: true,
      home: 2,
      away: 1,
      goals: '122',
      period: 2,
      periods: [
        [0, 1],
        [2, 0],
      ],
    });
    const expected: Record<string, string> = {
      'main.1': 'won',
      'main.X': 'lost',
      'main.2': 'lost',
      'double_chance.1X': 'won',
      'double_chance.X2': 'lost',
      'double_chance.12': 'won',
      'over_under.o2.5': 'won',
      'over_under.u2.5': 'lost',
      'over_under.o3.5': 'lost',
      'btts.yes': 'won',
      'btts.no': 'lost',
      'handicap.h-1.5': 'lost',
      'handicap.a+1.5': 'won',
      'goal_1.1': 'won',
      'goal_1.2': 'lost',
      'goal_1.none': 'lost',
      'goal_2.2': 'won',
      'goal_3.2': 'won',
      'goal_3.none': 'lost',
      'half_time.2': 'won',
      'half_time.1': 'lost',
      'half_time.X': 'lost',
    };
    for (const [id, outcome] of Object.entries(expected)) expect([id, settleLive(id, s, true)]).toEqual([id, outcome]);
    expect(
      settleLive(
        'goal_3.none',
        state({
          finished: true,
          home: 1,
          away: 0,
          goals: '1',
          periods: [
            [1, 0],
            [0, 0],
          ],
          period: 2,
        }),
        true,
      ),
    ).toBe('won');
  });

  it('decides markets during play only once they cannot change', () => {
    const s = state({ home: 2, away: 1, goals: '212', period: 1, periods: [[2, 1]] });
    expect(settleLive('over_under.o2.5', s, true)).toBe('won');
    expect(settleLive('over_under.u2.5', s, true)).toBe('lost');
    expect(settleLive('over_under.o3.5', s, true)).toBeNull();
    expect(settleLive('btts.no', s, true)).toBe('lost');
    expect(settleLive('goal_1.2', s, true)).toBe('won');
    expect(settleLive('goal_4.1', s, true)).toBeNull();
    expect(settleLive('half_time.1', s, true)).toBeNull();
    expect(settleLive('main.1', s, true)).toBeNull();
  });

  it('basketball: quarters, overtime, spread and two-way result', () => {
    const s = state({
      kind: 'points',
      finished: true,
      home: 101,
      away: 99,
      period: 5,
      overtime: true,
      periods: [
        [25, 20],
        [20, 25],
        [25, 25],
        [24, 24],
        [7, 5],
      ],
    });
    expect(settleLive('main.1', s, false)).toBe('won');
    expect(settleLive('period_1.1', s, false)).toBe('won');
    expect(settleLive('period_2.2', s, false)).toBe('won');
    expect(settleLive('period_4.X', s, false)).toBe('won');
    expect(settleLive('overtime.yes', s, false)).toBe('won');
    expect(settleLive('overtime.no', s, false)).toBe('lost');
    expect(settleLive('handicap.h-2.5', s, false)).toBe('lost');
    expect(settleLive('over_under.o199.5', s, false)).toBe('won');
    expect(settleLive('overtime.no', { ...s, overtime: false, periods: s.periods.slice(0, 4) }, false)).toBe('won');
  });

  it('tennis: match, set betting, set winners, total sets; a set never played is returned', () => {
    const s = state({
      kind: 'sets',
      finished: true,
      home: 2,
      away: 0,
      period: 2,
      periods: [
        [6, 4],
        [7, 6],
      ],
    });
    expect(settleLive('main.1', s, false)).toBe('won');
    expect(settleLive('set_betting.2-0', s, false)).toBe('won');
    expect(settleLive('set_betting.2-1', s, false)).toBe('lost');
    expect(settleLive('set_1.1', s, false)).toBe('won');
    expect(settleLive('set_2.2', s, false)).toBe('lost');
    expect(settleLive('set_3.1', s, false)).toBe('returned');
    expect(settleLive('over_under.o2.5', s, false)).toBe('lost');
    expect(settleLive('handicap.h-1.5', s, false)).toBe('won');
  });

  it('every odd the offer prices for the main sports is decided by a played-out match', () => {
    for (const id of [1, 17, 13, 18, 78, 91, 15, 27]) {
      const p = liveParams(sport(id), 0.3);
      const s = playOut(initialState(p), p, createRng(11, id));
      const undecided = oddIds(id).filter((odd) => settleLive(odd, s, sport(id).threeWay) === null);
      expect([id, undecided]).toEqual([id, []]);
    }
  });
});

describe('live pricing', () => {
  it('a lead shortens the leader and closes decided odds', () => {
    const soccer = sport(1);
    const p = liveParams(soccer, 0);
    const ids = oddIds(1);
    const start = initialState(p);
    const before = priceLive(ids, start, playOuts(start, p, 1, 42), true);
    const led = cloneState(start);
    Object.assign(led, {
      elapsedMs: p.lengthMs * 0.7,
      period: 2,
      periods: [
        [1, 0],
        [1, 0],
      ],
      home: 2,
      goals: '11',
    });
    const after = priceLive(ids, led, playOuts(led, p, 1, 42), true);
    expect(after.get('main.1')!.value!).toBeLessThan(before.get('main.1')!.value!);
    expect(after.get('goal_1.1')).toMatchObject({ suspended: true, decided: 'won' });
    expect(after.get('half_time.1')).toMatchObject({ suspended: true, decided: 'won' });
    expect(before.get('main.X')!.suspended).toBe(false);
    // Match Remaining ignores the lead: its home price stays far longer than the full-time one, and it stays open.
    expect(after.get('remaining.1')).toMatchObject({ suspended: false, decided: null });
    expect(after.get('remaining.1')!.value!).toBeGreaterThan(after.get('main.1')!.value! + 100);
  });

  it('goal sports: the odds the final score decides are the goal model exactly, from the score and the clock', () => {
    const p = liveParams(sport(1), 0.4);
    const ids = oddIds(1);
    const s = initialState(p);
    Object.assign(s, {
      elapsedMs: p.lengthMs * 0.5,
      period: 2,
      periods: [
        [1, 0],
        [0, 0],
      ],
      home: 1,
      goals: '1',
    });
    const grid = liveScoreGrid(p, s);
    const exact = exactLiveChances(ids, grid, s, true);
    const prices = priceLive(ids, s, playOuts(s, p, 1, 7), true, 0.06, exact);
    const homeWins = scoreProbability(grid, (h, a) => h > a);
    expect(prices.get('main.1')!.value).toBe(oddFromProbability(homeWins, 0.06));
    // Match Remaining: the goals from now on, 0:0 from here.
    const restDraw = scoreProbability(grid, (h, a) => h - 1 === a);
    expect(prices.get('remaining.X')!.value).toBe(oddFromProbability(restDraw, 0.06));
    // Decided by the play (first goal) or already decided: not from the grid.
    expect(exact.has('goal_1.1')).toBe(false);
    expect(prices.get('goal_1.1')).toMatchObject({ decided: 'won' });
    // The same state priced from different play-outs keeps its exact prices (no sampling noise).
    const again = priceLive(ids, s, playOuts(s, p, 1, 8), true, 0.06, exact);
    expect(again.get('over_under.o2.5')!.value).toBe(prices.get('over_under.o2.5')!.value);
  });

  it('points and set sports: every open odd is the model exactly, so no play-outs are needed and the pre-match price is the live one at the start', () => {
    for (const id of [18, 13]) {
      const p = liveParams(sport(id), 0.2);
      const ids = oddIds(id);
      const s = initialState(p);
      const exact = modelLiveChances(ids, p, s, sport(id).threeWay)!;
      expect(modelPricesAll(ids, exact, s, sport(id).threeWay)).toBe(true);
      const prices = priceLive(ids, s, [], sport(id).threeWay, 0.06, exact);
      const pre = buildMarkets(sport(id), 'Home', 'Away', 0.2, 0.06).flatMap((m) => m.odds);
      for (const o of pre) if (!prices.get(o.customId)!.suspended) expect([o.customId, prices.get(o.customId)!.value]).toEqual([o.customId, o.value]);
    }
    // A basketball lead late on: the leader's price shortens, the decided quarters are closed.
    const p = liveParams(sport(18), 0);
    const late: LiveState = {
      ...initialState(p),
      elapsedMs: p.lengthMs * 0.9,
      period: 4,
      periods: [
        [20, 18],
        [22, 19],
        [20, 20],
        [10, 5],
      ],
      home: 72,
      away: 62,
    };
    const ids = oddIds(18);
    const prices = priceLive(ids, late, [], false, 0.06, modelLiveChances(ids, p, late, false));
    expect(prices.get('main.1')!.suspended || prices.get('main.1')!.value! < 115).toBe(true);
    expect(prices.get('period_1.1')).toMatchObject({ suspended: true, decided: 'won' });
  });

  it('prices 100 live matches within a few hundred milliseconds (3 s allowed on a loaded machine)', () => {
    const p = liveParams(sport(1), 0.2);
    const ids = oddIds(1);
    const t0 = performance.now();
    for (let i = 0; i < 100; i++) {
      const s = initialState(p);
      advance(s, p, p.lengthMs * 0.3, createRng(i));
      priceLive(ids, s, playOuts(s, p, 1, i), true);
    }
    expect(performance.now() - t0).toBeLessThan(3000);
  });
});
