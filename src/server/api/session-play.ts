// GET /api/session-play: the current session's start and what was staked and returned since
// then, for the header's session clock and the reality check (issue 18).
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { type GuardDeps, type PlayerEnv } from '../auth/guard.ts';
import { sessionPlay } from '../limits/session-play.ts';
import { formatMajor } from '../../lib/money/index.ts';
import { ApiError, ErrorBody, validationHook } from './errors.ts';

const json = <T extends z.ZodType>(schema: T, description: string) => ({ description, content: { 'application/json': { schema } } });

const SessionPlayView = z
  .object({
    started_at: z.string().openapi({ description: 'When this login began (ISO time)' }),
    now: z.string().openapi({ description: "The server's time, so the clock is right whatever the device's clock says" }),
    stakes: z.string().openapi({ description: 'Staked since login (tickets and casino bets), major units' }),
    returns: z.string().openapi({ description: 'Returned since login (payouts, refunds, wins, cash outs), major units' }),
    net: z.string().openapi({ description: 'returns - stakes, major units (negative: down)' }),
    currency: z.string(),
  })
  .openapi('SessionPlay');

export function sessionPlayApi(rt: GuardDeps) {
  const app = new OpenAPIHono<PlayerEnv>({ defaultHook: validationHook as never });
  app.openapi(
    createRoute({
      method: 'get',
      path: '/session-play',
      tags: ['account'],
      security: [{ bearer: [] }],
      summary: 'Time since login, stakes, returns and net result since login.',
      responses: { 200: json(SessionPlayView, 'The session so far'), 401: json(ErrorBody, 'Not logged in') },
    }),
    async (c) => {
      const play = await sessionPlay(rt.db, c.var.player.id, c.var.sessionId);
      if (!play) throw new ApiError(401, 'token_revoked', 'Your session has ended. Please log in again.');
      return c.json(
        {
          started_at: new Date(play.startedAt).toISOString(),
          now: new Date(rt.clock.now()).toISOString(),
          stakes: formatMajor(play.stakes),
          returns: formatMajor(play.returns),
          net: formatMajor(play.net),
          currency: c.var.player.currency,
        },
        200,
      );
    },
  );
  return app;
}
