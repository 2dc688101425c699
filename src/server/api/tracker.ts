// The match tracker of a match in play: its bounded timeline (goals, cards, corners, period
// ends; games and sets in tennis) and statistics. The socket's live patches carry what
// changes after it (`tracker`, merged with src/lib/offer/tracker.ts). Never cached.
import { createRoute, z, type OpenAPIHono } from '@hono/zod-openapi';
import type { OfferReader } from '../feed/types.ts';
import type { TrackerStore } from '../tracker/store.ts';
import { subApp } from './sub-app.ts';
import { ApiError, ErrorBody, errorResponses } from './errors.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });
const Pair = z.tuple([z.number().int(), z.number().int()]);
const TrackerEventSchema = z
  .object({
    n: z.number().int(),
    kind: z.enum(['goal', 'yellow', 'red', 'corner', 'period', 'game', 'set', 'end']),
    side: z.union([z.literal(0), z.literal(1), z.literal(2)]).openapi({ description: '1 home, 2 away, 0 neither.' }),
    minute: z.number().int(),
    period: z.number().int(),
    score: Pair.openapi({ description: 'Goals after a goal; the period score after a period; games after a game; sets after a set; the count after a card or corner.' }),
  })
  .openapi('TrackerEvent');
const TrackerSchema = z
  .object({
    id: z.number().int(),
    g: z.number().int().openapi({ description: "The feed's generation of this tracker; a push of another generation replaces the timeline." }),
    n: z.number().int().openapi({ description: 'Highest event number so far.' }),
    stats: z
      .object({
        shots: Pair,
        onTarget: Pair,
        corners: Pair,
        yellow: Pair,
        red: Pair,
        pressure: z.number().int().min(0).max(100).openapi({ description: "Home side's share of the pressure, percent." }),
      })
      .optional(),
    events: z.array(TrackerEventSchema),
  })
  .openapi('MatchTracker');

/** What the match tracker route uses: the offer (is the match live) and the trackers. */
export interface TrackerApiDeps {
  offer: Pick<OfferReader, 'event'>;
  tracker: Pick<TrackerStore, 'view'>;
}

export function trackerApi(rt: TrackerApiDeps): OpenAPIHono {
  const app = subApp();
  app.openapi(
    createRoute({
      method: 'get',
      path: '/match_tracker/{id}',
      tags: ['offer'],
      // Public like the live events it belongs to.
      security: [],
      summary: "A live match's tracker: timeline of its last events and its statistics. Never cached.",
      request: {
        params: z.object({
          id: z.coerce
            .number()
            .int()
            .positive()
            .max(Number.MAX_SAFE_INTEGER)
            .openapi({ param: { name: 'id', in: 'path' }, example: 1000001 }),
        }),
      },
      responses: { 200: json(TrackerSchema, 'The tracker'), ...errorResponses, 404: json(ErrorBody, 'No match in play with this id') },
    }),
    (c) => {
      const { id } = c.req.valid('param');
      const view = rt.offer.event(id)?.status === 'live' ? rt.tracker.view(id) : undefined;
      if (!view) throw new ApiError(404, 'tracker_not_found', `Event ${id} is not in play.`);
      c.header('Cache-Control', 'no-store');
      return c.json({ id, ...view }, 200);
    },
  );
  return app;
}
