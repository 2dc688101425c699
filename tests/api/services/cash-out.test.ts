// Cash out (CashOutDeps, OffersDeps) on a real database with the offer it stores, no HTTP app:
// the offered value, a full and a partial cash out through the ledger, a value that moved, and
// the Idempotency-Key.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { players, tickets } from '../../../src/server/db/schema.ts';
import { placeTicket } from '../../../src/server/tickets/place.ts';
import { cashOut, type CashOutRequest } from '../../../src/server/cashout/accept.ts';
import { openOffers } from '../../../src/server/cashout/offers.ts';
import { recentEntries } from '../../../src/server/wallet/index.ts';
import { formatMajor, parseMajor } from '../../../src/lib/money/index.ts';
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

/** A player with a pending pre-match single of 20.00 and 80.00 left; answers the ticket and its offered value. */
async function withTicket(): Promise<{ playerId: number; ticketId: number; value: bigint }> {
  const [e] = upcoming({ rt: parts }, 1);
  const group = e!.fullTimeBet!;
  const odd = group.odds[0]!;
  const p = await createPlayer({ rt: parts }, { balance: 10_000n });
  const [player] = await parts.db.select().from(players).where(eq(players.id, p.id));
  const placed = await placeTicket(
    parts,
    player!,
    {
      stake: 2_000n,
      playerId: p.id,
      type: 'combination',
      systemSizes: [],
      oddsChange: 'none',
      selections: [{ eventId: e!.fi, betName: group.realName, betNameSecond: '', oddName: odd.name, oddCustomId: odd.custom_id, oddValue: odd.value, isLive: false, fixed: false }],
    },
    null,
  );
  const [offer] = await openOffers(parts, p.id);
  expect(offer?.ticket_id).toBe(placed.id);
  return { playerId: p.id, ticketId: placed.id, value: parseMajor(offer!.value!)! };
}

const request = (ticketId: number, seen: bigint, more: Partial<CashOutRequest> = {}): CashOutRequest => ({
  ticketId,
  seen,
  part: null,
  oddsChange: 'none',
  idempotencyKey: null,
  ...more,
});

const ticket = async (id: number) => (await parts.db.select().from(tickets).where(eq(tickets.id, id)))[0]!;

describe('cashOut', () => {
  it('buys the whole ticket back at the offered value through one ledger credit, then refuses it as closed', async () => {
    const { playerId, ticketId, value } = await withTicket();
    expect(value).toBeGreaterThan(0n);
    const done = await cashOut(parts, playerId, request(ticketId, value));
    expect(done).toEqual({ ticketId, amount: value, full: true, balance: 8_000n + value, replayed: false });
    expect((await ticket(ticketId)).status).toBe('cashed_out');
    const [entry] = await recentEntries(parts.db, playerId, 1);
    expect(entry).toMatchObject({ kind: 'ticket_cash_out', amount: value, balanceAfter: 8_000n + value });
    await vi.waitFor(() => expect(parts.balancePushes).toContainEqual({ player_id: playerId, balance: formatMajor(8_000n + value) }));
    await expect(cashOut(parts, playerId, request(ticketId, value))).rejects.toMatchObject({ kind: 'conflict', code: 'ticket_closed' });
    expect(await balanceOf({ rt: parts }, playerId)).toBe(8_000n + value);
  });

  it('takes part of the value and leaves the ticket open with its stake cut in proportion', async () => {
    const { playerId, ticketId, value } = await withTicket();
    const part = value / 2n;
    const done = await cashOut(parts, playerId, request(ticketId, value, { part }));
    expect(done).toMatchObject({ amount: part, full: false, balance: 8_000n + part });
    const after = await ticket(ticketId);
    expect(after.status).toBe('pending');
    expect(after.stake).toBe((2_000n * (value - part)) / value);
  });

  it('refuses a value that moved since the player saw it when the player takes no change, and pays nothing', async () => {
    const { playerId, ticketId, value } = await withTicket();
    await expect(cashOut(parts, playerId, request(ticketId, value + 1n))).rejects.toMatchObject({ kind: 'conflict', code: 'cash_out_value_changed' });
    expect((await ticket(ticketId)).status).toBe('pending');
    expect(await balanceOf({ rt: parts }, playerId)).toBe(8_000n);
  });

  it('answers the first cash out again for the same Idempotency-Key and pays once', async () => {
    const { playerId, ticketId, value } = await withTicket();
    const first = await cashOut(parts, playerId, request(ticketId, value, { idempotencyKey: 'out-1' }));
    const again = await cashOut(parts, playerId, request(ticketId, value, { idempotencyKey: 'out-1' }));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await balanceOf({ rt: parts }, playerId)).toBe(8_000n + value);
  });
});
