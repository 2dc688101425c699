// Placing a ticket (PlaceDeps) on a real database with the offer it stores, no HTTP app: the
// stake through the ledger, the refusals, the Idempotency-Key, and the database's word on a
// match this node's offer has not yet heard started.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { players, tickets } from '../../../src/server/db/schema.ts';
import { rowsOf } from '../../../src/server/db/client.ts';
import { placeTicket, placeTicketOnce, type TicketRequest } from '../../../src/server/tickets/place.ts';
import { recentEntries } from '../../../src/server/wallet/index.ts';
import type { WireEvent } from '../../../src/server/feed/types.ts';
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

async function playerRow(balance: bigint) {
  const p = await createPlayer({ rt: parts }, { balance });
  const [row] = await parts.db.select().from(players).where(eq(players.id, p.id));
  return row!;
}

/** A single on the full-time odd at `index` of `e`, as the slip sends it. */
function single(playerId: number, e: WireEvent, stake: bigint, index = 0): TicketRequest {
  const group = e.fullTimeBet!;
  const odd = group.odds[index]!;
  return {
    stake,
    playerId,
    type: 'combination',
    systemSizes: [],
    oddsChange: 'none',
    selections: [{ eventId: e.fi, betName: group.realName, betNameSecond: '', oddName: odd.name, oddCustomId: odd.custom_id, oddValue: odd.value, isLive: false, fixed: false }],
  };
}

const ticketsOf = async (playerId: number) => parts.db.select().from(tickets).where(eq(tickets.playerId, playerId));

describe('placeTicket', () => {
  it('stores a pending ticket, takes the stake through one ledger entry and pushes the balance', async () => {
    const [e] = upcoming({ rt: parts }, 1);
    const player = await playerRow(10_000n);
    const placed = await placeTicket(parts, player, single(player.id, e!, 2_500n), null);
    expect(placed).toMatchObject({ replayed: false, balance: 7_500n });
    const [ticket] = await ticketsOf(player.id);
    expect(ticket).toMatchObject({ id: placed.id, status: 'pending', stake: 2_500n });
    const [entry] = await recentEntries(parts.db, player.id, 1);
    expect(entry).toMatchObject({ kind: 'ticket_stake', amount: -2_500n, balanceAfter: 7_500n });
    await vi.waitFor(() => expect(parts.balancePushes).toContainEqual({ player_id: player.id, balance: '75.00' }));
  });

  it('refuses a stake beyond the balance with insufficient_funds and stores nothing', async () => {
    const [e] = upcoming({ rt: parts }, 1);
    const player = await playerRow(1_000n);
    await expect(placeTicket(parts, player, single(player.id, e!, 1_001n), null)).rejects.toMatchObject({ kind: 'conflict', code: 'insufficient_funds' });
    expect(await ticketsOf(player.id)).toEqual([]);
    expect(await balanceOf({ rt: parts }, player.id)).toBe(1_000n);
  });

  it('refuses an odd that moved since the player saw it when the slip takes no change', async () => {
    const [e] = upcoming({ rt: parts }, 1);
    const player = await playerRow(10_000n);
    const request = single(player.id, e!, 1_000n);
    request.selections[0]!.oddValue = e!.fullTimeBet!.odds[0]!.value + 5;
    await expect(placeTicket(parts, player, request, null)).rejects.toMatchObject({ code: 'odds_changed' });
    expect(await ticketsOf(player.id)).toEqual([]);
  });

  it('answers the first ticket again for the same Idempotency-Key, and refuses the key with another slip', async () => {
    const [e] = upcoming({ rt: parts }, 1);
    const player = await playerRow(10_000n);
    const first = await placeTicketOnce(parts, player, single(player.id, e!, 1_000n), 'slip-1');
    const again = await placeTicketOnce(parts, player, single(player.id, e!, 1_000n), 'slip-1');
    expect(again).toMatchObject({ id: first.id, replayed: true });
    await expect(placeTicketOnce(parts, player, single(player.id, e!, 2_000n), 'slip-1')).rejects.toMatchObject({ kind: 'unprocessable', code: 'idempotency_key_reused' });
    expect(await ticketsOf(player.id)).toHaveLength(1);
    expect(await balanceOf({ rt: parts }, player.id)).toBe(9_000n);
  });

  it('refuses a pre-match pick of a match the database holds as started, though this node still shows it scheduled', async () => {
    const [, e] = upcoming({ rt: parts }, 2);
    const player = await playerRow(10_000n);
    // The leader stored the kick-off; the bus has not told this node yet.
    await rowsOf(parts.db, sql`update events set status = 'live' where id = ${e!.fi}`);
    expect(parts.offer.event(e!.fi)?.status).toBe('scheduled');
    await expect(placeTicket(parts, player, single(player.id, e!, 1_000n), null)).rejects.toMatchObject({ kind: 'conflict', code: 'event_started' });
    expect(await ticketsOf(player.id)).toEqual([]);
    expect(await balanceOf({ rt: parts }, player.id)).toBe(10_000n);
  });
});
