// Cash-out offers on screen, and automatic cash out. A player's my bets asks for its offers
// (GET /api/tickets/cash-out) now and then; while it does, the node that answered prices the
// player's open tickets once a second and pushes the values that changed over the player's
// live socket (through the bus, so the socket may be on any node): at most one push a second
// per ticket. The leader node also cashes out, once, every ticket whose offer reached the value
// its player set.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import type { Logger } from '../log.ts';
import type { PlayerInterest } from '../bus/index.ts';
import type { Feed } from '../feed/index.ts';
import { DomainError } from '../domain-error.ts';
import { formatMajor } from '../../lib/money/index.ts';
import { newRound, priceTicket, readTickets, type PriceRound, type StoredTicket } from './price.ts';
import { currentSwitches, type Switches } from './switches.ts';
import { cashOut, type CashOutDeps } from './accept.ts';

/** How long a player's offers are pushed after my bets last asked for them. */
export const WATCH_MS = 60_000;
/** Offers are priced (and changes pushed) once per this period. */
export const PUSH_MS = 1_000;
/** Automatic cash outs looked at per round. */
const AUTO_BATCH = 500;

/** What the offers, their pushes and automatic cash out use: a cash out's parts, the feed's lease (only the leader cashes out automatically) and the log. */
export type OffersDeps = CashOutDeps & { feed: Pick<Feed, 'epoch'>; log: Logger };

export interface OfferView {
  ticket_id: number;
  value: string | null;
  auto_cash_out: string | null;
}

interface Watch {
  until: number;
  /** The player's balances reach this node from every node while the watch lasts (they mark its tickets stale). */
  interest: PlayerInterest;
  tickets: StoredTicket[] | null;
  loading: boolean;
  sent: Map<number, string | null>;
}

const watchesOf = new WeakMap<object, Map<number, Watch>>();
const watches = (rt: object) => {
  let m = watchesOf.get(rt);
  if (!m) watchesOf.set(rt, (m = new Map()));
  return m;
};

const offerOf = (rt: OffersDeps, t: StoredTicket, off: Switches, round: PriceRound): OfferView => {
  const { value } = priceTicket(rt, t, off, rt.clock.now(), round);
  return { ticket_id: t.id, value: value === null ? null : formatMajor(value), auto_cash_out: t.autoCashOut === null ? null : formatMajor(t.autoCashOut) };
};

const openTickets = (rt: OffersDeps, playerId: number) => readTickets(rt.db, sql`player_id = ${playerId} and status = 'pending'`);

/** The offers of the player's open tickets now. */
export async function openOffers(rt: OffersDeps, playerId: number): Promise<OfferView[]> {
  const tickets = await openTickets(rt, playerId);
  const off = await currentSwitches(rt);
  const round = newRound();
  const offers = tickets.map((t) => offerOf(rt, t, off, round));
  const w = watches(rt).get(playerId);
  if (w) {
    w.tickets = tickets;
    w.sent = new Map(offers.map((o) => [o.ticket_id, o.value]));
  }
  return offers;
}

/** Pushes the player's offer changes for the next WATCH_MS; resolves once this node hears the player's balances (read the tickets after). */
export function watchPlayer(rt: OffersDeps, playerId: number): Promise<void> {
  const m = watches(rt);
  const w = m.get(playerId);
  if (w) {
    w.until = Date.now() + WATCH_MS;
    return w.interest.ready;
  }
  const interest = rt.bus.hearPlayer(playerId);
  m.set(playerId, { until: Date.now() + WATCH_MS, interest, tickets: null, loading: false, sent: new Map() });
  return interest.ready;
}

/** Sets or clears the value at which an open ticket of the player cashes out by itself. */
export async function setAutoCashOut(rt: OffersDeps, playerId: number, ticketId: number, value: bigint | null): Promise<void> {
  const rows = await rowsOf<{ id: string | number }>(
    rt.db,
    sql`update tickets set auto_cash_out = ${value === null ? null : value.toString()}::bigint where id = ${ticketId} and player_id = ${playerId} and status = 'pending' returning id`,
  );
  if (rows.length === 0) throw new DomainError('not_found', 'ticket_not_found', 'No such open ticket.');
  const w = watches(rt).get(playerId);
  if (w) w.tickets = null;
}

/** One round of pushes: every watched player's changed offers. */
export async function pushOffers(rt: OffersDeps): Promise<number> {
  const m = watches(rt);
  if (m.size === 0) return 0;
  const now = Date.now();
  const off = await currentSwitches(rt);
  const round = newRound();
  let pushed = 0;
  for (const [playerId, w] of m) {
    if (w.until < now) {
      m.delete(playerId);
      w.interest.release();
      continue;
    }
    if (!w.tickets) {
      if (!w.loading) {
        w.loading = true;
        openTickets(rt, playerId)
          .then((t) => (w.tickets = t))
          .catch((err: unknown) => rt.log.warn('cash-out offers not read', { err }))
          .finally(() => (w.loading = false));
      }
      continue;
    }
    const changed: OfferView[] = [];
    for (const t of w.tickets) {
      const o = offerOf(rt, t, off, round);
      if (w.sent.get(t.id) !== o.value) {
        w.sent.set(t.id, o.value);
        changed.push(o);
      }
    }
    if (changed.length > 0) {
      rt.bus.publish('player', { action: 'send', player_id: playerId, message: { type: 'cash_out', offers: changed } });
      pushed += changed.length;
    }
  }
  return pushed;
}

/** Where each runtime's next round of automatic cash outs starts: the ticket id after the last one looked at. */
const autoCursor = new WeakMap<OffersDeps, number>();

/**
 * One round of automatic cash outs (the leader's job): returns how many were paid. A round looks
 * at `batch` tickets and the next one goes on after them (from the first again at the end), so
 * tickets whose value stays below the mark never keep later ones from being looked at.
 */
export async function runAutoCashOuts(rt: OffersDeps, batch = AUTO_BATCH): Promise<number> {
  const after = autoCursor.get(rt) ?? 0;
  const due = await readTickets(rt.db, sql`id in (select id from tickets where status = 'pending' and auto_cash_out is not null and id > ${after} order by id limit ${batch})`);
  autoCursor.set(rt, due.length < batch ? 0 : Math.max(...due.map((t) => t.id)));
  if (due.length === 0) return 0;
  const off = await currentSwitches(rt);
  const round = newRound();
  let paid = 0;
  for (const t of due) {
    const { value } = priceTicket(rt, t, off, rt.clock.now(), round);
    if (value === null || t.autoCashOut === null || value < t.autoCashOut) continue;
    try {
      // The player's value is the one "seen", with "higher": paid only if the offer, priced
      // again under the lock, still reaches it. The key makes it once per ticket and value.
      const done = await cashOut(rt, t.playerId, {
        ticketId: t.id,
        seen: t.autoCashOut,
        part: null,
        oddsChange: 'higher',
        idempotencyKey: `auto-cash-out:${t.id}:${t.autoCashOut}`,
        automatic: true,
      });
      if (!done.replayed) paid++;
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
    }
  }
  return paid;
}

/** Starts the pushes of this node and, while it leads, automatic cash out. */
export function startCashOut(rt: OffersDeps): () => void {
  const offBalance = rt.bus.subscribe('balance', (msg) => {
    // A ticket placed, settled or cashed out moves the balance: read the open tickets again.
    const w = watches(rt).get(Number(msg.player_id));
    if (w) w.tickets = null;
  });
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    (async () => {
      await pushOffers(rt);
      if (rt.feed.epoch() !== undefined) await runAutoCashOuts(rt);
    })()
      .catch((err: unknown) => rt.log.warn('cash-out round failed', { err }))
      .finally(() => (busy = false));
  }, PUSH_MS);
  timer.unref();
  return () => {
    offBalance();
    clearInterval(timer);
    const m = watches(rt);
    for (const w of m.values()) w.interest.release();
    m.clear();
  };
}
