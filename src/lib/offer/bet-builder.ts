// Bet builder: several picks of one match priced as one selection, "all of these happen",
// from the model's joint score distribution (goal-model.ts) by exact enumeration over the
// score grid. Picks that are always decided by the final score (result, double chance,
// totals, both teams to score, handicaps) are allowed; combinations that can never win
// together are refused with a reason. A pick the others already decide (home win with
// "1X") is allowed, it changes nothing in the price, and the answer names it (`implied`).
import type { GoalModel } from './models.ts';
import { oddFromProbability, MAX_ODD, DEFAULT_MARGIN } from './pricing.ts';
import { settleOdd, type Outcome } from './settle.ts';

/** The group custom id of a bet-builder selection: "builder.main.1,over_under.o2.5". */
export const BUILDER_GROUP = 'builder';
export const BUILDER_MARKETS: ReadonlySet<string> = new Set(['main', 'double_chance', 'over_under', 'btts', 'handicap']);
export const MIN_BUILDER_PICKS = 2;
export const MAX_BUILDER_PICKS = 8;
/** Below this chance of winning a builder is not offered (its price would be the cap, not the model). */
export const MIN_BUILDER_CHANCE = 100 / MAX_ODD;
const SEPARATOR = ',';

export type BuilderRefusal = 'too_few_picks' | 'too_many_picks' | 'duplicate_pick' | 'unsupported_pick' | 'impossible' | 'too_unlikely';

export type BuilderPrice =
  | {
      ok: true;
      picks: string[];
      customId: string;
      probability: number;
      /** Integer hundredths. */
      value: number;
      /** Picks the other picks already decide (or the score already has, in play): they add nothing to the price. */
      implied: string[];
    }
  | { ok: false; reason: BuilderRefusal; /** The picks the reason is about. */ picks: string[] };

const groupOf = (pick: string) => pick.slice(0, Math.max(0, pick.indexOf('.')));

/** The selection's custom id: the picks in a fixed order, so one combination has one id. */
export function builderCustomId(picks: readonly string[]): string {
  return `${BUILDER_GROUP}.${[...picks].sort().join(SEPARATOR)}`;
}

/** The picks of a bet-builder custom id; null for any other odd. */
export function builderPicks(customId: string): string[] | null {
  if (!customId.startsWith(`${BUILDER_GROUP}.`)) return null;
  const picks = customId.slice(BUILDER_GROUP.length + 1).split(SEPARATOR);
  return picks.every((p) => p.length > 0) ? picks : null;
}

/**
 * Outcome of a bet-builder selection from the final score: won when every pick won, lost
 * when any lost, otherwise (a pick the score cannot decide) returned.
 */
export function settleBuilder(customId: string, home: number, away: number, threeWayMain = true): Outcome | null {
  const picks = builderPicks(customId);
  if (!picks) return null;
  const outcomes = picks.map((p) => (BUILDER_MARKETS.has(groupOf(p)) ? settleOdd(p, home, away, threeWayMain) : null));
  if (outcomes.includes('lost')) return 'lost';
  return outcomes.every((o) => o === 'won') ? 'won' : 'returned';
}

/** Pick-by-pick win flags on every score of the grid that can happen; null when a pick is not a win-or-lose pick on the score. */
function pickTable(grid: GoalModel, picks: readonly string[], threeWayMain: boolean): { cells: Array<{ p: number; holds: boolean[] }>; unsupported: string | null } {
  const cells: Array<{ p: number; holds: boolean[] }> = [];
  for (let h = 0; h < grid.score.length; h++) {
    const row = grid.score[h] ?? [];
    for (let a = 0; a < row.length; a++) {
      const p = row[a] ?? 0;
      if (!(p > 0)) continue;
      const holds: boolean[] = [];
      for (const pick of picks) {
        const o = BUILDER_MARKETS.has(groupOf(pick)) ? settleOdd(pick, h, a, threeWayMain) : null;
        // A push (whole line) or an unknown market would make "all happen" undefined.
        if (o !== 'won' && o !== 'lost') return { cells: [], unsupported: pick };
        holds.push(o === 'won');
      }
      cells.push({ p, holds });
    }
  }
  return { cells, unsupported: null };
}

/** Probability that every pick wins, by enumeration of the score grid (no margin, no checks beyond the picks being score-decided). */
export function jointProbability(grid: GoalModel, picks: readonly string[], threeWayMain = true): number | null {
  const { cells, unsupported } = pickTable(grid, picks, threeWayMain);
  if (unsupported) return null;
  let p = 0;
  for (const c of cells) if (c.holds.every(Boolean)) p += c.p;
  return p;
}

/** The bet builder's price: the joint probability with the margin, or the reason it is refused. */
export function priceBuilder(grid: GoalModel, picks: readonly string[], margin: number = DEFAULT_MARGIN, threeWayMain = true): BuilderPrice {
  const list = [...picks];
  if (list.length < MIN_BUILDER_PICKS) return { ok: false, reason: 'too_few_picks', picks: list };
  if (list.length > MAX_BUILDER_PICKS) return { ok: false, reason: 'too_many_picks', picks: list };
  const dup = list.find((p, i) => list.indexOf(p) !== i);
  if (dup) return { ok: false, reason: 'duplicate_pick', picks: [dup] };
  const { cells, unsupported } = pickTable(grid, list, threeWayMain);
  if (unsupported) return { ok: false, reason: 'unsupported_pick', picks: [unsupported] };
  let all = 0;
  // For each pick, the chance that all the others win: equal to `all` when the pick adds nothing.
  const withoutOne = new Array<number>(list.length).fill(0);
  let mass = 0;
  for (const c of cells) {
    mass += c.p;
    const failing = c.holds.reduce((n, h) => n + (h ? 0 : 1), 0);
    if (failing === 0) {
      all += c.p;
      for (let i = 0; i < list.length; i++) withoutOne[i]! += c.p;
    } else if (failing === 1) withoutOne[c.holds.indexOf(false)]! += c.p;
  }
  const probability = all / mass;
  if (all === 0) return { ok: false, reason: 'impossible', picks: list };
  if (probability < MIN_BUILDER_CHANCE) return { ok: false, reason: 'too_unlikely', picks: list };
  // A pick that no possible score separates from the others (implied by them, or already decided live).
  const implied = list.filter((_, i) => withoutOne[i]! - all <= 1e-12 * mass).sort();
  return { ok: true, picks: [...list].sort(), customId: builderCustomId(list), probability, value: oddFromProbability(probability, margin), implied };
}
