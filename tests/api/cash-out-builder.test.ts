// Cash out of bet-builder tickets: a "builder.<picks>" selection is priced for cash out from the
// bet builder's own joint model (its margin-free chance that all picks still happen), before
// kick-off and in play from the score and the clock, alone or in a combination with other
// matches' picks. No offer while a market of the builder or of another pick is suspended, none
// once the score has lost a builder pick; a live one waits the live bet delay like any live cash out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { WireEvent } from '../../src/server/feed/types.ts';
import type { LivePlay } from '../../src/server/feed/index.ts';
import { tickets, walletLedger } from '../../src/server/db/schema.ts';
import { ledgerCheck } from '../../src/server/wallet/index.ts';
import { fairProbability } from '../../src/lib/cashout/fair.ts';
import { builderChance, builderGrid } from '../../src/lib/cashout/builder.ts';
import { CASH_OUT_MARGIN_BP, PROBABILITY_SCALE } from '../../src/lib/cashout/value.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { balanceOf, createPlayer, login } from './support/players.ts';
import { pick, upcoming } from './support/offer.ts';

type Json = Record<string, any>;
const DELAY_MS = 400;

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ LIVE_BET_DELAY_MS: String(DELAY_MS) });
  // Matches in play move only as a test moves them (score and clock below), so a price read
  // is the price the test computes: the live play is one that plays nothing.
  const still: LivePlay = { onStart: () => undefined, tick: () => undefined };
  h.rt.feed.useLivePlay(still);
  const soon = () => h.rt.offer.leagues(1).reduce((n, l) => n + h.rt.offer.eventsForLeague(l.id).filter((e) => e.time * 1000 > h.rt.clock.now() + 6 * 3600_000).length, 0);
  for (let waited = 0; soon() < 20 && waited < 30_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
});
afterAll(async () => {
  await h?.close();
});

let used = 0;
/** A fresh upcoming match per use, so one test's suspensions and results touch no other. */
const freshMatch = (): WireEvent => upcoming(h, ++used)[used - 1]!;

async function priceBuilder(e: WireEvent, picks: string[]): Promise<Json> {
  const res = await h.request('/api/bet-builder/price', { method: 'POST', json: { eventId: e.fi, picks } });
  const body = (await res.json()) as Json;
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body;
}

const builderSelection = (e: WireEvent, priced: Json) => ({
  event_id: e.fi,
  bet_name: priced.bet_name,
  bet_name_second: '',
  odd_name: priced.odd_name,
  odd_custom_id: priced.custom_id,
  odd_value: priced.odds,
  is_live: 'false',
});

async function player() {
  const p = await createPlayer(h, { balance: 100_000n });
  return { p, token: (await login(h, p)).access_token };
}

async function place(token: string, playerId: number, stake: string, ticketEvents: Json[]): Promise<Json> {
  const res = await h.request('/api/create_ticket', { method: 'POST', token, json: { stake, player_id: playerId, ticket_events: ticketEvents } });
  const body = (await res.json()) as Json;
  expect(res.status, JSON.stringify(body)).toBe(201);
  return body.ticket as Json;
}

async function offerOf(token: string, ticketId: number): Promise<string | null> {
  const res = await h.request('/api/tickets/cash-out', { token });
  expect(res.status).toBe(200);
  const offers = ((await res.json()) as Json).offers as Json[];
  return (offers.find((o) => o.ticket_id === ticketId)?.value as string | null | undefined) ?? null;
}

async function cashOut(token: string, ticketId: number, body: Json) {
  const res = await h.request(`/api/tickets/${ticketId}/cash-out`, { method: 'POST', token, json: body, headers: { 'idempotency-key': crypto.randomUUID() } });
  return { status: res.status, body: (await res.json()) as Json };
}

const cents = (major: string) => BigInt(Math.round(Number(major) * 100));
const hundredths = (odds: number) => BigInt(Math.round(odds * 100));

/**
 * The cash-out value of a combination, worked out here from the rule: stake x the product
 * of (odds x margin-free chance) of its picks, less the 5% margin, rounded down to the cent.
 */
function expectedValue(stake: bigint, legs: Array<{ odds: bigint; chance: number }>): string {
  let numerator = stake * BigInt(10_000 - CASH_OUT_MARGIN_BP);
  let denominator = 10_000n;
  for (const l of legs) {
    numerator *= l.odds * BigInt(l.chance);
    denominator *= 100n * BigInt(PROBABILITY_SCALE);
  }
  const value = numerator / denominator;
  return `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
}

/** The margin-free chance of a full-time odd of a match as the offer prices it now. */
function fullTimeChance(e: WireEvent, customId: string): number {
  const group = h.rt.offer.event(e.fi)!.fullTimeBet!;
  return fairProbability(
    group.custom_id,
    group.odds.map((o) => ({ customId: o.custom_id, value: o.value })),
    customId,
  )!;
}

const suspend = (e: WireEvent, group: string, suspended: boolean) => h.request('/api/test/bet-group', { method: 'POST', json: { event_id: e.fi, custom_id: group, suspended } });

describe('cash out of a bet builder before kick-off', () => {
  it("offers the builder's pricing chance, alone and in a combination with another match, and pays it", async () => {
    const { p, token } = await player();
    const [match, other] = [freshMatch(), freshMatch()];
    const picks = ['main.1', 'over_under.o2.5'];
    const priced = await priceBuilder(match, picks);
    const chance = Math.floor(priced.probability * PROBABILITY_SCALE);
    const alone = await place(token, p.id, '10.00', [builderSelection(match, priced)]);
    expect(await offerOf(token, alone.id)).toBe(expectedValue(1000n, [{ odds: hundredths(priced.odds), chance }]));

    const combo = await place(token, p.id, '20.00', [builderSelection(match, priced), pick(other, 0)]);
    const value = await offerOf(token, combo.id);
    const otherOdds = hundredths(other.fullTimeBet!.odds[0]!.odds);
    expect(value).toBe(
      expectedValue(2000n, [
        { odds: hundredths(priced.odds), chance },
        { odds: otherOdds, chance: fullTimeChance(other, 'main.1') },
      ]),
    );
    expect(cents(value!)).toBeLessThan(cents(combo.payment));

    const before = await balanceOf(h, p.id);
    const done = await cashOut(token, combo.id, { amount: value });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ ticket_id: combo.id, amount: value, full: true });
    expect(done.body.ticket.status).toBe('cashed_out');
    expect(await balanceOf(h, p.id)).toBe(before + cents(value!));
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('makes no offer while a market of the builder or of the other match is suspended, and none when the operator turns the match off', async () => {
    const { p, token } = await player();
    const [match, other] = [freshMatch(), freshMatch()];
    const priced = await priceBuilder(match, ['btts.yes', 'double_chance.1X']);
    const combo = await place(token, p.id, '10.00', [builderSelection(match, priced), pick(other, 2)]);
    const value = await offerOf(token, combo.id);
    expect(value).not.toBeNull();

    for (const [e, group] of [
      [match, 'btts'],
      [match, 'double_chance'],
      [other, other.fullTimeBet!.custom_id],
    ] as const) {
      expect((await suspend(e, group, true)).status).toBe(200);
      expect(await offerOf(token, combo.id)).toBeNull();
      const refused = await cashOut(token, combo.id, { amount: value });
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('cash_out_unavailable');
      expect((await suspend(e, group, false)).status).toBe(200);
      expect(await offerOf(token, combo.id)).toBe(value);
    }

    const turn = (on: boolean) => h.request('/api/admin/cash-out/switches', { method: 'PUT', admin: true, json: { scope: 'event', ref: String(match.fi), on } });
    expect((await turn(false)).status).toBe(200);
    expect((await cashOut(token, combo.id, { amount: value })).body.error.code).toBe('cash_out_unavailable');
    expect((await turn(true)).status).toBe(200);
  });

  it('pays once when 30 cash outs of one builder ticket arrive at once', async () => {
    const { p, token } = await player();
    const priced = await priceBuilder(freshMatch(), ['main.X', 'over_under.u2.5']);
    const match = h.rt.offer.event(priced.event_id as number)!;
    const ticket = await place(token, p.id, '10.00', [builderSelection(match, priced)]);
    const before = await balanceOf(h, p.id);
    const value = (await offerOf(token, ticket.id))!;
    const results = await Promise.all(Array.from({ length: 30 }, () => cashOut(token, ticket.id, { amount: value })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status !== 200).every((r) => r.body.error.code === 'ticket_closed')).toBe(true);
    const credits = await h.rt.db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.playerId, p.id), eq(walletLedger.kind, 'ticket_cash_out')));
    expect(credits).toHaveLength(1);
    expect(await balanceOf(h, p.id)).toBe(before + cents(value));
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });
});

describe('cash out of a bet builder in play', () => {
  /** Puts the match at a score and a game minute, as the live feed does. */
  function play(e: WireEvent, home: number, away: number, minute: number) {
    const clock = { period: minute < 45 ? 1 : 2, label: minute < 45 ? '1H' : '2H', minute, second: 0, clocked: true };
    expect(h.rt.offer.applyLive({ id: e.fi, homeGoals: home, awayGoals: away, live: { clock, resultPerPeriod: [] } })).toBe(true);
  }

  /** The builder's chance now, from the same model on the match as the offer has it. */
  function liveChance(e: WireEvent, picks: string[]): number {
    const now = h.rt.offer.event(e.fi)!;
    const minute = now.clock!.minute + now.clock!.second / 60;
    const grid = builderGrid(h.rt.config.feedSeed, {
      sportId: now.sportId,
      leagueId: now.league.id,
      home: now.home.name,
      away: now.away.name,
      live: { homeGoals: now.homeGoals!, awayGoals: now.awayGoals!, minutesPlayed: minute },
    })!;
    return builderChance(grid, picks)!.probability;
  }

  it('prices it from the score and the clock, waits the live bet delay, and makes no offer once the score has lost a pick', async () => {
    const { p, token } = await player();
    const [match, other] = [freshMatch(), freshMatch()];
    const picks = ['main.1', 'over_under.u2.5'];
    const priced = await priceBuilder(match, picks);
    const single = await place(token, p.id, '10.00', [builderSelection(match, priced)]);
    const combo = await place(token, p.id, '10.00', [builderSelection(match, priced), pick(other, 0)]);
    const preMatch = (await offerOf(token, single.id))!;

    expect((await h.request(`/api/test/events/${match.fi}/start`, { method: 'POST' })).status).toBe(200);
    play(match, 1, 0, 60);
    const odds = hundredths(priced.odds);
    const live = await offerOf(token, single.id);
    expect(live).toBe(expectedValue(1000n, [{ odds, chance: liveChance(match, picks) }]));
    // A home lead with half an hour left is worth more than the same picks before kick-off.
    expect(cents(live!)).toBeGreaterThan(cents(preMatch));
    expect(await offerOf(token, combo.id)).toBe(
      expectedValue(1000n, [
        { odds, chance: liveChance(match, picks) },
        { odds: hundredths(other.fullTimeBet!.odds[0]!.odds), chance: fullTimeChance(other, 'main.1') },
      ]),
    );

    // A goal just went in: the result markets stop for a moment, and so does the offer.
    expect((await suspend(match, 'main', true)).status).toBe(200);
    expect(await offerOf(token, single.id)).toBeNull();
    expect((await cashOut(token, single.id, { amount: live })).body.error.code).toBe('cash_out_unavailable');
    expect((await suspend(match, 'main', false)).status).toBe(200);

    const started = Date.now();
    const done = await cashOut(token, single.id, { amount: live });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.amount).toBe(live);
    expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY_MS - 20);

    // 3:0: under 2.5 goals is lost, so is the builder, whatever the home side does.
    play(match, 3, 0, 70);
    expect(liveChance(match, picks)).toBe(0);
    expect(await offerOf(token, combo.id)).toBeNull();
    const refused = await cashOut(token, combo.id, { amount: '0.01', odds_change: 'any' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('cash_out_unavailable');
    const [row] = await h.rt.db.select().from(tickets).where(eq(tickets.id, combo.id));
    expect(row!.status).toBe('pending');
    expect((await ledgerCheck(h.rt.db)).mismatches).toEqual([]);
  });

  it('counts a builder pick the score has already won as certain, even once its market is off the board', async () => {
    const { p, token } = await player();
    const match = freshMatch();
    const picks = ['btts.yes', 'over_under.o1.5'];
    const priced = await priceBuilder(match, picks);
    const ticket = await place(token, p.id, '10.00', [builderSelection(match, priced)]);
    expect((await h.request(`/api/test/events/${match.fi}/start`, { method: 'POST' })).status).toBe(200);
    // 2:0 decides over 1.5; the feed takes a decided market off the board.
    play(match, 2, 0, 30);
    expect((await suspend(match, 'over_under', true)).status).toBe(200);
    const chance = liveChance(match, picks);
    expect(chance).toBe(liveChance(match, ['btts.yes']));
    expect(await offerOf(token, ticket.id)).toBe(expectedValue(1000n, [{ odds: hundredths(priced.odds), chance }]));
    // Both teams to score is not decided yet: its market off means no offer.
    expect((await suspend(match, 'btts', true)).status).toBe(200);
    expect(await offerOf(token, ticket.id)).toBeNull();
  });
});
