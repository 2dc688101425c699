// Operator actions on events: voiding one settles every selection on it as cancelled.
import { createRoute, z } from '@hono/zod-openapi';
import type { Runtime } from '../runtime.ts';
import { operatorAuth } from '../accounts/operator-auth.ts';
import { ApiError, ErrorBody } from './errors.ts';
import { subApp } from './sub-app.ts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });

export function adminEventsApi(rt: Runtime) {
  const app = subApp();
  app.use('/events/*', operatorAuth({ token: rt.config.adminToken }));
  app.openapi(
    createRoute({
      method: 'post',
      path: '/events/{id}/void',
      tags: ['operator'],
      security: [{ operator: [] }],
      summary: 'Voids an event: it leaves the offer, and every ticket selection on it is settled as cancelled (odds 1.00).',
      request: { params: z.object({ id: z.string().regex(/^\d{1,15}$/) }) },
      responses: {
        200: { description: 'Voided', ...json(z.object({ event_id: z.number(), status: z.literal('cancelled') })) },
        401: { description: 'No operator token', ...json(ErrorBody) },
        404: { description: 'No such event', ...json(ErrorBody) },
        409: { description: 'Already finished', ...json(ErrorBody) },
      },
    }),
    async (c) => {
      const id = Number(c.req.valid('param').id);
      const before = rt.offer.event(id);
      if (!before) throw new ApiError(404, 'event_not_found', `There is no event ${id}.`);
      if (before.status === 'finished') throw new ApiError(409, 'event_finished', 'A finished event cannot be voided.');
      await rt.feed.cancelEvent(id);
      rt.log.info('event voided', { event_id: id });
      return c.json({ event_id: id, status: 'cancelled' as const }, 200);
    },
  );
  return app;
}
