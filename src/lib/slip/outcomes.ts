// Which picks of one match can win together. A match's result is a world: a final score
// plus, for each market the score alone does not decide (who scored the Nth goal, a half or
// period, a set winner, overtime, any market the offer does not describe), which selection
// won or that it was returned. Each world gives every pick a value: its odds when it wins,
// 1.00 when returned, 0 when it loses. Picks that no world lets win together never add up.
//
// The model follows what src/lib/offer knows of its markets: score markets are settled by
// the offer's own settleOdd, so "1" and "Over 2.5" win together on 2:1, "1" and "2" never
// do; a market outside the score has mutually exclusive selections; two such markets of one
// match are taken as independent (compatible unless provably exclusive), which can only
// make the maximum larger, never smaller than what a result pays. A cancelled match
// returns every pick.
import { settleOdd, type Outcome } from '../offer/settle.ts';

/** 1.00 in hundredths: what a returned pick counts as. */
export const RETURNED_VALUE = 100;

/** One pick of a match: its custom id ("main.1", "over_under.o2.5") and odds in hundredths. */
export interface MatchPick {
  id: string;
  odds: number;
}

type Kind = { type: 'score' } | { type: 'nth'; n: number } | { type: 'set'; n: number } | { type: 'free' };

interface Parsed {
  group: string;
  key: string;
  kind: Kind;
}

const SCORE_GROUPS = new Set(['main', 'double_chance', 'over_under', 'btts', 'handicap', 'set_betting']);

function parse(id: string): Parsed {
  const dot = id.indexOf('.');
  // An id without a market part is a market of its own.
  if (dot < 0) return { group: `?${id}`, key: id, kind: { type: 'free' } };
  const group = id.slice(0, dot);
  const key = id.slice(dot + 1);
  const goal = /^goal_(\d+)$/.exec(group);
  if (goal) return { group, key, kind: { type: 'nth', n: Number(goal[1]) } };
  const set = /^set_(\d+)$/.exec(group);
  if (set) return { group, key, kind: { type: 'set', n: Number(set[1]) } };
  // A score market the offer cannot read (an unknown line) is treated as a market of its own.
  if (SCORE_GROUPS.has(group) && settleOdd(id, 0, 0, true) !== null) return { group, key, kind: { type: 'score' } };
  return { group, key, kind: { type: 'free' } };
}

const lineOf = (key: string): number | null => {
  const n = Number(key.slice(1));
  return Number.isFinite(n) ? n : null;
};

/**
 * Final scores that together meet every combination of the picks' conditions. Every score
 * condition of the offer is a threshold on the total T = home + away, on the margin
 * D = home - away, on "each side scored" (|D| < T) or an exact score, so trying totals and
 * margins next to each threshold (with parity fixed) meets every region a score can fall in.
 */
export function scoreCandidates(ids: readonly string[]): Array<[number, number]> {
  const totals = new Set([0, 1, 2, 3, 4]);
  const margins = new Set([-2, -1, 0, 1, 2]);
  const near = (set: Set<number>, x: number) => {
    for (const d of [-1, 0, 1, 2]) set.add(Math.floor(x) + d);
  };
  for (const id of ids) {
    const { group, key, kind } = parse(id);
    if (kind.type === 'nth' || kind.type === 'set') near(totals, kind.n);
    if (group === 'over_under') {
      const l = lineOf(key);
      if (l !== null) near(totals, l);
    } else if (group === 'handicap') {
      const l = lineOf(key);
      if (l !== null) {
        near(margins, l);
        near(margins, -l);
      }
    } else if (group === 'set_betting') {
      const [h, a] = key.split('-').map(Number);
      if (Number.isInteger(h) && Number.isInteger(a)) {
        // An exact score is one point: its neighbours with the same margin or the same total
        // (two goals away, parity kept) meet every other condition without meeting it.
        const t = (h as number) + (a as number);
        const d = (h as number) - (a as number);
        for (const x of [t - 2, t, t + 2]) totals.add(x);
        for (const x of [d - 2, d, d + 2]) margins.add(x);
      }
    }
  }
  for (const m of [...margins]) for (const d of [0, 1, 2]) totals.add(Math.abs(m) + d);
  const seen = new Set<string>();
  const scores: Array<[number, number]> = [];
  for (const t of totals) {
    if (t < 0) continue;
    for (const m of new Set([...margins, t, t - 1, t - 2, -t, -t + 1, -t + 2])) {
      for (const d of [m - 1, m, m + 1]) {
        if (Math.abs(d) > t || (t - d) % 2 !== 0) continue;
        const key = `${(t + d) / 2}:${(t - d) / 2}`;
        if (seen.has(key)) continue;
        seen.add(key);
        scores.push([(t + d) / 2, (t - d) / 2]);
      }
    }
  }
  return scores;
}

const valueOf = (outcome: Outcome | null, odds: number): number => (outcome === 'won' ? odds : outcome === 'returned' ? RETURNED_VALUE : 0);

/**
 * The markets outside the score, each with its possible outcomes given the final score: a
 * map from picked key to value. "Another selection won" is left out: it is never worth more
 * than the market being returned.
 */
function sideOptions(picks: Array<Parsed & { odds: number }>, home: number, away: number): Array<[string, Array<Map<string, number>>]> {
  const byGroup = new Map<string, Array<Parsed & { odds: number }>>();
  for (const p of picks) if (p.kind.type !== 'score') byGroup.set(p.group, [...(byGroup.get(p.group) ?? []), p]);
  const total = home + away;
  const winner = (ps: Array<Parsed & { odds: number }>, key: string) => new Map(ps.map((p) => [p.key, p.key === key ? p.odds : 0]));
  const returned = (ps: Array<Parsed & { odds: number }>) => new Map(ps.map((p) => [p.key, RETURNED_VALUE]));
  const sides = (ps: Array<Parsed & { odds: number }>) => [...(home > 0 ? ['1'] : []), ...(away > 0 ? ['2'] : [])].map((k) => winner(ps, k));
  return [...byGroup].map(([group, ps]) => {
    const kind = (ps[0] as Parsed).kind;
    // The Nth goal: none when fewer were scored, else by a side that scored.
    if (kind.type === 'nth') return [group, total < kind.n ? [winner(ps, 'none')] : sides(ps)];
    // Set N: returned when it was never played, else won by a side that won a set.
    if (kind.type === 'set') return [group, total < kind.n ? [returned(ps)] : sides(ps)];
    return [group, [...ps.map((p) => winner(ps, p.key)), returned(ps)]];
  });
}

/**
 * Every value vector the match's results give its picks (pick order kept), including the
 * cancelled match: the plain enumeration, which the tests hold matchBestSum to. `threeWayMain` says whether a drawn main market loses its "1" and "2"
 * (three-way) or returns them (two-way); unknown, it is read from a picked draw, else the
 * draw returns them, the larger of the two.
 */
export function matchResults(picks: readonly MatchPick[], threeWayMain?: boolean): number[][] {
  const parsed = picks.map((p) => ({ ...parse(p.id), odds: p.odds }));
  const threeWay = threeWayMain ?? picks.some((p) => p.id === 'main.X');
  const results: number[][] = [picks.map(() => RETURNED_VALUE)];
  for (const [home, away] of scoreCandidates(picks.map((p) => p.id))) {
    const base = parsed.map((p) => (p.kind.type === 'score' ? valueOf(settleOdd(`${p.group}.${p.key}`, home, away, threeWay), p.odds) : 0));
    let partial: Array<Map<string, Map<string, number>>> = [new Map()];
    for (const [group, choices] of sideOptions(parsed, home, away)) {
      partial = partial.flatMap((chosen) => choices.map((c) => new Map(chosen).set(group, c)));
    }
    for (const chosen of partial) {
      results.push(parsed.map((p, i) => (p.kind.type === 'score' ? (base[i] as number) : (chosen.get(p.group)?.get(p.key) ?? 0))));
    }
  }
  return results;
}

const sumOf = (v: readonly number[]) => v.reduce((a, b) => a + b, 0);

/**
 * The largest sum of values any result of the match gives its picks (what max gain needs),
 * found part by part: the picks tied to the score (score markets, the Nth goal, set winners)
 * over the scores, and each other market on its own. The parts are independent of each other,
 * so the best sum is the sum of each part's best; a cancelled match (every pick returned) may
 * give more. `threeWayMain` as for matchResults, which the tests hold this to.
 */
export function matchBestSum(picks: readonly MatchPick[], threeWayMain?: boolean): number {
  const parsed = picks.map((p) => ({ ...parse(p.id), odds: p.odds }));
  const threeWay = threeWayMain ?? picks.some((p) => p.id === 'main.X');
  const tiedPicks = parsed.filter((p) => p.kind.type !== 'free');
  const freeGroups = new Map<string, number[]>();
  for (const p of parsed) if (p.kind.type === 'free') freeGroups.set(p.group, [...(freeGroups.get(p.group) ?? []), p.odds]);

  // The tied part: the values of the tied picks over every score and Nth-goal or set outcome.
  let tiedBest = 0;
  if (tiedPicks.length > 0) {
    for (const [home, away] of scoreCandidates(tiedPicks.map((p) => `${p.group}.${p.key}`))) {
      const base = sumOf(tiedPicks.map((p) => (p.kind.type === 'score' ? valueOf(settleOdd(`${p.group}.${p.key}`, home, away, threeWay), p.odds) : 0)));
      // The markets outside the score are independent of each other given the score: each adds its best outcome.
      const sides = sideOptions(tiedPicks, home, away).reduce((n, [, choices]) => n + Math.max(...choices.map((c) => sumOf([...c.values()]))), 0);
      tiedBest = Math.max(tiedBest, base + sides);
    }
  }
  // Each other market: one selection wins, or the market is returned.
  const freeBest = [...freeGroups.values()].reduce((n, odds) => n + Math.max(...odds, odds.length * RETURNED_VALUE), 0);
  return Math.max(picks.length * RETURNED_VALUE, tiedBest + freeBest);
}
