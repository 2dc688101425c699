// create_ticket and get_tickets (spec section 7): placing a ticket and listing the player's.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { assertSamePlayer, type GuardDeps, type PlayerEnv } from '../auth/guard.ts';
import { placeTicketOnce, type PlaceDeps } from '../tickets/place.ts';
import { listTickets } from '../tickets/list.ts';
import { TICKET_LIST_FILTERS } from '../../lib/tickets/status.ts';
import { MAX_EVENTS_PER_SLIP } from '../../lib/slip/rules.ts';
import { ODDS_CHANGE_POLICIES } from '../../lib/slip/odds-change.ts';
import { formatMajor, parseMajor, MAJOR_AMOUNT_PATTERN } from '../../lib/money/index.ts';
import { ApiError, ErrorBody, validationHook } from './errors.ts';
import { EpochSeconds } from './params.ts';
import { ticketEditApi, type TicketEditApiDeps } from './ticket-edit.ts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const flag = z.union([z.boolean(), z.enum(['true', 'false', 'True', 'False'])]).transform((v) => v === true || v === 'true' || v === 'True');

const CreateTicket = z
  .object({
    stake: z
      .union([z.string().regex(new RegExp(MAJOR_AMOUNT_PATTERN)), z.number().nonnegative().max(1e12)])
      .openapi({ example: '10.00', description: 'Total stake in major units' }),
    player_id: z.union([z.number().int(), z.string().regex(/^\d+$/)]),
    type: z.enum(['combination', 'system']).default('combination'),
    system_sizes: z.array(z.number().int().min(1).max(MAX_EVENTS_PER_SLIP)).max(MAX_EVENTS_PER_SLIP).default([]),
    odds_change: z.enum(ODDS_CHANGE_POLICIES).default('higher'),
    ticket_events: z
      .array(
        z.object({
          event_id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]),
          bet_name: z.string().max(200),
          bet_name_second: z.string().max(200).default(''),
          odd_name: z.string().max(200),
          odd_custom_id: z.string().min(1).max(200),
          odd_value: z.union([z.number().positive().max(100_000), z.string().regex(/^\d+(\.\d{1,2})?$/)]).optional(),
          is_live: flag.default(false),
          fixed: z.boolean().default(false),
        }),
      )
      .min(1)
      .max(100),
  })
  .openapi('CreateTicket');

/** Odds as sent by a client (decimal number or string) to hundredths, exactly. */
function hundredths(v: number | string | undefined): number | null {
  if (v === undefined) return null;
  const minor = parseMajor(typeof v === 'number' ? v.toFixed(2) : v);
  return minor === undefined ? null : Number(minor);
}

/** What placing, listing and editing tickets use: the guard, the placing service and edit bet's. */
export type TicketsApiDeps = GuardDeps & PlaceDeps & TicketEditApiDeps;

export function ticketsApi(rt: TicketsApiDeps) {
  const app = new OpenAPIHono<PlayerEnv>({ defaultHook: validationHook as never });

  app.openapi(
    createRoute({
      method: 'post',
      path: '/create_ticket',
      tags: ['tickets'],
      security: [{ bearer: [] }],
      summary: 'Places a ticket, priced from the offer. Send an Idempotency-Key header to make retries safe.',
      request: { body: { required: true, ...json(CreateTicket) }, headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }) },
      responses: {
        201: { description: 'Placed', ...json(z.object({ ticket: z.record(z.string(), z.unknown()), balance: z.string() })) },
        200: { description: 'The same Idempotency-Key and body: the first ticket', ...json(z.object({ ticket: z.record(z.string(), z.unknown()), balance: z.string() })) },
        400: { description: 'Invalid slip or stake', ...json(ErrorBody) },
        401: { description: 'Not logged in', ...json(ErrorBody) },
        403: { description: 'Another player', ...json(ErrorBody) },
        409: { description: 'Odds changed, selection unavailable, insufficient funds, limit reached, or the same key in progress', ...json(ErrorBody) },
        422: { description: 'Idempotency-Key reused with another body', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const player = c.var.player;
      assertSamePlayer(player, body.player_id);
      const stake = parseMajor(typeof body.stake === 'number' ? body.stake.toFixed(2) : body.stake);
      if (stake === undefined || (typeof body.stake === 'number' && Math.round(body.stake * 100) !== body.stake * 100)) {
        throw new ApiError(400, 'invalid_stake', 'The stake must be an amount with at most two decimals.');
      }
      const placed = await placeTicketOnce(
        rt,
        player,
        {
          stake,
          playerId: player.id,
          type: body.type,
          systemSizes: body.system_sizes,
          oddsChange: body.odds_change,
          selections: body.ticket_events.map((e) => ({
            eventId: Number(e.event_id),
            betName: e.bet_name,
            betNameSecond: e.bet_name_second,
            oddName: e.odd_name,
            oddCustomId: e.odd_custom_id,
            oddValue: hundredths(e.odd_value),
            isLive: e.is_live,
            fixed: e.fixed,
          })),
        },
        c.req.header('idempotency-key') ?? null,
      );
      return c.json({ ticket: placed.view as unknown as Record<string, unknown>, balance: formatMajor(placed.balance) }, placed.replayed ? 200 : 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get_tickets',
      tags: ['tickets'],
      security: [{ bearer: [] }],
      summary: "The player's tickets: open, or closed with an optional status, in a period (epoch seconds).",
      request: {
        query: z.object({
          player_id: z.string().regex(/^\d+$/).optional(),
          status: z.enum(TICKET_LIST_FILTERS).default('open'),
          from_time: EpochSeconds.optional(),
          to_time: EpochSeconds.optional(),
          is_live: z.enum(['True', 'true', 'False', 'false']).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(200),
        }),
      },
      responses: {
        200: { description: 'Tickets', ...json(z.object({ tickets: z.array(z.record(z.string(), z.unknown())) })) },
        400: { description: 'Invalid', ...json(ErrorBody) },
        401: { description: 'Not logged in', ...json(ErrorBody) },
        403: { description: 'Another player', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const q = c.req.valid('query');
      assertSamePlayer(c.var.player, q.player_id);
      const views = await listTickets(rt.db, c.var.player.id, {
        status: q.status,
        fromTime: q.from_time,
        toTime: q.to_time,
        liveOnly: q.is_live === 'True' || q.is_live === 'true',
        limit: q.limit,
      });
      return c.json({ tickets: views as unknown as Record<string, unknown>[] }, 200);
    },
  );

  app.route('/', ticketEditApi(rt));

  return app;
}
