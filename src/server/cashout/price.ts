// Prices a stored ticket's cash out from the offer as it is now: each open pick's margin-free
// probability from its market's current odds (src/lib/cashout), each decided pick from its
// status. No offer while a pick's market is suspended or gone, its event has started but is not
// in play yet, or the operator turned cash out off for it.
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client.ts';
import type { Tx } from '../wallet/ledger.ts';
import type { OfferReader, WireEvent } from '../feed/types.ts';
import { cashOutValue, type CashOutPick, type CashOutTicket, type PickState } from '../../lib/cashout/value.ts';
import { fairProbability } from '../../lib/cashout/fair.ts';
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

/**
 * Reads tickets with their picks. `lock` takes the ticket rows and their selections FOR UPDATE:
 * settlement then waits for the cash out to commit (and finds the ticket closed or with its
 * new stake), or the cash out finds the selections settlement already decided.
 */
export async function readTickets(db: Db | Tx, where: ReturnType<typeof sql>, lock = false): Promise<StoredTicket[]> {
  const rows = await rowsOf<TicketRowRaw>(
    db,
    sql`select id, player_id, type, system_sizes, stake, number_of_bets, payment, status, auto_cash_out from tickets where ${where} order by id ${lock ? sql`for update` : sql``}`,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const picks = await rowsOf<PickRowRaw>(
    db,
    sql`select ticket_id, event_id, odd_custom_id, odd_value, fixed, status from ticket_events where ticket_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by id ${lock ? sql`for update` : sql``}`,
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

/** The cash-out offer of a stored ticket now. `events` caches offer reads across tickets. */
export function priceTicket(offer: OfferReader, t: StoredTicket, off: Switches, now: number, events: Map<number, WireEvent | undefined> = new Map()): Priced {
  const kind: TicketKind = t.type === 'system' ? { type: 'system', sizes: t.systemSizes ?? [] } : { type: 'combination' };
  let live = false;
  let blocked = t.status !== 'pending';
  const picks: CashOutPick[] = t.picks.map((p) => {
    const state = STATE[p.status] ?? 'open';
    let probability: number | null = null;
    if (state === 'open') {
      if (!events.has(p.eventId)) events.set(p.eventId, offer.event(p.eventId));
      const e = events.get(p.eventId);
      const inPlay = e?.status === 'live';
      const before = e?.status === 'scheduled' && e.time * 1000 > now;
      if (e && (inPlay || before) && !switchedOff(off, e.sportId, e.fi)) {
        live ||= inPlay;
        const group = e.bets.find((g) => g.odds.some((o) => o.custom_id === p.customId));
        const odd = group?.odds.find((o) => o.custom_id === p.customId);
        if (group && odd && !group.suspended && !odd.suspended) {
          probability = fairProbability(
            group.custom_id,
            group.odds.map((o) => ({ customId: o.custom_id, value: o.value })),
            p.customId,
          );
        }
      }
      if (probability === null) blocked = true;
    }
    return { eventId: p.eventId, customId: p.customId, odds: p.odds, fixed: p.fixed, state, probability };
  });
  const ticket: CashOutTicket = { kind, stake: t.stake, potentialPayout: t.payment, picks };
  if (blocked) return { value: null, fair: null, live, ticket };
  return { value: cashOutValue(ticket), fair: cashOutValue(ticket, 0), live, ticket };
}
