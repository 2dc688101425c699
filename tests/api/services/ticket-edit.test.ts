// Edit bet (EditDeps, EditQuoteDeps) on a real database with the offer it stores, no HTTP app:
// a quote and the edit it prices, both ledger legs and the balance push, the Idempotency-Key,
// a player on a break, and the database's word on a kept pick's match this node's offer has
// not yet heard started (the whole edit is refused: no credit without the new ticket).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { players, tickets } from '../../../src/server/db/schema.ts';
import { rowsOf } from '../../../src/server/db/client.ts';
import { placeTicket } from '../../../src/server/tickets/place.ts';
import { editTicket } from '../../../src/server/tickets/edit/edit.ts';
import { quoteEdit, type EditRequest } from '../../../src/server/tickets/edit/plan.ts';
import { recentEntries } from '../../../src/server/wallet/index.ts';
import type { WireEvent } from '../../../src/server/feed/types.ts';
import { formatMajor } from '../../../src/lib/money/index.ts';
import { servicesOnDatabase, type ServiceParts } from '../support/services.ts';
import { balanceOf, createPlayer } from '../support/players.ts';
import { upcoming } from '../support/offer.ts';

let parts: ServiceParts;

beforeAll(async () => {
  parts = await servicesOnDatabase('offer');
});

afterAll(async () => {
  await parts?.close();
});

let used = 0;
const fresh = (n: number): WireEvent[] => {
  used += n;
  return upcoming({ rt: parts }, used).slice(used - n, used);
};

const playerRow = async (id: number) => (await parts.db.select().from(players).where(eq(players.id, id)))[0]!;

/** A player with 100.00 who staked 10.00 on the home wins of two fresh matches. */
async function withDouble() {
  const events = fresh(2);
  const p = await createPlayer({ rt: parts }, { balance: 10_000n });
  const placed = await placeTicket(
    parts,
    await playerRow(p.id),
    {
      stake: 1_000n,
      playerId: p.id,
      type: 'combination',
      systemSizes: [],
      oddsChange: 'none',
      selections: events.map((e) => {
        const g = e.fullTimeBet!;
        const o = g.odds[0]!;
        return { eventId: e.fi, betName: g.realName, betNameSecond: '', oddName: o.name, oddCustomId: o.custom_id, oddValue: o.value, isLive: false, fixed: false };
      }),
    },
    null,
  );
  return { playerId: p.id, ticketId: placed.id, events };
}

const removing = (ticketId: number, e: WireEvent, seen: bigint | null, more: Partial<EditRequest> = {}): EditRequest => ({
  ticketId,
  remove: [{ eventId: e.fi, customId: e.fullTimeBet!.odds[0]!.custom_id }],
  add: [],
  odds: [],
  stake: null,
  seen,
  oddsChange: 'none',
  ...more,
});

const ticket = async (id: number) => (await parts.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

describe('editTicket', () => {
  it('does what its quote says: the old ticket cashed out at the value, the new one staking it, both legs in the ledger, the balance pushed', async () => {
    const { playerId, ticketId, events } = await withDouble();
    const player = await playerRow(playerId);
    const quote = await quoteEdit(parts, player, removing(ticketId, events[1]!, null, { stake: 1_500n }));
    expect(quote.pricing).toMatchObject({ stake: 1_500n, fromBalance: 1_500n - quote.value, toBalance: 0n, bets: 1 });
    const done = await editTicket(parts, player, removing(ticketId, events[1]!, quote.value, { stake: 1_500n }), 'svc-1');
    expect(done).toMatchObject({ oldTicketId: ticketId, value: quote.value, stake: 1_500n, replayed: false, balance: 9_000n + quote.value - 1_500n });
    expect(await ticket(ticketId)).toMatchObject({ status: 'cashed_out', winAmount: quote.value });
    expect(await ticket(done.newTicketId)).toMatchObject({ status: 'pending', stake: 1_500n, payment: quote.pricing.maxGain, editedFromId: ticketId });
    const [stake, credit] = await recentEntries(parts.db, playerId, 2);
    expect(credit).toMatchObject({ kind: 'ticket_cash_out', amount: quote.value, reference: `ticket ${ticketId}` });
    expect(stake).toMatchObject({ kind: 'ticket_stake', amount: -1_500n, reference: `ticket ${done.newTicketId}`, balanceAfter: done.balance });
    await vi.waitFor(() => expect(parts.balancePushes).toContainEqual({ player_id: playerId, balance: formatMajor(done.balance) }));

    const again = await editTicket(parts, player, removing(ticketId, events[1]!, quote.value, { stake: 1_500n }), 'svc-1');
    expect(again).toEqual({ ...done, replayed: true });
    await expect(editTicket(parts, player, removing(ticketId, events[1]!, quote.value), 'svc-1')).rejects.toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('refuses a player on a break and changes nothing', async () => {
    const { playerId, ticketId, events } = await withDouble();
    await parts.db
      .update(players)
      .set({ coolOffUntil: new Date(parts.clock.now() + 3_600_000) })
      .where(eq(players.id, playerId));
    const player = await playerRow(playerId);
    const { value } = await quoteEdit(parts, player, removing(ticketId, events[1]!, null));
    await expect(editTicket(parts, player, removing(ticketId, events[1]!, value), null)).rejects.toMatchObject({ kind: 'forbidden', code: 'cool_off' });
    expect((await ticket(ticketId)).status).toBe('pending');
    expect(await balanceOf({ rt: parts }, playerId)).toBe(9_000n);
  });

  // The cash out of the old ticket is written only while the database holds each open pick's
  // match as the value priced it (issue 26): that check refuses first, before the new ticket's.
  it('refuses to keep a pick of a match the database holds as started, though this node still shows it scheduled: no credit, no new ticket', async () => {
    const { playerId, ticketId, events } = await withDouble();
    const player = await playerRow(playerId);
    const { value } = await quoteEdit(parts, player, removing(ticketId, events[1]!, null));
    await rowsOf(parts.db, sql`update events set status = 'live' where id = ${events[0]!.fi}`);
    expect(parts.offer.event(events[0]!.fi)?.status).toBe('scheduled');
    await expect(editTicket(parts, player, removing(ticketId, events[1]!, value), null)).rejects.toMatchObject({ code: 'edit_unavailable' });
    expect((await ticket(ticketId)).status).toBe('pending');
    expect(await balanceOf({ rt: parts }, playerId)).toBe(9_000n);
    expect(await rowsOf(parts.db, sql`select id from ticket_cash_outs where ticket_id = ${ticketId}`)).toEqual([]);
    expect(await parts.db.select().from(tickets).where(eq(tickets.editedFromId, ticketId))).toEqual([]);
  });
});
