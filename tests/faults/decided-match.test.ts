// A decided match on one node is decided on every node at once for money (issue 26). Two
// nodes over one PostgreSQL: the leader takes a pre-match match straight from scheduled to a
// result while a single on it is open; right after, the other node, whose offer hears of the
// result over the bus a moment later, is asked to cash the single out and to take a new bet on
// the match. Each decides from the database inside its transaction, so neither may go through:
// 200 tries, no cash out paid, no bet taken, and the losing singles all end lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../scripts/test-support/postgres.ts';
import { call, loginOn, openPlayer, queryOn, soleLeader, startNode, stopNode, ticketBody, within, type Market, type Node, type Player, type Query } from './cluster.ts';

const TRIES = 200;
/** Tries run this many at a time: enough to keep both nodes busy, few enough for two shared cores. */
const AT_ONCE = 4;
/** A request's limit: generous, as the shared machine's load can hold a node's answer for seconds (nothing here is timed). */
const CALL_MS = 30_000;

let postgres: ThrowawayPostgres;
let q: Query;
let a: Node;
let b: Node;

beforeAll(async () => {
  postgres = await startThrowawayPostgres();
  q = queryOn(postgres.url);
  a = await startNode('node-a', postgres.url);
  b = await startNode('node-b', postgres.url);
});

afterAll(async () => {
  await Promise.all([a, b].filter((n): n is Node => !!n).map((n) => stopNode(n)));
  await postgres?.stop();
});

/** Pre-match matches of any sport with a home odd in their main market, starting at least six hours from now. */
async function matches(count: number): Promise<Market[]> {
  const rows = await q<{ id: string; real_name: string; name: string; custom_id: string }>(
    `select e.id, g.real_name, o.name, o.custom_id from events e
       join bet_groups g on g.event_id = e.id and g.custom_id = 'main'
       join odds o on o.bet_group_id = g.id and o.custom_id = 'main.1'
     where e.status = 'scheduled' and e.start_time > now() + interval '6 hours'
     order by e.start_time, e.id limit $1`,
    [count],
  );
  return rows.map((r) => ({ eventId: Number(r.id), betName: r.real_name, oddName: r.name, customId: r.custom_id }));
}

describe('a match decided on the leader, asked of the other node right after', () => {
  it(`never pays a cash out nor takes a bet on it (${TRIES} tries)`, { timeout: 600_000 }, async () => {
    const leader = await soleLeader([a, b]);
    const other = leader === a ? b : a;
    // The leader stores the feed's offer a moment after it takes the lease: wait for the matches to be there.
    const list = await within(
      60_000,
      async () => {
        const found = await matches(TRIES);
        if (found.length < TRIES) throw new Error(`${found.length} of ${TRIES} pre-match matches stored`);
        return found;
      },
      500,
    );
    const players: Array<{ player: Player; token: string }> = [];
    for (let i = 0; i < AT_ONCE; i++) {
      const player = await openPlayer(q, `decided_${i}`, 100_000_000n);
      players.push({ player, token: await loginOn(other, player) });
    }
    const cashOuts = new Map<string, number>();
    const bets = new Map<string, number>();
    const count = (m: Map<string, number>, key: string) => m.set(key, (m.get(key) ?? 0) + 1);
    let offered = 0;

    const one = async (m: Market, who: { player: Player; token: string }) => {
      // The single is taken on the other node at the price its offer shows.
      // (The other node's offer hears of a match the leader stored over the bus, a moment later.)
      const odd = await within(CALL_MS, async () => {
        const price = await call(other, `/api/prematch_odds_by_id?event_id=${m.eventId}`, { timeoutMs: CALL_MS });
        const found = (price.body.events?.[0]?.bets as Array<{ odds: Array<{ custom_id: string; value: number }> }> | undefined)
          ?.flatMap((g) => g.odds)
          .find((o) => o.custom_id === m.customId);
        if (!found) throw new Error(`no price for ${m.eventId} on ${other.name}`);
        return found;
      });
      const placed = await call(other, '/api/create_ticket', { json: ticketBody(who.player.id, m, odd.value), token: who.token, timeoutMs: CALL_MS });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const ticketId = Number(placed.body.ticket.id);
      const offers = await call(other, '/api/tickets/cash-out', { token: who.token, timeoutMs: CALL_MS });
      const value = (offers.body.offers as Array<{ ticket_id: number; value: string }>).find((o) => o.ticket_id === ticketId)?.value;
      if (value) offered++;
      // The home pick loses: a cash out paid from here on pays a lost ticket.
      const finish = await call(leader, `/api/test/events/${m.eventId}/finish`, { json: { home_goals: 0, away_goals: 1 }, timeoutMs: CALL_MS });
      expect(finish.status, JSON.stringify(finish.body)).toBe(200);
      const [cash, bet] = await Promise.all([
        call(other, `/api/tickets/${ticketId}/cash-out`, {
          json: { amount: value ?? '1.00', odds_change: 'any' },
          token: who.token,
          timeoutMs: CALL_MS,
          headers: { 'idempotency-key': `decided-${ticketId}` },
        }),
        call(other, '/api/create_ticket', { json: { ...ticketBody(who.player.id, m, odd.value), odds_change: 'any' }, token: who.token, timeoutMs: CALL_MS }),
      ]);
      count(cashOuts, `${cash.status} ${cash.body.error?.code ?? ''}`.trim());
      count(bets, `${bet.status} ${bet.body.error?.code ?? ''}`.trim());
    };

    for (let i = 0; i < list.length; i += AT_ONCE) {
      await Promise.all(list.slice(i, i + AT_ONCE).map((m, k) => one(m, players[k]!)));
    }
    console.log(
      `decided match on the other node: ${TRIES} tries, ${offered} with a cash-out offer before the result; cash outs ${JSON.stringify(Object.fromEntries(cashOuts))}; bets ${JSON.stringify(Object.fromEntries(bets))}`,
    );
    const ids = list.map((m) => m.eventId);
    // Nothing paid, nothing taken: no cash out on these tickets, no second ticket on these matches.
    const paid = await q(`select c.id from ticket_cash_outs c join ticket_events te on te.ticket_id = c.ticket_id where te.event_id = any($1::bigint[])`, [ids]);
    const taken = await q(`select event_id, count(*)::int as n from ticket_events where event_id = any($1::bigint[]) group by event_id having count(*) > 1`, [ids]);
    expect({ paid: paid.length, taken: taken.length, cashOutsPaid: cashOuts.get('200') ?? 0, betsTaken: bets.get('201') ?? 0 }).toEqual({
      paid: 0,
      taken: 0,
      cashOutsPaid: 0,
      betsTaken: 0,
    });
    // Settlement closes every single as lost, and the ledger holds.
    await within(30_000, async () => {
      const open = await q<{ status: string; n: number }>(
        `select t.status, count(*)::int as n from tickets t join ticket_events te on te.ticket_id = t.id where te.event_id = any($1::bigint[]) group by t.status`,
        [ids],
      );
      expect(open).toEqual([{ status: 'failed', n: TRIES }]);
    });
    const ledger = await q(`select p.id from players p where p.balance <> coalesce((select sum(amount) from wallet_ledger l where l.player_id = p.id), 0)`);
    expect(ledger).toEqual([]);
  });
});
