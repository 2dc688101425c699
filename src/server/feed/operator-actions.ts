// Operator actions on events (void, start, finish, result corrections) go through the database to the feed
// leader, whichever node took the call: the node writes a row, wakes the leader over the bus,
// and waits for the leader's answer on that row. The leader also polls, so an action sent
// while the bus was down is applied all the same. Applying twice is harmless: each action
// checks the event's state first (a voided event is not voided again).
import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type Database } from '../db/client.ts';
import type { Bus } from '../bus/index.ts';
import type { Logger } from '../log.ts';
import type { Feed } from './feed.ts';
import type { OfferStore } from './store.ts';
import { fence } from './writer.ts';

export type ActionKind = 'void' | 'start' | 'finish' | 'correct';

export type ActionAnswer =
  | { ok: true; event_id: number; status: string; home_goals: number | null; away_goals: number | null; result_version?: number }
  | { ok: false; status: 404 | 409; code: string; message: string };

/** A stored result corrected and its tickets settled again: settlement's work (tickets/correct.ts), handed in by the composition, since tickets stand above the feed. */
export type CorrectResult = (
  eventId: number,
  home: number,
  away: number,
) => Promise<{ outcome: 'not_finished'; status: string | null } | { outcome: 'corrected' | 'unchanged'; version: number }>;

/** What asking for an action uses: the database, and the bus that wakes the leader. */
export interface ActionRequestDeps {
  db: Db;
  bus: Bus;
}

/** What applying actions uses: the leader's feed and offer, the database (PostgreSQL is polled too), the bus, the log and the correction. */
export type OperatorActionsDeps = ActionRequestDeps & {
  database: Pick<Database, 'kind'>;
  feed: Pick<Feed, 'epoch' | 'cancelEvent' | 'startEvent' | 'finishEvent' | 'idle'>;
  offer: Pick<OfferStore, 'record'>;
  log: Logger;
  correctResult: CorrectResult;
};

const POLL_MS = 500;
const ANSWER_WAIT_MS = 15_000;

/** Thrown when no leader answered in time (no node runs the feed, or it is failing over). */
export class NoLeaderAnswer extends Error {
  constructor() {
    super('No node running the feed answered in time; try again.');
  }
}

/** Records an action for the leader and waits for its answer. */
export async function requestAction(rt: ActionRequestDeps, kind: ActionKind, eventId: number, payload: Record<string, unknown> = {}): Promise<ActionAnswer> {
  const [row] = await rowsOf<{ id: string | number }>(
    rt.db,
    sql`insert into operator_actions (kind, event_id, payload) values (${kind}, ${eventId}, ${JSON.stringify(payload)}::jsonb) returning id`,
  );
  const id = Number(row!.id);
  rt.bus.publish('operator', { type: 'action', id });
  const deadline = Date.now() + ANSWER_WAIT_MS;
  for (let wait = 20; Date.now() < deadline; wait = Math.min(200, wait * 2)) {
    await new Promise((r) => setTimeout(r, wait));
    const [done] = await rowsOf<{ answer: ActionAnswer | null }>(rt.db, sql`select answer from operator_actions where id = ${id} and status = 'done'`).catch(() => []);
    if (done?.answer) return done.answer;
  }
  throw new NoLeaderAnswer();
}

/** A result correction, decided by the database alone (a finished event may have left memory). */
async function correct(rt: OperatorActionsDeps, eventId: number, payload: Record<string, unknown>): Promise<ActionAnswer> {
  const home = Number(payload.home_goals);
  const away = Number(payload.away_goals);
  const c = await rt.correctResult(eventId, home, away);
  if (c.outcome === 'not_finished') {
    if (c.status === null) return { ok: false, status: 404, code: 'event_not_found', message: `There is no event ${eventId}.` };
    return { ok: false, status: 409, code: 'event_not_finished', message: `Event ${eventId} is ${c.status}; only a finished event's result can be corrected.` };
  }
  return { ok: true, event_id: eventId, status: 'finished', home_goals: home, away_goals: away, result_version: c.version };
}

async function apply(rt: OperatorActionsDeps, kind: string, eventId: number, payload: Record<string, unknown>): Promise<ActionAnswer> {
  if (kind === 'correct') return correct(rt, eventId, payload);
  const e = rt.offer.record(eventId);
  if (!e) return { ok: false, status: 404, code: 'event_not_found', message: `There is no event ${eventId}.` };
  // The answer is what the database holds: an action whose write did not land throws, stays
  // pending and is applied again (by this node or the next leader).
  const answer = async (): Promise<ActionAnswer> => {
    const [row] = await rowsOf<{ status: string; home_goals: number | null; away_goals: number | null }>(
      rt.db,
      sql`select status, home_goals, away_goals from events where id = ${eventId}`,
    );
    const wanted = ({ void: ['cancelled'], start: ['live', 'finished', 'cancelled'], finish: ['finished'] } as Record<string, string[]>)[kind] ?? [];
    if (!row || !wanted.includes(row.status)) throw new Error(`operator ${kind} of event ${eventId} not stored yet`);
    return { ok: true, event_id: eventId, status: row.status, home_goals: row.home_goals, away_goals: row.away_goals };
  };
  switch (kind) {
    case 'void':
      if (e.status === 'finished') return { ok: false, status: 409, code: 'event_finished', message: 'A finished event cannot be voided.' };
      await rt.feed.cancelEvent(eventId);
      return answer();
    case 'start':
      if (e.status !== 'scheduled' && e.status !== 'live') return { ok: false, status: 409, code: 'event_not_scheduled', message: `Event ${eventId} is ${e.status}.` };
      await rt.feed.startEvent(eventId);
      return answer();
    case 'finish': {
      const home = Number(payload.home_goals);
      const away = Number(payload.away_goals);
      if (e.status === 'finished') {
        // A stored result is final (results_keep_score): the same score again is a no-op, another is refused.
        if (e.homeGoals === home && e.awayGoals === away) return answer();
        return {
          ok: false,
          status: 409,
          code: 'result_final',
          message: `Event ${eventId} already finished ${e.homeGoals}:${e.awayGoals}; a stored result changes only by a correction (POST /api/admin/events/${eventId}/correct).`,
        };
      }
      if (e.status === 'cancelled') return { ok: false, status: 409, code: 'event_cancelled', message: `Event ${eventId} was voided.` };
      await rt.feed.finishEvent(eventId, { homeGoals: home, awayGoals: away });
      await rt.feed.idle();
      return answer();
    }
    default:
      return { ok: false, status: 409, code: 'unknown_action', message: `Unknown action ${kind}.` };
  }
}

/** On every node: the leader applies pending actions as they come (bus) and every POLL_MS. */
export function startOperatorActions(rt: OperatorActionsDeps): () => void {
  let running: Promise<void> | undefined;
  let again = false;
  const drain = async () => {
    const epoch = rt.feed.epoch();
    if (epoch === undefined) return;
    const pending = await rowsOf<{ id: string | number; kind: string; event_id: string | number; payload: Record<string, unknown> | null }>(
      rt.db,
      sql`select id, kind, event_id, payload from operator_actions where status = 'pending' order by id limit 50`,
    );
    for (const a of pending) {
      const answer = await apply(rt, a.kind, Number(a.event_id), a.payload ?? {});
      // Recorded behind the fence: a replaced leader's answer is refused, and the new leader
      // applies the action again (a no-op when it already took effect).
      await rt.db.transaction(async (tx) => {
        await fence(tx, epoch);
        await tx.execute(
          sql`update operator_actions set status = 'done', answer = ${JSON.stringify(answer)}::jsonb, done_at = now() where id = ${Number(a.id)} and status = 'pending'`,
        );
      });
      rt.log.info('operator action applied', { id: Number(a.id), kind: a.kind, event_id: Number(a.event_id), ok: answer.ok });
    }
  };
  const kick = () => {
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => rt.log.warn('operator actions not applied', { err }))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          kick();
        }
      });
  };
  const off = rt.bus.subscribe('operator', () => kick());
  // One node alone hears every action on its in-process bus; over PostgreSQL a notification
  // can be lost in a bus gap, so the leader also polls.
  const timer = rt.database.kind === 'postgres' ? setInterval(kick, POLL_MS) : undefined;
  timer?.unref();
  return () => {
    off();
    clearInterval(timer);
  };
}
