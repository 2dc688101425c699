// Places a ticket: prices it from the offer store (never from the client), checks every rule,
// then one statement stores the ticket, its selections and the stake debit.
import { hash as digest } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import { boundSql, statement, type BoundStatement, type RunPrepared, type RunStatement } from '../db/prepared.ts';
import type { Db, Database } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import type { Config } from '../config.ts';
import type { PlayerRow } from '../auth/guard.ts';
import type { WireEvent, WireOdd, WireBetGroup } from '../feed/types.ts';
import { DomainError } from '../domain-error.ts';
import { isUniqueViolation, linkedDebit, publishBalance, LedgerError, type LinkedDebitResult, type LinkedDebitShape, type Tx } from '../wallet/index.ts';
import { ticketView, type SelectionRow, type TicketRow } from './view.ts';
import { storedTicketView } from './list.ts';
import type { TicketView } from '../../lib/tickets/ticket-view.ts';
import { betCount, groupSelections, maxCoefficient, maxGain, type PricedEvent, type TicketKind } from '../../lib/slip/pricing.ts';
import { SPORT_BY_ID } from '../../lib/offer/sports.ts';
import { stakeLimitValue, stakeProblem, MAX_EVENTS_PER_SLIP, MAX_PAYOUT_MINOR } from '../../lib/slip/rules.ts';
import { acceptsOddsChange, type OddsChangePolicy } from '../../lib/slip/odds-change.ts';
import { settingsAsRead } from '../limits/stakes.ts';
import { holdPlayWithinLimits, needsLockedPath, openToPlay } from '../limits/play.ts';
import { withPlayerLock } from '../wallet/lock.ts';
import { formatMajor } from '../../lib/money/index.ts';
import { priceBuilderSelection, BUILDER_BET_NAME, type BuilderDeps } from './bet-builder.ts';
import { BUILDER_GROUP, builderPicks } from '../../lib/offer/bet-builder.ts';
import { checkArrays, eventsStillOpen, storedStatusRefusal, type StatusCheck } from './stored-status.ts';

/**
 * What placing a ticket uses: the offer and the clock (pricing, the live delay), the database
 * (its named statements for the one-statement debit) and the bus (the balance push).
 */
export type PlaceDeps = BuilderDeps & {
  config: Pick<Config, 'liveBetDelayMs'>;
  database: Pick<Database, 'prepared'>;
  db: Db;
  bus: Bus;
};

export interface TicketRequest {
  stake: bigint;
  playerId: number;
  type: 'combination' | 'system';
  systemSizes: number[];
  oddsChange: OddsChangePolicy;
  selections: Array<{
    eventId: number;
    betName: string;
    betNameSecond: string;
    oddName: string;
    oddCustomId: string;
    oddValue: number | null;
    isLive: boolean;
    fixed: boolean;
  }>;
}

/** A slip's selection as the offer has it now. */
export interface Resolved {
  event: WireEvent;
  group: WireBetGroup;
  odd: WireOdd;
  request: TicketRequest['selections'][number];
}

function findOdd(event: WireEvent, customId: string): { group: WireBetGroup; odd: WireOdd } | undefined {
  for (const group of event.bets) {
    const odd = group.odds.find((o) => o.custom_id === customId);
    if (odd) return { group, odd };
  }
  return undefined;
}

/** A bet-builder selection as one odd, priced again now by the server (never the client's price). */
function builderOdd(rt: BuilderDeps, eventId: number, customId: string): { group: WireBetGroup; odd: WireOdd } | undefined {
  const b = priceBuilderSelection(rt, eventId, customId);
  if (!b) return undefined;
  const odd: WireOdd = { name: b.oddName, name2: null, name3: null, header: null, handicap: null, odds: b.value / 100, value: b.value, custom_id: b.customId, suspended: false };
  return { group: { name: BUILDER_BET_NAME, realName: BUILDER_BET_NAME, custom_id: BUILDER_GROUP, priority: 0, suspended: false, odds: [odd] }, odd };
}

const scoreText = (e: WireEvent) => (e.homeGoals === null || e.awayGoals === null ? null : `${e.homeGoals}:${e.awayGoals}`);

/** Checks each selection against the offer; throws one DomainError naming every problem of its kind. */
export function resolveSelections(rt: BuilderDeps, req: TicketRequest): Resolved[] {
  const now = rt.clock.now();
  const changes: Array<{ event_id: number; odd_custom_id: string; value: number; odds: number }> = [];
  const resolved: Resolved[] = [];
  const seen = new Set<string>();
  for (const s of req.selections) {
    const key = `${s.eventId}:${s.oddCustomId}`;
    if (seen.has(key)) throw new DomainError('invalid', 'duplicate_selection', 'The same odd appears twice on the slip.', { event_id: s.eventId });
    seen.add(key);
    const event = rt.offer.event(s.eventId);
    if (!event) throw new DomainError('conflict', 'event_unavailable', 'An event on the slip is no longer offered.', { event_id: s.eventId });
    if (event.status === 'cancelled' || event.status === 'finished') {
      throw new DomainError('conflict', 'event_unavailable', 'An event on the slip is no longer offered.', { event_id: s.eventId });
    }
    const live = event.status === 'live';
    if (!live && (event.status !== 'scheduled' || event.time * 1000 <= now)) {
      throw new DomainError('conflict', 'event_started', 'An event on the slip has already started.', { event_id: s.eventId });
    }
    if (s.isLive !== live) throw new DomainError('conflict', 'event_unavailable', 'An event on the slip changed between pre-match and live.', { event_id: s.eventId });
    const found = builderOdd(rt, s.eventId, s.oddCustomId) ?? findOdd(event, s.oddCustomId);
    if (!found) throw new DomainError('conflict', 'selection_unavailable', 'A selection on the slip is no longer offered.', { event_id: s.eventId, odd_custom_id: s.oddCustomId });
    if (found.group.suspended || found.odd.suspended) {
      throw new DomainError('conflict', 'selection_suspended', 'A market on the slip is suspended for a moment.', { event_id: s.eventId, odd_custom_id: s.oddCustomId });
    }
    const shown = s.oddValue ?? found.odd.value;
    if (!acceptsOddsChange(req.oddsChange, shown, found.odd.value)) {
      changes.push({ event_id: s.eventId, odd_custom_id: s.oddCustomId, value: found.odd.value, odds: found.odd.odds });
    }
    resolved.push({ event, ...found, request: s });
  }
  // A bet builder is the whole bet on its match: its picks are priced together, so another
  // pick of the same match beside it would count that match twice.
  for (const r of resolved) {
    if (builderPicks(r.request.oddCustomId) && resolved.some((o) => o !== r && o.event.fi === r.event.fi)) {
      throw new DomainError('invalid', 'builder_same_match', 'A bet builder cannot be combined with another pick of the same match.', { event_id: r.event.fi });
    }
  }
  if (changes.length > 0) throw new DomainError('conflict', 'odds_changed', 'Some odds have changed. Check them and submit again.', { changes });
  return resolved;
}

/** A resolved slip's events as the slip's pricing reads them. */
export function pricedEvents(resolved: Resolved[]): PricedEvent[] {
  // The pick ids tell which picks of one match can win together (max gain, max coefficient).
  return groupSelections(
    resolved.map((r) => ({ eventId: r.event.fi, odds: r.odd.value, customId: r.odd.custom_id, fixed: r.request.fixed, threeWayMain: SPORT_BY_ID.get(r.event.sportId)?.threeWay })),
  );
}

export function requestHash(req: TicketRequest): string {
  return digest('sha256', JSON.stringify({ ...req, stake: req.stake.toString() }), 'base64url');
}

export interface PlacedTicket {
  id: number;
  replayed: boolean;
  balance: bigint;
  /** The new ticket as get_tickets shows it; absent for a replay, which the caller reads. */
  view?: TicketView;
}

const value = sql.placeholder;

/** The ticket the player's Idempotency-Key already placed: read alone, and inside the placing statement. */
const keyTicket = sql`select id, request_hash from tickets where player_id = ${value('playerId')} and idempotency_key = ${value('key')}::text`;
const ticketByKey = statement<{ playerId: number; key: string }>(keyTicket);

/**
 * The one statement that takes the stake and stores the ticket with its selections: no
 * transaction to hold open, one round trip, and the answer is built from the rows as written.
 * Compiled once (every value a placeholder), so a ticket only binds its values. The same
 * statement requires the events to be open as stored (stored-status.ts: memory may not have
 * heard of a kick-off or a result yet) and looks for a ticket the same Idempotency-Key already
 * placed (then it writes nothing and names that ticket), which saves a read before it.
 * `guarded`: the shape without the player's lock, whose guarded UPDATE also requires the
 * settings as the request read them and an account open to play (see placeTicket).
 */
function ticketStatement(guarded: boolean): LinkedDebitShape {
  return {
    kind: 'ticket_stake',
    referencePrefix: 'ticket ',
    keyPrefix: 'ticket-stake:',
    paid: sql`insert into tickets (player_id, type, system_sizes, stake, stake_per_bet, number_of_bets, max_coefficient, payment, status, is_live, idempotency_key, request_hash, created_at)
      select ${value('playerId')}::integer, ${value('type')}::text, ${value('systemSizes')}::jsonb, ${value('stake')}::bigint, ${value('stakePerBet')}::bigint,
        ${value('numberOfBets')}::integer, ${value('maxCoefficient')}::bigint, ${value('payment')}::bigint, 'pending', ${value('isLive')}::boolean,
        ${value('key')}::text, ${value('requestHash')}::text, ${value('now')}::timestamptz
      from debit returning id`,
    more: [
      sql`selections as (
        insert into ticket_events (ticket_id, event_id, bet_name, bet_name_second, odd_name, odd_header, odd_handicap, odd_custom_id, odd_value, fixed, status,
          home_team, away_team, result_at_creation, is_live_event, event_time)
        select paid.id, (s->>'eventId')::bigint, s->>'betName', s->>'betNameSecond', s->>'oddName', s->>'oddHeader', s->>'oddHandicap', s->>'oddCustomId',
          (s->>'oddValue')::integer, (s->>'fixed')::boolean, s->>'status', s->>'homeTeam', s->>'awayTeam', s->>'resultAtCreation',
          (s->>'isLiveEvent')::boolean, (s->>'eventTime')::timestamptz
        from paid, jsonb_array_elements(${value('selections')}::jsonb) with ordinality as r(s, n)
        order by r.n
      )`,
    ],
    precondition: eventsStillOpen({ ids: value('checkIds'), live: value('checkLive') }, value('now')),
    earlier: keyTicket,
    ...(guarded ? { guard: sql`${settingsAsRead(sql`players`, value('settings'))} and ${openToPlay(sql`players`, value('now'))}` } : {}),
  };
}
const storeUnlocked = linkedDebit(ticketStatement(true));
const storeLocked = linkedDebit(ticketStatement(false));

/** A replay: the ticket the key placed, or 422 when that ticket was placed for another body. */
function replayOf(earlier: { id: number; requestHash: string | null }, hash: string, balance: bigint): PlacedTicket {
  if (earlier.requestHash !== hash) throw new DomainError('unprocessable', 'idempotency_key_reused', 'This Idempotency-Key was used for a different ticket.');
  return { id: earlier.id, replayed: true, balance };
}

/** The ticket an earlier request with this key placed (see replayOf), or null. */
async function earlierTicket(run: RunStatement, player: PlayerRow, key: string, hash: string, balance = player.balance): Promise<PlacedTicket | null> {
  const [existing] = await run<{ id: number | string; request_hash: string | null }>(ticketByKey.bind({ playerId: player.id, key }));
  return existing ? replayOf({ id: Number(existing.id), requestHash: existing.request_hash }, hash, balance) : null;
}

/** A slip checked and priced, with the rows that store it. */
export interface PricedSlip {
  resolved: Resolved[];
  ticket: Omit<TicketRow, 'id'>;
  selections: SelectionRow[];
}

/** Refuses a slip with no selections or more events than a slip takes, before it is looked up. */
export function checkSlipSize(req: TicketRequest): void {
  if (req.selections.length === 0) throw new DomainError('invalid', 'empty_slip', 'The slip has no selections.');
  if (new Set(req.selections.map((s) => s.eventId)).size > MAX_EVENTS_PER_SLIP)
    throw new DomainError('invalid', 'too_many_events', `A slip has at most ${MAX_EVENTS_PER_SLIP} events.`);
}

/**
 * Checks the slip against the offer and the slip rules and prices it (the live delay included).
 * A live slip with a key answers the key's ticket before waiting out the delay.
 */
async function priceSlip(rt: PlaceDeps, player: PlayerRow, req: TicketRequest, idempotencyKey: string | null, hash: string): Promise<PricedSlip | PlacedTicket> {
  checkSlipSize(req);
  let resolved = resolveSelections(rt, req);
  const delay = rt.config.liveBetDelayMs;
  if (delay > 0 && resolved.some((r) => r.event.status === 'live')) {
    const earlier = idempotencyKey ? await earlierTicket(rt.database.prepared, player, idempotencyKey, hash) : null;
    if (earlier) return earlier;
    // Live acceptance delay: a price can move or a market close right after a goal, so the
    // ticket is priced again once the delay is over, against the offer as it is then.
    await new Promise((resolve) => setTimeout(resolve, delay));
    resolved = resolveSelections(rt, req);
  }
  return slipOf(rt, player, req, resolved, idempotencyKey, hash);
}

/** The ticket and selection rows of a resolved slip, after the slip rules (system sizes, stake rules) and its pricing. */
export function slipOf(rt: Pick<PlaceDeps, 'clock'>, player: PlayerRow, req: TicketRequest, resolved: Resolved[], idempotencyKey: string | null, hash: string): PricedSlip {
  const events = pricedEvents(resolved);
  const kind: TicketKind = req.type === 'system' ? { type: 'system', sizes: req.systemSizes } : { type: 'combination' };
  if (kind.type === 'system') {
    const free = events.filter((e) => !e.fixed).length;
    if (req.systemSizes.length === 0 || req.systemSizes.some((k) => k < 1 || k > free)) {
      throw new DomainError('invalid', 'invalid_system', 'Choose system sizes between 1 and the number of events that are not fixed.');
    }
  }
  const count = betCount(events, kind);
  const problem = stakeProblem(Number(req.stake), count, req.type);
  if (problem) {
    const value = stakeLimitValue(problem);
    throw new DomainError('invalid', problem, `The stake breaks the slip rules (${problem}).`, { value: value === null ? null : formatMajor(value), currency: player.currency });
  }
  const coefficient = maxCoefficient(events, kind);
  const gain = maxGain(events, kind, req.stake, BigInt(MAX_PAYOUT_MINOR));
  const now = new Date(rt.clock.now());

  const ticket: Omit<TicketRow, 'id'> = {
    playerId: player.id,
    type: req.type,
    systemSizes: req.type === 'system' ? req.systemSizes : null,
    stake: req.stake,
    stakePerBet: req.stake / BigInt(count),
    numberOfBets: count,
    maxCoefficient: BigInt(coefficient),
    payment: gain,
    status: 'pending',
    isLive: resolved.some((r) => r.event.status === 'live'),
    winAmount: null,
    idempotencyKey,
    requestHash: hash,
    createdAt: now,
    settledAt: null,
  };
  const selections: SelectionRow[] = resolved.map((r) => ({
    eventId: r.event.fi,
    betName: r.group.realName || r.group.name,
    // Spec: create_ticket's bet_name_second is the odd's third name for a live pick, else empty. The
    // offer says what it is (the player's text is not stored); a feed without third names (the
    // simulator) gives the team the odd backs (name2).
    betNameSecond: r.event.status === 'live' ? (r.odd.name3 ?? r.odd.name2 ?? '') : '',
    oddName: r.odd.name,
    oddHeader: r.odd.header,
    oddHandicap: r.odd.handicap,
    oddCustomId: r.odd.custom_id,
    oddValue: r.odd.value,
    fixed: r.request.fixed,
    status: 'pending',
    homeTeam: r.event.home.name,
    awayTeam: r.event.away.name,
    resultAtCreation: scoreText(r.event),
    isLiveEvent: r.event.status === 'live',
    eventTime: new Date(r.event.time * 1000),
  }));
  return { resolved, ticket, selections };
}

/** The values of the one statement that stores a priced slip and takes its stake. */
function debitOf(player: PlayerRow, slip: PricedSlip, checks: StatusCheck[]) {
  const { ticket, selections } = slip;
  const arrays = checkArrays(checks);
  return {
    playerId: player.id,
    amount: ticket.stake,
    at: ticket.createdAt,
    values: {
      playerId: ticket.playerId,
      type: ticket.type,
      systemSizes: ticket.systemSizes === null ? null : JSON.stringify(ticket.systemSizes),
      stake: ticket.stake.toString(),
      stakePerBet: ticket.stakePerBet.toString(),
      numberOfBets: ticket.numberOfBets,
      maxCoefficient: ticket.maxCoefficient.toString(),
      payment: ticket.payment.toString(),
      isLive: ticket.isLive,
      key: ticket.idempotencyKey,
      requestHash: ticket.requestHash,
      now: ticket.createdAt.toISOString(),
      selections: JSON.stringify(selections),
      checkIds: arrays.ids,
      checkLive: arrays.live,
      settings: JSON.stringify(player.settings),
    },
  };
}

const statusChecks = (slip: PricedSlip): StatusCheck[] => slip.resolved.map((r) => ({ eventId: r.event.fi, live: r.event.status === 'live' }));

/** The domain error of a refused stake debit: a match the database holds as started or decided, or the balance. */
async function debitRefusal(err: unknown, run: RunPrepared, checks: StatusCheck[], at: Date): Promise<unknown> {
  if (err instanceof LedgerError && err.code === 'precondition_refused') return storedStatusRefusal(run, checks, at);
  if (err instanceof LedgerError && err.code === 'insufficient_funds') {
    return new DomainError('conflict', 'insufficient_funds', 'Your account balance is not sufficient to pay the web bet slip', err.details);
  }
  return err;
}

/**
 * Stores a priced slip and takes its stake inside the caller's transaction, which holds the
 * player's lock (the stake and loss limits are the caller's to hold first): the same statement
 * as placing a ticket, requiring the slip's events to be open as stored. Answers the new
 * ticket's id and the balance after the stake; a refusal throws its DomainError (and the
 * caller's transaction is rolled back with it).
 */
export async function storeSlipIn(tx: Tx, player: PlayerRow, slip: PricedSlip): Promise<{ id: number; balance: bigint }> {
  const checks = statusChecks(slip);
  const debit = debitOf(player, slip, checks);
  const run: RunStatement = (query) => rowsOf(tx, 'text' in query ? boundSql(query as BoundStatement) : query);
  let placed: LinkedDebitResult;
  try {
    placed = storeLocked.outcome(await run(storeLocked.bind(debit)), debit);
  } catch (err) {
    throw await debitRefusal(err, run, checks, slip.ticket.createdAt);
  }
  // The caller looks for its key's earlier answer before it gets here.
  if (placed.earlier) throw new DomainError('unprocessable', 'idempotency_key_reused', 'This Idempotency-Key was used for a different ticket.');
  return { id: placed.id, balance: placed.balanceAfter };
}

/** Places the ticket; the same idempotency key and body returns the first ticket. */
export async function placeTicket(rt: PlaceDeps, player: PlayerRow, req: TicketRequest, idempotencyKey: string | null): Promise<PlacedTicket> {
  const hash = requestHash(req);
  let slip: PricedSlip | PlacedTicket;
  try {
    slip = await priceSlip(rt, player, req, idempotencyKey, hash);
  } catch (err) {
    // A retry of a placed ticket answers that ticket even when its slip would be refused now
    // (an event started, a price moved): a refusal first looks for the key's ticket.
    const earlier = idempotencyKey && err instanceof DomainError ? await earlierTicket(rt.database.prepared, player, idempotencyKey, hash) : null;
    if (earlier) return earlier;
    throw err;
  }
  if ('replayed' in slip) return slip;
  const { ticket, selections } = slip;
  const now = ticket.createdAt;
  const checks = statusChecks(slip);
  const debit = debitOf(player, slip, checks);
  try {
    // A stake limit is a read-check-write: under the player's lock (wallet/lock.ts), in one
    // transaction, against the settings as they are under the lock (the key's ticket is looked
    // for first: a retry at the limit is a replay, not a refusal). Without a limit the only
    // rule is the balance, which the one-statement debit checks under the same row lock, with
    // "the settings are still as read" in its guard: a limit set meanwhile sends the ticket the locked way.
    const locked = () =>
      withPlayerLock(rt.db, player.id, async (tx, current): Promise<LinkedDebitResult | PlacedTicket> => {
        const run: RunStatement = (query) => rowsOf(tx, 'text' in query ? boundSql(query as BoundStatement) : query);
        const earlier = idempotencyKey ? await earlierTicket(run, player, idempotencyKey, hash, current.balance) : null;
        if (earlier) return earlier;
        await holdPlayWithinLimits(tx, now.getTime(), current, Number(req.stake));
        return storeLocked.outcome(await run(storeLocked.bind(debit)), debit);
      });
    let placed: LinkedDebitResult | PlacedTicket;
    if (needsLockedPath(player, now.getTime())) placed = await locked();
    else {
      try {
        placed = storeUnlocked.outcome(await rt.database.prepared(storeUnlocked.bind(debit)), debit);
      } catch (err) {
        if (!(err instanceof LedgerError && err.code === 'guard_refused')) throw err;
        placed = await locked();
      }
    }
    if ('replayed' in placed) return placed;
    if (placed.earlier) return replayOf(placed.earlier, hash, placed.balance);
    publishBalance(rt.bus, player.id, placed.balanceAfter);
    return { id: placed.id, replayed: false, balance: placed.balanceAfter, view: ticketView({ id: placed.id, ...ticket }, selections, new Map()) };
  } catch (err) {
    const refusal = await debitRefusal(err, rt.database.prepared, checks, now);
    if (refusal !== err) throw refusal;
    if (idempotencyKey && isUniqueViolation(err)) {
      throw new DomainError('conflict', 'idempotency_in_progress', 'A ticket with this Idempotency-Key is being placed. Try again in a moment.');
    }
    throw err;
  }
}

// Keys being placed on this node, per runtime: a second request with a key still in flight is
// told to wait (409) instead of racing the first one to the unique index.
const inFlightByRuntime = new WeakMap<object, Set<string>>();

/**
 * placeTicket for a request with an optional Idempotency-Key, answering the ticket's view:
 * the new one, or the first one for a replay.
 */
export async function placeTicketOnce(rt: PlaceDeps, player: PlayerRow, req: TicketRequest, idempotencyKey: string | null): Promise<PlacedTicket & { view: TicketView }> {
  let inFlight = inFlightByRuntime.get(rt);
  if (!inFlight) inFlightByRuntime.set(rt, (inFlight = new Set()));
  const flightKey = idempotencyKey ? `${player.id}:${idempotencyKey}` : null;
  if (flightKey && inFlight.has(flightKey))
    throw new DomainError('conflict', 'idempotency_in_progress', 'A ticket with this Idempotency-Key is being placed. Try again in a moment.');
  if (flightKey) inFlight.add(flightKey);
  try {
    const placed = await placeTicket(rt, player, req, idempotencyKey);
    const view = placed.view ?? (await storedTicketView(rt.db, placed.id));
    if (!view) throw new Error(`ticket ${placed.id} has no view`);
    return { ...placed, view };
  } finally {
    if (flightKey) inFlight.delete(flightKey);
  }
}
