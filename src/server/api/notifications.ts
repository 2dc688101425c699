// The player's notifications (issue 17): settled and cashed-out tickets, newest first.
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { type GuardDeps, type PlayerEnv } from '../auth/guard.ts';
import { markSeen, recentNotifications } from '../notifications/index.ts';
import { ErrorBody, validationHook } from './errors.ts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

const Notification = z
  .object({
    id: z.number().int(),
    ticket_id: z.number().int(),
    kind: z.string().openapi({ description: 'winning | failed | cancelled | returned | cashed_out | auto_cashed_out' }),
    amount: z.string().nullable(),
    stake: z.string().openapi({ description: "The ticket's stake now (after any partial cash out)" }),
    created_at: z.string(),
    seen: z.boolean(),
  })
  .openapi('Notification');

export function notificationsApi(rt: GuardDeps) {
  const app = new OpenAPIHono<PlayerEnv>({ defaultHook: validationHook as never });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/notifications',
      tags: ['player'],
      security: [{ bearer: [] }],
      summary: "The player's recent notifications (after an id, when given) and how many are unseen.",
      request: { query: z.object({ after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0) }) },
      responses: {
        200: { description: 'Notifications', ...json(z.object({ notifications: z.array(Notification), unseen: z.number().int() })) },
        400: { description: 'Invalid', ...json(ErrorBody) },
        401: { description: 'Not logged in', ...json(ErrorBody) },
      },
    }),
    async (c) => c.json(await recentNotifications(rt.db, c.var.player.id, c.req.valid('query').after), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/notifications/seen',
      tags: ['player'],
      security: [{ bearer: [] }],
      summary: 'Marks the notifications up to an id seen (on every tab and device).',
      request: { body: { required: true, ...json(z.object({ up_to: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER) })) } },
      responses: {
        200: { description: 'Marked', ...json(z.object({ unseen: z.number().int() })) },
        400: { description: 'Invalid', ...json(ErrorBody) },
        401: { description: 'Not logged in', ...json(ErrorBody) },
      },
    }),
    async (c) => c.json({ unseen: await markSeen(rt.db, c.var.player.id, c.req.valid('json').up_to) }, 200),
  );
  return app;
}
