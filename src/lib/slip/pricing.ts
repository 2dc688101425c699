// Prices a slip: bet count, max coefficient, max gain and payouts. The slip island and the
// server both call these, so what the player is shown is what the ticket is priced at.
// Odds are integer hundredths; money is integer minor units; all products are bigint.
// Max gain is the most that one result of every match can pay: several picks on one match
// add up only when they can win together (outcomes.ts says which can).
import { matchBest } from './outcomes.ts';

export const ODDS_SCALE = 100n;

/** One event of a slip with the odds of its enabled picks (hundredths), and whether it is fixed. */
export interface PricedEvent {
  odds: number[];
  fixed?: boolean;
  /**
   * Each pick's odd custom id ("main.1", "over_under.o2.5"), in the order of `odds`: tells
   * which picks can win together. Without it the picks of an event are taken as mutually
   * exclusive (one market).
   */
  ids?: string[];
  /** Whether the event's main market has a draw; unknown, see matchResults. */
  threeWayMain?: boolean;
}

export type TicketKind = { type: 'combination' } | { type: 'system'; sizes: number[] };

/** Binomial coefficient as a bigint. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * BigInt(n - i)) / BigInt(i + 1);
  return r;
}

/** Every k-subset of indices 0..n-1, in lexicographic order. */
export function* subsets(n: number, k: number): Generator<number[]> {
  if (k < 0 || k > n) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  while (true) {
    yield [...idx];
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i] = (idx[i] ?? 0) + 1;
    for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] ?? 0) + 1;
  }
}

/** The event groups a ticket's combinations are made of: all events, or fixed + k of the others. */
export function eventGroups(events: PricedEvent[], kind: TicketKind): number[][] {
  const live = events.map((e, i) => ({ e, i })).filter(({ e }) => e.odds.length > 0);
  if (kind.type === 'combination') return live.length === 0 ? [] : [live.map(({ i }) => i)];
  const fixed = live.filter(({ e }) => e.fixed).map(({ i }) => i);
  const free = live.filter(({ e }) => !e.fixed).map(({ i }) => i);
  const groups: number[][] = [];
  for (const k of [...new Set(kind.sizes)].sort((a, b) => a - b)) {
    for (const pick of subsets(free.length, k)) groups.push([...fixed, ...pick.map((j) => free[j] as number)].sort((a, b) => a - b));
  }
  return groups;
}

const product = (values: bigint[]) => values.reduce((a, b) => a * b, 1n);

/** Number of bets: per event group, the product of its events' pick counts; summed over groups. */
export function betCount(events: PricedEvent[], kind: TicketKind = { type: 'combination' }): number {
  let total = 0n;
  for (const g of eventGroups(events, kind)) total += product(g.map((i) => BigInt(events[i]?.odds.length ?? 0)));
  return Number(total);
}

/** Every choice of one element per list (the combinations' picks), as index tuples. */
function* picks(lists: number[][]): Generator<number[]> {
  if (lists.some((l) => l.length === 0)) return;
  const at = lists.map(() => 0);
  while (true) {
    yield lists.map((l, i) => l[at[i] as number] as number);
    let i = lists.length - 1;
    while (i >= 0 && (at[i] as number) === (lists[i] as number[]).length - 1) at[i--] = 0;
    if (i < 0) return;
    at[i] = (at[i] as number) + 1;
  }
}

/** Sum over the groups of each winning combination's floor(stake x odds / count). */
function sumPayout(groups: number[][], count: bigint, totalStake: bigint, winning: (i: number) => number[]): bigint {
  let sum = 0n;
  for (const g of groups) {
    const scale = ODDS_SCALE ** BigInt(g.length);
    for (const combo of picks(g.map((i) => winning(i)))) {
      sum += (totalStake * product(combo.map((o) => BigInt(o)))) / (count * scale);
    }
  }
  return sum;
}

/**
 * What the ticket pays, in minor units: each winning combination pays
 * floor(stake per bet x product of its odds), with stake per bet = total / bet count.
 * `winning(i)` lists the odds (hundredths) of event i's winning picks, with 100 for a returned
 * or cancelled pick; an empty list means every pick on the event lost.
 */
export function payout(events: PricedEvent[], kind: TicketKind, totalStake: bigint, winning: (i: number) => number[], cap?: bigint): bigint {
  const count = BigInt(betCount(events, kind));
  if (count === 0n || totalStake <= 0n) return 0n;
  const sum = sumPayout(eventGroups(events, kind), count, totalStake, winning);
  return cap !== undefined && sum > cap ? cap : sum;
}

/** An event's best results as `payout`'s winning lists, or null when too many to list; and the largest sum of winning odds. */
interface EventBest {
  results: number[][] | null;
  bestSum: number;
}

const resultsMemo = new Map<string, EventBest>();
const MEMO_SIZE = 500;

/**
 * What an event's results can pay its picks, as `payout`'s winning lists (odds of the
 * winning picks, 100 for a returned one), keeping only the results no other pays more than;
 * null when a match with many markets picked has too many to list.
 */
export function eventResults(e: PricedEvent): EventBest {
  // One pick: winning is its best result (returned pays 1.00, less than any odds).
  if (e.odds.length <= 1) return { results: [e.odds.slice()], bestSum: e.odds[0] ?? 0 };
  const ids = e.ids && e.ids.length === e.odds.length ? e.ids : e.odds.map((_, i) => `?.${i}`);
  const key = `${e.threeWayMain ?? ''}|${ids.join(' ')}|${e.odds.join(' ')}`;
  let best = resultsMemo.get(key);
  if (!best) {
    const found = matchBest(
      ids.map((id, i) => ({ id, odds: e.odds[i] as number })),
      e.threeWayMain,
    );
    best = { results: found.results?.map((v) => v.filter((x) => x > 0)) ?? null, bestSum: found.bestSum };
    if (resultsMemo.size >= MEMO_SIZE) resultsMemo.clear();
    resultsMemo.set(key, best);
  }
  return best;
}

/**
 * Payout per unit of total stake when every event ends in the result that pays it most,
 * before rounding to the cent, as a fraction: [numerator, denominator]. The payout before
 * rounding is a sum of products of each event's winning odds, so it grows with each event's
 * sum of winning odds and the event's best result is the one with the largest sum.
 */
function bestRatio(events: PricedEvent[], kind: TicketKind): [bigint, bigint] | null {
  const groups = eventGroups(events, kind);
  const count = BigInt(betCount(events, kind));
  if (groups.length === 0 || count === 0n) return null;
  const best = events.map((e) => BigInt(eventResults(e).bestSum));
  const longest = Math.max(...groups.map((g) => g.length));
  let numerator = 0n;
  for (const g of groups) numerator += product(g.map((i) => best[i] as bigint)) * ODDS_SCALE ** BigInt(longest - g.length);
  return [numerator, count * ODDS_SCALE ** BigInt(longest)];
}

/**
 * The max coefficient in hundredths: max gain per unit of total stake (so max gain = total x
 * max coefficient, as the spec has it), rounded down; for a combination with one pick per
 * event, the product of the odds. 0 when it is 1.00, as the spec says, or nothing is priced.
 */
export function maxCoefficient(events: PricedEvent[], kind: TicketKind = { type: 'combination' }): number {
  const ratio = bestRatio(events, kind);
  if (!ratio) return 0;
  const hundredths = (ratio[0] * ODDS_SCALE) / ratio[1];
  return hundredths === ODDS_SCALE ? 0 : Number(hundredths);
}

/** How many combination payouts the exact max gain may add up before it estimates instead. */
export const EXACT_GAIN_WORK = 50_000;

/**
 * Max gain: the largest payout over the results every event can end in, picks of one event
 * adding up only when they can win together. Exact whenever the choice of results is small
 * (every real slip); beyond `work` combination payouts, or with a match whose best results
 * are too many to list, it is the payout before rounding to the cent, rounded down: never
 * less than any result pays, at most a cent per winning combination more.
 */
export function maxGain(events: PricedEvent[], kind: TicketKind, totalStake: bigint, cap?: bigint, work: number = EXACT_GAIN_WORK): bigint {
  const count = BigInt(betCount(events, kind));
  if (count === 0n || totalStake <= 0n) return 0n;
  const groups = eventGroups(events, kind);
  const listed = events.map((e) => eventResults(e).results);
  const results = listed.every((r): r is number[][] => r !== null) ? listed : null;
  const choices = results ? results.reduce((n, r) => n * r.length, 1) : Infinity;
  let top = 0n;
  if (results && choices * Math.max(1, groups.length) <= work) {
    for (const chosen of picks(results.map((r) => r.map((_, j) => j)))) {
      const sum = sumPayout(groups, count, totalStake, (i) => (results[i] as number[][])[chosen[i] as number] as number[]);
      if (sum > top) top = sum;
    }
  } else {
    const ratio = bestRatio(events, kind);
    top = ratio ? (totalStake * ratio[0]) / ratio[1] : 0n;
  }
  return cap !== undefined && top > cap ? cap : top;
}

/** Stake per bet in minor units, rounded down to the cent (what the slip shows). */
export function stakePerBet(totalStake: bigint, count: number): bigint {
  return count > 0 ? totalStake / BigInt(count) : 0n;
}

/** One priced selection of a ticket, as the server resolves it from the offer. */
export interface PricedSelection {
  eventId: number;
  /** Hundredths. */
  odds: number;
  customId: string;
  fixed?: boolean;
  threeWayMain?: boolean;
}

/**
 * The selections grouped by event in first-seen order, with the custom ids that tell which
 * picks of one match can win together: what a ticket is priced from, on the slip and on the
 * server alike.
 */
export function groupSelections(selections: readonly PricedSelection[]): PricedEvent[] {
  const byEvent = new Map<number, Required<Pick<PricedEvent, 'odds' | 'ids' | 'fixed'>> & { threeWayMain?: boolean }>();
  for (const s of selections) {
    const e = byEvent.get(s.eventId) ?? { odds: [], ids: [], fixed: false };
    e.odds.push(s.odds);
    e.ids.push(s.customId);
    e.fixed = e.fixed || s.fixed === true;
    if (s.threeWayMain !== undefined) e.threeWayMain = s.threeWayMain;
    byEvent.set(s.eventId, e);
  }
  return [...byEvent.values()];
}
