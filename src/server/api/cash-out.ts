// Cash out (issue 17): the offers of the player's open tickets, accepting one (in full or in
// part), and the automatic cash out a player sets on a ticket.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { assertSamePlayer, type GuardDeps, type PlayerEnv } from '../auth/guard.ts';
import { cashOut } from '../cashout/accept.ts';
import { openOffers, setAutoCashOut, watchPlayer, type OffersDeps } from '../cashout/offers.ts';
import { storedTicketView } from '../tickets/list.ts';
import { ODDS_CHANGE_POLICIES } from '../../lib/slip/odds-change.ts';
import { formatMajor, parseMajor } from '../../lib/money/index.ts';
import { ApiError, ErrorBody, validationHook } from './errors.ts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const AMOUNT = /^\d{1,13}(\.\d{1,2})?$/;
const Amount = z.string().regex(AMOUNT).openapi({ example: '12.34', description: 'Major units' });
const TicketParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/)
    .openapi({ param: { name: 'id', in: 'path' }, example: '42' }),
});

const Offer = z
  .object({
    ticket_id: z.number().int(),
    value: Amount.nullable().openapi({ description: 'What the house pays now to close the ticket; null: no offer now (a pick lost or suspended, cash out off).' }),
    auto_cash_out: Amount.nullable(),
  })
  .openapi('CashOutOffer');

const CashOutBody = z
  .object({
    amount: Amount.openapi({ description: 'The cash-out value the player saw' }),
    part: Amount.optional().openapi({ description: 'A partial cash out: the amount to take now, less than the value. Absent: the whole value.' }),
    odds_change: z.enum(ODDS_CHANGE_POLICIES).default('higher').openapi({ description: 'Which change of the value the player accepts without being asked again' }),
    player_id: z.union([z.number().int(), z.string().regex(/^\d+$/)]).optional(),
  })
  .openapi('CashOutRequest');

const CashOutAnswer = z.object({
  ticket_id: z.number().int(),
  amount: Amount,
  full: z.boolean(),
  balance: z.string(),
  ticket: z.record(z.string(), z.unknown()),
});

const minor = (text: string) => {
  const v = parseMajor(text);
  if (v === undefined) throw new ApiError(400, 'invalid_amount', 'The amount must have at most two decimals.');
  return v;
};

/** What the cash-out routes use: the guard and the cash-out services. */
export type CashOutApiDeps = GuardDeps & OffersDeps;

export function cashOutApi(rt: CashOutApiDeps) {
  const app = new OpenAPIHono<PlayerEnv>({ defaultHook: validationHook as never });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/tickets/cash-out',
      tags: ['tickets'],
      security: [{ bearer: [] }],
      summary:
        "The cash-out offers of the player's open tickets. While my bets asks for them, changes are pushed on the live socket ({type: 'cash_out'}), at most once a second per ticket.",
      responses: {
        200: { description: 'Offers', ...json(z.object({ offers: z.array(Offer) })) },
        401: { description: 'Not logged in', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const player = c.var.player;
      await watchPlayer(rt, player.id);
      const offers = await openOffers(rt, player.id);
      return c.json({ offers }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/tickets/{id}/cash-out',
      tags: ['tickets'],
      security: [{ bearer: [] }],
      summary: 'Cashes out a ticket at the value the player saw (or a changed one the odds-change choice accepts), in full or in part. Send an Idempotency-Key header.',
      request: {
        params: TicketParam,
        body: { required: true, ...json(CashOutBody) },
        headers: z.object({ 'idempotency-key': z.string().min(1).max(200) }),
      },
      responses: {
        200: { description: 'Cashed out (or the first answer for the same Idempotency-Key)', ...json(CashOutAnswer) },
        400: { description: 'Invalid amount or part', ...json(ErrorBody) },
        401: { description: 'Not logged in', ...json(ErrorBody) },
        403: { description: 'Another player', ...json(ErrorBody) },
        404: { description: 'No such ticket of this player', ...json(ErrorBody) },
        409: { description: 'The value changed (details.value has the new one), no offer now, or the ticket is already closed', ...json(ErrorBody) },
        422: { description: 'Idempotency-Key reused with another body', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const player = c.var.player;
      assertSamePlayer(player, body.player_id);
      const done = await cashOut(rt, player.id, {
        ticketId: Number(c.req.valid('param').id),
        seen: minor(body.amount),
        part: body.part === undefined ? null : minor(body.part),
        oddsChange: body.odds_change,
        idempotencyKey: c.req.valid('header')['idempotency-key'],
      });
      const view = await storedTicketView(rt.db, done.ticketId);
      return c.json(
        { ticket_id: done.ticketId, amount: formatMajor(done.amount), full: done.full, balance: formatMajor(done.balance), ticket: (view ?? {}) as Record<string, unknown> },
        200,
      );
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/tickets/{id}/auto-cash-out',
      tags: ['tickets'],
      security: [{ bearer: [] }],
      summary: 'Sets (or clears, with null) the value at which the ticket cashes out by itself.',
      request: { params: TicketParam, body: { required: true, ...json(z.object({ value: Amount.nullable() })) } },
      responses: {
        200: { description: 'Set', ...json(z.object({ ticket_id: z.number().int(), auto_cash_out: Amount.nullable() })) },
        400: { description: 'Invalid', ...json(ErrorBody) },
        401: { description: 'Not logged in', ...json(ErrorBody) },
        404: { description: 'No such open ticket of this player', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const id = Number(c.req.valid('param').id);
      const { value } = c.req.valid('json');
      const amount = value === null ? null : minor(value);
      if (amount !== null && amount <= 0n) throw new ApiError(400, 'invalid_amount', 'The amount must be above zero.');
      await setAutoCashOut(rt, c.var.player.id, id, amount);
      return c.json({ ticket_id: id, auto_cash_out: amount === null ? null : formatMajor(amount) }, 200);
    },
  );

  return app;
}
