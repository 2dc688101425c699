// The read side of the offer (spec section 7): sports, leagues, events, highlights,
// last-minute events, one match with all its bet groups, search and results.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { Db } from '../db/client.ts';
import type { Clock } from '../clock.ts';
import type { OfferStore } from '../feed/store.ts';
import { subApp } from './sub-app.ts';
import { ApiError, ErrorBody, errorResponses } from './errors.ts';
import { EpochSeconds } from './params.ts';
import { WireEventSchema, WireLeagueSchema, WireResultSchema, WireSportSchema } from '../feed/wire-schemas.ts';
import { finishedResults } from '../feed/results.ts';
import type { WireEvent } from '../feed/types.ts';
import { checkSearchTerm, SEARCH_MIN_LENGTH } from '../../lib/offer/search-term.ts';
import { UPCOMING_PAGE_SIZE, UPCOMING_RANGES } from '../../lib/offer/upcoming-range.ts';
import { upcomingPage } from '../feed/upcoming.ts';

/** Offer reads may be cached briefly by browsers and proxies; the offer moves every few seconds. */
const OFFER_CACHE = 'public, max-age=5';

const Id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ToTime = EpochSeconds.optional().openapi({ description: 'Only events starting at or before this instant, epoch seconds.', example: 1_767_225_599 });
const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const notFound = { 404: json(ErrorBody, 'Unknown id') };
const Events = z.object({ events: z.array(WireEventSchema) });

const SEARCH_MESSAGES = {
  empty: 'Enter a search term.',
  too_short: `The search term must have at least ${SEARCH_MIN_LENGTH} characters.`,
  too_long: 'The search term is too long.',
  special_characters: "The search term may hold letters, digits, spaces and . - ' only.",
} as const;

const cached = (c: Context) => c.header('Cache-Control', OFFER_CACHE);
/** Live answers change every second: never stored (spec: get_live_events is not cached). */
const LIVE_CACHE = 'no-store';

const LiveSearchGroup = z.object({ sport_id: z.number().int(), sport: z.string(), events: z.array(WireEventSchema) }).openapi('LiveSearchGroup');

/** Live matches grouped per sport, in the order the sports first appear. */
function bySport(events: WireEvent[]): Array<{ sport_id: number; sport: string; events: WireEvent[] }> {
  const groups = new Map<number, { sport_id: number; sport: string; events: WireEvent[] }>();
  for (const e of events) {
    const g = groups.get(e.sportId) ?? { sport_id: e.sportId, sport: e.league.sport, events: [] };
    g.events.push(e);
    groups.set(e.sportId, g);
  }
  return [...groups.values()];
}

/** What the offer's routes use: the offer, the clock and the database (results). */
export interface OfferApiDeps {
  offer: OfferStore;
  clock: Clock;
  db: Db;
}

export function offerApi(rt: OfferApiDeps): OpenAPIHono {
  const app = subApp();
  const offer = rt.offer;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get_sports',
      tags: ['offer'],
      summary: 'Sports with their count of upcoming events; sports without events are left out.',
      request: { query: z.object({ to_time: ToTime }) },
      responses: { 200: json(z.object({ sports: z.array(WireSportSchema) }), 'Sports by priority'), ...errorResponses },
    }),
    (c) => {
      const { to_time } = c.req.valid('query');
      cached(c);
      return c.json({ sports: offer.sports({ toTime: to_time }) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get_leagues',
      tags: ['offer'],
      summary: 'Leagues of a sport with upcoming events, by priority.',
      request: { query: z.object({ sport_id: Id, to_time: ToTime }) },
      responses: { 200: json(z.object({ leagues: z.array(WireLeagueSchema) }), 'Leagues'), ...errorResponses, ...notFound },
    }),
    (c) => {
      const { sport_id, to_time } = c.req.valid('query');
      if (!offer.sport(sport_id)) throw new ApiError(404, 'sport_not_found', `There is no sport ${sport_id}.`);
      cached(c);
      return c.json({ leagues: offer.leagues(sport_id, { toTime: to_time }) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get_events_for_league',
      tags: ['offer'],
      summary: 'Upcoming events of a league, by start time, each with all its bet groups.',
      request: { query: z.object({ league_id: Id, to_time: ToTime }) },
      responses: { 200: json(Events, 'Events'), ...errorResponses, ...notFound },
    }),
    (c) => {
      const { league_id, to_time } = c.req.valid('query');
      if (!offer.league(league_id)) throw new ApiError(404, 'league_not_found', `There is no league ${league_id}.`);
      cached(c);
      return c.json({ events: offer.eventsForLeague(league_id, { toTime: to_time }) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get_highlights',
      tags: ['offer'],
      summary: 'Highlighted upcoming events across leagues, by start time.',
      responses: { 200: json(Events, 'Events') },
    }),
    (c) => {
      cached(c);
      return c.json({ events: offer.highlights() }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get_upcoming_events',
      tags: ['offer'],
      security: [],
      summary: `Matches not started yet that start within a range (today, 3h, 24h, 3d, long), soonest first, ${UPCOMING_PAGE_SIZE} at a time from offset; with each range's count.`,
      description: "Each event carries its main market only (the live page's Upcoming tab); prematch_odds_by_id has all its bet groups.",
      request: {
        query: z.object({
          range: z
            .enum(UPCOMING_RANGES)
            .default('today')
            .openapi({ param: { name: 'range', in: 'query' } }),
          offset: z.coerce
            .number()
            .int()
            .min(0)
            .max(1_000_000)
            .default(0)
            .openapi({ param: { name: 'offset', in: 'query' } }),
        }),
      },
      responses: {
        200: json(
          z
            .object({
              range: z.enum(UPCOMING_RANGES),
              events: z.array(WireEventSchema),
              offset: z.number().int(),
              total: z.number().int(),
              counts: z.object(Object.fromEntries(UPCOMING_RANGES.map((r) => [r, z.number().int()])) as Record<(typeof UPCOMING_RANGES)[number], z.ZodNumber>),
            })
            .openapi('UpcomingEvents'),
          'One page of the range',
        ),
        ...errorResponses,
      },
    }),
    (c) => {
      const { range, offset } = c.req.valid('query');
      cached(c);
      return c.json(upcomingPage(offer, range, rt.clock.now(), offset), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get_last_minute_events',
      tags: ['offer'],
      summary: 'Events starting within the next hour, by start time, each with league.sport.',
      responses: { 200: json(Events, 'Events') },
    }),
    (c) => {
      cached(c);
      return c.json({ events: offer.lastMinute() }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/prematch_odds_by_id',
      tags: ['offer'],
      summary: 'One event with league.sport and all its bet groups, as events[0].',
      request: { query: z.object({ event_id: Id }) },
      responses: { 200: json(Events, 'The event'), ...errorResponses, ...notFound },
    }),
    (c) => {
      const { event_id } = c.req.valid('query');
      const event = offer.event(event_id);
      if (!event) throw new ApiError(404, 'event_not_found', `There is no event ${event_id}.`);
      cached(c);
      return c.json({ events: [event] }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/get_live_events',
      tags: ['offer'],
      summary: 'Live events, of one sport or all, by start time, with score, clock, period results and all live bet groups. Never cached.',
      request: { query: z.object({ sport_id: Id.optional() }) },
      responses: { 200: json(Events, 'Live events'), ...errorResponses, ...notFound },
    }),
    (c) => {
      const { sport_id } = c.req.valid('query');
      if (sport_id !== undefined && !offer.sport(sport_id)) throw new ApiError(404, 'sport_not_found', `There is no sport ${sport_id}.`);
      c.header('Cache-Control', LIVE_CACHE);
      return c.json({ events: offer.liveEvents(sport_id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/search',
      tags: ['offer'],
      summary: 'Events whose teams or league match the term, also grouped by league name.',
      request: {
        query: z.object({
          query: z.string().max(200).openapi({ description: "At least 4 characters: letters, digits, spaces and . - ' only.", example: 'London' }),
          live: z.enum(['True', 'true', '1', 'False', 'false', '0']).optional().openapi({ description: 'True searches live events.' }),
        }),
      },
      responses: {
        200: json(
          z.object({
            events: z.array(WireEventSchema),
            results: z
              .union([z.record(z.string(), z.array(WireEventSchema)), z.array(LiveSearchGroup)])
              .openapi({ description: 'Pre-match: events by league name. Live (live=True): one entry per sport, results[0] with sport_id.' }),
          }),
          'Matches',
        ),
        ...errorResponses,
      },
    }),
    (c) => {
      const { query, live } = c.req.valid('query');
      const checked = checkSearchTerm(query);
      if (!checked.ok) throw new ApiError(400, 'search_term_invalid', SEARCH_MESSAGES[checked.problem], { problem: checked.problem });
      const isLive = live === 'True' || live === 'true' || live === '1';
      const results = offer.search(checked.term, { live: isLive });
      const events = Object.values(results).flat();
      if (isLive) {
        c.header('Cache-Control', LIVE_CACHE);
        return c.json({ events, results: bySport(events) }, 200);
      }
      cached(c);
      return c.json({ events, results }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/results',
      tags: ['offer'],
      summary: 'Finished events with final scores for one day (UTC), optionally of one sport.',
      request: {
        query: z.object({
          date: z
            .string()
            .regex(/^(19[7-9]\d|2\d{3})-\d{2}-\d{2}$/, 'Use YYYY-MM-DD, from 1970 on.')
            .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'Not a calendar date.')
            .openapi({ example: '2026-11-23' }),
          sport_id: Id.optional(),
        }),
      },
      responses: { 200: json(z.object({ events: z.array(WireResultSchema) }), 'Results by start time'), ...errorResponses },
    }),
    async (c) => {
      const { date, sport_id } = c.req.valid('query');
      const from = Date.parse(`${date}T00:00:00Z`) / 1000;
      cached(c);
      return c.json({ events: await finishedResults(rt.db, from, from + 86_400, sport_id) }, 200);
    },
  );

  return app;
}
