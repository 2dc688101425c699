// Prices a stored ticket's cash out from the offer as it is now: each open pick's margin-free
// probability from its market's current odds (src/lib/cashout), a bet builder's from the
// builder's joint model on the match as it is now, each decided pick from its status. No offer
// while a pick's market is suspended or gone, its event has started but is not in play yet, or
// the operator turned cash out off for it.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { Tx } from '../wallet/ledger.ts';
import type { OfferReader, WireEvent } from '../feed/types.ts';
import { cashOutValue, type CashOutPick, type CashOutTicket, type PickState } from '../../lib/cashout/value.ts';
import { fairProbability } from '../../lib/cashout/fair.ts';
import { builderChance, builderGrid, type BuilderChance } from '../../lib/cashout/builder.ts';
import { builderPicks } from '../../lib/offer/bet-builder.ts';
import { SPORT_BY_ID } from '../../lib/offer/sports.ts';
import type { TicketKind } from '../../lib/slip/pricing.ts';
import { switchedOff, type Switches } from './switches.ts';

/** A stored open ticket with what its cash out is priced from. */
export interface StoredTicket {
  id: number;
  playerId: number;
  type: string;
  systemSizes: number[] | null;
  stake: bigint;
  numberOfBets: number;
  payment: bigint;
  status: string;
  autoCashOut: bigint | null;
  picks: Array<{ eventId: number; customId: string; odds: number; fixed: boolean; status: string }>;
}

const STATE: Record<string, PickState> = { pending: 'open', winning: 'won', failed: 'lost', returned: 'returned', cancelled: 'returned' };

interface TicketRowRaw extends Record<string, unknown> {
  id: string | number;
  player_id: number;
  type: string;
  system_sizes: number[] | null;
  stake: string | number;
  number_of_bets: number;
  payment: string | number;
  status: string;
  auto_cash_out: string | number | null;
}
interface PickRowRaw extends Record<string, unknown> {
  ticket_id: string | number;
  event_id: string | number;
  odd_custom_id: string;
  odd_value: number;
  fixed: boolean;
  status: string;
}

/** Reads tickets with their picks, without locks (an acceptance locks and reads its ticket itself: store.ts). */
export async function readTickets(db: Db | Tx, where: ReturnType<typeof sql>): Promise<StoredTicket[]> {
  const rows = await rowsOf<TicketRowRaw>(
    db,
    sql`select id, player_id, type, system_sizes, stake, number_of_bets, payment, status, auto_cash_out from tickets where ${where} order by id`,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const picks = await rowsOf<PickRowRaw>(
    db,
    sql`select ticket_id, event_id, odd_custom_id, odd_value, fixed, status from ticket_events where ticket_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id`,
  );
  const byTicket = new Map<number, StoredTicket['picks']>();
  for (const p of picks) {
    const list = byTicket.get(Number(p.ticket_id)) ?? [];
    list.push({ eventId: Number(p.event_id), customId: p.odd_custom_id, odds: Number(p.odd_value), fixed: p.fixed, status: p.status });
    byTicket.set(Number(p.ticket_id), list);
  }
  return rows.map((r) => ({
    id: Number(r.id),
    playerId: Number(r.player_id),
    type: r.type,
    systemSizes: r.system_sizes,
    stake: BigInt(r.stake),
    numberOfBets: Number(r.number_of_bets),
    payment: BigInt(r.payment),
    status: r.status,
    autoCashOut: r.auto_cash_out === null ? null : BigInt(r.auto_cash_out),
    picks: byTicket.get(Number(r.id)) ?? [],
  }));
}

export interface Priced {
  /** Minor units; null: no offer now. */
  value: bigint | null;
  /** The same before the cash-out margin (what the house thinks the ticket is worth). */
  fair: bigint | null;
  /** Whether an open pick is in play (acceptance waits for the live bet delay). */
  live: boolean;
  /** The ticket as the formula reads it. */
  ticket: CashOutTicket;
}

/** Where prices come from: the offer as it is now, and the feed's seed (the bet builder's model reads the sides' strengths from it). */
export interface PriceSource {
  offer: OfferReader;
  config: { feedSeed: number };
}

/** What one round of pricing reads once for many tickets: offer events, and bet builders by event and picks. */
export interface PriceRound {
  events: Map<number, WireEvent | undefined>;
  builders: Map<string, BuilderChance | null>;
}

export const newRound = (): PriceRound => ({ events: new Map(), builders: new Map() });

/** A pick's chance now and whether it is already decided (bet builders only), or null while it has no price. */
type PickChance = { state: PickState; probability: number | null };

/** The chance of an ordinary pick: margin-free, from its market's current odds; none while the market or the odd is suspended. */
function oddChance(e: WireEvent, customId: string): PickChance {
  const group = e.bets.find((g) => g.odds.some((o) => o.custom_id === customId));
  const odd = group?.odds.find((o) => o.custom_id === customId);
  if (!group || !odd || group.suspended || odd.suspended) return { state: 'open', probability: null };
  const probability = fairProbability(
    group.custom_id,
    group.odds.map((o) => ({ customId: o.custom_id, value: o.value })),
    customId,
  );
  return { state: 'open', probability };
}

/**
 * The chance of a bet-builder selection: all its picks from the builder's joint model on the
 * match as it is now (src/lib/cashout/builder.ts). Lost once the score has lost a pick. None
 * while the market of a pick the score has not decided yet is suspended or gone (a goal just
 * went in, the operator stopped it); a pick already decided no longer needs its market (the
 * live feed takes a decided odd off the board).
 */
function builderSelectionChance(src: PriceSource, e: WireEvent, customId: string, picks: string[], round: PriceRound): PickChance {
  const key = `${e.fi}|${customId}`;
  if (!round.builders.has(key)) {
    const live =
      e.status === 'live' ? { homeGoals: e.homeGoals ?? 0, awayGoals: e.awayGoals ?? 0, minutesPlayed: e.clock?.clocked ? e.clock.minute + e.clock.second / 60 : 0 } : null;
    const grid = builderGrid(src.config.feedSeed, { sportId: e.sportId, leagueId: e.league.id, home: e.home.name, away: e.away.name, live });
    round.builders.set(key, grid ? builderChance(grid, picks, SPORT_BY_ID.get(e.sportId)?.threeWay ?? true) : null);
  }
  const chance = round.builders.get(key);
  if (!chance) return { state: 'open', probability: null };
  if (chance.picks.some((p) => p.state === 'lost')) return { state: 'lost', probability: 0 };
  for (const p of chance.picks) {
    if (p.state !== 'open') continue;
    const group = e.bets.find((g) => g.odds.some((o) => o.custom_id === p.customId));
    if (!group || group.suspended) return { state: 'open', probability: null };
  }
  return { state: 'open', probability: chance.probability };
}

/** The cash-out offer of a stored ticket now. `round` caches offer reads and bet builders across tickets. */
export function priceTicket(src: PriceSource, t: StoredTicket, off: Switches, now: number, round: PriceRound = newRound()): Priced {
  const kind: TicketKind = t.type === 'system' ? { type: 'system', sizes: t.systemSizes ?? [] } : { type: 'combination' };
  let live = false;
  let blocked = t.status !== 'pending';
  const picks: CashOutPick[] = t.picks.map((p) => {
    let state = STATE[p.status] ?? 'open';
    let probability: number | null = null;
    if (state === 'open') {
      if (!round.events.has(p.eventId)) round.events.set(p.eventId, src.offer.event(p.eventId));
      const e = round.events.get(p.eventId);
      const inPlay = e?.status === 'live';
      const before = e?.status === 'scheduled' && e.time * 1000 > now;
      if (e && (inPlay || before) && !switchedOff(off, e.sportId, e.fi)) {
        live ||= inPlay;
        const builder = builderPicks(p.customId);
        ({ state, probability } = builder ? builderSelectionChance(src, e, p.customId, builder, round) : oddChance(e, p.customId));
      }
      if (state === 'open' && probability === null) blocked = true;
    }
    return { eventId: p.eventId, customId: p.customId, odds: p.odds, fixed: p.fixed, state, probability };
  });
  const ticket: CashOutTicket = { kind, stake: t.stake, potentialPayout: t.payment, picks };
  if (blocked) return { value: null, fair: null, live, ticket };
  return { value: cashOutValue(ticket), fair: cashOutValue(ticket, 0), live, ticket };
}
