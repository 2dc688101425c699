// Prices a slip: bet count, max coefficient, max gain and payouts. The slip island and the
// server both call these, so what the player is shown is what the ticket is priced at.
// Odds are integer hundredths; money is integer minor units; all products are bigint.
// Max gain is the most that one result of every match can pay: several picks on one match
// add up only when they can win together (outcomes.ts says which can).
import { matchBestSum } from './outcomes.ts';

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

/**
 * A result's payout per unit of total stake, before rounding, as a fraction: over the event
 * groups, the sum of each winning combination's product of odds, divided by the bet count.
 * The sum over a group's winning combinations is the product of its events' sums of winning
 * odds, so only those sums (`sums[i]` for event i, hundredths) are needed.
 */
function resultRatio(groups: number[][], count: bigint, sums: readonly bigint[]): [bigint, bigint] {
  const longest = Math.max(...groups.map((g) => g.length));
  let numerator = 0n;
  for (const g of groups) numerator += product(g.map((i) => sums[i] as bigint)) * ODDS_SCALE ** BigInt(longest - g.length);
  return [numerator, count * ODDS_SCALE ** BigInt(longest)];
}

const capped = (amount: bigint, cap?: bigint) => (cap !== undefined && amount > cap ? cap : amount);

/**
 * What the ticket pays, in minor units: what its winning combinations add up to (stake per bet
 * x product of odds each, stake per bet = total / bet count), rounded down to the cent once,
 * and never more than `cap`. Settlement passes the ticket's max gain as the cap, so a ticket
 * never pays more than the total x max coefficient it showed (the coefficient is rounded
 * down to a hundredth: a 5.00 single at 21.8546 shows 21.85 and pays 109.25, not 109.27).
 * `winning(i)` lists the odds (hundredths) of event i's winning picks, with 100 for a returned
 * or cancelled pick; an empty list means every pick on the event lost.
 */
export function payout(events: PricedEvent[], kind: TicketKind, totalStake: bigint, winning: (i: number) => number[], cap?: bigint): bigint {
  const count = BigInt(betCount(events, kind));
  const groups = eventGroups(events, kind);
  if (count === 0n || totalStake <= 0n || groups.length === 0) return 0n;
  const sums = events.map((_, i) => winning(i).reduce((a, o) => a + BigInt(o), 0n));
  const [numerator, denominator] = resultRatio(groups, count, sums);
  return capped((totalStake * numerator) / denominator, cap);
}

const bestSums = new Map<string, number>();
const MEMO_SIZE = 500;

/**
 * The largest sum of winning odds (hundredths, 100 for a returned pick) that any result of
 * the event gives its picks: picks of one match add up only when they can win together.
 */
export function eventBestSum(e: PricedEvent): number {
  // One pick: winning is its best result (returned pays 1.00, less than any odds).
  if (e.odds.length <= 1) return e.odds[0] ?? 0;
  const ids = e.ids && e.ids.length === e.odds.length ? e.ids : e.odds.map((_, i) => `?.${i}`);
  const key = `${e.threeWayMain ?? ''}|${ids.join(' ')}|${e.odds.join(' ')}`;
  let best = bestSums.get(key);
  if (best === undefined) {
    best = matchBestSum(
      ids.map((id, i) => ({ id, odds: e.odds[i] as number })),
      e.threeWayMain,
    );
    if (bestSums.size >= MEMO_SIZE) bestSums.clear();
    bestSums.set(key, best);
  }
  return best;
}

/**
 * The max coefficient in hundredths before the spec's "0 when 1.00": the best result's payout
 * per unit of total stake, rounded down. The payout before rounding grows with each event's
 * sum of winning odds, and the events' results are independent, so the best result is each
 * event's best sum at once: exact, with nothing to enumerate.
 */
function bestCoefficient(events: PricedEvent[], kind: TicketKind): bigint {
  const groups = eventGroups(events, kind);
  const count = BigInt(betCount(events, kind));
  if (groups.length === 0 || count === 0n) return 0n;
  const [numerator, denominator] = resultRatio(
    groups,
    count,
    events.map((e) => BigInt(eventBestSum(e))),
  );
  return (numerator * ODDS_SCALE) / denominator;
}

/**
 * The max coefficient in hundredths: max gain per unit of total stake, rounded down (so max
 * gain = total x max coefficient, as the spec has it); for a combination with one pick per
 * event, the product of the odds. 0 when it is 1.00, as the spec says, or nothing is priced.
 */
export function maxCoefficient(events: PricedEvent[], kind: TicketKind = { type: 'combination' }): number {
  const hundredths = bestCoefficient(events, kind);
  return hundredths === ODDS_SCALE ? 0 : Number(hundredths);
}

/**
 * Max gain: total stake x max coefficient, rounded down to the cent, at most `cap`. The best
 * result pays it and none pays more once payout is capped by it (settlement caps by the
 * ticket's stored max gain): the slip shows what the ticket is paid, and both figures agree
 * with the spec's formula.
 */
export function maxGain(events: PricedEvent[], kind: TicketKind, totalStake: bigint, cap?: bigint): bigint {
  if (totalStake <= 0n) return 0n;
  return capped((totalStake * bestCoefficient(events, kind)) / ODDS_SCALE, cap);
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
