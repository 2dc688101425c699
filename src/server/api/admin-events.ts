// Operator actions on events: void (every selection on it is settled as cancelled), start,
// and finish with a final score. Whichever node takes the call, the action is written to the
// database and applied by the node running the feed; the call answers once it is done.
import { createRoute, z } from '@hono/zod-openapi';
import type { Config } from '../config.ts';
import type { Logger } from '../log.ts';
import { operatorAuth } from '../accounts/operator-auth.ts';
import { ApiError, ErrorBody } from './errors.ts';
import { subApp } from './sub-app.ts';
import { NoLeaderAnswer, requestAction, type ActionKind, type ActionRequestDeps } from '../feed/operator-actions.ts';

const json = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } } });
const Params = z.object({ id: z.string().regex(/^\d{1,15}$/) });
const Done = z.object({ event_id: z.number(), status: z.string(), home_goals: z.number().nullable(), away_goals: z.number().nullable() });
const Score = z.object({ home_goals: z.number().int().min(0).max(999), away_goals: z.number().int().min(0).max(999) });
const refusals = {
  401: { description: 'No operator token', ...json(ErrorBody) },
  404: { description: 'No such event', ...json(ErrorBody) },
  409: { description: 'The event is not in a state that allows it', ...json(ErrorBody) },
  503: { description: 'No node running the feed answered in time', ...json(ErrorBody) },
};

/** What the operator's event actions use: asking the feed's leader, the operator token and the log. */
export type AdminEventsApiDeps = ActionRequestDeps & { config: Pick<Config, 'adminToken'>; log: Logger };

async function act(rt: AdminEventsApiDeps, kind: ActionKind, id: number, payload: Record<string, unknown> = {}) {
  try {
    const answer = await requestAction(rt, kind, id, payload);
    if (!answer.ok) throw new ApiError(answer.status, answer.code, answer.message);
    rt.log.info('operator action done', { kind, event_id: id });
    return { event_id: answer.event_id, status: answer.status, home_goals: answer.home_goals, away_goals: answer.away_goals, result_version: answer.result_version };
  } catch (err) {
    if (err instanceof NoLeaderAnswer) throw new ApiError(503, 'no_leader', err.message);
    throw err;
  }
}

export function adminEventsApi(rt: AdminEventsApiDeps) {
  const app = subApp();
  app.use('/events/*', operatorAuth({ token: rt.config.adminToken }));
  app.openapi(
    createRoute({
      method: 'post',
      path: '/events/{id}/void',
      tags: ['operator'],
      security: [{ operator: [] }],
      summary: 'Voids an event: it leaves the offer, and every ticket selection on it is settled as cancelled (odds 1.00).',
      request: { params: Params },
      responses: { 200: { description: 'Voided', ...json(z.object({ event_id: z.number(), status: z.literal('cancelled') })) }, ...refusals },
    }),
    async (c) => {
      const done = await act(rt, 'void', Number(c.req.valid('param').id));
      return c.json({ event_id: done.event_id, status: 'cancelled' as const }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/events/{id}/start',
      tags: ['operator'],
      security: [{ operator: [] }],
      summary: 'Starts a scheduled event now: pre-match betting on it closes.',
      request: { params: Params },
      responses: { 200: { description: 'Live', ...json(Done) }, ...refusals },
    }),
    async (c) => c.json(await act(rt, 'start', Number(c.req.valid('param').id)), 200),
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/events/{id}/finish',
      tags: ['operator'],
      security: [{ operator: [] }],
      summary: 'Finishes an event with its final score; the result is stored once and never changed (the same score again is accepted, another is refused).',
      request: { params: Params, body: { required: true, ...json(Score) } },
      responses: { 200: { description: 'Finished', ...json(Done) }, ...refusals },
    }),
    async (c) => {
      const { result_version: _version, ...done } = await act(rt, 'finish', Number(c.req.valid('param').id), c.req.valid('json'));
      return c.json(done, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/events/{id}/correct',
      tags: ['operator'],
      security: [{ operator: [] }],
      summary:
        "Corrects a finished event's result: the score is stored as the next result version, every settled ticket on the event (not a cashed-out one) has its payout taken back through the ledger and is settled again from the new score. The same score again changes nothing.",
      request: { params: Params, body: { required: true, ...json(Score) } },
      responses: { 200: { description: 'Corrected (or already this score)', ...json(Done.extend({ result_version: z.number().int().min(1) })) }, ...refusals },
    }),
    async (c) => {
      const done = await act(rt, 'correct', Number(c.req.valid('param').id), c.req.valid('json'));
      return c.json({ ...done, result_version: done.result_version ?? 1 }, 200);
    },
  );
  return app;
}
