// Edit bet (issue 31): pricing an edit of an open ticket (a quote my bets shows before the
// player confirms) and making it (the old ticket cashed out, a new one placed, in one
// transaction). Mounted by the tickets sub-app.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { type GuardDeps, type PlayerEnv } from '../auth/guard.ts';
import { quoteEdit, type EditPlan, type EditQuoteDeps, type EditRequest } from '../tickets/edit/plan.ts';
import { editTicket, type EditDeps } from '../tickets/edit/edit.ts';
import { storedTicketView } from '../tickets/list.ts';
import { ODDS_CHANGE_POLICIES } from '../../lib/slip/odds-change.ts';
import { formatMajor, parseMajor } from '../../lib/money/index.ts';
import { ApiError, ErrorBody, validationHook } from './errors.ts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const Amount = z
  .string()
  .regex(/^\d{1,13}(\.\d{1,2})?$/)
  .openapi({ example: '12.34', description: 'Major units' });
const Odds = z
  .union([z.number().positive().max(100_000), z.string().regex(/^\d{1,6}(\.\d{1,2})?$/)])
  .openapi({ example: '1.85', description: 'Decimal odds as the player saw them' });
const EventId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const CustomId = z.string().min(1).max(200);
// A ticket has at most 100 selections (create_ticket), a slip at most 30 events.
const MAX_PICKS = 100;

const TicketParam = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/)
    .openapi({ param: { name: 'id', in: 'path' }, example: '42' }),
});

const Pick = z.object({ event_id: EventId, odd_custom_id: CustomId });
const EditChanges = {
  remove: z.array(Pick).max(MAX_PICKS).default([]).openapi({ description: 'Open selections of the ticket to drop' }),
  add: z
    .array(Pick.extend({ is_live: z.boolean().default(false) }))
    .max(MAX_PICKS)
    .default([])
    .openapi({ description: 'Selections to add, pre-match or live, as the player picked them' }),
  stake: Amount.optional().openapi({ description: "The new ticket's stake. Absent: the old ticket's value (no money moves)." }),
};

const EditQuoteBody = z.object(EditChanges).openapi('TicketEditQuoteRequest');

const EditBody = z
  .object({
    ...EditChanges,
    odds: z
      .array(Pick.extend({ odd_value: Odds }))
      .max(MAX_PICKS * 2)
      .default([])
      .openapi({ description: "The prices the player confirmed for the new ticket's selections (a quote's); one not named is taken at its price now" }),
    expected_value: Amount.openapi({ description: "The old ticket's cash-out value the player saw (a quote's value)" }),
    odds_change: z.enum(ODDS_CHANGE_POLICIES).default('higher').openapi({ description: 'Which change of the value and the odds the player accepts without being asked again' }),
  })
  .openapi('TicketEditRequest');

const Selection = z.object({
  event_id: z.number().int(),
  odd_custom_id: z.string(),
  odd_value: z.string(),
  is_live: z.boolean(),
  kept: z.boolean().openapi({ description: 'On the old ticket (true) or added (false)' }),
  home_team: z.string(),
  away_team: z.string(),
  bet_name: z.string(),
  odd_name: z.string(),
  odd_header: z.string().nullable(),
  odd_handicap: z.string().nullable(),
});

const Quote = z
  .object({
    ticket_id: z.number().int(),
    value: Amount.openapi({ description: "The old ticket's cash-out value now: what it is closed for (the cash-out margin applies)" }),
    stake: Amount.openapi({ description: "The new ticket's stake" }),
    from_balance: Amount.openapi({ description: 'What the new stake takes from the balance beyond the value' }),
    to_balance: Amount.openapi({ description: 'What goes back to the balance when the new stake is below the value' }),
    odds: z.string().openapi({ description: "The new ticket's max coefficient (0.00 when it is 1.00)" }),
    max_gain: Amount,
    number_of_bets: z.number().int(),
    live: z.boolean().openapi({ description: 'A selection is in play: the edit waits the live bet delay' }),
    selections: z.array(Selection),
  })
  .openapi('TicketEditQuote');

const Edited = z
  .object({
    ticket: z.record(z.string(), z.unknown()).openapi({ description: 'The new ticket' }),
    edited_ticket_id: z.number().int().openapi({ description: 'The old ticket, now cashed out' }),
    value: Amount,
    stake: Amount,
    balance: z.string(),
  })
  .openapi('TicketEdited');

const minor = (text: string) => {
  const v = parseMajor(text);
  if (v === undefined) throw new ApiError(400, 'invalid_amount', 'The amount must have at most two decimals.');
  return v;
};

/** Odds as sent (decimal number or string) to hundredths, exactly; null for a number with more than two decimals. */
function hundredths(v: number | string): number {
  const text = typeof v === 'number' ? v.toFixed(2) : v;
  const value = parseMajor(text);
  if (value === undefined || value <= 0n || (typeof v === 'number' && Math.round(v * 100) !== v * 100)) {
    throw new ApiError(400, 'invalid_odds', 'Odds are a positive number with at most two decimals.');
  }
  return Number(value);
}

const ref = (p: { event_id: number; odd_custom_id: string }) => ({ eventId: p.event_id, customId: p.odd_custom_id });

function changesOf(
  ticketId: number,
  body: z.infer<typeof EditQuoteBody> & { odds?: Array<{ event_id: number; odd_custom_id: string; odd_value: number | string }> },
): Omit<EditRequest, 'oddsChange' | 'seen'> {
  return {
    ticketId,
    remove: body.remove.map(ref),
    add: body.add.map((a) => ({ ...ref(a), isLive: a.is_live })),
    odds: (body.odds ?? []).map((o) => ({ ...ref(o), value: hundredths(o.odd_value) })),
    stake: body.stake === undefined ? null : minor(body.stake),
  };
}

function quoteView(plan: EditPlan): z.infer<typeof Quote> {
  const kept = new Set(plan.kept.map((p) => `${p.eventId}:${p.customId}`));
  return {
    ticket_id: plan.ticket.id,
    value: formatMajor(plan.pricing.value),
    stake: formatMajor(plan.pricing.stake),
    from_balance: formatMajor(plan.pricing.fromBalance),
    to_balance: formatMajor(plan.pricing.toBalance),
    odds: formatMajor(plan.pricing.coefficient),
    max_gain: formatMajor(plan.pricing.maxGain),
    number_of_bets: plan.pricing.bets,
    live: plan.live,
    selections: plan.slip.selections.map((s) => ({
      event_id: s.eventId,
      odd_custom_id: s.oddCustomId,
      odd_value: formatMajor(s.oddValue),
      is_live: s.isLiveEvent,
      kept: kept.has(`${s.eventId}:${s.oddCustomId}`),
      home_team: s.homeTeam,
      away_team: s.awayTeam,
      bet_name: s.betName,
      odd_name: s.oddName,
      odd_header: s.oddHeader,
      odd_handicap: s.oddHandicap,
    })),
  };
}

/** What the edit routes use: the guard, the quote's reads and the edit service. */
export type TicketEditApiDeps = GuardDeps & EditQuoteDeps & EditDeps;

export function ticketEditApi(rt: TicketEditApiDeps) {
  const app = new OpenAPIHono<PlayerEnv>({ defaultHook: validationHook as never });

  app.openapi(
    createRoute({
      method: 'post',
      path: '/tickets/{id}/edit/quote',
      tags: ['tickets'],
      security: [{ bearer: [] }],
      summary: "Prices an edit of an open ticket now, without making it: the old ticket's value, the new stake, odds and max gain. Nothing is written.",
      request: { params: TicketParam, body: { required: true, ...json(EditQuoteBody) } },
      responses: {
        200: { description: 'The edit as it would be made now', ...json(Quote) },
        400: { description: 'Invalid changes or stake (the slip rules)', ...json(ErrorBody) },
        401: { description: 'Not logged in', ...json(ErrorBody) },
        403: { description: 'The player must change the password first', ...json(ErrorBody) },
        404: { description: 'No such ticket of this player', ...json(ErrorBody) },
        409: { description: 'The ticket is closed, has no cash-out value now, or a selection is not offered or suspended', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const id = Number(c.req.valid('param').id);
      const plan = await quoteEdit(rt, c.var.player, { ...changesOf(id, c.req.valid('json')), odds: [], seen: null, oddsChange: 'any' });
      return c.json(quoteView(plan), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/tickets/{id}/edit',
      tags: ['tickets'],
      security: [{ bearer: [] }],
      summary:
        'Edits an open ticket: cashes it out at its value and places a new ticket with the selections kept and added, at current odds, staking the value plus or minus the stake change; both in one transaction. Send an Idempotency-Key header.',
      request: {
        params: TicketParam,
        body: { required: true, ...json(EditBody) },
        headers: z.object({ 'idempotency-key': z.string().min(1).max(200) }),
      },
      responses: {
        201: { description: 'Edited: the new ticket', ...json(Edited) },
        200: { description: 'The same Idempotency-Key and body: the first edit', ...json(Edited) },
        400: { description: 'Invalid changes, odds or stake (the slip rules)', ...json(ErrorBody) },
        401: { description: 'Not logged in', ...json(ErrorBody) },
        403: { description: 'The account may not play now, or must change the password first', ...json(ErrorBody) },
        404: { description: 'No such ticket of this player', ...json(ErrorBody) },
        409: {
          description:
            'The value or odds changed beyond the odds-change choice (details say the new ones), the ticket is closed or has no value now, a selection is not offered or suspended, insufficient funds, or a limit reached',
          ...json(ErrorBody),
        },
        422: { description: 'Idempotency-Key reused with another body', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const body = c.req.valid('json');
      const id = Number(c.req.valid('param').id);
      const player = c.var.player;
      const done = await editTicket(
        rt,
        player,
        { ...changesOf(id, body), oddsChange: body.odds_change, seen: minor(body.expected_value) },
        c.req.valid('header')['idempotency-key'],
      );
      const view = await storedTicketView(rt.db, done.newTicketId);
      return c.json(
        {
          ticket: (view ?? {}) as Record<string, unknown>,
          edited_ticket_id: done.oldTicketId,
          value: formatMajor(done.value),
          stake: formatMajor(done.stake),
          balance: formatMajor(done.balance),
        },
        done.replayed ? 200 : 201,
      );
    },
  );

  return app;
}
