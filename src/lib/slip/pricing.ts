// Prices a slip: bet count, max coefficient, max gain and payouts. The slip island and the
// server both call these, so what the player is shown is what the ticket is priced at.
// Odds are integer hundredths; money is integer minor units; all products are bigint.

export const ODDS_SCALE = 100n;

/** One event of a slip with the odds of its enabled picks (hundredths), and whether it is fixed. */
export interface PricedEvent {
  odds: number[];
  fixed?: boolean;
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

const best = (e: PricedEvent | undefined) => BigInt(Math.max(...(e?.odds ?? [100])));

/**
 * The largest combination's product of odds, in hundredths (0 when the product is 1.00, as the
 * spec says, or when there is nothing to price).
 */
export function maxCoefficient(events: PricedEvent[], kind: TicketKind = { type: 'combination' }): number {
  let top = 0n;
  for (const g of eventGroups(events, kind)) {
    const scaled = product(g.map((i) => best(events[i])));
    const hundredths = scaled / ODDS_SCALE ** BigInt(Math.max(0, g.length - 1));
    if (hundredths > top) top = hundredths;
  }
  return top === ODDS_SCALE ? 0 : Number(top);
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

/**
 * What the ticket pays, in minor units: each winning combination pays
 * floor(stake per bet x product of its odds), with stake per bet = total / bet count.
 * `winning(i)` lists the odds (hundredths) of event i's winning picks, with 100 for a returned
 * or cancelled pick; an empty list means every pick on the event lost.
 */
export function payout(events: PricedEvent[], kind: TicketKind, totalStake: bigint, winning: (i: number) => number[], cap?: bigint): bigint {
  const count = BigInt(betCount(events, kind));
  if (count === 0n || totalStake <= 0n) return 0n;
  let sum = 0n;
  for (const g of eventGroups(events, kind)) {
    const scale = ODDS_SCALE ** BigInt(g.length);
    for (const combo of picks(g.map((i) => winning(i)))) {
      sum += (totalStake * product(combo.map((o) => BigInt(o)))) / (count * scale);
    }
  }
  return cap !== undefined && sum > cap ? cap : sum;
}

/** Max gain: every event's highest-odds pick wins and its other picks lose. */
export function maxGain(events: PricedEvent[], kind: TicketKind, totalStake: bigint, cap?: bigint): bigint {
  return payout(events, kind, totalStake, (i) => [Number(best(events[i]))], cap);
}

/** Stake per bet in minor units, rounded down to the cent (what the slip shows). */
export function stakePerBet(totalStake: bigint, count: number): bigint {
  return count > 0 ? totalStake / BigInt(count) : 0n;
}
