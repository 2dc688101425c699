// The bet groups of one match, bet365-style names (spec section 9), priced from one
// strength difference so every market of the match tells the same story.
import type { SportDef } from './sports.ts';
import { nthGoal, scoreProbability, type GoalModel } from './models.ts';
import { freshSetChance, setChances, setScoreChances } from './set-model.ts';
import { initialState, liveParams } from './live-state.ts';
import { pointsChances, pointsOutcome, pointsPlay } from './points-model.ts';
import { DEFAULT_MARGIN, oddFromProbability } from './pricing.ts';
import { finalScoreGrid, goalRates, goalShape, periodScoreGrid } from './goal-model.ts';
import { MATCH_REMAINING } from './settle.ts';
import { headToHeadPreMatch } from './head-to-head-model.ts';

export interface PricedOdd {
  customId: string;
  name: string;
  name2: string | null;
  name3: string | null;
  header: string | null;
  handicap: string | null;
  /** Integer hundredths. */
  value: number;
}

export interface PricedMarket {
  customId: string;
  name: string;
  realName: string;
  /** Lower comes first; the main market is 0. */
  priority: number;
  odds: PricedOdd[];
}

/** The main market's group custom id in every sport. */
export const MAIN_MARKET = 'main';

type Draft = Omit<PricedOdd, 'value' | 'customId'> & { key: string; probability: number };

const ORDINAL = ['1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th'];
const line = (x: number) => (x > 0 ? `+${x.toFixed(1)}` : x.toFixed(1));

const odd = (key: string, name: string, probability: number, extra: Partial<Omit<Draft, 'key' | 'name' | 'probability'>> = {}): Draft => ({
  key,
  name,
  name2: null,
  name3: null,
  header: null,
  handicap: null,
  probability,
  ...extra,
});

function threeWay(home: string, away: string, p: { home: number; draw: number; away: number }): Draft[] {
  return [odd('1', '1', p.home, { header: '1', name2: home }), odd('X', 'Draw', p.draw, { header: 'Tie' }), odd('2', '2', p.away, { header: '2', name2: away })];
}

function twoWay(home: string, away: string, pHome: number): Draft[] {
  return [odd('1', '1', pHome, { header: '1', name2: home }), odd('2', '2', 1 - pHome, { header: '2', name2: away })];
}

function overUnder(lines: number[], over: (l: number) => number): Draft[] {
  return lines.flatMap((l) => [
    odd(`o${l}`, 'Over', over(l), { header: 'Over', handicap: l.toFixed(1) }),
    odd(`u${l}`, 'Under', 1 - over(l), { header: 'Under', handicap: l.toFixed(1) }),
  ]);
}

function handicap(home: string, away: string, lines: number[], homeCovers: (l: number) => number): Draft[] {
  return lines.flatMap((l) => [
    odd(`h${line(l)}`, '1', homeCovers(l), { header: '1', handicap: line(l), name2: home }),
    odd(`a${line(-l)}`, '2', 1 - homeCovers(l), { header: '2', handicap: line(-l), name2: away }),
  ]);
}

interface Group {
  customId: string;
  name: string;
  realName?: string;
  odds: Draft[];
}

function goalGroups(sport: SportDef, model: Extract<SportDef['model'], { kind: 'goals' }>, home: string, away: string, diff: number): Group[] {
  // The simulator's own rates (goal-model.ts): the odds are its probabilities plus the margin.
  const rates = goalRates(model.mean, diff);
  const m: GoalModel = finalScoreGrid(rates);
  const result = {
    home: scoreProbability(m, (h, a) => h > a),
    draw: scoreProbability(m, (h, a) => h === a),
    away: scoreProbability(m, (h, a) => h < a),
  };
  const mid = Math.floor(model.mean) + 0.5;
  const groups: Group[] = [
    { customId: MAIN_MARKET, name: sport.mainMarket, odds: threeWay(home, away, result) },
    // Spec section 2's "match remaining": the result of the rest of the match, settled on the
    // goals after the pick. Before kick-off the rest is the whole match.
    { customId: MATCH_REMAINING, name: 'Match Remaining', odds: threeWay(home, away, result) },
    {
      customId: 'double_chance',
      name: 'Double Chance',
      odds: [
        odd('1X', '1X', result.home + result.draw, { header: '1X' }),
        odd('12', '12', result.home + result.away, { header: '12' }),
        odd('X2', 'X2', result.draw + result.away, { header: 'X2' }),
      ],
    },
    { customId: 'over_under', name: 'Over/Under', realName: 'Goals Over/Under', odds: overUnder([mid - 1, mid, mid + 1], (l) => scoreProbability(m, (h, a) => h + a > l)) },
    {
      customId: 'btts',
      name: 'Both Teams To Score',
      odds: [
        odd(
          'yes',
          'Yes',
          scoreProbability(m, (h, a) => h > 0 && a > 0),
        ),
        odd(
          'no',
          'No',
          scoreProbability(m, (h, a) => h === 0 || a === 0),
        ),
      ],
    },
    { customId: 'handicap', name: 'Handicap', realName: 'Asian Handicap', odds: handicap(home, away, [-1.5, 1.5], (l) => scoreProbability(m, (h, a) => h + l > a)) },
  ];
  for (let n = 1; n <= model.nthGoals; n++) {
    const p = nthGoal(m, n);
    const label = `${ORDINAL[n - 1]} Goal`;
    groups.push({
      customId: `goal_${n}`,
      name: label,
      odds: [odd('1', '1', p.home, { header: '1', name2: home }), odd('none', 'No Goal', p.none, { header: 'No Goal' }), odd('2', '2', p.away, { header: '2', name2: away })],
    });
  }
  if (model.halfTime) {
    // The first of the sport's regulation periods at the same flat rate the simulator plays.
    const h = periodScoreGrid(rates, 1, goalShape(sport.id).periods);
    groups.push({
      customId: 'half_time',
      name: 'Half Time Result',
      odds: threeWay(home, away, {
        home: scoreProbability(h, (x, y) => x > y),
        draw: scoreProbability(h, (x, y) => x === y),
        away: scoreProbability(h, (x, y) => x < y),
      }),
    });
  }
  return groups;
}

function pointGroups(sport: SportDef, model: Extract<SportDef['model'], { kind: 'points' }>, home: string, away: string, diff: number): Group[] {
  // The simulator's own possessions and scoring (points-model.ts): the odds are its probabilities plus the margin.
  const play = pointsPlay(sport.id, model, sport.threeWay, diff);
  const outcome = pointsOutcome(play);
  const mean = (values: number[], offset: number) => values.reduce((s, w, i) => s + w * (i - offset), 0);
  const expectedMargin = mean(outcome.margin, outcome.marginOffset);
  const spread = Math.floor(-expectedMargin) + 0.5;
  const step = Math.max(1, Math.round(model.marginSd / 4));
  const total = Math.floor(mean(outcome.total, 0)) + 0.5;
  const threeWayMain = model.draws && sport.threeWay;
  const spreadLines = [spread - step, spread, spread + step];
  const totalLines = [total - 2 * step, total, total + 2 * step];
  const ids = [
    ...['1', 'X', '2'].map((k) => `main.${k}`),
    ...spreadLines.flatMap((l) => [`handicap.h${line(l)}`, `handicap.a${line(-l)}`]),
    ...totalLines.flatMap((l) => [`over_under.o${l}`, `over_under.u${l}`]),
    ...Array.from({ length: model.periods?.count ?? 0 }, (_, i) => ['1', 'X', '2'].map((k) => `period_${i + 1}.${k}`)).flat(),
    'overtime.yes',
  ];
  const chance = pointsChances(ids, play, { home: 0, away: 0, minute: 0, overtime: false, period: 1 }, [], threeWayMain);
  const c = (id: string) => chance.get(id) ?? 0;
  const groups: Group[] = [
    {
      customId: MAIN_MARKET,
      name: sport.mainMarket,
      // Two-way markets include overtime (or the deciding score), so the match never ends level.
      odds: threeWayMain ? threeWay(home, away, { home: c('main.1'), draw: c('main.X'), away: c('main.2') }) : twoWay(home, away, c('main.1')),
    },
    { customId: 'handicap', name: 'Handicap', realName: 'Point Spread', odds: handicap(home, away, spreadLines, (l) => c(`handicap.h${line(l)}`)) },
    { customId: 'over_under', name: 'Over/Under', realName: 'Total Points', odds: overUnder(totalLines, (l) => c(`over_under.o${l}`)) },
  ];
  if (model.periods) {
    for (let n = 1; n <= model.periods.count; n++) {
      groups.push({
        customId: `period_${n}`,
        name: `${ORDINAL[n - 1]} ${model.periods.label}`,
        realName: `${ORDINAL[n - 1]} ${model.periods.label} Result`,
        odds: threeWay(home, away, { home: c(`period_${n}.1`), draw: c(`period_${n}.X`), away: c(`period_${n}.2`) }),
      });
    }
  }
  if (model.overtime) {
    groups.push({
      customId: 'overtime',
      name: 'Overtime',
      realName: 'Will There Be Overtime?',
      odds: [odd('yes', 'Yes', c('overtime.yes')), odd('no', 'No', 1 - c('overtime.yes'))],
    });
  }
  return groups;
}

function setGroups(sport: SportDef, model: Extract<SportDef['model'], { kind: 'sets' }>, home: string, away: string, diff: number): Group[] {
  // The simulator's own point chance carried through games and sets (set-model.ts): its probabilities plus the margin.
  const play = liveParams(sport, diff);
  const start = initialState(play);
  const scores = [...setScoreChances(play.setsToWin, 0, 0, freshSetChance(play, play.setsToWin === 1), freshSetChance(play, false), freshSetChance(play, true))]
    .map(([score, probability]) => {
      const [h, a] = score.split('-').map(Number) as [number, number];
      return { home: h, away: a, probability };
    })
    .sort((x, y) => y.home - y.away - (x.home - x.away) || y.home - x.home);
  const need = play.setsToWin;
  const ids = ['main.1', 'handicap.h-1.5', `over_under.o${need + 0.5}`, ...Array.from({ length: model.setWinners }, (_, i) => `set_${i + 1}.1`)];
  const chance = setChances(ids, play, start, sport.threeWay);
  const c = (id: string) => chance.get(id) ?? 0;
  const groups: Group[] = [
    { customId: MAIN_MARKET, name: sport.mainMarket, odds: twoWay(home, away, c('main.1')) },
    {
      customId: 'set_betting',
      name: model.unit === 'Set' ? 'Set Betting' : 'Correct Score',
      odds: scores.map((s) => odd(`${s.home}-${s.away}`, `${s.home}-${s.away}`, s.probability, { header: s.home > s.away ? '1' : '2' })),
    },
  ];
  if (model.bestOf >= 3) {
    groups.push({ customId: 'handicap', name: 'Handicap', realName: `${model.unit} Handicap`, odds: handicap(home, away, [-1.5], () => c('handicap.h-1.5')) });
    const minimum = need + 0.5;
    groups.push({ customId: 'over_under', name: `Total ${model.unit}s`, odds: overUnder([minimum], () => c(`over_under.o${minimum}`)) });
  }
  for (let n = 1; n <= model.setWinners; n++) {
    groups.push({ customId: `set_${n}`, name: `${model.unit} ${n} Winner`, odds: twoWay(home, away, c(`set_${n}.1`)) });
  }
  return groups;
}

function headToHeadGroups(sport: SportDef, home: string, away: string, diff: number): Group[] {
  const p = headToHeadPreMatch(diff, liveParams(sport, diff).tieChance);
  const odds = sport.threeWay ? threeWay(home, away, p) : twoWay(home, away, p.home);
  return [{ customId: MAIN_MARKET, name: sport.mainMarket, odds }];
}

/** Every bet group of a match, priced with the margin. `diff` is home strength minus away strength, home edge included. */
export function buildMarkets(sport: SportDef, home: string, away: string, diff: number, margin: number = DEFAULT_MARGIN): PricedMarket[] {
  const model = sport.model;
  const groups =
    model.kind === 'goals'
      ? goalGroups(sport, model, home, away, diff)
      : model.kind === 'points'
        ? pointGroups(sport, model, home, away, diff)
        : model.kind === 'sets'
          ? setGroups(sport, model, home, away, diff)
          : headToHeadGroups(sport, home, away, diff);
  return groups.map((g, priority) => ({
    customId: g.customId,
    name: g.name,
    realName: g.realName ?? g.name,
    priority,
    odds: g.odds.map(({ key, probability, ...rest }) => ({ ...rest, customId: `${g.customId}.${key}`, value: oddFromProbability(probability, margin) })),
  }));
}
