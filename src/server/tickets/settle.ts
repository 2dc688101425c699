// Settlement: a result decides every pending selection on the event, then every ticket whose
// selections are all decided is closed and paid through the ledger, exactly once. Both steps
// are set-based, so a big match's thousands of tickets settle in a few statements. Only the
// feed leader settles, and each writing statement runs behind feed_fence(epoch): a node
// replaced as leader (paused, cut off) cannot settle or pay anything late.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { events as eventsTable, odds, players, ticketEvents, tickets, walletLedger } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../log.ts';
import type { Feed } from '../feed/index.ts';
import { fence, FencedOut } from '../feed/writer.ts';
import { publishBalance } from '../wallet/index.ts';
import { announceClosedTickets } from '../notifications/index.ts';
import { payout, type PricedEvent, type TicketKind } from '../../lib/slip/pricing.ts';
import { MAX_PAYOUT_MINOR } from '../../lib/slip/rules.ts';
import { MATCH_REMAINING, remainingOutcome, scoreAtPick } from '../../lib/offer/settle.ts';
import { BUILDER_GROUP, builderPicks, settleBuilder } from '../../lib/offer/bet-builder.ts';

/** Tickets closed by one statement; a big match's tickets settle in a few such batches. */
const BATCH = 500;

/** Runs `query` in a transaction behind the leader's fence; refused when this node does not lead. */
/** What settlement uses: the database, the feed's lease (its writes are fenced by the epoch), the bus, the clock and the log. */
export interface SettleDeps {
  db: Db;
  bus: Bus;
  clock: Clock;
  log: Logger;
  feed: Pick<Feed, 'epoch' | 'status'>;
}

async function fencedRows<Row extends Record<string, unknown>>(rt: SettleDeps, query: Parameters<typeof rowsOf>[1]): Promise<Row[]> {
  const epoch = rt.feed.epoch();
  if (epoch === undefined) throw new FencedOut(epoch);
  return rt.db.transaction(async (tx) => {
    await fence(tx, epoch);
    return rowsOf<Row>(tx, query);
  });
}

// A node settles one pass at a time, in the order the passes were asked for: two passes at
// once over one event would split its selections between them, and a caller waiting for its
// own pass (a result correction answering the operator) would answer while the tickets the
// other pass took were still open (CI: a corrected ticket still pending after the answer).
const queues = new WeakMap<object, { last: Promise<unknown> }>();

/** Runs `job` once every settlement pass this node asked for before it has ended. */
function inTurn<T>(rt: SettleDeps, job: () => Promise<T>): Promise<T> {
  let queue = queues.get(rt);
  if (!queue) queues.set(rt, (queue = { last: Promise.resolve() }));
  const run = queue.last.then(job);
  queue.last = run.catch(() => undefined);
  return run;
}

/**
 * Decides the pending selections of one finished or cancelled event, then settles tickets; in
 * turn with this node's other passes, so when it resolves every ticket the event decides is
 * closed (a pass started before it over the same selections included).
 */
export function settleEvent(rt: SettleDeps, eventId: number): Promise<number> {
  return inTurn(rt, () => settleEventNow(rt, eventId));
}

async function settleEventNow(rt: SettleDeps, eventId: number): Promise<number> {
  const [event] = await rt.db
    .select({ status: eventsTable.status, homeGoals: eventsTable.homeGoals, awayGoals: eventsTable.awayGoals })
    .from(eventsTable)
    .where(eq(eventsTable.id, eventId));
  if (!event || (event.status !== 'finished' && event.status !== 'cancelled')) return 0;
  const remaining = event.status === 'finished' ? await settleRemaining(rt, eventId, event.homeGoals, event.awayGoals) : [];
  // One statement decides every pending selection from its odd's outcome. A market the final
  // score cannot decide (e.g. who scored first in a simulated match), or an odd no longer
  // stored, is returned; a cancelled event cancels them all.
  const decided = await fencedRows<{ ticket_id: string | number }>(
    rt,
    sql`
    update ${ticketEvents} te set status = case
      when ${event.status === 'cancelled'} then 'cancelled'
      else coalesce((
        select case o.outcome when 'won' then 'winning' when 'lost' then 'failed' when 'cancelled' then 'cancelled' else 'returned' end
        from ${odds} o where o.event_id = te.event_id and o.custom_id = te.odd_custom_id
        limit 1
      ), 'returned')
    end
    where te.event_id = ${eventId} and te.status = 'pending'
    returning te.ticket_id`,
  );
  return settleTickets(rt, [...new Set([...remaining, ...decided].map((r) => Number(r.ticket_id)))]);
}

/**
 * Bet-builder selections are decided here too, from the final score (src/lib/offer/bet-builder.ts).
 * Match Remaining selections depend on the score when each was picked (the ticket stored it),
 * not only on the odd: each is decided from the final score minus that one. A final score that
 * cannot be read leaves them to the generic step (returned).
 */
async function settleRemaining(rt: SettleDeps, eventId: number, home: number | null, away: number | null): Promise<Array<{ ticket_id: string | number }>> {
  if (home === null || away === null) return [];
  const pending = await rt.db
    .select({ id: ticketEvents.id, oddCustomId: ticketEvents.oddCustomId, resultAtCreation: ticketEvents.resultAtCreation })
    .from(ticketEvents)
    .where(
      and(
        eq(ticketEvents.eventId, eventId),
        eq(ticketEvents.status, 'pending'),
        sql`(${ticketEvents.oddCustomId} like ${`${MATCH_REMAINING}.%`} or ${ticketEvents.oddCustomId} like ${`${BUILDER_GROUP}.%`})`,
      ),
    );
  const decided = pending.flatMap((p) => {
    // A bet builder is no odd of the offer: every one of its picks is decided from the final score.
    const outcome = builderPicks(p.oddCustomId) ? settleBuilder(p.oddCustomId, home, away) : remainingOutcome(p.oddCustomId, [home, away], scoreAtPick(p.resultAtCreation));
    return outcome ? [{ id: p.id, status: outcome === 'won' ? 'winning' : outcome === 'lost' ? 'failed' : 'returned' }] : [];
  });
  if (decided.length === 0) return [];
  return fencedRows<{ ticket_id: string | number }>(
    rt,
    sql`
    update ${ticketEvents} te set status = d.status
    from jsonb_to_recordset(${JSON.stringify(decided)}::jsonb) as d(id bigint, status text)
    where te.id = d.id and te.status = 'pending'
    returning te.ticket_id`,
  );
}

interface Closing {
  ticketId: number;
  status: 'winning' | 'failed' | 'returned' | 'cancelled';
  win: bigint;
}

/** What a ticket pays and its final status, from its decided selections; null while any is pending. */
function closingOf(ticket: typeof tickets.$inferSelect, selections: Array<typeof ticketEvents.$inferSelect>): Closing | null {
  if (selections.length === 0 || selections.some((s) => s.status === 'pending')) return null;
  const byEvent = new Map<number, typeof selections>();
  for (const s of selections) byEvent.set(s.eventId, [...(byEvent.get(s.eventId) ?? []), s]);
  const groups = [...byEvent.values()];
  const priced: PricedEvent[] = groups.map((g) => ({ odds: g.map((s) => s.oddValue), fixed: g.some((s) => s.fixed) }));
  const kind: TicketKind = ticket.type === 'system' ? { type: 'system', sizes: (ticket.systemSizes as number[]) ?? [] } : { type: 'combination' };
  // Returned and cancelled selections count as odds 1.00; a failed one loses its combinations.
  // Never more than the max gain the ticket showed (total x max coefficient, see payout).
  const cap = ticket.payment < BigInt(MAX_PAYOUT_MINOR) ? ticket.payment : BigInt(MAX_PAYOUT_MINOR);
  const win = payout(priced, kind, ticket.stake, (i) => (groups[i] ?? []).filter((s) => s.status !== 'failed').map((s) => (s.status === 'winning' ? s.oddValue : 100)), cap);
  const voided = selections.every((s) => s.status === 'returned' || s.status === 'cancelled');
  const status = selections.every((s) => s.status === 'cancelled') ? 'cancelled' : voided ? 'returned' : win > 0n ? 'winning' : 'failed';
  return { ticketId: ticket.id, status, win };
}

/**
 * Closes the tickets among `ids` whose selections are all decided and pays them, BATCH at a
 * time. Each batch is one statement: it closes only tickets still pending (so a second run
 * pays nothing), moves each player's balance once by the sum of their payouts and appends one
 * ledger entry per paid ticket with the balance after it. Returns how many it closed.
 */
export async function settleTickets(rt: SettleDeps, ids: number[]): Promise<number> {
  let closed = 0;
  for (let at = 0; at < ids.length; at += BATCH) {
    const batch = ids.slice(at, at + BATCH);
    const open = await rt.db
      .select()
      .from(tickets)
      .where(and(inArray(tickets.id, batch), eq(tickets.status, 'pending')));
    if (open.length === 0) continue;
    const selections = await rt.db
      .select()
      .from(ticketEvents)
      .where(
        inArray(
          ticketEvents.ticketId,
          open.map((t) => t.id),
        ),
      );
    const byTicket = new Map<number, Array<typeof ticketEvents.$inferSelect>>();
    for (const s of selections) byTicket.set(s.ticketId, [...(byTicket.get(s.ticketId) ?? []), s]);
    const closings = open.map((t) => closingOf(t, byTicket.get(t.id) ?? [])).filter((c): c is Closing => c !== null);
    if (closings.length === 0) continue;
    const input = JSON.stringify(closings.map((c) => ({ ticket_id: c.ticketId, status: c.status, win: c.win.toString() })));
    // One moment by the runtime's clock for the ticket's close and its ledger entry, as placement stamps its stake, so period rules see both.
    const settledAt = new Date(rt.clock.now()).toISOString();
    const result = await fencedRows<{ what: string; id: string | number; player_id: string | number; balance: string | null }>(
      rt,
      sql`
      with input as (
        select * from jsonb_to_recordset(${input}::jsonb) as x(ticket_id bigint, status text, win bigint)
      ),
      closed as (
        update ${tickets} t set status = input.status, win_amount = input.win, settled_at = ${settledAt}::timestamptz
        from input where t.id = input.ticket_id and t.status = 'pending'
        returning t.id, t.player_id, input.win, input.status, t.reopened
      ),
      credits as (select * from closed where win > 0),
      totals as (select player_id, sum(win)::bigint as total from credits group by player_id),
      moved as (
        update ${players} p set balance = p.balance + totals.total
        from totals where p.id = totals.player_id
        returning p.id, p.balance
      ),
      -- Ids follow the balance: a player's newest entry carries the balance as it now is.
      entries as (
        insert into ${walletLedger} (player_id, kind, amount, balance_after, reference, idempotency_key, created_at)
        select c.player_id,
          case when c.status in ('returned', 'cancelled') then 'ticket_refund' else 'ticket_payout' end,
          c.win,
          moved.balance - coalesce(sum(c.win) over (partition by c.player_id order by c.id rows between 1 following and unbounded following), 0),
          'ticket ' || c.id,
          -- A ticket reopened by a result correction is paid again under a new key, once per reopening.
          'ticket-payout:' || c.id || case when c.reopened > 0 then ':' || c.reopened else '' end,
          ${settledAt}::timestamptz
        from credits c join moved on moved.id = c.player_id
        order by c.player_id, c.id
      )
      select 'ticket' as what, id, player_id, null::bigint as balance from closed
      union all
      select 'balance', id, id, balance from moved`,
    );
    const told: number[] = [];
    for (const row of result) {
      if (row.what === 'balance') publishBalance(rt.bus, Number(row.player_id), BigInt(row.balance!));
      else {
        closed++;
        told.push(Number(row.player_id));
      }
    }
    // Every closed ticket is told on the player's pages, a lost one too (no balance moves for it).
    announceClosedTickets(rt.bus, told);
  }
  return closed;
}

/**
 * Settles what a crash, a restart or a failed job left behind: decided events with pending
 * selections, and pending tickets with no pending selection left (a crash between deciding a
 * ticket's last selection and closing the ticket).
 */
export function settleBacklog(rt: SettleDeps): Promise<number> {
  return inTurn(rt, () => settleBacklogNow(rt));
}

async function settleBacklogNow(rt: SettleDeps): Promise<number> {
  const rows = await rt.db
    .selectDistinct({ eventId: ticketEvents.eventId })
    .from(ticketEvents)
    .innerJoin(eventsTable, eq(eventsTable.id, ticketEvents.eventId))
    .where(and(eq(ticketEvents.status, 'pending'), inArray(eventsTable.status, ['finished', 'cancelled'])));
  let n = 0;
  for (const r of rows) n += await settleEventNow(rt, r.eventId);
  const stranded = await rt.db
    .select({ id: tickets.id })
    .from(tickets)
    .where(
      and(eq(tickets.status, 'pending'), sql`not exists (select 1 from ${ticketEvents} where ${ticketEvents.ticketId} = ${tickets.id} and ${ticketEvents.status} = 'pending')`),
    );
  return (
    n +
    (await settleTickets(
      rt,
      stranded.map((t) => t.id),
    ))
  );
}

// The backlog is swept again now and then, so a settlement job that failed (a lost database
// connection, say) is retried without waiting for a restart, and a node that just took over
// the feed settles what its predecessor left (a result it wrote but never settled).
const BACKLOG_SWEEP_MS = 10_000;
const LEADER_CHECK_MS = 1_000;

/** Settles tickets as results arrive on the bus. Only the node that runs the feed settles. */
export function startSettlement(rt: SettleDeps): () => void {
  // settleEvent and settleBacklog queue their passes themselves: here a failed one is logged.
  const logged = (pass: Promise<unknown>) => void pass.catch((err: unknown) => rt.log.error('settlement failed', { err }));
  const off = rt.bus.subscribe('offer', (m) => {
    if (!rt.feed.status().leader) return;
    if (m.type === 'result' || m.type === 'cancelled') logged(settleEvent(rt, Number(m.event_id)));
  });
  let settledUnder: number | undefined;
  let sinceSweep = 0;
  const check = setInterval(() => {
    const epoch = rt.feed.epoch();
    sinceSweep += LEADER_CHECK_MS;
    if (epoch === undefined) return;
    if (epoch !== settledUnder || sinceSweep >= BACKLOG_SWEEP_MS) {
      settledUnder = epoch;
      sinceSweep = 0;
      logged(settleBacklog(rt));
    }
  }, LEADER_CHECK_MS);
  check.unref();
  if (rt.feed.epoch() !== undefined) {
    settledUnder = rt.feed.epoch();
    logged(settleBacklog(rt));
  }
  return () => {
    off();
    clearInterval(check);
  };
}
