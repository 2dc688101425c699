// Result corrections: the operator replaces a stored result's score. In one transaction behind
// the leader's fence the result takes the next version (result_versions' primary key stores a
// version once), the odds the score decides get their new outcomes, and every settled ticket
// with a selection on the event is reopened: its payout is taken back by a reversal entry in
// the ledger (rows are only ever added) and its selections on the event are pending again.
// Then the usual settlement decides and pays them from the new outcomes, under payout keys
// that carry the reopening count, so each settlement pays once. A correction to the score the
// result already has changes nothing, so the same correction sent twice takes effect once.
//
// The payout taken back may have been spent: the reversal then leaves the balance below zero
// (the only entry allowed to), and the player cannot stake until deposits or wins cover it.
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client.ts';
import type { OfferStore } from '../feed/store.ts';
import { fence, FencedOut } from '../feed/writer.ts';
import { publishBalance } from '../wallet/index.ts';
import { settleOdd } from '../../lib/offer/settle.ts';
import { SPORT_BY_ID } from '../../lib/offer/sports.ts';
import { settleEvent, type SettleDeps } from './settle.ts';

/**
 * The ticket states a correction reopens and settles again: the one place they are chosen. A
 * ticket that is still pending has nothing to undo, and a state not listed here (a cashed-out
 * ticket, say) is closed for good and left as it is.
 */
function reopenableStatuses(): readonly string[] {
  return ['winning', 'failed', 'returned', 'cancelled'];
}

type Correction =
  { outcome: 'corrected'; version: number; reopened: number; resettled: number } | { outcome: 'unchanged'; version: number } | { outcome: 'not_finished'; status: string | null };

const inList = (values: readonly string[]) =>
  sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  );

/** What a correction uses: settlement's parts, and the offer that serves the corrected score and outcomes. */
export type CorrectDeps = SettleDeps & { offer: Pick<OfferStore, 'update' | 'setOutcomes'> };

/** Corrects the stored result of a finished event to `home`:`away` and settles its tickets again. Only the feed leader may call it. */
export async function correctResult(rt: CorrectDeps, eventId: number, home: number, away: number): Promise<Correction> {
  const epoch = rt.feed.epoch();
  if (epoch === undefined) throw new FencedOut(epoch);
  const done = await rt.db.transaction(async (tx) => {
    await fence(tx, epoch);
    const [row] = await rowsOf<{ status: string; sport_id: number; home_goals: number | null; away_goals: number | null; version: number | null }>(
      tx,
      sql`select e.status, e.sport_id, r.home_goals, r.away_goals, r.version from events e left join results r on r.event_id = e.id where e.id = ${eventId} for update of e`,
    );
    if (!row || row.status !== 'finished' || row.version === null) return { outcome: 'not_finished', status: row?.status ?? null } as const;
    const current = Number(row.version);
    if (row.home_goals === home && row.away_goals === away) return { outcome: 'unchanged', version: current } as const;
    const version = current + 1;
    // The version rows first: the primary key stores a version once, so a second writer of the
    // same version fails here, before anything moved (the first score is recorded if missing).
    await tx.execute(sql`insert into result_versions (event_id, version, home_goals, away_goals)
      values (${eventId}, ${current}, ${row.home_goals}, ${row.away_goals}) on conflict do nothing`);
    await tx.execute(sql`insert into result_versions (event_id, version, home_goals, away_goals) values (${eventId}, ${version}, ${home}, ${away})`);
    await tx.execute(sql`update results set home_goals = ${home}, away_goals = ${away}, version = ${version} where event_id = ${eventId} and version = ${current}`);
    await tx.execute(sql`update events set home_goals = ${home}, away_goals = ${away}, updated_at = now() where id = ${eventId}`);
    // The odds the score decides get their new outcome; others (decided by play, e.g. who scored first) keep theirs.
    const threeWay = SPORT_BY_ID.get(Number(row.sport_id))?.threeWay ?? false;
    const oddRows = await rowsOf<{ custom_id: string }>(tx, sql`select custom_id from odds where event_id = ${eventId}`);
    const outcomes = oddRows.flatMap((o) => {
      const outcome = settleOdd(o.custom_id, home, away, threeWay);
      return outcome ? [{ custom_id: o.custom_id, outcome }] : [];
    });
    if (outcomes.length) {
      await tx.execute(sql`update odds set outcome = v.outcome from json_to_recordset(${JSON.stringify(outcomes)}::json) as v(custom_id text, outcome text)
        where odds.event_id = ${eventId} and odds.custom_id = v.custom_id`);
    }
    // By the runtime's clock, as the payouts it takes back (settle.ts).
    const correctedAt = new Date(rt.clock.now()).toISOString();
    // Reopen and take back, in one statement: the ticket, its selections on the event, the
    // balance and one reversal entry per paid ticket (balance_after as settleTickets writes it).
    const moved = await rowsOf<{ what: string; id: string | number; balance: string | null }>(
      tx,
      sql`
      with target as (
        select t.id, t.player_id, coalesce(t.win_amount, 0) as old_win from tickets t
        where t.status in (${inList(reopenableStatuses())}) and exists (select 1 from ticket_events te where te.ticket_id = t.id and te.event_id = ${eventId})
        for update of t
      ),
      reopened as (
        update tickets t set status = 'pending', win_amount = null, settled_at = null, reopened = t.reopened + 1
        from target where t.id = target.id
        returning t.id, t.player_id, target.old_win, t.reopened
      ),
      selections as (
        update ticket_events te set status = 'pending' from reopened where te.ticket_id = reopened.id and te.event_id = ${eventId}
        returning te.id
      ),
      debits as (select * from reopened where old_win > 0),
      totals as (select player_id, sum(old_win)::bigint as total from debits group by player_id),
      balances as (
        update players p set balance = p.balance - totals.total from totals where p.id = totals.player_id
        returning p.id, p.balance
      ),
      entries as (
        insert into wallet_ledger (player_id, kind, amount, balance_after, reference, idempotency_key, created_at)
        select d.player_id, 'ticket_payout_reversal', -d.old_win,
          balances.balance + coalesce(sum(d.old_win) over (partition by d.player_id order by d.id rows between 1 following and unbounded following), 0),
          'ticket ' || d.id || ' result corrected',
          'ticket-reversal:' || d.id || ':' || d.reopened,
          ${correctedAt}::timestamptz
        from debits d join balances on balances.id = d.player_id
        order by d.player_id, d.id
      )
      select 'ticket' as what, id, null::text as balance from reopened
      union all
      select 'balance', id, balance::text from balances
      union all
      select 'selection', id, null from selections`,
    );
    return { outcome: 'corrected', version, moved, outcomes } as const;
  });
  if (done.outcome !== 'corrected') return done;
  for (const r of done.moved) if (r.what === 'balance') publishBalance(rt.bus, Number(r.id), BigInt(r.balance!));
  // This node's offer shows the corrected score; other nodes reload the event on 'result'.
  rt.offer.update(eventId, { homeGoals: home, awayGoals: away });
  rt.offer.setOutcomes(eventId, new Map(done.outcomes.map((o) => [o.custom_id, o.outcome])));
  rt.bus.publish('offer', { type: 'result', event_id: eventId, home_goals: home, away_goals: away, origin: 'correction', epoch });
  // In turn with any pass the message above started (settleEvent): answered once the reopened tickets are closed again.
  const resettled = await settleEvent(rt, eventId);
  return { outcome: 'corrected', version: done.version, reopened: done.moved.filter((r) => r.what === 'ticket').length, resettled };
}
