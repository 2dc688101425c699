// Whether the matches on a slip still take the bet, as the database holds them. A node's
// offer in memory hears of a kick-off or a result over the bus, a moment after the leader
// stored it; a ticket checked against memory alone could be taken in that moment on a node
// that has not heard yet. So the ticket's one statement also requires (precondition of its
// debit) that no pre-match event on it is stored as started or past its start time, and no
// live event as finished or voided. An event not stored yet (a fixture the leader just made)
// is judged by memory alone.
//
// The check share-locks the events' rows. Without it a ticket whose statement took its snapshot
// before the leader stored a kick-off, and then waited (for the player's row, say), could
// commit after the start was stored. With it, either the ticket commits first and the kick-off
// waits for it, or the ticket waits for the kick-off and reads the stored start.
import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { RunPrepared } from '../db/prepared.ts';
import { DomainError } from '../domain-error.ts';

export interface StatusCheck {
  eventId: number;
  /** Taken as a live bet (else pre-match). */
  live: boolean;
}

/**
 * The checks as the statement's two array parameters (Postgres array text, which both drivers
 * send as it is): the events' ids and whether each is taken live. Arrays cost the embedded
 * database less to read than a JSON document turned into records.
 */
export function checkArrays(checks: StatusCheck[]): { ids: string; live: string } {
  return { ids: `{${checks.map((c) => c.eventId).join(',')}}`, live: `{${checks.map((c) => (c.live ? 't' : 'f')).join(',')}}` };
}

/**
 * Rows of the checks (checkArrays, or placeholders for them) whose stored event refuses the bet at
 * `now` (ISO text, or a placeholder); two array parameters, so the statement keeps one shape. The
 * lateral lookup keeps one primary-key probe per selection:
 * joined plainly, the generic plan of the prepared statement guesses 100 rows for the arrays and
 * hashes the whole events table on every ticket (0.2 ms per ticket with 1,900 events, growing
 * with the offer). Its `offset 0` keeps the refusal test above the row lock, so every event on
 * the slip is locked, not only those that already refuse.
 */
type Value = string | Placeholder;
const refusing = (checks: { ids: Value; live: Value }, now: Value) => sql`
  select e.id, e.status from unnest(${checks.ids}::bigint[], ${checks.live}::boolean[]) as c(id, live)
  cross join lateral (
    select e.id, e.status, case when c.live then e.status in ('finished', 'cancelled') else e.status <> 'scheduled' or e.start_time <= ${now}::timestamptz end as refuses
    from events e where e.id = c.id offset 0 for share
  ) e
  where e.refuses`;

/** The debit's precondition: every event on the slip still takes the bet as stored. */
export const eventsStillOpen = (checks: { ids: Value; live: Value }, now: Value): SQL => sql`not exists (${refusing(checks, now)})`;

/** After a refused precondition: the same error a node that had heard of the change gives. */
export async function storedStatusRefusal(run: RunPrepared, checks: StatusCheck[], now: Date): Promise<DomainError> {
  const [row] = await run<{ id: string | number; status: string }>(sql`${refusing(checkArrays(checks), now.toISOString())} limit 1`);
  const eventId = Number(row?.id ?? checks[0]?.eventId);
  if (!row || row.status === 'finished' || row.status === 'cancelled') {
    return new DomainError('conflict', 'event_unavailable', 'An event on the slip is no longer offered.', { event_id: eventId });
  }
  return new DomainError('conflict', 'event_started', 'An event on the slip has already started.', { event_id: eventId });
}
