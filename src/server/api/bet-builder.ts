// POST /api/bet-builder/price: the combined price of several picks of one match (bet
// builder), from the feed's own model. The same pricing runs again when the ticket is placed.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import { subApp } from './sub-app.ts';
import { ErrorBody } from './errors.ts';
import { priceBetBuilder, BUILDER_BET_NAME, type BuilderDeps } from '../tickets/bet-builder.ts';
import { MAX_BUILDER_PICKS } from '../../lib/offer/bet-builder.ts';

const PriceBody = z
  .object({
    eventId: z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).openapi({ example: 1001 }),
    picks: z
      .array(z.string().min(3).max(40))
      .min(1)
      .max(MAX_BUILDER_PICKS + 1)
      .openapi({ example: ['main.1', 'over_under.o2.5'], description: 'Odd custom ids of the match.' }),
  })
  .openapi('BetBuilderPriceInput');

const Leg = z.object({ custom_id: z.string(), bet_name: z.string(), odd_name: z.string(), handicap: z.string().nullable() });
const Priced = z
  .object({
    event_id: z.number().int(),
    custom_id: z.string().openapi({ description: 'The odd custom id to put on the ticket: "builder." and the picks.' }),
    bet_name: z.string(),
    odd_name: z.string(),
    odds: z.number().openapi({ example: 3.45 }),
    probability: z.number(),
    is_live: z.boolean(),
    picks: z.array(Leg),
    implied: z.array(z.string()).openapi({ description: 'Picks the other picks already decide (or the score already has): they add nothing to the price.' }),
  })
  .openapi('BetBuilderPrice');

const route = createRoute({
  method: 'post',
  path: '/bet-builder/price',
  tags: ['offer'],
  // Public, like the offer: a price quote moves no money; placement asks for the player.
  security: [],
  summary: 'Prices a bet builder: the chance that all picks of one match happen, with the margin.',
  request: { body: { required: true, content: { 'application/json': { schema: PriceBody } } } },
  responses: {
    200: { description: 'Priced', content: { 'application/json': { schema: Priced } } },
    400: {
      description: 'Refused: details.reason says why (impossible, too_few_picks, too_unlikely, ...), details.picks which picks',
      content: { 'application/json': { schema: ErrorBody } },
    },
    409: { description: 'The match or a pick is not offered or is suspended now', content: { 'application/json': { schema: ErrorBody } } },
  },
});

export function betBuilderApi(rt: BuilderDeps): OpenAPIHono {
  const app = subApp();
  app.openapi(route, (c) => {
    const body = c.req.valid('json');
    const b = priceBetBuilder(rt, Number(body.eventId), body.picks);
    return c.json(
      {
        event_id: b.event.fi,
        custom_id: b.customId,
        bet_name: BUILDER_BET_NAME,
        odd_name: b.oddName,
        odds: b.value / 100,
        probability: b.probability,
        is_live: b.event.status === 'live',
        implied: b.implied,
        picks: b.legs.map((l) => ({ custom_id: l.customId, bet_name: l.betName, odd_name: l.oddName, handicap: l.handicap })),
      },
      200,
    );
  });
  return app;
}
