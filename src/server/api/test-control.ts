// Test control of the feed, mounted at /api/test only when FEED_CONTROL=1 (refused in
// production): move the simulated clock, set an odd, suspend a bet group, start or finish
// a match. Each change goes through the feed, so it is written through and published.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../clock.ts';
import type { Feed } from '../feed/feed.ts';
import type { OfferStore } from '../feed/store.ts';
import { subApp } from './sub-app.ts';
import { ApiError, ErrorBody, errorResponses } from './errors.ts';
import { WireEventSchema } from '../feed/wire-schemas.ts';
import { FencedOut, isFenceRefusal } from '../feed/writer.ts';
import { LEASE_MS } from '../feed/leader.ts';
import { MAX_ODD, MIN_ODD } from '../../lib/offer/pricing.ts';

const MAX_ADVANCE_SECONDS = 60 * 24 * 3600;
const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const body = <T extends z.ZodType>(schema: T) => ({ required: true, content: { 'application/json': { schema } } });
const EventId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const EventBody = z.object({ event: WireEventSchema });
const refusals = {
  ...errorResponses,
  404: json(ErrorBody, 'Unknown event, bet group or odd'),
  409: json(ErrorBody, 'The event is not in a state that allows it'),
  503: json(ErrorBody, 'This node does not run the feed (another node leads, or none does yet)'),
};
/** How long a change waits for its node to lead again: one node alone takes its lease back within a second of losing it. */
const LEAD_WAIT_MS = 2 * LEASE_MS;
const PathId = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(Number.MAX_SAFE_INTEGER)
    .openapi({ param: { name: 'id', in: 'path' }, example: 1000001 }),
});

/** What test control uses: the feed, the offer and the clock it moves. */
export interface TestControlApiDeps {
  feed: Feed;
  offer: OfferStore;
  clock: Clock;
}

export function testControlApi(rt: TestControlApiDeps): OpenAPIHono {
  const app = subApp();
  const { feed, offer, clock } = rt;

  const notLeading = () =>
    new ApiError(503, 'no_leader', 'This node does not run the feed: another node leads, or none does yet. Send test control to the node that runs it, or try again.');
  /**
   * Runs a change of the offer on this node, which must run the feed: it waits for the node to
   * lead again (after a stall that cost it the lease), and a write the database fenced off
   * (another node took over meanwhile) is refused as 503, not as a fault.
   */
  async function asLeader<T>(change: () => Promise<T>): Promise<T> {
    for (let waited = 0; feed.epoch() === undefined; waited += 100) {
      if (waited >= LEAD_WAIT_MS) throw notLeading();
      await new Promise((r) => setTimeout(r, 100));
    }
    try {
      return await change();
    } catch (err) {
      if (err instanceof FencedOut || isFenceRefusal(err)) throw notLeading();
      throw err;
    }
  }

  const eventOr404 = (id: number) => {
    const event = offer.event(id);
    if (!event) throw new ApiError(404, 'event_not_found', `There is no event ${id}.`);
    return event;
  };

  app.openapi(
    createRoute({
      method: 'post',
      path: '/clock/advance',
      tags: ['test control'],
      summary: 'Moves the simulated clock forward and runs one feed step.',
      request: { body: body(z.object({ seconds: z.number().positive().max(MAX_ADVANCE_SECONDS) })) },
      responses: {
        200: json(z.object({ now: z.number().int().openapi({ description: 'Simulated now, epoch seconds.' }), offset_seconds: z.number() }), 'The new time'),
        ...errorResponses,
      },
    }),
    async (c) => {
      const { seconds } = c.req.valid('json');
      clock.advance(seconds);
      await feed.tick();
      return c.json({ now: Math.floor(clock.now() / 1000), offset_seconds: clock.offsetMs() / 1000 }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/odds',
      tags: ['test control'],
      summary: "Sets one odd's value, in hundredths (value) or decimal (odds).",
      request: {
        body: body(
          z
            .object({
              event_id: EventId,
              odd_custom_id: z.string().min(1).max(100).openapi({ example: 'main.1' }),
              value: z.number().int().min(MIN_ODD).max(MAX_ODD).optional(),
              odds: z
                .number()
                .min(MIN_ODD / 100)
                .max(MAX_ODD / 100)
                .optional(),
            })
            .refine((b) => (b.value === undefined) !== (b.odds === undefined), { message: 'Give exactly one of value (hundredths) or odds (decimal).', path: ['value'] }),
        ),
      },
      responses: { 200: json(EventBody, 'The event after the change'), ...refusals },
    }),
    async (c) => {
      const b = c.req.valid('json');
      eventOr404(b.event_id);
      const value = b.value ?? Math.round((b.odds ?? 0) * 100);
      if (!(await asLeader(() => feed.setOdd(b.event_id, b.odd_custom_id, value)))) throw new ApiError(404, 'odd_not_found', `Event ${b.event_id} has no odd ${b.odd_custom_id}.`);
      return c.json({ event: eventOr404(b.event_id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/bet-group',
      tags: ['test control'],
      summary: 'Suspends or reopens one bet group of an event.',
      request: { body: body(z.object({ event_id: EventId, custom_id: z.string().min(1).max(100).openapi({ example: 'main' }), suspended: z.boolean() })) },
      responses: { 200: json(EventBody, 'The event after the change'), ...refusals },
    }),
    async (c) => {
      const b = c.req.valid('json');
      eventOr404(b.event_id);
      if (!(await asLeader(() => feed.setGroupSuspended(b.event_id, b.custom_id, b.suspended))))
        throw new ApiError(404, 'bet_group_not_found', `Event ${b.event_id} has no bet group ${b.custom_id}.`);
      return c.json({ event: eventOr404(b.event_id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/events/{id}/start',
      tags: ['test control'],
      summary: 'Starts a scheduled event now: it leaves the pre-match offer and goes live.',
      request: { params: PathId },
      responses: { 200: json(EventBody, 'The live event'), ...refusals },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const before = eventOr404(id);
      if (before.status === 'finished' || before.status === 'cancelled') throw new ApiError(409, 'event_not_scheduled', `Event ${id} is already ${before.status}.`);
      await asLeader(() => feed.startEvent(id));
      return c.json({ event: eventOr404(id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/events/{id}/finish',
      tags: ['test control'],
      summary: 'Finishes an event with a final score, stores the result and decides the odds the score decides.',
      request: { params: PathId, body: body(z.object({ home_goals: z.number().int().min(0).max(999), away_goals: z.number().int().min(0).max(999) })) },
      responses: { 200: json(EventBody, 'The finished event'), ...refusals },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { home_goals, away_goals } = c.req.valid('json');
      const before = eventOr404(id);
      if (before.status === 'finished' || before.status === 'cancelled') throw new ApiError(409, 'event_already_finished', `Event ${id} is already ${before.status}.`);
      await asLeader(() => feed.finishEvent(id, { homeGoals: home_goals, awayGoals: away_goals }));
      return c.json({ event: eventOr404(id) }, 200);
    },
  );

  return app;
}
